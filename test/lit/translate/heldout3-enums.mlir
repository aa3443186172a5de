// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): every
// case of the enums the translator spells, on the ops whose case no test translated before:
// Pipe (<UP> without a namespace), HardEvent, TPosition (AscendC::TPosition::<SYMBOL>),
// RoundMode (<S> in Cast, <UP> in ScalarCast) and SELMODE where it is never printed
// (emission.md §1.8, §3.10, §3.15, §3.16, §3.20, §3.24, §3.25, Appendix A). Expected text by
// hand from those rows.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void every_pipe(int32_t v1, int64_t v2) {
// CHECK-NEXT: AscendC::CrossCoreSetFlag<1, PIPE_S>(v1);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<2, PIPE_S>(v1);
// CHECK-NEXT: ffts_cross_core_sync(PIPE_S, v2);
// CHECK-NEXT: get_buf(PIPE_S, 0, 0);
// CHECK-NEXT: rls_buf(PIPE_S, 0, 1);
// CHECK-NEXT: AscendC::CrossCoreSetFlag<1, PIPE_V>(v1);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<2, PIPE_V>(v1);
// CHECK-NEXT: ffts_cross_core_sync(PIPE_V, v2);
// CHECK-NEXT: get_buf(PIPE_V, 1, 0);
// CHECK-NEXT: rls_buf(PIPE_V, 1, 1);
// CHECK-NEXT: AscendC::CrossCoreSetFlag<1, PIPE_M>(v1);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<2, PIPE_M>(v1);
// CHECK-NEXT: ffts_cross_core_sync(PIPE_M, v2);
// CHECK-NEXT: get_buf(PIPE_M, 2, 0);
// CHECK-NEXT: rls_buf(PIPE_M, 2, 1);
// CHECK-NEXT: AscendC::CrossCoreSetFlag<1, PIPE_MTE1>(v1);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<2, PIPE_MTE1>(v1);
// CHECK-NEXT: ffts_cross_core_sync(PIPE_MTE1, v2);
// CHECK-NEXT: get_buf(PIPE_MTE1, 3, 0);
// CHECK-NEXT: rls_buf(PIPE_MTE1, 3, 1);
// CHECK-NEXT: AscendC::CrossCoreSetFlag<1, PIPE_MTE2>(v1);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<2, PIPE_MTE2>(v1);
// CHECK-NEXT: ffts_cross_core_sync(PIPE_MTE2, v2);
// CHECK-NEXT: get_buf(PIPE_MTE2, 4, 0);
// CHECK-NEXT: rls_buf(PIPE_MTE2, 4, 1);
// CHECK-NEXT: AscendC::CrossCoreSetFlag<1, PIPE_MTE3>(v1);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<2, PIPE_MTE3>(v1);
// CHECK-NEXT: ffts_cross_core_sync(PIPE_MTE3, v2);
// CHECK-NEXT: get_buf(PIPE_MTE3, 5, 0);
// CHECK-NEXT: rls_buf(PIPE_MTE3, 5, 1);
// CHECK-NEXT: AscendC::CrossCoreSetFlag<1, PIPE_ALL>(v1);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<2, PIPE_ALL>(v1);
// CHECK-NEXT: ffts_cross_core_sync(PIPE_ALL, v2);
// CHECK-NEXT: get_buf(PIPE_ALL, 6, 0);
// CHECK-NEXT: rls_buf(PIPE_ALL, 6, 1);
// CHECK-NEXT: AscendC::CrossCoreSetFlag<1, PIPE_MTE4>(v1);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<2, PIPE_MTE4>(v1);
// CHECK-NEXT: ffts_cross_core_sync(PIPE_MTE4, v2);
// CHECK-NEXT: get_buf(PIPE_MTE4, 7, 0);
// CHECK-NEXT: rls_buf(PIPE_MTE4, 7, 1);
// CHECK-NEXT: AscendC::CrossCoreSetFlag<1, PIPE_MTE5>(v1);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<2, PIPE_MTE5>(v1);
// CHECK-NEXT: ffts_cross_core_sync(PIPE_MTE5, v2);
// CHECK-NEXT: get_buf(PIPE_MTE5, 8, 0);
// CHECK-NEXT: rls_buf(PIPE_MTE5, 8, 1);
// CHECK-NEXT: AscendC::CrossCoreSetFlag<1, PIPE_V2>(v1);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<2, PIPE_V2>(v1);
// CHECK-NEXT: ffts_cross_core_sync(PIPE_V2, v2);
// CHECK-NEXT: get_buf(PIPE_V2, 9, 0);
// CHECK-NEXT: rls_buf(PIPE_V2, 9, 1);
// CHECK-NEXT: AscendC::CrossCoreSetFlag<1, PIPE_FIX>(v1);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<2, PIPE_FIX>(v1);
// CHECK-NEXT: ffts_cross_core_sync(PIPE_FIX, v2);
// CHECK-NEXT: get_buf(PIPE_FIX, 10, 0);
// CHECK-NEXT: rls_buf(PIPE_FIX, 10, 1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @every_pipe(%f: i32, %c: i64) {
  ascendc.cross_core_set_flag %f, 1, pipe_s : i32
  ascendc.cross_core_wait_flag %f, 2, pipe_s : i32
  ascendc.ffts_cross_core_sync %c {pipe = 0 : i32} : i64
  ascendc.get_buf pipe_s, 0
  ascendc.rls_buf pipe_s, 0 {mode}
  ascendc.cross_core_set_flag %f, 1, pipe_v : i32
  ascendc.cross_core_wait_flag %f, 2, pipe_v : i32
  ascendc.ffts_cross_core_sync %c {pipe = 1 : i32} : i64
  ascendc.get_buf pipe_v, 1
  ascendc.rls_buf pipe_v, 1 {mode}
  ascendc.cross_core_set_flag %f, 1, pipe_m : i32
  ascendc.cross_core_wait_flag %f, 2, pipe_m : i32
  ascendc.ffts_cross_core_sync %c {pipe = 2 : i32} : i64
  ascendc.get_buf pipe_m, 2
  ascendc.rls_buf pipe_m, 2 {mode}
  ascendc.cross_core_set_flag %f, 1, pipe_mte1 : i32
  ascendc.cross_core_wait_flag %f, 2, pipe_mte1 : i32
  ascendc.ffts_cross_core_sync %c {pipe = 3 : i32} : i64
  ascendc.get_buf pipe_mte1, 3
  ascendc.rls_buf pipe_mte1, 3 {mode}
  ascendc.cross_core_set_flag %f, 1, pipe_mte2 : i32
  ascendc.cross_core_wait_flag %f, 2, pipe_mte2 : i32
  ascendc.ffts_cross_core_sync %c {pipe = 4 : i32} : i64
  ascendc.get_buf pipe_mte2, 4
  ascendc.rls_buf pipe_mte2, 4 {mode}
  ascendc.cross_core_set_flag %f, 1, pipe_mte3 : i32
  ascendc.cross_core_wait_flag %f, 2, pipe_mte3 : i32
  ascendc.ffts_cross_core_sync %c {pipe = 5 : i32} : i64
  ascendc.get_buf pipe_mte3, 5
  ascendc.rls_buf pipe_mte3, 5 {mode}
  ascendc.cross_core_set_flag %f, 1, pipe_all : i32
  ascendc.cross_core_wait_flag %f, 2, pipe_all : i32
  ascendc.ffts_cross_core_sync %c {pipe = 6 : i32} : i64
  ascendc.get_buf pipe_all, 6
  ascendc.rls_buf pipe_all, 6 {mode}
  ascendc.cross_core_set_flag %f, 1, pipe_mte4 : i32
  ascendc.cross_core_wait_flag %f, 2, pipe_mte4 : i32
  ascendc.ffts_cross_core_sync %c {pipe = 7 : i32} : i64
  ascendc.get_buf pipe_mte4, 7
  ascendc.rls_buf pipe_mte4, 7 {mode}
  ascendc.cross_core_set_flag %f, 1, pipe_mte5 : i32
  ascendc.cross_core_wait_flag %f, 2, pipe_mte5 : i32
  ascendc.ffts_cross_core_sync %c {pipe = 8 : i32} : i64
  ascendc.get_buf pipe_mte5, 8
  ascendc.rls_buf pipe_mte5, 8 {mode}
  ascendc.cross_core_set_flag %f, 1, pipe_v2 : i32
  ascendc.cross_core_wait_flag %f, 2, pipe_v2 : i32
  ascendc.ffts_cross_core_sync %c {pipe = 9 : i32} : i64
  ascendc.get_buf pipe_v2, 9
  ascendc.rls_buf pipe_v2, 9 {mode}
  ascendc.cross_core_set_flag %f, 1, pipe_fix : i32
  ascendc.cross_core_wait_flag %f, 2, pipe_fix : i32
  ascendc.ffts_cross_core_sync %c {pipe = 10 : i32} : i64
  ascendc.get_buf pipe_fix, 10
  ascendc.rls_buf pipe_fix, 10 {mode}
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void every_hard_event() {
// CHECK-NEXT: AscendC::TPipe v1;
// CHECK-NEXT: int32_t v2 = v1.AllocEventID<AscendC::HardEvent::MTE2_MTE1>();
// CHECK-NEXT: int32_t v3 = v1.FetchEventID<AscendC::HardEvent::MTE2_MTE1>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE2_MTE1>(v2);
// CHECK-NEXT: int32_t v4 = v1.AllocEventID<AscendC::HardEvent::MTE1_MTE2>();
// CHECK-NEXT: int32_t v5 = v1.FetchEventID<AscendC::HardEvent::MTE1_MTE2>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE1_MTE2>(v4);
// CHECK-NEXT: int32_t v6 = v1.AllocEventID<AscendC::HardEvent::MTE1_M>();
// CHECK-NEXT: int32_t v7 = v1.FetchEventID<AscendC::HardEvent::MTE1_M>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE1_M>(v6);
// CHECK-NEXT: int32_t v8 = v1.AllocEventID<AscendC::HardEvent::M_MTE1>();
// CHECK-NEXT: int32_t v9 = v1.FetchEventID<AscendC::HardEvent::M_MTE1>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::M_MTE1>(v8);
// CHECK-NEXT: int32_t v10 = v1.AllocEventID<AscendC::HardEvent::MTE2_V>();
// CHECK-NEXT: int32_t v11 = v1.FetchEventID<AscendC::HardEvent::MTE2_V>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE2_V>(v10);
// CHECK-NEXT: int32_t v12 = v1.AllocEventID<AscendC::HardEvent::V_MTE2>();
// CHECK-NEXT: int32_t v13 = v1.FetchEventID<AscendC::HardEvent::V_MTE2>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::V_MTE2>(v12);
// CHECK-NEXT: int32_t v14 = v1.AllocEventID<AscendC::HardEvent::MTE3_V>();
// CHECK-NEXT: int32_t v15 = v1.FetchEventID<AscendC::HardEvent::MTE3_V>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE3_V>(v14);
// CHECK-NEXT: int32_t v16 = v1.AllocEventID<AscendC::HardEvent::V_MTE3>();
// CHECK-NEXT: int32_t v17 = v1.FetchEventID<AscendC::HardEvent::V_MTE3>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::V_MTE3>(v16);
// CHECK-NEXT: int32_t v18 = v1.AllocEventID<AscendC::HardEvent::M_V>();
// CHECK-NEXT: int32_t v19 = v1.FetchEventID<AscendC::HardEvent::M_V>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::M_V>(v18);
// CHECK-NEXT: int32_t v20 = v1.AllocEventID<AscendC::HardEvent::V_M>();
// CHECK-NEXT: int32_t v21 = v1.FetchEventID<AscendC::HardEvent::V_M>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::V_M>(v20);
// CHECK-NEXT: int32_t v22 = v1.AllocEventID<AscendC::HardEvent::V_V>();
// CHECK-NEXT: int32_t v23 = v1.FetchEventID<AscendC::HardEvent::V_V>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::V_V>(v22);
// CHECK-NEXT: int32_t v24 = v1.AllocEventID<AscendC::HardEvent::MTE3_MTE1>();
// CHECK-NEXT: int32_t v25 = v1.FetchEventID<AscendC::HardEvent::MTE3_MTE1>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE3_MTE1>(v24);
// CHECK-NEXT: int32_t v26 = v1.AllocEventID<AscendC::HardEvent::MTE1_MTE3>();
// CHECK-NEXT: int32_t v27 = v1.FetchEventID<AscendC::HardEvent::MTE1_MTE3>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE1_MTE3>(v26);
// CHECK-NEXT: int32_t v28 = v1.AllocEventID<AscendC::HardEvent::MTE1_V>();
// CHECK-NEXT: int32_t v29 = v1.FetchEventID<AscendC::HardEvent::MTE1_V>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE1_V>(v28);
// CHECK-NEXT: int32_t v30 = v1.AllocEventID<AscendC::HardEvent::MTE2_M>();
// CHECK-NEXT: int32_t v31 = v1.FetchEventID<AscendC::HardEvent::MTE2_M>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE2_M>(v30);
// CHECK-NEXT: int32_t v32 = v1.AllocEventID<AscendC::HardEvent::M_MTE2>();
// CHECK-NEXT: int32_t v33 = v1.FetchEventID<AscendC::HardEvent::M_MTE2>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::M_MTE2>(v32);
// CHECK-NEXT: int32_t v34 = v1.AllocEventID<AscendC::HardEvent::V_MTE1>();
// CHECK-NEXT: int32_t v35 = v1.FetchEventID<AscendC::HardEvent::V_MTE1>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::V_MTE1>(v34);
// CHECK-NEXT: int32_t v36 = v1.AllocEventID<AscendC::HardEvent::M_FIX>();
// CHECK-NEXT: int32_t v37 = v1.FetchEventID<AscendC::HardEvent::M_FIX>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::M_FIX>(v36);
// CHECK-NEXT: int32_t v38 = v1.AllocEventID<AscendC::HardEvent::FIX_M>();
// CHECK-NEXT: int32_t v39 = v1.FetchEventID<AscendC::HardEvent::FIX_M>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::FIX_M>(v38);
// CHECK-NEXT: int32_t v40 = v1.AllocEventID<AscendC::HardEvent::MTE3_MTE2>();
// CHECK-NEXT: int32_t v41 = v1.FetchEventID<AscendC::HardEvent::MTE3_MTE2>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE3_MTE2>(v40);
// CHECK-NEXT: int32_t v42 = v1.AllocEventID<AscendC::HardEvent::MTE2_MTE3>();
// CHECK-NEXT: int32_t v43 = v1.FetchEventID<AscendC::HardEvent::MTE2_MTE3>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE2_MTE3>(v42);
// CHECK-NEXT: int32_t v44 = v1.AllocEventID<AscendC::HardEvent::S_V>();
// CHECK-NEXT: int32_t v45 = v1.FetchEventID<AscendC::HardEvent::S_V>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::S_V>(v44);
// CHECK-NEXT: int32_t v46 = v1.AllocEventID<AscendC::HardEvent::V_S>();
// CHECK-NEXT: int32_t v47 = v1.FetchEventID<AscendC::HardEvent::V_S>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::V_S>(v46);
// CHECK-NEXT: int32_t v48 = v1.AllocEventID<AscendC::HardEvent::S_MTE2>();
// CHECK-NEXT: int32_t v49 = v1.FetchEventID<AscendC::HardEvent::S_MTE2>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::S_MTE2>(v48);
// CHECK-NEXT: int32_t v50 = v1.AllocEventID<AscendC::HardEvent::MTE2_S>();
// CHECK-NEXT: int32_t v51 = v1.FetchEventID<AscendC::HardEvent::MTE2_S>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE2_S>(v50);
// CHECK-NEXT: int32_t v52 = v1.AllocEventID<AscendC::HardEvent::S_MTE3>();
// CHECK-NEXT: int32_t v53 = v1.FetchEventID<AscendC::HardEvent::S_MTE3>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::S_MTE3>(v52);
// CHECK-NEXT: int32_t v54 = v1.AllocEventID<AscendC::HardEvent::MTE3_S>();
// CHECK-NEXT: int32_t v55 = v1.FetchEventID<AscendC::HardEvent::MTE3_S>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE3_S>(v54);
// CHECK-NEXT: int32_t v56 = v1.AllocEventID<AscendC::HardEvent::MTE2_FIX>();
// CHECK-NEXT: int32_t v57 = v1.FetchEventID<AscendC::HardEvent::MTE2_FIX>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE2_FIX>(v56);
// CHECK-NEXT: int32_t v58 = v1.AllocEventID<AscendC::HardEvent::FIX_MTE2>();
// CHECK-NEXT: int32_t v59 = v1.FetchEventID<AscendC::HardEvent::FIX_MTE2>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::FIX_MTE2>(v58);
// CHECK-NEXT: int32_t v60 = v1.AllocEventID<AscendC::HardEvent::FIX_S>();
// CHECK-NEXT: int32_t v61 = v1.FetchEventID<AscendC::HardEvent::FIX_S>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::FIX_S>(v60);
// CHECK-NEXT: int32_t v62 = v1.AllocEventID<AscendC::HardEvent::M_S>();
// CHECK-NEXT: int32_t v63 = v1.FetchEventID<AscendC::HardEvent::M_S>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::M_S>(v62);
// CHECK-NEXT: int32_t v64 = v1.AllocEventID<AscendC::HardEvent::FIX_MTE3>();
// CHECK-NEXT: int32_t v65 = v1.FetchEventID<AscendC::HardEvent::FIX_MTE3>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::FIX_MTE3>(v64);
// CHECK-NEXT: int32_t v66 = v1.AllocEventID<AscendC::HardEvent::MTE1_FIX>();
// CHECK-NEXT: int32_t v67 = v1.FetchEventID<AscendC::HardEvent::MTE1_FIX>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE1_FIX>(v66);
// CHECK-NEXT: int32_t v68 = v1.AllocEventID<AscendC::HardEvent::FIX_MTE1>();
// CHECK-NEXT: int32_t v69 = v1.FetchEventID<AscendC::HardEvent::FIX_MTE1>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::FIX_MTE1>(v68);
// CHECK-NEXT: int32_t v70 = v1.AllocEventID<AscendC::HardEvent::FIX_FIX>();
// CHECK-NEXT: int32_t v71 = v1.FetchEventID<AscendC::HardEvent::FIX_FIX>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::FIX_FIX>(v70);
// CHECK-NEXT: int32_t v72 = v1.AllocEventID<AscendC::HardEvent::MAX>();
// CHECK-NEXT: int32_t v73 = v1.FetchEventID<AscendC::HardEvent::MAX>();
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MAX>(v72);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @every_hard_event() {
  %pipe = ascendc.pipe
  %a0 = ascendc.pipe.alloc_event_id %pipe, mte2_mte1 : i32
  %f0 = ascendc.pipe.fetch_event_id %pipe, mte2_mte1 : i32
  ascendc.pipe.release_event_id %pipe, %a0 {event = 0 : i32} : !ascendc.pipe, i32
  %a1 = ascendc.pipe.alloc_event_id %pipe, mte1_mte2 : i32
  %f1 = ascendc.pipe.fetch_event_id %pipe, mte1_mte2 : i32
  ascendc.pipe.release_event_id %pipe, %a1 {event = 1 : i32} : !ascendc.pipe, i32
  %a2 = ascendc.pipe.alloc_event_id %pipe, mte1_m : i32
  %f2 = ascendc.pipe.fetch_event_id %pipe, mte1_m : i32
  ascendc.pipe.release_event_id %pipe, %a2 {event = 2 : i32} : !ascendc.pipe, i32
  %a3 = ascendc.pipe.alloc_event_id %pipe, m_mte1 : i32
  %f3 = ascendc.pipe.fetch_event_id %pipe, m_mte1 : i32
  ascendc.pipe.release_event_id %pipe, %a3 {event = 3 : i32} : !ascendc.pipe, i32
  %a4 = ascendc.pipe.alloc_event_id %pipe, mte2_v : i32
  %f4 = ascendc.pipe.fetch_event_id %pipe, mte2_v : i32
  ascendc.pipe.release_event_id %pipe, %a4 {event = 4 : i32} : !ascendc.pipe, i32
  %a5 = ascendc.pipe.alloc_event_id %pipe, v_mte2 : i32
  %f5 = ascendc.pipe.fetch_event_id %pipe, v_mte2 : i32
  ascendc.pipe.release_event_id %pipe, %a5 {event = 5 : i32} : !ascendc.pipe, i32
  %a6 = ascendc.pipe.alloc_event_id %pipe, mte3_v : i32
  %f6 = ascendc.pipe.fetch_event_id %pipe, mte3_v : i32
  ascendc.pipe.release_event_id %pipe, %a6 {event = 6 : i32} : !ascendc.pipe, i32
  %a7 = ascendc.pipe.alloc_event_id %pipe, v_mte3 : i32
  %f7 = ascendc.pipe.fetch_event_id %pipe, v_mte3 : i32
  ascendc.pipe.release_event_id %pipe, %a7 {event = 7 : i32} : !ascendc.pipe, i32
  %a8 = ascendc.pipe.alloc_event_id %pipe, m_v : i32
  %f8 = ascendc.pipe.fetch_event_id %pipe, m_v : i32
  ascendc.pipe.release_event_id %pipe, %a8 {event = 8 : i32} : !ascendc.pipe, i32
  %a9 = ascendc.pipe.alloc_event_id %pipe, v_m : i32
  %f9 = ascendc.pipe.fetch_event_id %pipe, v_m : i32
  ascendc.pipe.release_event_id %pipe, %a9 {event = 9 : i32} : !ascendc.pipe, i32
  %a10 = ascendc.pipe.alloc_event_id %pipe, v_v : i32
  %f10 = ascendc.pipe.fetch_event_id %pipe, v_v : i32
  ascendc.pipe.release_event_id %pipe, %a10 {event = 10 : i32} : !ascendc.pipe, i32
  %a11 = ascendc.pipe.alloc_event_id %pipe, mte3_mte1 : i32
  %f11 = ascendc.pipe.fetch_event_id %pipe, mte3_mte1 : i32
  ascendc.pipe.release_event_id %pipe, %a11 {event = 11 : i32} : !ascendc.pipe, i32
  %a12 = ascendc.pipe.alloc_event_id %pipe, mte1_mte3 : i32
  %f12 = ascendc.pipe.fetch_event_id %pipe, mte1_mte3 : i32
  ascendc.pipe.release_event_id %pipe, %a12 {event = 12 : i32} : !ascendc.pipe, i32
  %a13 = ascendc.pipe.alloc_event_id %pipe, mte1_v : i32
  %f13 = ascendc.pipe.fetch_event_id %pipe, mte1_v : i32
  ascendc.pipe.release_event_id %pipe, %a13 {event = 13 : i32} : !ascendc.pipe, i32
  %a14 = ascendc.pipe.alloc_event_id %pipe, mte2_m : i32
  %f14 = ascendc.pipe.fetch_event_id %pipe, mte2_m : i32
  ascendc.pipe.release_event_id %pipe, %a14 {event = 14 : i32} : !ascendc.pipe, i32
  %a15 = ascendc.pipe.alloc_event_id %pipe, m_mte2 : i32
  %f15 = ascendc.pipe.fetch_event_id %pipe, m_mte2 : i32
  ascendc.pipe.release_event_id %pipe, %a15 {event = 15 : i32} : !ascendc.pipe, i32
  %a16 = ascendc.pipe.alloc_event_id %pipe, v_mte1 : i32
  %f16 = ascendc.pipe.fetch_event_id %pipe, v_mte1 : i32
  ascendc.pipe.release_event_id %pipe, %a16 {event = 16 : i32} : !ascendc.pipe, i32
  %a17 = ascendc.pipe.alloc_event_id %pipe, m_fix : i32
  %f17 = ascendc.pipe.fetch_event_id %pipe, m_fix : i32
  ascendc.pipe.release_event_id %pipe, %a17 {event = 17 : i32} : !ascendc.pipe, i32
  %a18 = ascendc.pipe.alloc_event_id %pipe, fix_m : i32
  %f18 = ascendc.pipe.fetch_event_id %pipe, fix_m : i32
  ascendc.pipe.release_event_id %pipe, %a18 {event = 18 : i32} : !ascendc.pipe, i32
  %a19 = ascendc.pipe.alloc_event_id %pipe, mte3_mte2 : i32
  %f19 = ascendc.pipe.fetch_event_id %pipe, mte3_mte2 : i32
  ascendc.pipe.release_event_id %pipe, %a19 {event = 19 : i32} : !ascendc.pipe, i32
  %a20 = ascendc.pipe.alloc_event_id %pipe, mte2_mte3 : i32
  %f20 = ascendc.pipe.fetch_event_id %pipe, mte2_mte3 : i32
  ascendc.pipe.release_event_id %pipe, %a20 {event = 20 : i32} : !ascendc.pipe, i32
  %a21 = ascendc.pipe.alloc_event_id %pipe, s_v : i32
  %f21 = ascendc.pipe.fetch_event_id %pipe, s_v : i32
  ascendc.pipe.release_event_id %pipe, %a21 {event = 21 : i32} : !ascendc.pipe, i32
  %a22 = ascendc.pipe.alloc_event_id %pipe, v_s : i32
  %f22 = ascendc.pipe.fetch_event_id %pipe, v_s : i32
  ascendc.pipe.release_event_id %pipe, %a22 {event = 22 : i32} : !ascendc.pipe, i32
  %a23 = ascendc.pipe.alloc_event_id %pipe, s_mte2 : i32
  %f23 = ascendc.pipe.fetch_event_id %pipe, s_mte2 : i32
  ascendc.pipe.release_event_id %pipe, %a23 {event = 23 : i32} : !ascendc.pipe, i32
  %a24 = ascendc.pipe.alloc_event_id %pipe, mte2_s : i32
  %f24 = ascendc.pipe.fetch_event_id %pipe, mte2_s : i32
  ascendc.pipe.release_event_id %pipe, %a24 {event = 24 : i32} : !ascendc.pipe, i32
  %a25 = ascendc.pipe.alloc_event_id %pipe, s_mte3 : i32
  %f25 = ascendc.pipe.fetch_event_id %pipe, s_mte3 : i32
  ascendc.pipe.release_event_id %pipe, %a25 {event = 25 : i32} : !ascendc.pipe, i32
  %a26 = ascendc.pipe.alloc_event_id %pipe, mte3_s : i32
  %f26 = ascendc.pipe.fetch_event_id %pipe, mte3_s : i32
  ascendc.pipe.release_event_id %pipe, %a26 {event = 26 : i32} : !ascendc.pipe, i32
  %a27 = ascendc.pipe.alloc_event_id %pipe, mte2_fix : i32
  %f27 = ascendc.pipe.fetch_event_id %pipe, mte2_fix : i32
  ascendc.pipe.release_event_id %pipe, %a27 {event = 27 : i32} : !ascendc.pipe, i32
  %a28 = ascendc.pipe.alloc_event_id %pipe, fix_mte2 : i32
  %f28 = ascendc.pipe.fetch_event_id %pipe, fix_mte2 : i32
  ascendc.pipe.release_event_id %pipe, %a28 {event = 28 : i32} : !ascendc.pipe, i32
  %a29 = ascendc.pipe.alloc_event_id %pipe, fix_s : i32
  %f29 = ascendc.pipe.fetch_event_id %pipe, fix_s : i32
  ascendc.pipe.release_event_id %pipe, %a29 {event = 29 : i32} : !ascendc.pipe, i32
  %a30 = ascendc.pipe.alloc_event_id %pipe, m_s : i32
  %f30 = ascendc.pipe.fetch_event_id %pipe, m_s : i32
  ascendc.pipe.release_event_id %pipe, %a30 {event = 30 : i32} : !ascendc.pipe, i32
  %a31 = ascendc.pipe.alloc_event_id %pipe, fix_mte3 : i32
  %f31 = ascendc.pipe.fetch_event_id %pipe, fix_mte3 : i32
  ascendc.pipe.release_event_id %pipe, %a31 {event = 31 : i32} : !ascendc.pipe, i32
  %a32 = ascendc.pipe.alloc_event_id %pipe, mte1_fix : i32
  %f32 = ascendc.pipe.fetch_event_id %pipe, mte1_fix : i32
  ascendc.pipe.release_event_id %pipe, %a32 {event = 32 : i32} : !ascendc.pipe, i32
  %a33 = ascendc.pipe.alloc_event_id %pipe, fix_mte1 : i32
  %f33 = ascendc.pipe.fetch_event_id %pipe, fix_mte1 : i32
  ascendc.pipe.release_event_id %pipe, %a33 {event = 33 : i32} : !ascendc.pipe, i32
  %a34 = ascendc.pipe.alloc_event_id %pipe, fix_fix : i32
  %f34 = ascendc.pipe.fetch_event_id %pipe, fix_fix : i32
  ascendc.pipe.release_event_id %pipe, %a34 {event = 34 : i32} : !ascendc.pipe, i32
  %a35 = ascendc.pipe.alloc_event_id %pipe, max : i32
  %f35 = ascendc.pipe.fetch_event_id %pipe, max : i32
  ascendc.pipe.release_event_id %pipe, %a35 {event = 35 : i32} : !ascendc.pipe, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void every_position(AscendC::TQueBind<AscendC::TPosition::VECIN, AscendC::TPosition::VECOUT, 1> v1, half v2, uint32_t v3, int32_t v4, int64_t v5) {
// CHECK-NEXT: AscendC::TPipe v6;
// CHECK-NEXT: AscendC::LocalMemAllocator<AscendC::Hardware::UB> v7;
// CHECK-NEXT: constexpr int32_t c64_i32 = 64;
// CHECK-NEXT: AscendC::LocalTensor<half> v8 = v7.Alloc<AscendC::TPosition::GM, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<half> v9 = v7.Alloc<AscendC::TPosition::GM, half>(v4);
// CHECK-NEXT: AscendC::LocalTensor<half> v10 = AscendC::LocalTensor<half>(AscendC::TPosition::GM, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v11{AscendC::TPosition::GM, 0, 512};
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::GM>(v11);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::GM>(v2);
// CHECK-NEXT: uint64_t v12 = v6.GetBaseAddr();
// CHECK-NEXT: AscendC::LocalTensor<half> v13 = v7.Alloc<AscendC::TPosition::A1, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<half> v14 = v7.Alloc<AscendC::TPosition::A1, half>(v4);
// CHECK-NEXT: AscendC::LocalTensor<half> v15 = AscendC::LocalTensor<half>(AscendC::TPosition::A1, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v16{AscendC::TPosition::A1, 256, 512};
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::A1>(v16);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::A1>(v2);
// CHECK-NEXT: uint64_t v17 = v6.GetBaseAddr();
// CHECK-NEXT: AscendC::LocalTensor<half> v18 = v7.Alloc<AscendC::TPosition::A2, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<half> v19 = v7.Alloc<AscendC::TPosition::A2, half>(v4);
// CHECK-NEXT: AscendC::LocalTensor<half> v20 = AscendC::LocalTensor<half>(AscendC::TPosition::A2, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v21{AscendC::TPosition::A2, 512, 512};
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::A2>(v21);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::A2>(v2);
// CHECK-NEXT: uint64_t v22 = v6.GetBaseAddr();
// CHECK-NEXT: AscendC::LocalTensor<half> v23 = v7.Alloc<AscendC::TPosition::B1, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<half> v24 = v7.Alloc<AscendC::TPosition::B1, half>(v4);
// CHECK-NEXT: AscendC::LocalTensor<half> v25 = AscendC::LocalTensor<half>(AscendC::TPosition::B1, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v26{AscendC::TPosition::B1, 768, 512};
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::B1>(v26);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::B1>(v2);
// CHECK-NEXT: uint64_t v27 = v6.GetBaseAddr();
// CHECK-NEXT: AscendC::LocalTensor<half> v28 = v7.Alloc<AscendC::TPosition::B2, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<half> v29 = v7.Alloc<AscendC::TPosition::B2, half>(v4);
// CHECK-NEXT: AscendC::LocalTensor<half> v30 = AscendC::LocalTensor<half>(AscendC::TPosition::B2, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v31{AscendC::TPosition::B2, 1024, 512};
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::B2>(v31);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::B2>(v2);
// CHECK-NEXT: uint64_t v32 = v6.GetBaseAddr();
// CHECK-NEXT: AscendC::LocalTensor<half> v33 = v7.Alloc<AscendC::TPosition::C1, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<half> v34 = v7.Alloc<AscendC::TPosition::C1, half>(v4);
// CHECK-NEXT: AscendC::LocalTensor<half> v35 = AscendC::LocalTensor<half>(AscendC::TPosition::C1, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v36{AscendC::TPosition::C1, 1280, 512};
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::C1>(v36);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::C1>(v2);
// CHECK-NEXT: uint64_t v37 = v6.GetBaseAddr();
// CHECK-NEXT: AscendC::LocalTensor<half> v38 = v7.Alloc<AscendC::TPosition::C2, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<half> v39 = v7.Alloc<AscendC::TPosition::C2, half>(v4);
// CHECK-NEXT: AscendC::LocalTensor<half> v40 = AscendC::LocalTensor<half>(AscendC::TPosition::C2, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v41{AscendC::TPosition::C2, 1536, 512};
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::C2>(v41);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::C2>(v2);
// CHECK-NEXT: uint64_t v42 = v6.GetBaseAddr();
// CHECK-NEXT: AscendC::LocalTensor<half> v43 = v7.Alloc<AscendC::TPosition::CO1, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<half> v44 = v7.Alloc<AscendC::TPosition::CO1, half>(v4);
// CHECK-NEXT: AscendC::LocalTensor<half> v45 = AscendC::LocalTensor<half>(AscendC::TPosition::CO1, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v46{AscendC::TPosition::CO1, 1792, 512};
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::CO1>(v46);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::CO1>(v2);
// CHECK-NEXT: uint64_t v47 = v6.GetBaseAddr();
// CHECK-NEXT: AscendC::LocalTensor<half> v48 = v7.Alloc<AscendC::TPosition::CO2, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<half> v49 = v7.Alloc<AscendC::TPosition::CO2, half>(v4);
// CHECK-NEXT: AscendC::LocalTensor<half> v50 = AscendC::LocalTensor<half>(AscendC::TPosition::CO2, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v51{AscendC::TPosition::CO2, 2048, 512};
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::CO2>(v51);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::CO2>(v2);
// CHECK-NEXT: uint64_t v52 = v6.GetBaseAddr();
// CHECK-NEXT: AscendC::LocalTensor<half> v53 = v7.Alloc<AscendC::TPosition::VECIN, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<half> v54 = v7.Alloc<AscendC::TPosition::VECIN, half>(v4);
// CHECK-NEXT: AscendC::LocalTensor<half> v55 = AscendC::LocalTensor<half>(AscendC::TPosition::VECIN, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v56{AscendC::TPosition::VECIN, 2304, 512};
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::VECIN>(v56);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::VECIN>(v2);
// CHECK-NEXT: uint64_t v57 = v6.GetBaseAddr();
// CHECK-NEXT: AscendC::LocalTensor<half> v58 = v7.Alloc<AscendC::TPosition::VECOUT, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<half> v59 = v7.Alloc<AscendC::TPosition::VECOUT, half>(v4);
// CHECK-NEXT: AscendC::LocalTensor<half> v60 = AscendC::LocalTensor<half>(AscendC::TPosition::VECOUT, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v61{AscendC::TPosition::VECOUT, 2560, 512};
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::VECOUT>(v61);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::VECOUT>(v2);
// CHECK-NEXT: uint64_t v62 = v6.GetBaseAddr();
// CHECK-NEXT: AscendC::LocalTensor<half> v63 = v7.Alloc<AscendC::TPosition::VECCALC, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<half> v64 = v7.Alloc<AscendC::TPosition::VECCALC, half>(v4);
// CHECK-NEXT: AscendC::LocalTensor<half> v65 = AscendC::LocalTensor<half>(AscendC::TPosition::VECCALC, v3, v3);
// CHECK-NEXT: AscendC::LocalTensor<half> v66{AscendC::TPosition::VECCALC, 2816, 512};
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::VECCALC>(v66);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::VECCALC>(v2);
// CHECK-NEXT: uint64_t v67 = v6.GetBaseAddr();
// CHECK-NEXT: v1.EnQue<AscendC::TPosition::GM, AscendC::TPosition::C1>(v11);
// CHECK-NEXT: AscendC::LocalTensor<half> v68 = v1.DeQue<AscendC::TPosition::C1, AscendC::TPosition::GM, half>();
// CHECK-NEXT: v1.EnQue<AscendC::TPosition::A1, AscendC::TPosition::C2>(v16);
// CHECK-NEXT: AscendC::LocalTensor<half> v69 = v1.DeQue<AscendC::TPosition::C2, AscendC::TPosition::A1, half>();
// CHECK-NEXT: v1.EnQue<AscendC::TPosition::A2, AscendC::TPosition::CO1>(v21);
// CHECK-NEXT: AscendC::LocalTensor<half> v70 = v1.DeQue<AscendC::TPosition::CO1, AscendC::TPosition::A2, half>();
// CHECK-NEXT: v1.EnQue<AscendC::TPosition::B1, AscendC::TPosition::CO2>(v26);
// CHECK-NEXT: AscendC::LocalTensor<half> v71 = v1.DeQue<AscendC::TPosition::CO2, AscendC::TPosition::B1, half>();
// CHECK-NEXT: v1.EnQue<AscendC::TPosition::B2, AscendC::TPosition::VECIN>(v31);
// CHECK-NEXT: AscendC::LocalTensor<half> v72 = v1.DeQue<AscendC::TPosition::VECIN, AscendC::TPosition::B2, half>();
// CHECK-NEXT: v1.EnQue<AscendC::TPosition::C1, AscendC::TPosition::VECOUT>(v36);
// CHECK-NEXT: AscendC::LocalTensor<half> v73 = v1.DeQue<AscendC::TPosition::VECOUT, AscendC::TPosition::C1, half>();
// CHECK-NEXT: v1.EnQue<AscendC::TPosition::C2, AscendC::TPosition::VECCALC>(v41);
// CHECK-NEXT: AscendC::LocalTensor<half> v74 = v1.DeQue<AscendC::TPosition::VECCALC, AscendC::TPosition::C2, half>();
// CHECK-NEXT: v1.EnQue<AscendC::TPosition::CO1, AscendC::TPosition::GM>(v46);
// CHECK-NEXT: AscendC::LocalTensor<half> v75 = v1.DeQue<AscendC::TPosition::GM, AscendC::TPosition::CO1, half>();
// CHECK-NEXT: v1.EnQue<AscendC::TPosition::CO2, AscendC::TPosition::A1>(v51);
// CHECK-NEXT: AscendC::LocalTensor<half> v76 = v1.DeQue<AscendC::TPosition::A1, AscendC::TPosition::CO2, half>();
// CHECK-NEXT: v1.EnQue<AscendC::TPosition::VECIN, AscendC::TPosition::A2>(v56);
// CHECK-NEXT: AscendC::LocalTensor<half> v77 = v1.DeQue<AscendC::TPosition::A2, AscendC::TPosition::VECIN, half>();
// CHECK-NEXT: v1.EnQue<AscendC::TPosition::VECOUT, AscendC::TPosition::B1>(v61);
// CHECK-NEXT: AscendC::LocalTensor<half> v78 = v1.DeQue<AscendC::TPosition::B1, AscendC::TPosition::VECOUT, half>();
// CHECK-NEXT: v1.EnQue<AscendC::TPosition::VECCALC, AscendC::TPosition::B2>(v66);
// CHECK-NEXT: AscendC::LocalTensor<half> v79 = v1.DeQue<AscendC::TPosition::B2, AscendC::TPosition::VECCALC, half>();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @every_position(%qb: !ascendc.que_bind<vecin, vecout, 1>, %h: f16, %u: ui32, %n: i32, %hw: i64) {
  %pipe = ascendc.pipe
  %al = ascendc.local_mem_allocator %hw : i64, !ascendc.local_mem_allocator<1>
  %c64 = arith.constant 64 : i32
  %x0 = ascendc.local_mem_allocator.alloc %al, gm, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %y0 = ascendc.local_mem_allocator.alloc_dynamic %al, gm, %n, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %z0 = ascendc.local_tensor_v2 gm, %u, %u : !ascendc.local_tensor<*xf16>
  %w0 = ascendc.local_tensor_v3 gm, 0, 512 : !ascendc.local_tensor<*xf16>
  ascendc.pop_stack_buffer gm %w0 : !ascendc.local_tensor<*xf16>
  ascendc.set_pad_value %h {pos = 0 : i32} : f16
  %b0 = ascendc.pipe.get_base_addr %pipe, gm : ui64
  %x1 = ascendc.local_mem_allocator.alloc %al, a1, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %y1 = ascendc.local_mem_allocator.alloc_dynamic %al, a1, %n, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %z1 = ascendc.local_tensor_v2 a1, %u, %u : !ascendc.local_tensor<*xf16>
  %w1 = ascendc.local_tensor_v3 a1, 256, 512 : !ascendc.local_tensor<*xf16>
  ascendc.pop_stack_buffer a1 %w1 : !ascendc.local_tensor<*xf16>
  ascendc.set_pad_value %h {pos = 1 : i32} : f16
  %b1 = ascendc.pipe.get_base_addr %pipe, a1 : ui64
  %x2 = ascendc.local_mem_allocator.alloc %al, a2, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %y2 = ascendc.local_mem_allocator.alloc_dynamic %al, a2, %n, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %z2 = ascendc.local_tensor_v2 a2, %u, %u : !ascendc.local_tensor<*xf16>
  %w2 = ascendc.local_tensor_v3 a2, 512, 512 : !ascendc.local_tensor<*xf16>
  ascendc.pop_stack_buffer a2 %w2 : !ascendc.local_tensor<*xf16>
  ascendc.set_pad_value %h {pos = 2 : i32} : f16
  %b2 = ascendc.pipe.get_base_addr %pipe, a2 : ui64
  %x3 = ascendc.local_mem_allocator.alloc %al, b1, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %y3 = ascendc.local_mem_allocator.alloc_dynamic %al, b1, %n, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %z3 = ascendc.local_tensor_v2 b1, %u, %u : !ascendc.local_tensor<*xf16>
  %w3 = ascendc.local_tensor_v3 b1, 768, 512 : !ascendc.local_tensor<*xf16>
  ascendc.pop_stack_buffer b1 %w3 : !ascendc.local_tensor<*xf16>
  ascendc.set_pad_value %h {pos = 3 : i32} : f16
  %b3 = ascendc.pipe.get_base_addr %pipe, b1 : ui64
  %x4 = ascendc.local_mem_allocator.alloc %al, b2, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %y4 = ascendc.local_mem_allocator.alloc_dynamic %al, b2, %n, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %z4 = ascendc.local_tensor_v2 b2, %u, %u : !ascendc.local_tensor<*xf16>
  %w4 = ascendc.local_tensor_v3 b2, 1024, 512 : !ascendc.local_tensor<*xf16>
  ascendc.pop_stack_buffer b2 %w4 : !ascendc.local_tensor<*xf16>
  ascendc.set_pad_value %h {pos = 4 : i32} : f16
  %b4 = ascendc.pipe.get_base_addr %pipe, b2 : ui64
  %x5 = ascendc.local_mem_allocator.alloc %al, c1, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %y5 = ascendc.local_mem_allocator.alloc_dynamic %al, c1, %n, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %z5 = ascendc.local_tensor_v2 c1, %u, %u : !ascendc.local_tensor<*xf16>
  %w5 = ascendc.local_tensor_v3 c1, 1280, 512 : !ascendc.local_tensor<*xf16>
  ascendc.pop_stack_buffer c1 %w5 : !ascendc.local_tensor<*xf16>
  ascendc.set_pad_value %h {pos = 5 : i32} : f16
  %b5 = ascendc.pipe.get_base_addr %pipe, c1 : ui64
  %x6 = ascendc.local_mem_allocator.alloc %al, c2, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %y6 = ascendc.local_mem_allocator.alloc_dynamic %al, c2, %n, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %z6 = ascendc.local_tensor_v2 c2, %u, %u : !ascendc.local_tensor<*xf16>
  %w6 = ascendc.local_tensor_v3 c2, 1536, 512 : !ascendc.local_tensor<*xf16>
  ascendc.pop_stack_buffer c2 %w6 : !ascendc.local_tensor<*xf16>
  ascendc.set_pad_value %h {pos = 6 : i32} : f16
  %b6 = ascendc.pipe.get_base_addr %pipe, c2 : ui64
  %x7 = ascendc.local_mem_allocator.alloc %al, co1, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %y7 = ascendc.local_mem_allocator.alloc_dynamic %al, co1, %n, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %z7 = ascendc.local_tensor_v2 co1, %u, %u : !ascendc.local_tensor<*xf16>
  %w7 = ascendc.local_tensor_v3 co1, 1792, 512 : !ascendc.local_tensor<*xf16>
  ascendc.pop_stack_buffer co1 %w7 : !ascendc.local_tensor<*xf16>
  ascendc.set_pad_value %h {pos = 7 : i32} : f16
  %b7 = ascendc.pipe.get_base_addr %pipe, co1 : ui64
  %x8 = ascendc.local_mem_allocator.alloc %al, co2, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %y8 = ascendc.local_mem_allocator.alloc_dynamic %al, co2, %n, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %z8 = ascendc.local_tensor_v2 co2, %u, %u : !ascendc.local_tensor<*xf16>
  %w8 = ascendc.local_tensor_v3 co2, 2048, 512 : !ascendc.local_tensor<*xf16>
  ascendc.pop_stack_buffer co2 %w8 : !ascendc.local_tensor<*xf16>
  ascendc.set_pad_value %h {pos = 8 : i32} : f16
  %b8 = ascendc.pipe.get_base_addr %pipe, co2 : ui64
  %x9 = ascendc.local_mem_allocator.alloc %al, vecin, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %y9 = ascendc.local_mem_allocator.alloc_dynamic %al, vecin, %n, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %z9 = ascendc.local_tensor_v2 vecin, %u, %u : !ascendc.local_tensor<*xf16>
  %w9 = ascendc.local_tensor_v3 vecin, 2304, 512 : !ascendc.local_tensor<*xf16>
  ascendc.pop_stack_buffer vecin %w9 : !ascendc.local_tensor<*xf16>
  ascendc.set_pad_value %h {pos = 9 : i32} : f16
  %b9 = ascendc.pipe.get_base_addr %pipe, vecin : ui64
  %x10 = ascendc.local_mem_allocator.alloc %al, vecout, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %y10 = ascendc.local_mem_allocator.alloc_dynamic %al, vecout, %n, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %z10 = ascendc.local_tensor_v2 vecout, %u, %u : !ascendc.local_tensor<*xf16>
  %w10 = ascendc.local_tensor_v3 vecout, 2560, 512 : !ascendc.local_tensor<*xf16>
  ascendc.pop_stack_buffer vecout %w10 : !ascendc.local_tensor<*xf16>
  ascendc.set_pad_value %h {pos = 10 : i32} : f16
  %b10 = ascendc.pipe.get_base_addr %pipe, vecout : ui64
  %x11 = ascendc.local_mem_allocator.alloc %al, veccalc, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %y11 = ascendc.local_mem_allocator.alloc_dynamic %al, veccalc, %n, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %z11 = ascendc.local_tensor_v2 veccalc, %u, %u : !ascendc.local_tensor<*xf16>
  %w11 = ascendc.local_tensor_v3 veccalc, 2816, 512 : !ascendc.local_tensor<*xf16>
  ascendc.pop_stack_buffer veccalc %w11 : !ascendc.local_tensor<*xf16>
  ascendc.set_pad_value %h {pos = 11 : i32} : f16
  %b11 = ascendc.pipe.get_base_addr %pipe, veccalc : ui64
  ascendc.que_bind.enque_tensor_pos %qb, %w0, gm, c1 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  %d0 = ascendc.que_bind.deque_tensor_pos %qb, c1, gm : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor_pos %qb, %w1, a1, c2 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  %d1 = ascendc.que_bind.deque_tensor_pos %qb, c2, a1 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor_pos %qb, %w2, a2, co1 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  %d2 = ascendc.que_bind.deque_tensor_pos %qb, co1, a2 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor_pos %qb, %w3, b1, co2 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  %d3 = ascendc.que_bind.deque_tensor_pos %qb, co2, b1 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor_pos %qb, %w4, b2, vecin : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  %d4 = ascendc.que_bind.deque_tensor_pos %qb, vecin, b2 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor_pos %qb, %w5, c1, vecout : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  %d5 = ascendc.que_bind.deque_tensor_pos %qb, vecout, c1 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor_pos %qb, %w6, c2, veccalc : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  %d6 = ascendc.que_bind.deque_tensor_pos %qb, veccalc, c2 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor_pos %qb, %w7, co1, gm : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  %d7 = ascendc.que_bind.deque_tensor_pos %qb, gm, co1 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor_pos %qb, %w8, co2, a1 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  %d8 = ascendc.que_bind.deque_tensor_pos %qb, a1, co2 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor_pos %qb, %w9, vecin, a2 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  %d9 = ascendc.que_bind.deque_tensor_pos %qb, a2, vecin : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor_pos %qb, %w10, vecout, b1 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  %d10 = ascendc.que_bind.deque_tensor_pos %qb, b1, vecout : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor_pos %qb, %w11, veccalc, b2 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  %d11 = ascendc.que_bind.deque_tensor_pos %qb, b2, veccalc : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void every_round_mode(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<float> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5, float v6) {
// CHECK-NEXT: AscendC::Cast<half, float, 0>(v1, v2, AscendC::RoundMode::CAST_NONE, v3, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3};
// CHECK-NEXT: AscendC::Cast<half, float, 1>(v1, v2, AscendC::RoundMode::CAST_NONE, v1_mask_list0, v4, v5);
// CHECK-NEXT: half v7 = AscendC::ScalarCast<float, half, AscendC::RoundMode::CAST_NONE>(v6);
// CHECK-NEXT: AscendC::Cast<half, float, 0>(v1, v2, AscendC::RoundMode::CAST_RINT, v3, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v3};
// CHECK-NEXT: AscendC::Cast<half, float, 1>(v1, v2, AscendC::RoundMode::CAST_RINT, v1_mask_list1, v4, v5);
// CHECK-NEXT: half v8 = AscendC::ScalarCast<float, half, AscendC::RoundMode::CAST_RINT>(v6);
// CHECK-NEXT: AscendC::Cast<half, float, 0>(v1, v2, AscendC::RoundMode::CAST_FLOOR, v3, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v3};
// CHECK-NEXT: AscendC::Cast<half, float, 1>(v1, v2, AscendC::RoundMode::CAST_FLOOR, v1_mask_list2, v4, v5);
// CHECK-NEXT: half v9 = AscendC::ScalarCast<float, half, AscendC::RoundMode::CAST_FLOOR>(v6);
// CHECK-NEXT: AscendC::Cast<half, float, 0>(v1, v2, AscendC::RoundMode::CAST_CEIL, v3, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v3};
// CHECK-NEXT: AscendC::Cast<half, float, 1>(v1, v2, AscendC::RoundMode::CAST_CEIL, v1_mask_list3, v4, v5);
// CHECK-NEXT: half v10 = AscendC::ScalarCast<float, half, AscendC::RoundMode::CAST_CEIL>(v6);
// CHECK-NEXT: AscendC::Cast<half, float, 0>(v1, v2, AscendC::RoundMode::CAST_ROUND, v3, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list4[] = {v3};
// CHECK-NEXT: AscendC::Cast<half, float, 1>(v1, v2, AscendC::RoundMode::CAST_ROUND, v1_mask_list4, v4, v5);
// CHECK-NEXT: half v11 = AscendC::ScalarCast<float, half, AscendC::RoundMode::CAST_ROUND>(v6);
// CHECK-NEXT: AscendC::Cast<half, float, 0>(v1, v2, AscendC::RoundMode::CAST_TRUNC, v3, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list5[] = {v3};
// CHECK-NEXT: AscendC::Cast<half, float, 1>(v1, v2, AscendC::RoundMode::CAST_TRUNC, v1_mask_list5, v4, v5);
// CHECK-NEXT: half v12 = AscendC::ScalarCast<float, half, AscendC::RoundMode::CAST_TRUNC>(v6);
// CHECK-NEXT: AscendC::Cast<half, float, 0>(v1, v2, AscendC::RoundMode::CAST_ODD, v3, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list6[] = {v3};
// CHECK-NEXT: AscendC::Cast<half, float, 1>(v1, v2, AscendC::RoundMode::CAST_ODD, v1_mask_list6, v4, v5);
// CHECK-NEXT: half v13 = AscendC::ScalarCast<float, half, AscendC::RoundMode::CAST_ODD>(v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @every_round_mode(%h: !ascendc.local_tensor<64xf16>, %f: !ascendc.local_tensor<64xf32>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %x: f32) {
  ascendc.cast_l0 %h, %f, %m, %r, %p {roundMode = 0 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_l1 %h, %f, %m, %r, %p {isSetMask, roundMode = 0 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  %s0 = ascendc.scalar_cast %x {dtype = f16, roundMode = 0 : i32} : f32 -> f16
  ascendc.cast_l0 %h, %f, %m, %r, %p {roundMode = 1 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_l1 %h, %f, %m, %r, %p {isSetMask, roundMode = 1 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  %s1 = ascendc.scalar_cast %x {dtype = f16, roundMode = 1 : i32} : f32 -> f16
  ascendc.cast_l0 %h, %f, %m, %r, %p {roundMode = 2 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_l1 %h, %f, %m, %r, %p {isSetMask, roundMode = 2 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  %s2 = ascendc.scalar_cast %x {dtype = f16, roundMode = 2 : i32} : f32 -> f16
  ascendc.cast_l0 %h, %f, %m, %r, %p {roundMode = 3 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_l1 %h, %f, %m, %r, %p {isSetMask, roundMode = 3 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  %s3 = ascendc.scalar_cast %x {dtype = f16, roundMode = 3 : i32} : f32 -> f16
  ascendc.cast_l0 %h, %f, %m, %r, %p {roundMode = 4 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_l1 %h, %f, %m, %r, %p {isSetMask, roundMode = 4 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  %s4 = ascendc.scalar_cast %x {dtype = f16, roundMode = 4 : i32} : f32 -> f16
  ascendc.cast_l0 %h, %f, %m, %r, %p {roundMode = 5 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_l1 %h, %f, %m, %r, %p {isSetMask, roundMode = 5 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  %s5 = ascendc.scalar_cast %x {dtype = f16, roundMode = 5 : i32} : f32 -> f16
  ascendc.cast_l0 %h, %f, %m, %r, %p {roundMode = 6 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_l1 %h, %f, %m, %r, %p {isSetMask, roundMode = 6 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  %s6 = ascendc.scalar_cast %x {dtype = f16, roundMode = 6 : i32} : f32 -> f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_reg_modes(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, AscendC::LocalTensor<int16_t> v3, uint8_t v4, AscendC::BinaryRepeatParams v5) {
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_reg_modes(%d: !ascendc.local_tensor<128xi16>, %a: !ascendc.local_tensor<128xi16>, %b: !ascendc.local_tensor<128xi16>, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.select_reg %d, %a, %b, %r, %p {selMode = 0 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, ui8, !ascendc.binary_repeat_params
  ascendc.select_reg %d, %a, %b, %r, %p {selMode = 1 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, ui8, !ascendc.binary_repeat_params
  ascendc.select_reg %d, %a, %b, %r, %p {selMode = 2 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, ui8, !ascendc.binary_repeat_params
  return
}

