// Unknown passes, options and option values are reported and fail.

// RUN: not ascopt -no-such-pass %s 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not ascopt --pass-pipeline='builtin.module(func.func(ascendc-no-such-pass))' %s 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not ascopt -ascendc-hoist-ub-allocation=no-such-option %s 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not ascopt -ascendc-materialize-tensor=always-buf=maybe %s 2>&1 | FileCheck %s --check-prefix=VAL
// RUN: not ascopt --ascendc-sync-pipeline=soc=ascend310 %s 2>&1 | FileCheck %s --check-prefix=SOC

// PASS: unknown flag: --no-such-pass
// PIPE: 'ascendc-no-such-pass' does not refer to a registered pass or pass pipeline
// OPT: no such option 'no-such-option' for pass 'ascendc-hoist-ub-allocation'
// VAL: invalid value 'maybe' for boolean option 'always-buf' of pass 'ascendc-materialize-tensor'
// SOC: 'invalid-soc-ascend310' does not refer to a registered pass or pass pipeline

func.func @f() {
  return
}
