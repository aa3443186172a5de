//===- EmitAsc.td - the whole emitasc dialect -----------------------------===//
//
// Root file of the emitasc dialect (include paths dialect/ods, dialect and
// dialect/emitasc).
//
//===----------------------------------------------------------------------===//

#ifndef EMITASC_TD
#define EMITASC_TD

include "EmitAscBase.td"
include "EmitAscOps.td"

#endif // EMITASC_TD
