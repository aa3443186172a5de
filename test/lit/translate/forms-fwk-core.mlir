// Framework and core tensor ops: pipe, queues, buffers and buffer pools (types printed
// without the dialect prefix where the format allows it, optional operands), queue
// traffic of other element types, events, local and global tensor members, shape info.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// Pipe, queues, buffers and buffer pools in the forms the op definitions allow: types
// without the dialect prefix where the format prints them so, the optional operands.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void framework(int32_t v1, int32_t v2, uint32_t v3) {
// CHECK-NEXT: AscendC::TPipe v4;
// CHECK-NEXT: AscendC::TQue<AscendC::TPosition::VECIN, 2> v5;
// CHECK-NEXT: AscendC::TQue<AscendC::TPosition::VECOUT, 1> v6;
// CHECK-NEXT: AscendC::TBuf<AscendC::TPosition::VECCALC> v7;
// CHECK-NEXT: AscendC::TQueBind<AscendC::TPosition::VECIN, AscendC::TPosition::VECOUT, 1> v8;
// CHECK-NEXT: AscendC::TBufPool<AscendC::TPosition::VECIN, 4> v9;
// CHECK-NEXT: v4.InitBuffer(v5, v1, v2);
// CHECK-NEXT: v4.InitBuffer(v8, v1, v2);
// CHECK-NEXT: v4.InitBuffer(v7, v2);
// CHECK-NEXT: bool v10 = v4.InitBufPool(v9, v2);
// CHECK-NEXT: bool v11 = v4.InitBufPool(v9, v2, v9);
// CHECK-NEXT: bool v12 = v9.InitBufPool(v9, v2);
// CHECK-NEXT: v9.InitBuffer(v7, v2);
// CHECK-NEXT: v9.InitBuffer(v5, v1, v2);
// CHECK-NEXT: v9.Reset();
// CHECK-NEXT: AscendC::LocalTensor<float> v13 = v7.Get<float>();
// CHECK-NEXT: AscendC::LocalTensor<uint8_t> v14 = v7.Get<uint8_t>(v3);
// CHECK-NEXT: AscendC::LocalTensor<int16_t> v15 = v7.GetWithOffset<int16_t>(v3, v3);
// CHECK-NEXT: uint64_t v16 = v4.GetBaseAddr();
// CHECK-NEXT: v8.Destroy();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @framework(%n: i32, %l: i32, %u: ui32) {
  %pipe = ascendc.pipe
  %q = ascendc.queue : <vecin, 2>
  %q2 = ascendc.queue : !ascendc.queue<vecout, 1>
  %b = ascendc.tbuf : <veccalc>
  %qb = ascendc.que_bind : <vecin, vecout, 1>
  %bp = ascendc.tBufPool : <vecin, 4>
  ascendc.pipe.init_queue %pipe, %q, %n, %l : !ascendc.queue<vecin, 2>, i32, i32
  ascendc.pipe.init_queue %pipe, %qb, %n, %l : !ascendc.que_bind<vecin, vecout, 1>, i32, i32
  ascendc.pipe.init_buffer %pipe, %b, %l : !ascendc.tbuf<veccalc>, i32
  %ok = ascendc.pipe.init_buf_pool(%pipe, %bp, %l) : !ascendc.pipe, !ascendc.tbuf_pool<vecin, 4>, i32 -> i1
  %ok2 = ascendc.pipe.init_buf_pool(%pipe, %bp, %l) , %bp : !ascendc.pipe, !ascendc.tbuf_pool<vecin, 4>, i32 , !ascendc.tbuf_pool<vecin, 4> -> i1
  %ok3 = ascendc.tbuf_pool.init_buf_pool(%bp, %bp, %l) : <vecin, 4>, !ascendc.tbuf_pool<vecin, 4>, i32 -> i1
  ascendc.tbuf_pool.init_buffer %bp, %b, %l : !ascendc.tbuf_pool<vecin, 4>, !ascendc.tbuf<veccalc>, i32
  ascendc.tbuf_pool.init_queue %bp, %q, %n, %l : !ascendc.tbuf_pool<vecin, 4>, !ascendc.queue<vecin, 2>, i32, i32
  ascendc.tbuf_pool.reset %bp : !ascendc.tbuf_pool<vecin, 4>
  %t = ascendc.tbuf.get_tensor %b : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
  %t2 = ascendc.tbuf.get_tensor %b, %u : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xui8>, ui32
  %t3 = ascendc.tbuf.get_with_offset %b, %u, %u : !ascendc.tbuf<veccalc>, ui32, ui32, !ascendc.local_tensor<*xi16>
  %base = ascendc.pipe.get_base_addr %pipe, vecin : ui64
  ascendc.que_bind.destroy %qb : !ascendc.que_bind<vecin, vecout, 1>
  return
}

