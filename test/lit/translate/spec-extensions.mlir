// docs/translator-extensions.md: the ops PyAsc's translator has no printer for that
// asc-translate prints (plain C++ with the op's semantics), and, in the error file
// spec-refusals.mlir, those it refuses as PyAsc does.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s --match-full-lines --strict-whitespace

// CHECK:__inline__ __attribute__((always_inline)) __aicore__ void scalars(int32_t v1, uint32_t v2, int64_t v3) {
// CHECK-NEXT:  int32_t v4 = (v1 / v1) - (((v1 % v1) != 0) && ((v1 < 0) != (v1 < 0)));
// CHECK-NEXT:  int32_t v5 = static_cast<int32_t>(static_cast<uint32_t>(v1) % static_cast<uint32_t>(v1));
// CHECK-NEXT:  uint32_t v6 = v2 % v2;
// CHECK-NEXT:  int32_t v7 = static_cast<int32_t>(static_cast<uint32_t>(v1) / static_cast<uint32_t>(v1) + (static_cast<uint32_t>(v1) % static_cast<uint32_t>(v1) != 0));
// CHECK-NEXT:  uint32_t v8 = v2 / v2 + (v2 % v2 != 0);
// CHECK-NEXT:  int64_t v9 = static_cast<int64_t>(((static_cast<uint64_t>(v3) > static_cast<uint64_t>(v3)) ? (static_cast<uint64_t>(v3)) : (static_cast<uint64_t>(v3))));
// CHECK-NEXT:  int32_t v10 = static_cast<int32_t>(((static_cast<uint32_t>(v1) < static_cast<uint32_t>(v1)) ? (static_cast<uint32_t>(v1)) : (static_cast<uint32_t>(v1))));
// CHECK-NEXT:  uint32_t v11 = static_cast<uint32_t>(v1);
// CHECK-NEXT:  int32_t v12 = v1 + v1;
// CHECK-NEXT:  bool v13 = static_cast<uint32_t>(v12) < static_cast<uint32_t>(v1);
// CHECK-NEXT:  int32_t v14 = v1 * v1;
// CHECK-NEXT:  int32_t v15 = (static_cast<int64_t>(v1) * static_cast<int64_t>(v1)) >> 32;
// CHECK-NEXT:  int32_t v16 = (v1 > static_cast<int32_t>(0)) ? v1 : -v1;
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @scalars(%a: i32, %i: index, %l: i64) {
  %0 = arith.floordivsi %a, %a : i32
  %1 = arith.remui %a, %a : i32
  %2 = arith.remui %i, %i : index
  %3 = arith.ceildivui %a, %a : i32
  %4 = arith.ceildivui %i, %i : index
  %5 = arith.maxui %l, %l : i64
  %6 = arith.minui %a, %a : i32
  %7 = arith.index_castui %a : i32 to index
  %s, %o = arith.addui_extended %a, %a : i32, i1
  %lo, %hi = arith.mulsi_extended %a, %a : i32
  %8 = math.absi %a : i32
  return
}

// index_castui zero-extends: a narrow signed source is read as unsigned first.
// CHECK:__inline__ __attribute__((always_inline)) __aicore__ void index_castui(int8_t v1, uint32_t v2) {
// CHECK-NEXT:  uint32_t v3 = static_cast<uint32_t>(static_cast<uint8_t>(v1));
// CHECK-NEXT:  int64_t v4 = static_cast<int64_t>(v2);
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @index_castui(%a: i8, %i: index) {
  %0 = arith.index_castui %a : i8 to index
  %1 = arith.index_castui %i : index to i64
  return
}

// CHECK:__inline__ __attribute__((always_inline)) __aicore__ float regions(uint32_t v1, uint32_t v2, float v3, float* v4) {
// CHECK-NEXT:  for (uint32_t v5 = v1; v5 < v2; v5 += v1) {
// CHECK-NEXT:    for (uint32_t v6 = v1; v6 < v2; v6 += v1) {
// CHECK-NEXT:      v4[v5] = v3;
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  float v7;
// CHECK-NEXT:  {
// CHECK-NEXT:    float v8 = v3 * v3;
// CHECK-NEXT:    v7 = v8;
// CHECK-NEXT:  }
// CHECK-NEXT:  return v7;
// CHECK-NEXT:}
func.func @regions(%lb: index, %ub: index, %x: f32, %m: memref<?xf32>) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%lb, %lb) {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  %e = scf.execute_region -> f32 {
    %y = arith.mulf %x, %x : f32
    scf.yield %y : f32
  }
  return %e : f32
}

// CHECK:__inline__ __attribute__((always_inline)) __aicore__ void ascendc_ops(AscendC::LocalTensor<float> v1, int32_t v2, bool v3, AscendC::MicroAPI::RegTensor<float> v4, AscendC::MicroAPI::MaskReg v5) {
// CHECK-NEXT:  AscendC::Log2<float, v3>(v1, v1, v1, v2);
// CHECK-NEXT:  AscendC::Log2<float, v3>(v1, v1, v2);
// CHECK-NEXT:  AscendC::MicroAPI::MaskReg v6;
// CHECK-NEXT:  AscendC::MicroAPI::DataCopy(v4, v1);
// CHECK-NEXT:  AscendC::MicroAPI::DataCopy(v1, v4, v5);
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @ascendc_ops(%d: !ascendc.local_tensor<*xf32>, %n: i32, %r: i1, %reg: !ascendc.reg_tensor<f32>, %mask: !ascendc.mask_reg) {
  ascendc.log2 %d, %d, %d, %n, %r {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, i1
  "ascendc.log2"(%d, %d, %n, %r) {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : (!ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, i1) -> ()
  %m = ascendc.mask_reg : !ascendc.mask_reg
  emitasc.load_micro %reg, %d : !ascendc.reg_tensor<f32>, !ascendc.local_tensor<*xf32>
  emitasc.store_micro %d, %reg, %mask : !ascendc.local_tensor<*xf32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  return
}

// A function declaration becomes a prototype (PyAsc has no form for one).
// CHECK:__inline__ __attribute__((always_inline)) __aicore__ int32_t proto(int32_t);
func.func private @proto(%a: i32) -> i32
