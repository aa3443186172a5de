// The API header declares the Ascend C names emitted kernels use.
// RUN: asc-translate --emit-api-header | FileCheck %s

// CHECK: #pragma once
// CHECK-DAG: namespace AscendC { enum class TPosition { GM = 0,
// CHECK-DAG: enum pipe_t { PIPE_S = 0,
// CHECK-DAG: namespace AscendC { template <typename A0> struct LocalTensor : AscendC::__AscObj {
// CHECK-DAG: namespace AscendC { template <auto A0, auto A1> struct TQue : AscendC::__AscObj {
// CHECK-DAG: template <typename A0> __AscAny AllocTensor(...);
// CHECK-DAG: namespace AscendC { template <typename A0, auto A1> AscendC::__AscAny Adds(...);