// Queue traffic of bf16 and u8 tensors through a TQue and a TQueBind.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void queues(AscendC::TQue<AscendC::TPosition::VECIN, 2> v1, AscendC::TQueBind<AscendC::TPosition::VECIN, AscendC::TPosition::VECOUT, 1> v2) {
// CHECK-NEXT: AscendC::LocalTensor<bfloat16_t> v3 = v1.AllocTensor<bfloat16_t>();
// CHECK-NEXT: v1.EnQue(v3);
// CHECK-NEXT: AscendC::LocalTensor<bfloat16_t> v4 = v1.DeQue<bfloat16_t>();
// CHECK-NEXT: v1.FreeTensor(v4);
// CHECK-NEXT: AscendC::LocalTensor<uint8_t> v5 = v2.AllocTensor<uint8_t>();
// CHECK-NEXT: v2.EnQue<AscendC::TPosition::VECIN, AscendC::TPosition::VECOUT>(v5);
// CHECK-NEXT: AscendC::LocalTensor<uint8_t> v6 = v2.DeQue<AscendC::TPosition::VECOUT, AscendC::TPosition::VECCALC, uint8_t>();
// CHECK-NEXT: v2.AllocTensor<uint8_t>(v6);
// CHECK-NEXT: v2.DeQue<uint8_t>(v6);
// CHECK-NEXT: AscendC::TQueBind<AscendC::TPosition::VECIN, AscendC::TPosition::VECIN, 2>& v7 = v1;
// CHECK-NEXT: int32_t v8 = v2.GetTensorCountInQue();
// CHECK-NEXT: bool v9 = v7.HasTensorInQue();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @queues(%q: !ascendc.queue<vecin, 2>, %qb: !ascendc.que_bind<vecin, vecout, 1>) {
  %a = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<*xbf16>
  ascendc.que_bind.enque_tensor %q, %a : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<*xbf16>
  %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<*xbf16>
  ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<*xbf16>
  %b = ascendc.que_bind.alloc_tensor %qb : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xui8>
  ascendc.que_bind.enque_tensor_pos %qb, %b, vecin, vecout : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xui8>
  %c = ascendc.que_bind.deque_tensor_pos %qb, vecout, veccalc : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xui8>
  ascendc.que_bind.alloc_tensor_in_place %qb, %c : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xui8>
  ascendc.que_bind.deque_tensor_in_place %qb, %c : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xui8>
  %r = ascendc.to_que_bind %q : !ascendc.queue<vecin, 2>, !ascendc.que_bind<vecin, vecin, 2>
  %n = ascendc.que_bind.get_tensor_count_in_que %qb : !ascendc.que_bind<vecin, vecout, 1>, i32
  %e = ascendc.que_bind.has_tensor_in_que %r : !ascendc.que_bind<vecin, vecin, 2>, i1
  return
}

// Event ids of the other hardware events.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void events() {
// CHECK-NEXT: AscendC::TPipe v1;
// CHECK-NEXT: int32_t v2 = v1.AllocEventID<AscendC::HardEvent::M_MTE1>();
// CHECK-NEXT: AscendC::SetFlag<AscendC::HardEvent::M_MTE1>(v2);
// CHECK-NEXT: AscendC::WaitFlag<AscendC::HardEvent::M_MTE1>(v2);
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::M_MTE1>(v2);
// CHECK-NEXT: int32_t v3 = v1.FetchEventID<AscendC::HardEvent::FIX_M>();
// CHECK-NEXT: AscendC::SetFlag<AscendC::HardEvent::FIX_M>(v3);
// CHECK-NEXT: AscendC::WaitFlag<AscendC::HardEvent::FIX_M>(v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @events() {
  %pipe = ascendc.pipe
  %e = ascendc.pipe.alloc_event_id %pipe, m_mte1 : i32
  ascendc.set_flag m_mte1, %e : i32
  ascendc.wait_flag m_mte1, %e : i32
  ascendc.pipe.release_event_id %pipe, %e {event = 3 : i32} : !ascendc.pipe, i32
  %f = ascendc.pipe.fetch_event_id %pipe, fix_m : i32
  ascendc.set_flag fix_m, %f : i32
  ascendc.wait_flag fix_m, %f : i32
  return
}

