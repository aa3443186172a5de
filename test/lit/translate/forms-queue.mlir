// Pipe, queue, buffer and allocator ops (emission.md §3.24, §3.25, Appendix A rows
// 138-160, 205-210, 77-80) in the forms their definitions allow: TQue and TQueBind
// queues, counts as constants, block arguments and index values, InitBufPool with and
// without shareBuf, Get with and without a length, tensors of other element types
// (bf16, i8, ui16, i64), positions other than VECIN, results used inside scf regions.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// Every framework object is declared without initialiser (AscConstructor, §2.2); member
// calls print all present operands in order, the event and position attributes only as
// template arguments where the definition says so (pipe.get_base_addr drops logicPos).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void q(int32_t v1, uint32_t v2, uint32_t v3) {
// CHECK-NEXT: constexpr int32_t c2_i32 = 2;
// CHECK-NEXT: constexpr int32_t c1024_i32 = 1024;
// CHECK-NEXT: AscendC::TPipe v4;
// CHECK-NEXT: AscendC::TQue<AscendC::TPosition::VECIN, 2> v5;
// CHECK-NEXT: AscendC::TQueBind<AscendC::TPosition::VECIN, AscendC::TPosition::VECOUT, 1> v6;
// CHECK-NEXT: AscendC::TBuf<AscendC::TPosition::VECCALC> v7;
// CHECK-NEXT: AscendC::TBufPool<AscendC::TPosition::VECOUT, 4> v8;
// CHECK-NEXT: v4.InitBuffer(v5, c2_i32, c1024_i32);
// CHECK-NEXT: v4.InitBuffer(v6, c2_i32, v3);
// CHECK-NEXT: v4.InitBuffer(v7, v2);
// CHECK-NEXT: bool v9 = v4.InitBufPool(v8, v1);
// CHECK-NEXT: bool v10 = v4.InitBufPool(v8, v1, v8);
// CHECK-NEXT: int32_t v11 = v4.AllocEventID<AscendC::HardEvent::V_MTE3>();
// CHECK-NEXT: uint32_t v12 = v4.FetchEventID<AscendC::HardEvent::MTE3_MTE2>();
// CHECK-NEXT: v4.ReleaseEventID<AscendC::HardEvent::MTE3_V>(v11);
// CHECK-NEXT: uint64_t v13 = v4.GetBaseAddr();
// CHECK-NEXT: AscendC::LocalTensor<bfloat16_t> v14 = v5.AllocTensor<bfloat16_t>();
// CHECK-NEXT: AscendC::LocalTensor<int8_t> v15 = v6.AllocTensor<int8_t>();
// CHECK-NEXT: v5.AllocTensor<bfloat16_t>(v14);
// CHECK-NEXT: v5.EnQue(v14);
// CHECK-NEXT: AscendC::LocalTensor<bfloat16_t> v16 = v5.DeQue<bfloat16_t>();
// CHECK-NEXT: v5.DeQue<bfloat16_t>(v16);
// CHECK-NEXT: v5.FreeTensor(v16);
// CHECK-NEXT: v6.EnQue<AscendC::TPosition::VECIN, AscendC::TPosition::VECOUT>(v15);
// CHECK-NEXT: AscendC::LocalTensor<int8_t> v17 = v6.DeQue<AscendC::TPosition::GM, AscendC::TPosition::CO2, int8_t>();
// CHECK-NEXT: bool v18 = v5.HasIdleBuffer();
// CHECK-NEXT: bool v19 = v6.VacantInQue();
// CHECK-NEXT: int32_t v20 = v5.GetTensorCountInQue();
// CHECK-NEXT: bool v21 = v5.HasTensorInQue();
// CHECK-NEXT: AscendC::TQueBind<AscendC::TPosition::VECIN, AscendC::TPosition::VECIN, 2>& v22 = v5;
// CHECK-NEXT: v22.Destroy();
// CHECK-NEXT: AscendC::LocalTensor<float> v23 = v7.Get<float>();
// CHECK-NEXT: AscendC::LocalTensor<uint16_t> v24 = v7.Get<uint16_t>(v1);
// CHECK-NEXT: AscendC::LocalTensor<int64_t> v25 = v7.GetWithOffset<int64_t>(v1, v3);
// CHECK-NEXT: bool v26 = v8.InitBufPool(v8, v1);
// CHECK-NEXT: v8.InitBuffer(v7, v1);
// CHECK-NEXT: v8.InitBuffer(v5, c2_i32, v1);
// CHECK-NEXT: v8.Reset();
// CHECK-NEXT: v4.Reset();
// CHECK-NEXT: v4.Destroy();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @q(%n: i32, %len: ui32, %idx: index) {
  %c2 = arith.constant 2 : i32
  %c1024 = arith.constant 1024 : i32
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 2>
  %qb = ascendc.que_bind : !ascendc.que_bind<vecin, vecout, 1>
  %buf = ascendc.tbuf : !ascendc.tbuf<veccalc>
  %pool = ascendc.tBufPool : !ascendc.tbuf_pool<vecout, 4>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c1024 : !ascendc.queue<vecin, 2>, i32, i32
  ascendc.pipe.init_queue %pipe, %qb, %c2, %idx : !ascendc.que_bind<vecin, vecout, 1>, i32, index
  ascendc.pipe.init_buffer %pipe, %buf, %len : !ascendc.tbuf<veccalc>, ui32
  %ok = ascendc.pipe.init_buf_pool(%pipe, %pool, %n) : !ascendc.pipe, !ascendc.tbuf_pool<vecout, 4>, i32 -> i1
  %ok2 = ascendc.pipe.init_buf_pool(%pipe, %pool, %n) , %pool : !ascendc.pipe, !ascendc.tbuf_pool<vecout, 4>, i32 , !ascendc.tbuf_pool<vecout, 4> -> i1
  %e = ascendc.pipe.alloc_event_id %pipe, v_mte3 : i32
  %e2 = ascendc.pipe.fetch_event_id %pipe, mte3_mte2 : index
  ascendc.pipe.release_event_id %pipe, %e {event = 6 : i32} : !ascendc.pipe, i32
  %ba = ascendc.pipe.get_base_addr %pipe, vecin : ui64
  %t = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xbf16>
  %t2 = ascendc.que_bind.alloc_tensor %qb : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xi8>
  ascendc.que_bind.alloc_tensor_in_place %qin, %t : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xbf16>
  ascendc.que_bind.enque_tensor %qin, %t : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xbf16>
  %t3 = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xbf16>
  ascendc.que_bind.deque_tensor_in_place %qin, %t3 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xbf16>
  ascendc.que_bind.free_tensor %qin, %t3 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xbf16>
  ascendc.que_bind.enque_tensor_pos %qb, %t2, vecin, vecout : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xi8>
  %t4 = ascendc.que_bind.deque_tensor_pos %qb, gm, co2 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xi8>
  %h = ascendc.que_bind.has_idle_buffer %qin : !ascendc.queue<vecin, 2>, i1
  %v = ascendc.que_bind.vacant_in_que %qb : !ascendc.que_bind<vecin, vecout, 1>, i1
  %cnt = ascendc.que_bind.get_tensor_count_in_que %qin : !ascendc.queue<vecin, 2>, i32
  %ht = ascendc.que_bind.has_tensor_in_que %qin : !ascendc.queue<vecin, 2>, i1
  %bq = ascendc.to_que_bind %qin : !ascendc.queue<vecin, 2>, !ascendc.que_bind<vecin, vecin, 2>
  ascendc.que_bind.destroy %bq : !ascendc.que_bind<vecin, vecin, 2>
  %bt = ascendc.tbuf.get_tensor %buf : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
  %bt2 = ascendc.tbuf.get_tensor %buf, %n : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xui16>, i32
  %bt3 = ascendc.tbuf.get_with_offset %buf, %n, %idx : !ascendc.tbuf<veccalc>, i32, index, !ascendc.local_tensor<*xi64>
  %ok3 = ascendc.tbuf_pool.init_buf_pool(%pool, %pool, %n) : !ascendc.tbuf_pool<vecout, 4>, !ascendc.tbuf_pool<vecout, 4>, i32 -> i1
  ascendc.tbuf_pool.init_buffer %pool, %buf, %n : !ascendc.tbuf_pool<vecout, 4>, !ascendc.tbuf<veccalc>, i32
  ascendc.tbuf_pool.init_queue %pool, %qin, %c2, %n : !ascendc.tbuf_pool<vecout, 4>, !ascendc.queue<vecin, 2>, i32, i32
  ascendc.tbuf_pool.reset %pool : !ascendc.tbuf_pool<vecout, 4>
  ascendc.pipe.reset %pipe : !ascendc.pipe
  ascendc.pipe.destroy %pipe : !ascendc.pipe
  return
}

