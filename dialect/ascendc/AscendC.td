//===- AscendC.td - the whole ascendc dialect -----------------------------===//
//
// Root file of the ascendc dialect: the generator (and the catalogue checker in
// dialect/ods) read this file with include paths dialect/ods, dialect and
// dialect/ascendc.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_TD
#define ASCENDC_TD

include "AscendCBase.td"
include "OpsVector.td"

#endif // ASCENDC_TD
