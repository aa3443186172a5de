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
include "OpsVectorData.td"
include "OpsReduce.td"
include "OpsMath.td"
include "OpsMicro.td"
include "OpsDataCopy.td"
include "OpsCube.td"
include "OpsFramework.td"
include "OpsTensor.td"
include "OpsMatmul.td"
include "OpsSync.td"
include "OpsMisc.td"

#endif // ASCENDC_TD