// local_mem_allocator ignores its operand; Alloc takes the position, the dtype attribute
// and (alloc only) the tile size as template arguments (Appendix A rows 78, 79).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void alloc(int64_t v1, int32_t v2) {
// CHECK-NEXT: constexpr int32_t c256_i32 = 256;
// CHECK-NEXT: AscendC::LocalMemAllocator<AscendC::Hardware::UB> v3;
// CHECK-NEXT: AscendC::LocalTensor<half> v4 = v3.Alloc<AscendC::TPosition::VECIN, half, c256_i32>();
// CHECK-NEXT: AscendC::LocalTensor<bfloat16_t> v5 = v3.Alloc<AscendC::TPosition::A1, bfloat16_t>(v2);
// CHECK-NEXT: uint32_t v6 = v3.GetCurAddr();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @alloc(%hw: i64, %n: i32) {
  %c256 = arith.constant 256 : i32
  %a = ascendc.local_mem_allocator %hw : i64, !ascendc.local_mem_allocator<1>
  %t = ascendc.local_mem_allocator.alloc %a, vecin, %c256, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<256xf16>
  %t2 = ascendc.local_mem_allocator.alloc_dynamic %a, a1, %n, bf16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xbf16>
  %addr = ascendc.local_mem_allocator.get_cur_addr %a : !ascendc.local_mem_allocator<1>, ui32
  return
}

