// TransDataTo5HD on address tensors (emission.md §3.11): the template argument is the
// element type of the LocalTensor whose GetPhyAddr the first SetValue into dst (else
// into src) stores; other SetValues are passed over.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// The SetValue that decides is the first user of dst in use-list order (the most recent
// use first, as MLIR keeps them): the second SetValue's f16 tensor gives the type.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void last_set_value_first(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<half> v2, int32_t v3, AscendC::TransDataTo5HDParams v4) {
// CHECK-NEXT: AscendC::LocalTensor<uint64_t> v5;
// CHECK-NEXT: AscendC::LocalTensor<uint64_t> v6;
// CHECK-NEXT: uint64_t v7 = v1.GetPhyAddr();
// CHECK-NEXT: uint64_t v8 = v2.GetPhyAddr();
// CHECK-NEXT: v5.SetValue(v3, v7);
// CHECK-NEXT: v5.SetValue(v3, v8);
// CHECK-NEXT: AscendC::TransDataTo5HD<half>(v5, v6, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @last_set_value_first(%a: !ascendc.local_tensor<*xf32>, %b: !ascendc.local_tensor<*xf16>, %i: i32, %p: !ascendc.trans_data_to_5hd_params) {
  %dst = ascendc.local_tensor : !ascendc.local_tensor<16xui64>
  %src = ascendc.local_tensor : !ascendc.local_tensor<16xui64>
  %aa = ascendc.local_tensor.get_phy_addr %a : !ascendc.local_tensor<*xf32>, ui64
  %ba = ascendc.local_tensor.get_phy_addr %b : !ascendc.local_tensor<*xf16>, ui64
  ascendc.local_tensor.set_value %dst, %i, %aa : !ascendc.local_tensor<16xui64>, i32, ui64
  ascendc.local_tensor.set_value %dst, %i, %ba : !ascendc.local_tensor<16xui64>, i32, ui64
  ascendc.trans_data_to_5hd %dst, %src, %p : !ascendc.local_tensor<16xui64>, !ascendc.local_tensor<16xui64>, !ascendc.trans_data_to_5hd_params
  return
}

// A SetValue of a GlobalTensor's address (a __gm__ pointer) is passed over: only
// addresses GetPhyAddr takes of a LocalTensor tell the type, here the f32 one.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void global_address_skipped(AscendC::LocalTensor<float> v1, AscendC::GlobalTensor<half> v2, int32_t v3, AscendC::TransDataTo5HDParams v4) {
// CHECK-NEXT: AscendC::LocalTensor<uint64_t> v5;
// CHECK-NEXT: AscendC::LocalTensor<uint64_t> v6;
// CHECK-NEXT: uint64_t v7 = v1.GetPhyAddr();
// CHECK-NEXT: __gm__ half* v8 = v2.GetPhyAddr();
// CHECK-NEXT: v5.SetValue(v3, v7);
// CHECK-NEXT: v5.SetValue(v3, v8);
// CHECK-NEXT: AscendC::TransDataTo5HD<float>(v5, v6, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @global_address_skipped(%l: !ascendc.local_tensor<*xf32>, %g: !ascendc.global_tensor<*xf16>, %i: i32, %p: !ascendc.trans_data_to_5hd_params) {
  %dst = ascendc.local_tensor : !ascendc.local_tensor<16xui64>
  %src = ascendc.local_tensor : !ascendc.local_tensor<16xui64>
  %la = ascendc.local_tensor.get_phy_addr %l : !ascendc.local_tensor<*xf32>, ui64
  %ga = ascendc.global_tensor.get_phy_addr %g : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  ascendc.local_tensor.set_value %dst, %i, %la : !ascendc.local_tensor<16xui64>, i32, ui64
  ascendc.local_tensor.set_value %dst, %i, %ga : !ascendc.local_tensor<16xui64>, i32, memref<?xf16, 22>
  ascendc.trans_data_to_5hd %dst, %src, %p : !ascendc.local_tensor<16xui64>, !ascendc.local_tensor<16xui64>, !ascendc.trans_data_to_5hd_params
  return
}

// Nothing stored into dst tells the type (a constant is no address), so
// src's SetValue decides: i16.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void src_fallback(AscendC::LocalTensor<int16_t> v1, int32_t v2, AscendC::TransDataTo5HDParams v3) {
// CHECK-NEXT: AscendC::LocalTensor<uint64_t> v4;
// CHECK-NEXT: AscendC::LocalTensor<uint64_t> v5;
// CHECK-NEXT: uint64_t v6 = v1.GetPhyAddr();
// CHECK-NEXT: constexpr int64_t c32_i64 = 32;
// CHECK-NEXT: v4.SetValue(v2, c32_i64);
// CHECK-NEXT: v5.SetValue(v2, v6);
// CHECK-NEXT: AscendC::TransDataTo5HD<int16_t>(v4, v5, v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @src_fallback(%l: !ascendc.local_tensor<*xi16>, %i: i32, %p: !ascendc.trans_data_to_5hd_params) {
  %dst = ascendc.local_tensor : !ascendc.local_tensor<16xui64>
  %src = ascendc.local_tensor : !ascendc.local_tensor<16xui64>
  %la = ascendc.local_tensor.get_phy_addr %l : !ascendc.local_tensor<*xi16>, ui64
  %c = arith.constant 32 : i64
  ascendc.local_tensor.set_value %dst, %i, %c : !ascendc.local_tensor<16xui64>, i32, i64
  ascendc.local_tensor.set_value %src, %i, %la : !ascendc.local_tensor<16xui64>, i32, ui64
  ascendc.trans_data_to_5hd %dst, %src, %p : !ascendc.local_tensor<16xui64>, !ascendc.local_tensor<16xui64>, !ascendc.trans_data_to_5hd_params
  return
}