// Local tensors: positions, slices, values and reinterpretation.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void local(AscendC::LocalTensor<half> v1, uint32_t v2, uint32_t v3, half v4) {
// CHECK-NEXT: AscendC::LocalTensor<int32_t> v5 = AscendC::LocalTensor<int32_t>(AscendC::TPosition::VECOUT, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<float> v6 = AscendC::LocalTensor<float>(AscendC::TPosition::CO1, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v7{AscendC::TPosition::VECCALC, 0, 2048};
// CHECK-NEXT: AscendC::LocalTensor<half> v8 = v1[v2];
// CHECK-NEXT: AscendC::LocalTensor<half> v9 = v1(v2);
// CHECK-NEXT: half v10 = v8.GetValue(v3);
// CHECK-NEXT: v9.SetValue(v3, v4);
// CHECK-NEXT: AscendC::LocalTensor<uint16_t> v11 = v1.ReinterpretCast<uint16_t>();
// CHECK-NEXT: uint64_t v12 = v11.GetPhyAddr();
// CHECK-NEXT: __ubuf__ half* v13 = reinterpret_cast<__ubuf__ half*>(v1.GetPhyAddr());
// CHECK-NEXT: int32_t v14 = v11.GetSize();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @local(%t: !ascendc.local_tensor<*xf16>, %i: index, %u: ui32, %x: f16) {
  %0 = ascendc.local_tensor_v2 vecout, %u, %u : !ascendc.local_tensor<*xi32>
  %1 = ascendc.local_tensor_v2 co1, %u, %u : !ascendc.local_tensor<*xf32>
  %2 = ascendc.local_tensor_v3 veccalc, 0, 2048 : !ascendc.local_tensor<*xf16>
  %3 = ascendc.local_tensor.subindex %t[%i] : !ascendc.local_tensor<*xf16>, index, !ascendc.local_tensor<*xf16>
  %4 = ascendc.local_tensor.bracket %t(%i) : !ascendc.local_tensor<*xf16>, index, !ascendc.local_tensor<*xf16>
  %5 = ascendc.local_tensor.get_value %3, %u : !ascendc.local_tensor<*xf16>, ui32, f16
  ascendc.local_tensor.set_value %4, %u, %x : !ascendc.local_tensor<*xf16>, ui32, f16
  %6 = ascendc.reinterpret_cast %t : !ascendc.local_tensor<*xf16> to !ascendc.local_tensor<*xui16>
  %7 = ascendc.local_tensor.get_phy_addr %6 : !ascendc.local_tensor<*xui16>, ui64
  %8 = ascendc.local_tensor.get_phy_addr_v2 %t : !ascendc.local_tensor<*xf16>, memref<?xf16, 26>
  %9 = ascendc.local_tensor.get_size %6 : !ascendc.local_tensor<*xui16>, i32
  return
}

// Global tensors of half over a gm pointer of another type, with their offsets.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void global(__gm__ half* v1, int64_t v2, uint32_t v3, uint64_t v4, half v5) {
// CHECK-NEXT: AscendC::GlobalTensor<half> v6;
// CHECK-NEXT: v6.SetGlobalBuffer(v1, v2);
// CHECK-NEXT: AscendC::GlobalTensor<half> v7 = v6[v3];
// CHECK-NEXT: __gm__ half* v8 = v7.GetPhyAddr(v4);
// CHECK-NEXT: half v9 = v6.GetValue(v4);
// CHECK-NEXT: v6.SetValue(v4, v5);
// CHECK-NEXT: v6.SetL2CacheHint<AscendC::CacheRwMode::READ>(AscendC::CacheMode::CACHE_MODE_NORMAL);
// CHECK-NEXT: v6.SetL2CacheHint<AscendC::CacheRwMode::WRITE>(AscendC::CacheMode::CACHE_MODE_DISABLE);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @global(%p: memref<?xf16, 22>, %n: i64, %i: index, %o: ui64, %x: f16) {
  %g = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %g, %p, %n : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>, i64
  %0 = ascendc.global_tensor.subindex %g[%i] : !ascendc.global_tensor<*xf16>, index, !ascendc.global_tensor<*xf16>
  %1 = ascendc.global_tensor.get_phy_addr %0, %o : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>, ui64
  %2 = ascendc.global_tensor.get_value %g, %o : !ascendc.global_tensor<*xf16>, ui64, f16
  ascendc.global_tensor.set_value %g, %o, %x : !ascendc.global_tensor<*xf16>, ui64, f16
  ascendc.global_tensor.set_l2_cache_hint %g {mode = 1 : i32, rwMode = 1 : i32} : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_l2_cache_hint %g {mode = 0 : i32, rwMode = 2 : i32} : !ascendc.global_tensor<*xf16>
  return
}

// Shape information: members read by index.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shape_info(int8_t v1, int32_t* v2, AscendC::LocalTensor<float> v3, uint32_t v4) {
// CHECK-NEXT: AscendC::ShapeInfo v5{v1, v2};
// CHECK-NEXT: v3.SetShapeInfo(v5);
// CHECK-NEXT: AscendC::ShapeInfo v6 = v3.GetShapeInfo();
// CHECK-NEXT: int32_t v7 = AscendC::GetShapeSize(v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shape_info(%r: i8, %s: memref<?xi32>, %t: !ascendc.local_tensor<*xf32>, %d: index) {
  %si = ascendc.construct !ascendc.shape_info(%r, %s) : i8, memref<?xi32>
  ascendc.local_tensor.set_shape_info %t, %si : !ascendc.local_tensor<*xf32>, !ascendc.shape_info
  %g = ascendc.local_tensor.get_shape_info %t : !ascendc.local_tensor<*xf32>, !ascendc.shape_info
  %0 = ascendc.get_shape_size %g : !ascendc.shape_info -> i32
  return
}
