// ascendc-insert-sync, write-after-read across an outer loop's back edge into an inner
// loop: the tile an inner loop loads (MTE2) shares its static buffer (reuse-ub-in-out,
// static allocation on c220) with the tile the outer body then writes (V) and stores
// (MTE3) after the inner loop. The inner loop's own V_MTE2 pair does not order the next
// outer iteration's load after that store: an MTE3_MTE2 pair ends the outer body.
// (nested_iter_tiles under reuse-ub, reuse-ub-in-out and static-alloc on Ascend910B1.)

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @nested_iter_kernel
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             ascendc.data_copy_pad_l0_ext %[[T:[0-9]+]],
// CHECK:             ascendc.set_flag v_mte2
// CHECK:             ascendc.wait_flag v_mte2
// CHECK-NEXT:        scf.yield
// CHECK:           ascendc.data_copy_pad_l2_ext %{{[0-9]+}}, %[[T]],
// CHECK:           ascendc.set_flag mte3_mte2
// CHECK-NEXT:      ascendc.wait_flag mte3_mte2
// CHECK:           scf.yield

func.func @nested_iter_kernel(%arg0: memref<*xf32, 22>, %arg1: memref<*xf32, 22>, %arg2: memref<*xf32, 22>, %arg3: i32) attributes {ascendc.global} {
  %c1024_i32 = arith.constant 1024 : i32
  %c256_i32 = arith.constant 256 : i32
  %c4_i32 = arith.constant 4 : i32
  %c1_i32 = arith.constant 1 : i32
  %c0_i32 = arith.constant 0 : i32
  %cst = arith.constant 0.000000e+00 : f32
  %c256_i64 = arith.constant 256 : i64
  %cst_0 = arith.constant 0xFF800000 : f32
  %0 = ascendc.local_tensor_v3 veccalc, 0, 256 : !ascendc.local_tensor<1x256xf32>
  ascendc.duplicate_l2 %0, %cst_0, %c256_i64 : !ascendc.local_tensor<1x256xf32>, f32, i64
  %1 = ascendc.local_tensor_v3 veccalc, 1024, 256 : !ascendc.local_tensor<1x256xf32>
  ascendc.duplicate_l2 %1, %cst, %c256_i64 : !ascendc.local_tensor<1x256xf32>, f32, i64
  %2 = ascendc.get_block_idx : i64
  %3 = arith.trunci %2 : i64 to i32
  %4 = ascendc.get_block_num : i64
  %5 = arith.trunci %4 : i64 to i32
  %6 = arith.ceildivsi %arg3, %c4_i32 : i32
  %7 = ascendc.global_tensor : !ascendc.global_tensor<?x?xf32>
  ascendc.global_tensor.set_global_buffer %7, %arg0 : !ascendc.global_tensor<?x?xf32>, memref<*xf32, 22>
  %8 = ascendc.global_tensor : !ascendc.global_tensor<?x?xf32>
  ascendc.global_tensor.set_global_buffer %8, %arg1 : !ascendc.global_tensor<?x?xf32>, memref<*xf32, 22>
  %9 = ascendc.global_tensor : !ascendc.global_tensor<?x?xf32>
  ascendc.global_tensor.set_global_buffer %9, %arg2 : !ascendc.global_tensor<?x?xf32>, memref<*xf32, 22>
  %10 = ascendc.local_tensor_v3 veccalc, 2048, 256 : !ascendc.local_tensor<1x256xf32>
  %11 = ascendc.local_tensor_v3 veccalc, 3072, 256 : !ascendc.local_tensor<1x256xf32>
  %12 = ascendc.local_tensor_v3 veccalc, 4096, 256 : !ascendc.local_tensor<1x256xf32>
  %13 = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%c1_i32, %c0_i32, %c0_i32, %cst) [i32, i32, ui8, f32] : i32, i32, i32, f32
  %14 = scf.for %arg4 = %3 to %6 step %5 iter_args(%arg5 = %1) -> (!ascendc.local_tensor<1x256xf32>)  : i32 {
    %22 = ascendc.local_tensor_v3 veccalc, 5120, 256 : !ascendc.local_tensor<1x256xf32>
    %23 = arith.muli %arg4, %c4_i32 : i32
    %24:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %1, %arg8 = %0) -> (!ascendc.local_tensor<1x256xf32>, !ascendc.local_tensor<1x256xf32>)  : i32 {
      %32 = arith.addi %23, %arg6 : i32
      %33 = arith.muli %32, %c256_i32 : i32
      %34 = ascendc.global_tensor.subindex %7[%33] : !ascendc.global_tensor<?x?xf32>, i32, !ascendc.global_tensor<?x?xf32>
      %35 = arith.subi %arg3, %32 : i32
      %36 = arith.cmpi slt, %35, %c0_i32 : i32
      %37 = arith.select %36, %c0_i32, %35 : i32
      %38 = arith.minsi %37, %c1_i32 : i32
      %39 = ascendc.construct !ascendc.data_copy_ext_params(%38, %c1024_i32, %c0_i32, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
      ascendc.data_copy_pad_l0_ext %22, %34, %39, %13 : !ascendc.local_tensor<1x256xf32>, !ascendc.global_tensor<?x?xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
      %40 = arith.cmpi slt, %38, %c1_i32 : i32
      ascendc.add_l2 %10, %arg7, %22, %c256_i64 : !ascendc.local_tensor<1x256xf32>, !ascendc.local_tensor<1x256xf32>, !ascendc.local_tensor<1x256xf32>, i64
      ascendc.max_l2 %11, %arg8, %22, %c256_i64 : !ascendc.local_tensor<1x256xf32>, !ascendc.local_tensor<1x256xf32>, !ascendc.local_tensor<1x256xf32>, i64
      scf.yield %10, %11 : !ascendc.local_tensor<1x256xf32>, !ascendc.local_tensor<1x256xf32>
    }
    ascendc.add_l2 %22, %24#0, %24#1, %c256_i64 : !ascendc.local_tensor<1x256xf32>, !ascendc.local_tensor<1x256xf32>, !ascendc.local_tensor<1x256xf32>, i64
    %25 = arith.muli %arg4, %c256_i32 : i32
    %26 = ascendc.global_tensor.subindex %8[%25] : !ascendc.global_tensor<?x?xf32>, i32, !ascendc.global_tensor<?x?xf32>
    %27 = arith.subi %6, %arg4 : i32
    %28 = arith.cmpi slt, %27, %c0_i32 : i32
    %29 = arith.select %28, %c0_i32, %27 : i32
    %30 = arith.minsi %29, %c1_i32 : i32
    %31 = ascendc.construct !ascendc.data_copy_ext_params(%30, %c1024_i32, %c0_i32, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
    ascendc.data_copy_pad_l2_ext %26, %22, %31 : !ascendc.global_tensor<?x?xf32>, !ascendc.local_tensor<1x256xf32>, !ascendc.data_copy_ext_params
    ascendc.add_l2 %12, %arg5, %24#0, %c256_i64 : !ascendc.local_tensor<1x256xf32>, !ascendc.local_tensor<1x256xf32>, !ascendc.local_tensor<1x256xf32>, i64
    scf.yield %12 : !ascendc.local_tensor<1x256xf32>
  }
  %15 = arith.muli %3, %c256_i32 : i32
  %16 = ascendc.global_tensor.subindex %9[%15] : !ascendc.global_tensor<?x?xf32>, i32, !ascendc.global_tensor<?x?xf32>
  %17 = arith.subi %5, %3 : i32
  %18 = arith.cmpi slt, %17, %c0_i32 : i32
  %19 = arith.select %18, %c0_i32, %17 : i32
  %20 = arith.minsi %19, %c1_i32 : i32
  %21 = ascendc.construct !ascendc.data_copy_ext_params(%20, %c1024_i32, %c0_i32, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
  ascendc.data_copy_pad_l2_ext %16, %14, %21 : !ascendc.global_tensor<?x?xf32>, !ascendc.local_tensor<1x256xf32>, !ascendc.data_copy_ext_params
  return
}