// Results of queue and buffer calls declared in scf.if / scf.index_switch branches and
// copied to the construct results (§1.10).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ int32_t sw(AscendC::TQue<AscendC::TPosition::VECIN, 2> v1, AscendC::TBuf<AscendC::TPosition::VECCALC> v2, uint32_t v3, bool v4, int32_t v5) {
// CHECK-NEXT: AscendC::LocalTensor<half> v6;
// CHECK-NEXT: if (v4) {
// CHECK-NEXT: AscendC::LocalTensor<half> v7 = v1.AllocTensor<half>();
// CHECK-NEXT: v6 = v7;
// CHECK-NEXT: } else {
// CHECK-NEXT: AscendC::LocalTensor<half> v8 = v2.Get<half>();
// CHECK-NEXT: v6 = v8;
// CHECK-NEXT: }
// CHECK-NEXT: int32_t v9;
// CHECK-NEXT: switch(v3) {
// CHECK-NEXT: case 0: {
// CHECK-NEXT: int32_t v10 = v6.GetSize();
// CHECK-NEXT: v9 = v10;
// CHECK-NEXT: } break;
// CHECK-NEXT: case 7: {
// CHECK-NEXT: v1.FreeTensor(v6);
// CHECK-NEXT: v9 = v5;
// CHECK-NEXT: } break;
// CHECK-NEXT: default: {
// CHECK-NEXT: int32_t v11 = static_cast<int32_t>(AscendC::GetBlockIdx());
// CHECK-NEXT: v9 = v11;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return v9;
// CHECK-NEXT: }
func.func @sw(%q: !ascendc.queue<vecin, 2>, %b: !ascendc.tbuf<veccalc>, %k: index, %c: i1, %n: i32) -> i32 {
  %t = scf.if %c -> (!ascendc.local_tensor<*xf16>) {
    %x = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<*xf16>
    scf.yield %x : !ascendc.local_tensor<*xf16>
  } else {
    %y = ascendc.tbuf.get_tensor %b : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf16>
    scf.yield %y : !ascendc.local_tensor<*xf16>
  }
  %r = scf.index_switch %k -> i32
  case 0 {
    %l = ascendc.local_tensor.get_size %t : !ascendc.local_tensor<*xf16>, i32
    scf.yield %l : i32
  }
  case 7 {
    ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<*xf16>
    scf.yield %n : i32
  }
  default {
    %v = ascendc.get_block_idx : i32
    scf.yield %v : i32
  }
  return %r : i32
}
