// Held-out style cases of PyAsc's Target/AscendC/core.mlir and fwk.mlir, expected text
// from emission.md §3.24, §3.25, §3.15 (construct) and Appendix A (not from our output):
// brace-initialised local tensors with I32 attributes printed unsigned, physical
// addresses as memrefs of other spaces, shape-info members, printing and dumping,
// every cache hint; buffer pools, buffers with and without a length, base addresses,
// queue binds of other positions; construct with its static/constexpr keywords and
// operand types converted by static_cast or reinterpret_cast.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_core_members(AscendC::LocalTensor<half> v1, uint32_t v2, AscendC::ShapeInfo v3, uint32_t v4, int32_t v5, AscendC::GlobalTensor<bfloat16_t> v6, uint64_t v7) {
// CHECK-NEXT: AscendC::LocalTensor<half> v8{AscendC::TPosition::VECCALC, 4294967295, 0};
// CHECK-NEXT: AscendC::LocalTensor<int8_t> v9{AscendC::TPosition::A1, 4294967295, 256};
// CHECK-NEXT: __ubuf__ half* v10 = reinterpret_cast<__ubuf__ half*>(v1.GetPhyAddr());
// CHECK-NEXT: __cbuf__ int8_t* v11 = reinterpret_cast<__cbuf__ int8_t*>(v9.GetPhyAddr());
// CHECK-NEXT: uint64_t v12 = v1.GetPhyAddr(v2);
// CHECK-NEXT: int32_t v13 = v3.shape[v4];
// CHECK-NEXT: int64_t v14 = v3.originalShape[v5];
// CHECK-NEXT: v1.Print();
// CHECK-NEXT: v1.Print(v2);
// CHECK-NEXT: v1.ToFile();
// CHECK-NEXT: v6.SetL2CacheHint<AscendC::CacheRwMode::READ>(AscendC::CacheMode::CACHE_MODE_NORMAL);
// CHECK-NEXT: v6.SetL2CacheHint<AscendC::CacheRwMode::WRITE>(AscendC::CacheMode::CACHE_MODE_DISABLE);
// CHECK-NEXT: __gm__ bfloat16_t* v15 = v6.GetPhyAddr(v7);
// CHECK-NEXT: AscendC::GlobalTensor<bfloat16_t> v16 = v6(v4);
// CHECK-NEXT: AscendC::LocalTensor<uint16_t> v17 = v1.ReinterpretCast<uint16_t>();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_core_members(%t: !ascendc.local_tensor<*xf16>, %off: ui32, %si: !ascendc.shape_info, %d: index, %d32: i32, %g: !ascendc.global_tensor<*xbf16>, %o64: ui64) {
  %0 = ascendc.local_tensor_v3 veccalc, 4294967295, 0 : !ascendc.local_tensor<*xf16>
  %1 = ascendc.local_tensor_v3 a1, -1, 256 : !ascendc.local_tensor<128xi8>
  %2 = ascendc.local_tensor.get_phy_addr_v2 %t : !ascendc.local_tensor<*xf16>, memref<?xf16, 26>
  %3 = ascendc.local_tensor.get_phy_addr_v2 %1 : !ascendc.local_tensor<128xi8>, memref<128xi8, 27>
  %4 = ascendc.local_tensor.get_phy_addr %t, %off : !ascendc.local_tensor<*xf16>, ui64, ui32
  %5 = ascendc.shape_info.shape %si, %d index, i32
  %6 = ascendc.shape_info.original_shape %si, %d32 i32, i64
  ascendc.local_tensor.print %t : !ascendc.local_tensor<*xf16>
  ascendc.local_tensor.print %t, %off : !ascendc.local_tensor<*xf16>, ui32
  ascendc.local_tensor.to_file %t {fileName = "x.bin"} : !ascendc.local_tensor<*xf16>
  ascendc.global_tensor.set_l2_cache_hint %g {mode = 1 : i32, rwMode = 1 : i32} : !ascendc.global_tensor<*xbf16>
  ascendc.global_tensor.set_l2_cache_hint %g {mode = 0 : i32, rwMode = 2 : i32} : !ascendc.global_tensor<*xbf16>
  %7 = ascendc.global_tensor.get_phy_addr %g, %o64 : !ascendc.global_tensor<*xbf16>, memref<?xbf16, 22>, ui64
  %8 = ascendc.global_tensor.bracket %g(%d) : !ascendc.global_tensor<*xbf16>, index, !ascendc.global_tensor<*xbf16>
  %9 = ascendc.reinterpret_cast %t : !ascendc.local_tensor<*xf16> to !ascendc.local_tensor<*xui16>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_construct_forms(int32_t v1, int64_t v2, __gm__ int8_t* v3) {
// CHECK-NEXT: static constexpr AscendC::DataCopyParams v4{v1, v1, v1, v1};
// CHECK-NEXT: static AscendC::DataCopyParams v5{v1, static_cast<uint16_t>(v2), v1, v1};
// CHECK-NEXT: constexpr AscendC::DataCopyParams v6;
// CHECK-NEXT: AscendC::ShapeInfo v7{static_cast<uint8_t>(v1), reinterpret_cast<uint32_t*>(v3)};
// CHECK-NEXT: AscendC::DataCopyExtParams v8{static_cast<uint16_t>(v1), static_cast<uint32_t>(v2), static_cast<uint32_t>(v1), static_cast<uint32_t>(v1), static_cast<uint32_t>(v1)};
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_construct_forms(%a: i32, %b: i64, %p: memref<?xi8, 22>) {
  %0 = ascendc.construct !ascendc.data_copy_params(%a, %a, %a, %a) constexpr static : i32, i32, i32, i32
  %1 = ascendc.construct !ascendc.data_copy_params(%a, %b, %a, %a) [i32, ui16, i32, i32] static : i32, i64, i32, i32
  %2 = ascendc.construct !ascendc.data_copy_params() constexpr
  %3 = ascendc.construct !ascendc.shape_info(%a, %p) [ui8, memref<?xui32>] : i32, memref<?xi8, 22>
  %4 = ascendc.construct !ascendc.data_copy_ext_params(%a, %b, %a, %a, %a) [ui16, ui32, ui32, ui32, ui32] : i32, i64, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_fwk_pools(int32_t v1, uint32_t v2) {
// CHECK-NEXT: AscendC::TPipe v3;
// CHECK-NEXT: AscendC::TBufPool<AscendC::TPosition::VECIN, 4> v4;
// CHECK-NEXT: AscendC::TBufPool<AscendC::TPosition::VECCALC, 2> v5;
// CHECK-NEXT: bool v6 = v3.InitBufPool(v4, v1);
// CHECK-NEXT: bool v7 = v3.InitBufPool(v4, v1, v5);
// CHECK-NEXT: bool v8 = v4.InitBufPool(v5, v1);
// CHECK-NEXT: AscendC::TBuf<AscendC::TPosition::VECCALC> v9;
// CHECK-NEXT: AscendC::TQue<AscendC::TPosition::VECOUT, 2> v10;
// CHECK-NEXT: v4.InitBuffer(v9, v1);
// CHECK-NEXT: v4.InitBuffer(v10, v1, v1);
// CHECK-NEXT: v4.Reset();
// CHECK-NEXT: AscendC::LocalTensor<float> v11 = v9.Get<float>();
// CHECK-NEXT: AscendC::LocalTensor<int16_t> v12 = v9.Get<int16_t>(v2);
// CHECK-NEXT: __ubuf__ uint8_t* v13 = v3.GetBaseAddr();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_fwk_pools(%n: i32, %len: ui32) {
  %p = ascendc.pipe
  %pool = ascendc.tBufPool : !ascendc.tbuf_pool<vecin, 4>
  %pool2 = ascendc.tBufPool : !ascendc.tbuf_pool<veccalc, 2>
  %r = ascendc.pipe.init_buf_pool(%p, %pool, %n) : !ascendc.pipe, !ascendc.tbuf_pool<vecin, 4>, i32 -> i1
  %r2 = ascendc.pipe.init_buf_pool(%p, %pool, %n) , %pool2 : !ascendc.pipe, !ascendc.tbuf_pool<vecin, 4>, i32 , !ascendc.tbuf_pool<veccalc, 2> -> i1
  %r3 = ascendc.tbuf_pool.init_buf_pool(%pool, %pool2, %n) : !ascendc.tbuf_pool<vecin, 4>, !ascendc.tbuf_pool<veccalc, 2>, i32 -> i1
  %b = ascendc.tbuf : !ascendc.tbuf<veccalc>
  %q = ascendc.queue : !ascendc.queue<vecout, 2>
  ascendc.tbuf_pool.init_buffer %pool, %b, %n : !ascendc.tbuf_pool<vecin, 4>, !ascendc.tbuf<veccalc>, i32
  ascendc.tbuf_pool.init_queue %pool, %q, %n, %n : !ascendc.tbuf_pool<vecin, 4>, !ascendc.queue<vecout, 2>, i32, i32
  ascendc.tbuf_pool.reset %pool : !ascendc.tbuf_pool<vecin, 4>
  %t1 = ascendc.tbuf.get_tensor %b : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
  %t2 = ascendc.tbuf.get_tensor %b, %len : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xi16>, ui32
  %a = ascendc.pipe.get_base_addr %p, vecin : memref<?xui8, 26>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_fwk_que_bind(int32_t v1) {
// CHECK-NEXT: AscendC::TPipe v2;
// CHECK-NEXT: AscendC::TQue<AscendC::TPosition::VECOUT, 2> v3;
// CHECK-NEXT: AscendC::TQueBind<AscendC::TPosition::VECOUT, AscendC::TPosition::GM, 2>& v4 = v3;
// CHECK-NEXT: AscendC::LocalTensor<float> v5 = v4.DeQue<AscendC::TPosition::CO1, AscendC::TPosition::CO2, float>();
// CHECK-NEXT: v4.EnQue<AscendC::TPosition::A2, AscendC::TPosition::B2>(v5);
// CHECK-NEXT: AscendC::TQueBind<AscendC::TPosition::C1, AscendC::TPosition::C2, 1> v6;
// CHECK-NEXT: v2.InitBuffer(v6, v1, v1);
// CHECK-NEXT: AscendC::LocalTensor<int8_t> v7 = v6.AllocTensor<int8_t>();
// CHECK-NEXT: v6.EnQue(v7);
// CHECK-NEXT: AscendC::LocalTensor<int8_t> v8 = v6.DeQue<int8_t>();
// CHECK-NEXT: v6.FreeTensor(v8);
// CHECK-NEXT: v6.Destroy();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_fwk_que_bind(%n: i32) {
  %p = ascendc.pipe
  %q = ascendc.queue : !ascendc.queue<vecout, 2>
  %qb = ascendc.to_que_bind %q : !ascendc.queue<vecout, 2>, !ascendc.que_bind<vecout, gm, 2>
  %t3 = ascendc.que_bind.deque_tensor_pos %qb, co1, co2 : !ascendc.que_bind<vecout, gm, 2>, !ascendc.local_tensor<*xf32>
  ascendc.que_bind.enque_tensor_pos %qb, %t3, a2, b2 : !ascendc.que_bind<vecout, gm, 2>, !ascendc.local_tensor<*xf32>
  %qb2 = ascendc.que_bind : !ascendc.que_bind<c1, c2, 1>
  ascendc.pipe.init_queue %p, %qb2, %n, %n : !ascendc.que_bind<c1, c2, 1>, i32, i32
  %t4 = ascendc.que_bind.alloc_tensor %qb2 : !ascendc.que_bind<c1, c2, 1>, !ascendc.local_tensor<*xi8>
  ascendc.que_bind.enque_tensor %qb2, %t4 : !ascendc.que_bind<c1, c2, 1>, !ascendc.local_tensor<*xi8>
  %t5 = ascendc.que_bind.deque_tensor %qb2 : !ascendc.que_bind<c1, c2, 1>, !ascendc.local_tensor<*xi8>
  ascendc.que_bind.free_tensor %qb2, %t5 : !ascendc.que_bind<c1, c2, 1>, !ascendc.local_tensor<*xi8>
  ascendc.que_bind.destroy %qb2 : !ascendc.que_bind<c1, c2, 1>
  return
}

