//===- AscendC.td - the whole ascendc dialect -----------------------------===//
//
// Root file of the ascendc dialect: the generator (and the catalogue checker in
// dialect/ods) read this file with the include paths dialect/ods and dialect:
// `llvm-tblgen --print-records -I dialect/ods -I dialect dialect/ascendc/AscendC.td`.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_TD
#define ASCENDC_TD

include "ascendc/AscendCBase.td"
include "ascendc/OpsVector.td"
include "ascendc/OpsVectorData.td"
include "ascendc/OpsReduce.td"
include "ascendc/OpsMath.td"
include "ascendc/OpsMicro.td"
include "ascendc/OpsDataCopy.td"
include "ascendc/OpsCube.td"
include "ascendc/OpsFramework.td"
include "ascendc/OpsTensor.td"
include "ascendc/OpsMatmul.td"
include "ascendc/OpsSync.td"
include "ascendc/OpsMisc.td"

#endif // ASCENDC_TD
