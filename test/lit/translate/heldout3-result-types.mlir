// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): the
// integer result types of the ascendc ops whose result is a signless integer or index
// (emission.md §1.9, §3.14-§3.16, Appendix A): each declared with its own type (index as
// uint32_t, i1 as bool), GetBlockIdx/GetBlockNum cast to it, the pipe's event ids too;
// GetMrgSortResult declares its four results uint16_t whatever their types (§3.15).
// Expected text by hand.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void results_i1(AscendC::ShapeInfo v1, AscendC::LocalTensor<half> v2, uint64_t v3, int32_t v4) {
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: bool v5 = static_cast<bool>(AscendC::GetBlockIdx());
// CHECK-NEXT: bool v6 = static_cast<bool>(AscendC::GetBlockNum());
// CHECK-NEXT: bool v7 = AscendC::GetDataBlockSizeInBytes();
// CHECK-NEXT: bool v8 = AscendC::GetProgramCounter();
// CHECK-NEXT: bool v9 = AscendC::GetShapeSize(v1);
// CHECK-NEXT: bool v10 = AscendC::GetSystemCycle();
// CHECK-NEXT: bool v11 = AscendC::GetVecLen();
// CHECK-NEXT: bool v12 = v2.GetSize();
// CHECK-NEXT: bool v13 = v2.GetUserTag();
// CHECK-NEXT: bool v14 = AscendC::ScalarGetSFFValue<c1_i32>(v3);
// CHECK-NEXT: bool v15 = v1.originalShape[v4];
// CHECK-NEXT: bool v16 = v1.shape[v4];
// CHECK-NEXT: AscendC::TPipe v17;
// CHECK-NEXT: bool v18 = v17.AllocEventID<AscendC::HardEvent::V_MTE3>();
// CHECK-NEXT: bool v19 = v17.FetchEventID<AscendC::HardEvent::MTE2_V>();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @results_i1(%si: !ascendc.shape_info, %l: !ascendc.local_tensor<*xf16>, %u: ui64, %n: i32) {
  %c1 = arith.constant 1 : i32
  %b = ascendc.get_block_idx : i1
  %bn = ascendc.get_block_num : i1
  %ds = ascendc.get_data_block_size_in_bytes : i1
  %pc = ascendc.get_program_counter : i1
  %ss = ascendc.get_shape_size %si : !ascendc.shape_info -> i1
  %sc = ascendc.get_system_cycle : i1
  %vl = ascendc.get_vec_len : i1
  %sz = ascendc.local_tensor.get_size %l : !ascendc.local_tensor<*xf16>, i1
  %ut = ascendc.local_tensor.get_user_tag %l : !ascendc.local_tensor<*xf16>, i1
  %sf = ascendc.scalar_get_sff_value %u, %c1 : ui64, i32 -> i1
  %os = ascendc.shape_info.original_shape %si, %n i32, i1
  %sh = ascendc.shape_info.shape %si, %n i32, i1
  %pipe = ascendc.pipe
  %ae = ascendc.pipe.alloc_event_id %pipe, v_mte3 : i1
  %fe = ascendc.pipe.fetch_event_id %pipe, mte2_v : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void results_i8(AscendC::ShapeInfo v1, AscendC::LocalTensor<half> v2, uint64_t v3, int32_t v4) {
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: int8_t v5 = static_cast<int8_t>(AscendC::GetBlockIdx());
// CHECK-NEXT: int8_t v6 = static_cast<int8_t>(AscendC::GetBlockNum());
// CHECK-NEXT: int8_t v7 = AscendC::GetDataBlockSizeInBytes();
// CHECK-NEXT: int8_t v8 = AscendC::GetProgramCounter();
// CHECK-NEXT: int8_t v9 = AscendC::GetShapeSize(v1);
// CHECK-NEXT: int8_t v10 = AscendC::GetSystemCycle();
// CHECK-NEXT: int8_t v11 = AscendC::GetVecLen();
// CHECK-NEXT: int8_t v12 = v2.GetSize();
// CHECK-NEXT: int8_t v13 = v2.GetUserTag();
// CHECK-NEXT: int8_t v14 = AscendC::ScalarGetSFFValue<c1_i32>(v3);
// CHECK-NEXT: int8_t v15 = v1.originalShape[v4];
// CHECK-NEXT: int8_t v16 = v1.shape[v4];
// CHECK-NEXT: AscendC::TPipe v17;
// CHECK-NEXT: int8_t v18 = v17.AllocEventID<AscendC::HardEvent::V_MTE3>();
// CHECK-NEXT: int8_t v19 = v17.FetchEventID<AscendC::HardEvent::MTE2_V>();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @results_i8(%si: !ascendc.shape_info, %l: !ascendc.local_tensor<*xf16>, %u: ui64, %n: i32) {
  %c1 = arith.constant 1 : i32
  %b = ascendc.get_block_idx : i8
  %bn = ascendc.get_block_num : i8
  %ds = ascendc.get_data_block_size_in_bytes : i8
  %pc = ascendc.get_program_counter : i8
  %ss = ascendc.get_shape_size %si : !ascendc.shape_info -> i8
  %sc = ascendc.get_system_cycle : i8
  %vl = ascendc.get_vec_len : i8
  %sz = ascendc.local_tensor.get_size %l : !ascendc.local_tensor<*xf16>, i8
  %ut = ascendc.local_tensor.get_user_tag %l : !ascendc.local_tensor<*xf16>, i8
  %sf = ascendc.scalar_get_sff_value %u, %c1 : ui64, i32 -> i8
  %os = ascendc.shape_info.original_shape %si, %n i32, i8
  %sh = ascendc.shape_info.shape %si, %n i32, i8
  %pipe = ascendc.pipe
  %ae = ascendc.pipe.alloc_event_id %pipe, v_mte3 : i8
  %fe = ascendc.pipe.fetch_event_id %pipe, mte2_v : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void results_i16(AscendC::ShapeInfo v1, AscendC::LocalTensor<half> v2, uint64_t v3, int32_t v4) {
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: int16_t v5 = static_cast<int16_t>(AscendC::GetBlockIdx());
// CHECK-NEXT: int16_t v6 = static_cast<int16_t>(AscendC::GetBlockNum());
// CHECK-NEXT: int16_t v7 = AscendC::GetDataBlockSizeInBytes();
// CHECK-NEXT: int16_t v8 = AscendC::GetProgramCounter();
// CHECK-NEXT: int16_t v9 = AscendC::GetShapeSize(v1);
// CHECK-NEXT: int16_t v10 = AscendC::GetSystemCycle();
// CHECK-NEXT: int16_t v11 = AscendC::GetVecLen();
// CHECK-NEXT: int16_t v12 = v2.GetSize();
// CHECK-NEXT: int16_t v13 = v2.GetUserTag();
// CHECK-NEXT: int16_t v14 = AscendC::ScalarGetSFFValue<c1_i32>(v3);
// CHECK-NEXT: int16_t v15 = v1.originalShape[v4];
// CHECK-NEXT: int16_t v16 = v1.shape[v4];
// CHECK-NEXT: AscendC::TPipe v17;
// CHECK-NEXT: int16_t v18 = v17.AllocEventID<AscendC::HardEvent::V_MTE3>();
// CHECK-NEXT: int16_t v19 = v17.FetchEventID<AscendC::HardEvent::MTE2_V>();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @results_i16(%si: !ascendc.shape_info, %l: !ascendc.local_tensor<*xf16>, %u: ui64, %n: i32) {
  %c1 = arith.constant 1 : i32
  %b = ascendc.get_block_idx : i16
  %bn = ascendc.get_block_num : i16
  %ds = ascendc.get_data_block_size_in_bytes : i16
  %pc = ascendc.get_program_counter : i16
  %ss = ascendc.get_shape_size %si : !ascendc.shape_info -> i16
  %sc = ascendc.get_system_cycle : i16
  %vl = ascendc.get_vec_len : i16
  %sz = ascendc.local_tensor.get_size %l : !ascendc.local_tensor<*xf16>, i16
  %ut = ascendc.local_tensor.get_user_tag %l : !ascendc.local_tensor<*xf16>, i16
  %sf = ascendc.scalar_get_sff_value %u, %c1 : ui64, i32 -> i16
  %os = ascendc.shape_info.original_shape %si, %n i32, i16
  %sh = ascendc.shape_info.shape %si, %n i32, i16
  %pipe = ascendc.pipe
  %ae = ascendc.pipe.alloc_event_id %pipe, v_mte3 : i16
  %fe = ascendc.pipe.fetch_event_id %pipe, mte2_v : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void results_i32(AscendC::ShapeInfo v1, AscendC::LocalTensor<half> v2, uint64_t v3, int32_t v4) {
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: int32_t v5 = static_cast<int32_t>(AscendC::GetBlockIdx());
// CHECK-NEXT: int32_t v6 = static_cast<int32_t>(AscendC::GetBlockNum());
// CHECK-NEXT: int32_t v7 = AscendC::GetDataBlockSizeInBytes();
// CHECK-NEXT: int32_t v8 = AscendC::GetProgramCounter();
// CHECK-NEXT: int32_t v9 = AscendC::GetShapeSize(v1);
// CHECK-NEXT: int32_t v10 = AscendC::GetSystemCycle();
// CHECK-NEXT: int32_t v11 = AscendC::GetVecLen();
// CHECK-NEXT: int32_t v12 = v2.GetSize();
// CHECK-NEXT: int32_t v13 = v2.GetUserTag();
// CHECK-NEXT: int32_t v14 = AscendC::ScalarGetSFFValue<c1_i32>(v3);
// CHECK-NEXT: int32_t v15 = v1.originalShape[v4];
// CHECK-NEXT: int32_t v16 = v1.shape[v4];
// CHECK-NEXT: AscendC::TPipe v17;
// CHECK-NEXT: int32_t v18 = v17.AllocEventID<AscendC::HardEvent::V_MTE3>();
// CHECK-NEXT: int32_t v19 = v17.FetchEventID<AscendC::HardEvent::MTE2_V>();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @results_i32(%si: !ascendc.shape_info, %l: !ascendc.local_tensor<*xf16>, %u: ui64, %n: i32) {
  %c1 = arith.constant 1 : i32
  %b = ascendc.get_block_idx : i32
  %bn = ascendc.get_block_num : i32
  %ds = ascendc.get_data_block_size_in_bytes : i32
  %pc = ascendc.get_program_counter : i32
  %ss = ascendc.get_shape_size %si : !ascendc.shape_info -> i32
  %sc = ascendc.get_system_cycle : i32
  %vl = ascendc.get_vec_len : i32
  %sz = ascendc.local_tensor.get_size %l : !ascendc.local_tensor<*xf16>, i32
  %ut = ascendc.local_tensor.get_user_tag %l : !ascendc.local_tensor<*xf16>, i32
  %sf = ascendc.scalar_get_sff_value %u, %c1 : ui64, i32 -> i32
  %os = ascendc.shape_info.original_shape %si, %n i32, i32
  %sh = ascendc.shape_info.shape %si, %n i32, i32
  %pipe = ascendc.pipe
  %ae = ascendc.pipe.alloc_event_id %pipe, v_mte3 : i32
  %fe = ascendc.pipe.fetch_event_id %pipe, mte2_v : i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void results_i64(AscendC::ShapeInfo v1, AscendC::LocalTensor<half> v2, uint64_t v3, int32_t v4) {
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: int64_t v5 = static_cast<int64_t>(AscendC::GetBlockIdx());
// CHECK-NEXT: int64_t v6 = static_cast<int64_t>(AscendC::GetBlockNum());
// CHECK-NEXT: int64_t v7 = AscendC::GetDataBlockSizeInBytes();
// CHECK-NEXT: int64_t v8 = AscendC::GetProgramCounter();
// CHECK-NEXT: int64_t v9 = AscendC::GetShapeSize(v1);
// CHECK-NEXT: int64_t v10 = AscendC::GetSystemCycle();
// CHECK-NEXT: int64_t v11 = AscendC::GetVecLen();
// CHECK-NEXT: int64_t v12 = v2.GetSize();
// CHECK-NEXT: int64_t v13 = v2.GetUserTag();
// CHECK-NEXT: int64_t v14 = AscendC::ScalarGetSFFValue<c1_i32>(v3);
// CHECK-NEXT: int64_t v15 = v1.originalShape[v4];
// CHECK-NEXT: int64_t v16 = v1.shape[v4];
// CHECK-NEXT: AscendC::TPipe v17;
// CHECK-NEXT: int64_t v18 = v17.AllocEventID<AscendC::HardEvent::V_MTE3>();
// CHECK-NEXT: int64_t v19 = v17.FetchEventID<AscendC::HardEvent::MTE2_V>();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @results_i64(%si: !ascendc.shape_info, %l: !ascendc.local_tensor<*xf16>, %u: ui64, %n: i32) {
  %c1 = arith.constant 1 : i32
  %b = ascendc.get_block_idx : i64
  %bn = ascendc.get_block_num : i64
  %ds = ascendc.get_data_block_size_in_bytes : i64
  %pc = ascendc.get_program_counter : i64
  %ss = ascendc.get_shape_size %si : !ascendc.shape_info -> i64
  %sc = ascendc.get_system_cycle : i64
  %vl = ascendc.get_vec_len : i64
  %sz = ascendc.local_tensor.get_size %l : !ascendc.local_tensor<*xf16>, i64
  %ut = ascendc.local_tensor.get_user_tag %l : !ascendc.local_tensor<*xf16>, i64
  %sf = ascendc.scalar_get_sff_value %u, %c1 : ui64, i32 -> i64
  %os = ascendc.shape_info.original_shape %si, %n i32, i64
  %sh = ascendc.shape_info.shape %si, %n i32, i64
  %pipe = ascendc.pipe
  %ae = ascendc.pipe.alloc_event_id %pipe, v_mte3 : i64
  %fe = ascendc.pipe.fetch_event_id %pipe, mte2_v : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void results_index(AscendC::ShapeInfo v1, AscendC::LocalTensor<half> v2, uint64_t v3, int32_t v4) {
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: uint32_t v5 = static_cast<uint32_t>(AscendC::GetBlockIdx());
// CHECK-NEXT: uint32_t v6 = static_cast<uint32_t>(AscendC::GetBlockNum());
// CHECK-NEXT: uint32_t v7 = AscendC::GetDataBlockSizeInBytes();
// CHECK-NEXT: uint32_t v8 = AscendC::GetProgramCounter();
// CHECK-NEXT: uint32_t v9 = AscendC::GetShapeSize(v1);
// CHECK-NEXT: uint32_t v10 = AscendC::GetSystemCycle();
// CHECK-NEXT: uint32_t v11 = AscendC::GetVecLen();
// CHECK-NEXT: uint32_t v12 = v2.GetSize();
// CHECK-NEXT: uint32_t v13 = v2.GetUserTag();
// CHECK-NEXT: uint32_t v14 = AscendC::ScalarGetSFFValue<c1_i32>(v3);
// CHECK-NEXT: uint32_t v15 = v1.originalShape[v4];
// CHECK-NEXT: uint32_t v16 = v1.shape[v4];
// CHECK-NEXT: AscendC::TPipe v17;
// CHECK-NEXT: uint32_t v18 = v17.AllocEventID<AscendC::HardEvent::V_MTE3>();
// CHECK-NEXT: uint32_t v19 = v17.FetchEventID<AscendC::HardEvent::MTE2_V>();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @results_index(%si: !ascendc.shape_info, %l: !ascendc.local_tensor<*xf16>, %u: ui64, %n: i32) {
  %c1 = arith.constant 1 : i32
  %b = ascendc.get_block_idx : index
  %bn = ascendc.get_block_num : index
  %ds = ascendc.get_data_block_size_in_bytes : index
  %pc = ascendc.get_program_counter : index
  %ss = ascendc.get_shape_size %si : !ascendc.shape_info -> index
  %sc = ascendc.get_system_cycle : index
  %vl = ascendc.get_vec_len : index
  %sz = ascendc.local_tensor.get_size %l : !ascendc.local_tensor<*xf16>, index
  %ut = ascendc.local_tensor.get_user_tag %l : !ascendc.local_tensor<*xf16>, index
  %sf = ascendc.scalar_get_sff_value %u, %c1 : ui64, i32 -> index
  %os = ascendc.shape_info.original_shape %si, %n i32, index
  %sh = ascendc.shape_info.shape %si, %n i32, index
  %pipe = ascendc.pipe
  %ae = ascendc.pipe.alloc_event_id %pipe, v_mte3 : index
  %fe = ascendc.pipe.fetch_event_id %pipe, mte2_v : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void mrg_sort_result_types() {
// CHECK-NEXT: uint16_t v1;
// CHECK-NEXT: uint16_t v2;
// CHECK-NEXT: uint16_t v3;
// CHECK-NEXT: uint16_t v4;
// CHECK-NEXT: AscendC::GetMrgSortResult(v1, v2, v3, v4);
// CHECK-NEXT: uint16_t v5;
// CHECK-NEXT: uint16_t v6;
// CHECK-NEXT: uint16_t v7;
// CHECK-NEXT: uint16_t v8;
// CHECK-NEXT: AscendC::GetMrgSortResult(v5, v6, v7, v8);
// CHECK-NEXT: uint16_t v9;
// CHECK-NEXT: uint16_t v10;
// CHECK-NEXT: uint16_t v11;
// CHECK-NEXT: uint16_t v12;
// CHECK-NEXT: AscendC::GetMrgSortResult(v9, v10, v11, v12);
// CHECK-NEXT: uint16_t v13;
// CHECK-NEXT: uint16_t v14;
// CHECK-NEXT: uint16_t v15;
// CHECK-NEXT: uint16_t v16;
// CHECK-NEXT: AscendC::GetMrgSortResult(v13, v14, v15, v16);
// CHECK-NEXT: uint16_t v17;
// CHECK-NEXT: uint16_t v18;
// CHECK-NEXT: uint16_t v19;
// CHECK-NEXT: uint16_t v20;
// CHECK-NEXT: AscendC::GetMrgSortResult(v17, v18, v19, v20);
// CHECK-NEXT: uint16_t v21;
// CHECK-NEXT: uint16_t v22;
// CHECK-NEXT: uint16_t v23;
// CHECK-NEXT: uint16_t v24;
// CHECK-NEXT: AscendC::GetMrgSortResult(v21, v22, v23, v24);
// CHECK-NEXT: uint16_t v25;
// CHECK-NEXT: uint16_t v26;
// CHECK-NEXT: uint16_t v27;
// CHECK-NEXT: uint16_t v28;
// CHECK-NEXT: AscendC::GetMrgSortResult(v25, v26, v27, v28);
// CHECK-NEXT: uint16_t v29;
// CHECK-NEXT: uint16_t v30;
// CHECK-NEXT: uint16_t v31;
// CHECK-NEXT: uint16_t v32;
// CHECK-NEXT: AscendC::GetMrgSortResult(v29, v30, v31, v32);
// CHECK-NEXT: uint16_t v33;
// CHECK-NEXT: uint16_t v34;
// CHECK-NEXT: uint16_t v35;
// CHECK-NEXT: uint16_t v36;
// CHECK-NEXT: AscendC::GetMrgSortResult(v33, v34, v35, v36);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @mrg_sort_result_types() {
  %r:4 = ascendc.get_mrg_sort_result : i1, i32, index, ui64
  %s:4 = ascendc.get_mrg_sort_result : i8, i16, i64, ui32
  %t:4 = ascendc.get_mrg_sort_result : ui8, ui8, ui8, ui8
  %u:4 = ascendc.get_mrg_sort_result : i16, i16, i16, i16
  %v:4 = ascendc.get_mrg_sort_result : i32, index, ui16, i8
  %w:4 = ascendc.get_mrg_sort_result : i64, i32, i32, i32
  %x:4 = ascendc.get_mrg_sort_result : index, ui64, ui32, i1
  %y:4 = ascendc.get_mrg_sort_result : ui32, i1, i1, i1
  %z:4 = ascendc.get_mrg_sort_result : ui64, i8, i8, i8
  return
}

