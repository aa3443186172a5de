//===- EmitAsc.td - the whole emitasc dialect -----------------------------===//
//
// Root file of the emitasc dialect (include paths dialect/ods and dialect).
//
//===----------------------------------------------------------------------===//

#ifndef EMITASC_TD
#define EMITASC_TD

include "emitasc/EmitAscBase.td"
include "emitasc/EmitAscOps.td"

#endif // EMITASC_TD
