// fixpipe's dst is AnyType in the op catalogue; PyAsc spells its {E(dst)} template
// argument as {T(dst)} when the type has no element type (emission.md §3.15), so any
// dst translates: a tensor or memref gives its element type, another type itself.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s

// CHECK-LABEL: void fixpipe_dst(
// CHECK-NEXT: AscendC::Fixpipe<float, half, v5>(v1, v4, v6);
// CHECK-NEXT: AscendC::Fixpipe<float, half, v5>(v2, v4, v6);
// CHECK-NEXT: AscendC::Fixpipe<uint64_t, half, v5>(v3, v4, v6);
func.func @fixpipe_dst(%g: !ascendc.global_tensor<*xf32>, %m: memref<?xf32, 22>, %a: ui64, %src: !ascendc.local_tensor<*xf16>, %cfg: !ascendc.fixpipe_config, %p: !ascendc.fixpipe_params_v220) {
  ascendc.fixpipe %g, %src, %p, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf16>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  ascendc.fixpipe %m, %src, %p, %cfg : memref<?xf32, 22>, !ascendc.local_tensor<*xf16>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  ascendc.fixpipe %a, %src, %p, %cfg : ui64, !ascendc.local_tensor<*xf16>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  return
}
