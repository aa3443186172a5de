// PyAsc's pipeline as one named pipeline: the passes it expands to for each architecture,
// the attributes it records, and its output run straight by asc-sim (SoC from the module).
// RUN: ascopt --pyasc-pipeline="soc=Ascend950PR_9599" --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=C310
// RUN: ascopt --pass-pipeline='builtin.module(pyasc-pipeline{soc=Ascend910B1})' --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=C220
// RUN: ascopt --pyasc-pipeline="soc=Ascend910B1" %s | FileCheck %s --check-prefix=ATTRS
// RUN: ascopt --pyasc-pipeline="soc=Ascend950PR_9599" %s | asc-sim run - --entry k --block-dim 2 --stats json | FileCheck %s --check-prefix=SIM
// RUN: not ascopt --pyasc-pipeline %s 2>&1 | FileCheck %s --check-prefix=NOSOC
// RUN: not ascopt --pyasc-pipeline="soc=Ascend310P3" %s 2>&1 | FileCheck %s --check-prefix=BADSOC

// C310: builtin.module(asc-set-target{soc=Ascend950PR_9599},func.func(asctile-keep-cast-rounding,asctile-keep-mask-regions),ascendc-privatize-func,inline{
// C310-SAME: asctile-unscalarize-reduction
// C310-SAME: ascendc-allocate-tensor
// C310-SAME: ascendc-insert-bufid-sync
// C310-SAME: ascendc-legalize-kernel-args{set-ffts-addr=false}
// C220: asctile-transform-store-fixpipe{departures=true},asclower-expand-math
// C220-SAME: ascendc-materialize-tensor{always-buf=false}
// C220-SAME: ascendc-insert-sync,ascendc-unify-pipe
// C220-SAME: ascendc-legalize-kernel-args{set-ffts-addr=true}
// ATTRS: module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.memory_consumed = {}, asc.soc_version = "Ascend910B1"}
// ATTRS: emitc.include "kernel_operator.h"
// SIM: "soc": "ascend950"
// SIM: "block_dim": 2
// NOSOC: no SoC: give the option soc=NAME
// BADSOC: unknown SoC "Ascend310P3"
func.func @k() attributes {ascendc.global} {
  return
}
