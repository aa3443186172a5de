// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): every
// scalar type of the upstream ops' first result (and, for compares, casts, stores and
// loops, of their first operand) that no test translated before. Expected text by hand
// from emission.md §1.6 (index is uint32_t, i1 bool, f16 half, bf16 bfloat16_t), §1.7
// (emitc.constant/variable keep constexpr, a double is (double) + 17 digits), §1.9 (casts),
// §1.10 (the for loop's counter has the bounds' type), §1.12, §1.13, §1.15, §1.16; the ops
// asc-translate prints beyond PyAsc by the formulas of docs/translator-extensions.md.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void addi_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 + v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @addi_i1(%a0: i1, %a1: i1) {
  %r = arith.addi %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void addi_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = v1 + v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @addi_i64(%a0: i64, %a1: i64) {
  %r = arith.addi %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void addi_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 + v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @addi_i8(%a0: i8, %a1: i8) {
  %r = arith.addi %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void addi_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 + v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @addi_index(%a0: index, %a1: index) {
  %r = arith.addi %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void addf_bf16(bfloat16_t v1, bfloat16_t v2) {
// CHECK-NEXT: bfloat16_t v3 = v1 + v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @addf_bf16(%a0: bf16, %a1: bf16) {
  %r = arith.addf %a0, %a1 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void addf_f16(half v1, half v2) {
// CHECK-NEXT: half v3 = v1 + v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @addf_f16(%a0: f16, %a1: f16) {
  %r = arith.addf %a0, %a1 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void addf_f64(double v1, double v2) {
// CHECK-NEXT: double v3 = v1 + v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @addf_f64(%a0: f64, %a1: f64) {
  %r = arith.addf %a0, %a1 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void subi_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 - v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @subi_i1(%a0: i1, %a1: i1) {
  %r = arith.subi %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void subi_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 - v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @subi_i16(%a0: i16, %a1: i16) {
  %r = arith.subi %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void subi_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 - v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @subi_i8(%a0: i8, %a1: i8) {
  %r = arith.subi %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void subi_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 - v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @subi_index(%a0: index, %a1: index) {
  %r = arith.subi %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void subf_bf16(bfloat16_t v1, bfloat16_t v2) {
// CHECK-NEXT: bfloat16_t v3 = v1 - v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @subf_bf16(%a0: bf16, %a1: bf16) {
  %r = arith.subf %a0, %a1 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void subf_f16(half v1, half v2) {
// CHECK-NEXT: half v3 = v1 - v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @subf_f16(%a0: f16, %a1: f16) {
  %r = arith.subf %a0, %a1 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void subf_f64(double v1, double v2) {
// CHECK-NEXT: double v3 = v1 - v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @subf_f64(%a0: f64, %a1: f64) {
  %r = arith.subf %a0, %a1 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void muli_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 * v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @muli_i1(%a0: i1, %a1: i1) {
  %r = arith.muli %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void muli_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 * v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @muli_i16(%a0: i16, %a1: i16) {
  %r = arith.muli %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void muli_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = v1 * v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @muli_i64(%a0: i64, %a1: i64) {
  %r = arith.muli %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void muli_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 * v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @muli_index(%a0: index, %a1: index) {
  %r = arith.muli %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void mulf_bf16(bfloat16_t v1, bfloat16_t v2) {
// CHECK-NEXT: bfloat16_t v3 = v1 * v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @mulf_bf16(%a0: bf16, %a1: bf16) {
  %r = arith.mulf %a0, %a1 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void mulf_f16(half v1, half v2) {
// CHECK-NEXT: half v3 = v1 * v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @mulf_f16(%a0: f16, %a1: f16) {
  %r = arith.mulf %a0, %a1 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void mulf_f64(double v1, double v2) {
// CHECK-NEXT: double v3 = v1 * v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @mulf_f64(%a0: f64, %a1: f64) {
  %r = arith.mulf %a0, %a1 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divsi_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divsi_i1(%a0: i1, %a1: i1) {
  %r = arith.divsi %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divsi_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divsi_i16(%a0: i16, %a1: i16) {
  %r = arith.divsi %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divsi_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divsi_i64(%a0: i64, %a1: i64) {
  %r = arith.divsi %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divsi_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divsi_i8(%a0: i8, %a1: i8) {
  %r = arith.divsi %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divsi_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divsi_index(%a0: index, %a1: index) {
  %r = arith.divsi %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divui_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divui_i1(%a0: i1, %a1: i1) {
  %r = arith.divui %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divui_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divui_i16(%a0: i16, %a1: i16) {
  %r = arith.divui %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divui_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divui_i64(%a0: i64, %a1: i64) {
  %r = arith.divui %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divui_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divui_i8(%a0: i8, %a1: i8) {
  %r = arith.divui %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divui_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divui_index(%a0: index, %a1: index) {
  %r = arith.divui %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divf_bf16(bfloat16_t v1, bfloat16_t v2) {
// CHECK-NEXT: bfloat16_t v3 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divf_bf16(%a0: bf16, %a1: bf16) {
  %r = arith.divf %a0, %a1 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divf_f64(double v1, double v2) {
// CHECK-NEXT: double v3 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divf_f64(%a0: f64, %a1: f64) {
  %r = arith.divf %a0, %a1 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void remsi_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 % v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @remsi_i1(%a0: i1, %a1: i1) {
  %r = arith.remsi %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void remsi_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 % v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @remsi_i16(%a0: i16, %a1: i16) {
  %r = arith.remsi %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void remsi_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 % v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @remsi_i8(%a0: i8, %a1: i8) {
  %r = arith.remsi %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void remsi_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 % v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @remsi_index(%a0: index, %a1: index) {
  %r = arith.remsi %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void andi_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 & v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @andi_i1(%a0: i1, %a1: i1) {
  %r = arith.andi %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void andi_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 & v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @andi_i16(%a0: i16, %a1: i16) {
  %r = arith.andi %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void andi_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = v1 & v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @andi_i64(%a0: i64, %a1: i64) {
  %r = arith.andi %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void andi_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 & v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @andi_i8(%a0: i8, %a1: i8) {
  %r = arith.andi %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void andi_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 & v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @andi_index(%a0: index, %a1: index) {
  %r = arith.andi %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ori_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 | v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ori_i16(%a0: i16, %a1: i16) {
  %r = arith.ori %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ori_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = v1 | v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ori_i64(%a0: i64, %a1: i64) {
  %r = arith.ori %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ori_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 | v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ori_i8(%a0: i8, %a1: i8) {
  %r = arith.ori %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ori_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 | v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ori_index(%a0: index, %a1: index) {
  %r = arith.ori %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void xori_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 ^ v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @xori_i16(%a0: i16, %a1: i16) {
  %r = arith.xori %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void xori_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = v1 ^ v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @xori_i64(%a0: i64, %a1: i64) {
  %r = arith.xori %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void xori_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 ^ v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @xori_i8(%a0: i8, %a1: i8) {
  %r = arith.xori %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void xori_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 ^ v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @xori_index(%a0: index, %a1: index) {
  %r = arith.xori %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shli_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 << v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shli_i1(%a0: i1, %a1: i1) {
  %r = arith.shli %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shli_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 << v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shli_i16(%a0: i16, %a1: i16) {
  %r = arith.shli %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shli_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 << v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shli_i8(%a0: i8, %a1: i8) {
  %r = arith.shli %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shli_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 << v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shli_index(%a0: index, %a1: index) {
  %r = arith.shli %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shrsi_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 >> v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shrsi_i1(%a0: i1, %a1: i1) {
  %r = arith.shrsi %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shrsi_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 >> v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shrsi_i16(%a0: i16, %a1: i16) {
  %r = arith.shrsi %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shrsi_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = v1 >> v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shrsi_i64(%a0: i64, %a1: i64) {
  %r = arith.shrsi %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shrsi_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 >> v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shrsi_i8(%a0: i8, %a1: i8) {
  %r = arith.shrsi %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shrsi_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 >> v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shrsi_index(%a0: index, %a1: index) {
  %r = arith.shrsi %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shrui_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 >> v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shrui_i1(%a0: i1, %a1: i1) {
  %r = arith.shrui %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shrui_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 >> v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shrui_i16(%a0: i16, %a1: i16) {
  %r = arith.shrui %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shrui_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 >> v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shrui_i8(%a0: i8, %a1: i8) {
  %r = arith.shrui %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shrui_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 >> v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shrui_index(%a0: index, %a1: index) {
  %r = arith.shrui %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ceildivsi_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = (v1 + v2 - 1) / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ceildivsi_i1(%a0: i1, %a1: i1) {
  %r = arith.ceildivsi %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ceildivsi_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = (v1 + v2 - 1) / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ceildivsi_i16(%a0: i16, %a1: i16) {
  %r = arith.ceildivsi %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ceildivsi_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = (v1 + v2 - 1) / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ceildivsi_i64(%a0: i64, %a1: i64) {
  %r = arith.ceildivsi %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ceildivsi_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = (v1 + v2 - 1) / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ceildivsi_i8(%a0: i8, %a1: i8) {
  %r = arith.ceildivsi %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ceildivsi_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = (v1 + v2 - 1) / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ceildivsi_index(%a0: index, %a1: index) {
  %r = arith.ceildivsi %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void maxsi_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @maxsi_i1(%a0: i1, %a1: i1) {
  %r = arith.maxsi %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void maxsi_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @maxsi_i16(%a0: i16, %a1: i16) {
  %r = arith.maxsi %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void maxsi_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @maxsi_i8(%a0: i8, %a1: i8) {
  %r = arith.maxsi %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void maxsi_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @maxsi_index(%a0: index, %a1: index) {
  %r = arith.maxsi %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void maximumf_bf16(bfloat16_t v1, bfloat16_t v2) {
// CHECK-NEXT: bfloat16_t v3 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @maximumf_bf16(%a0: bf16, %a1: bf16) {
  %r = arith.maximumf %a0, %a1 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void maximumf_f16(half v1, half v2) {
// CHECK-NEXT: half v3 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @maximumf_f16(%a0: f16, %a1: f16) {
  %r = arith.maximumf %a0, %a1 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void maximumf_f64(double v1, double v2) {
// CHECK-NEXT: double v3 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @maximumf_f64(%a0: f64, %a1: f64) {
  %r = arith.maximumf %a0, %a1 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void maxnumf_bf16(bfloat16_t v1, bfloat16_t v2) {
// CHECK-NEXT: bfloat16_t v3 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @maxnumf_bf16(%a0: bf16, %a1: bf16) {
  %r = arith.maxnumf %a0, %a1 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void maxnumf_f16(half v1, half v2) {
// CHECK-NEXT: half v3 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @maxnumf_f16(%a0: f16, %a1: f16) {
  %r = arith.maxnumf %a0, %a1 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void maxnumf_f64(double v1, double v2) {
// CHECK-NEXT: double v3 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @maxnumf_f64(%a0: f64, %a1: f64) {
  %r = arith.maxnumf %a0, %a1 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void minsi_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @minsi_i1(%a0: i1, %a1: i1) {
  %r = arith.minsi %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void minsi_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @minsi_i16(%a0: i16, %a1: i16) {
  %r = arith.minsi %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void minsi_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @minsi_i8(%a0: i8, %a1: i8) {
  %r = arith.minsi %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void minsi_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @minsi_index(%a0: index, %a1: index) {
  %r = arith.minsi %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void minimumf_bf16(bfloat16_t v1, bfloat16_t v2) {
// CHECK-NEXT: bfloat16_t v3 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @minimumf_bf16(%a0: bf16, %a1: bf16) {
  %r = arith.minimumf %a0, %a1 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void minimumf_f16(half v1, half v2) {
// CHECK-NEXT: half v3 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @minimumf_f16(%a0: f16, %a1: f16) {
  %r = arith.minimumf %a0, %a1 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void minimumf_f64(double v1, double v2) {
// CHECK-NEXT: double v3 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @minimumf_f64(%a0: f64, %a1: f64) {
  %r = arith.minimumf %a0, %a1 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void minnumf_bf16(bfloat16_t v1, bfloat16_t v2) {
// CHECK-NEXT: bfloat16_t v3 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @minnumf_bf16(%a0: bf16, %a1: bf16) {
  %r = arith.minnumf %a0, %a1 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void minnumf_f16(half v1, half v2) {
// CHECK-NEXT: half v3 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @minnumf_f16(%a0: f16, %a1: f16) {
  %r = arith.minnumf %a0, %a1 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void minnumf_f64(double v1, double v2) {
// CHECK-NEXT: double v3 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @minnumf_f64(%a0: f64, %a1: f64) {
  %r = arith.minnumf %a0, %a1 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void negf_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = -v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @negf_bf16(%a0: bf16) {
  %r = arith.negf %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void negf_f16(half v1) {
// CHECK-NEXT: half v2 = -v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @negf_f16(%a0: f16) {
  %r = arith.negf %a0 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void negf_f64(double v1) {
// CHECK-NEXT: double v2 = -v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @negf_f64(%a0: f64) {
  %r = arith.negf %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_bf16(bool v1, bfloat16_t v2, bfloat16_t v3) {
// CHECK-NEXT: bfloat16_t v4 = v1 ? v2 : v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_bf16(%a0: i1, %a1: bf16, %a2: bf16) {
  %r = arith.select %a0, %a1, %a2 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_f16(bool v1, half v2, half v3) {
// CHECK-NEXT: half v4 = v1 ? v2 : v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_f16(%a0: i1, %a1: f16, %a2: f16) {
  %r = arith.select %a0, %a1, %a2 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_f32(bool v1, float v2, float v3) {
// CHECK-NEXT: float v4 = v1 ? v2 : v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_f32(%a0: i1, %a1: f32, %a2: f32) {
  %r = arith.select %a0, %a1, %a2 : f32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_f64(bool v1, double v2, double v3) {
// CHECK-NEXT: double v4 = v1 ? v2 : v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_f64(%a0: i1, %a1: f64, %a2: f64) {
  %r = arith.select %a0, %a1, %a2 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_i1(bool v1, bool v2, bool v3) {
// CHECK-NEXT: bool v4 = v1 ? v2 : v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_i1(%a0: i1, %a1: i1, %a2: i1) {
  %r = arith.select %a0, %a1, %a2 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_i16(bool v1, int16_t v2, int16_t v3) {
// CHECK-NEXT: int16_t v4 = v1 ? v2 : v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_i16(%a0: i1, %a1: i16, %a2: i16) {
  %r = arith.select %a0, %a1, %a2 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_i8(bool v1, int8_t v2, int8_t v3) {
// CHECK-NEXT: int8_t v4 = v1 ? v2 : v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_i8(%a0: i1, %a1: i8, %a2: i8) {
  %r = arith.select %a0, %a1, %a2 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_index(bool v1, uint32_t v2, uint32_t v3) {
// CHECK-NEXT: uint32_t v4 = v1 ? v2 : v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_index(%a0: i1, %a1: index, %a2: index) {
  %r = arith.select %a0, %a1, %a2 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_ui16(bool v1, uint16_t v2, uint16_t v3) {
// CHECK-NEXT: uint16_t v4 = v1 ? v2 : v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_ui16(%a0: i1, %a1: ui16, %a2: ui16) {
  %r = arith.select %a0, %a1, %a2 : ui16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_ui32(bool v1, uint32_t v2, uint32_t v3) {
// CHECK-NEXT: uint32_t v4 = v1 ? v2 : v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_ui32(%a0: i1, %a1: ui32, %a2: ui32) {
  %r = arith.select %a0, %a1, %a2 : ui32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_ui64(bool v1, uint64_t v2, uint64_t v3) {
// CHECK-NEXT: uint64_t v4 = v1 ? v2 : v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_ui64(%a0: i1, %a1: ui64, %a2: ui64) {
  %r = arith.select %a0, %a1, %a2 : ui64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_ui8(bool v1, uint8_t v2, uint8_t v3) {
// CHECK-NEXT: uint8_t v4 = v1 ? v2 : v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_ui8(%a0: i1, %a1: ui8, %a2: ui8) {
  %r = arith.select %a0, %a1, %a2 : ui8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void cmpi_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 < v2;
// CHECK-NEXT: bool v4 = v1 >= v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cmpi_i1(%a0: i1, %a1: i1) {
  %r = arith.cmpi slt, %a0, %a1 : i1
  %s = arith.cmpi uge, %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void cmpi_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: bool v3 = v1 < v2;
// CHECK-NEXT: bool v4 = v1 >= v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cmpi_i16(%a0: i16, %a1: i16) {
  %r = arith.cmpi slt, %a0, %a1 : i16
  %s = arith.cmpi uge, %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void cmpi_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: bool v3 = v1 < v2;
// CHECK-NEXT: bool v4 = v1 >= v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cmpi_i64(%a0: i64, %a1: i64) {
  %r = arith.cmpi slt, %a0, %a1 : i64
  %s = arith.cmpi uge, %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void cmpi_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: bool v3 = v1 < v2;
// CHECK-NEXT: bool v4 = v1 >= v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cmpi_i8(%a0: i8, %a1: i8) {
  %r = arith.cmpi slt, %a0, %a1 : i8
  %s = arith.cmpi uge, %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void cmpi_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: bool v3 = v1 < v2;
// CHECK-NEXT: bool v4 = v1 >= v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cmpi_index(%a0: index, %a1: index) {
  %r = arith.cmpi slt, %a0, %a1 : index
  %s = arith.cmpi uge, %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void cmpf_bf16(bfloat16_t v1, bfloat16_t v2) {
// CHECK-NEXT: bool v3 = v1 < v2;
// CHECK-NEXT: bool v4 = v1 != v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cmpf_bf16(%a0: bf16, %a1: bf16) {
  %r = arith.cmpf olt, %a0, %a1 : bf16
  %s = arith.cmpf une, %a0, %a1 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void cmpf_f16(half v1, half v2) {
// CHECK-NEXT: bool v3 = v1 < v2;
// CHECK-NEXT: bool v4 = v1 != v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cmpf_f16(%a0: f16, %a1: f16) {
  %r = arith.cmpf olt, %a0, %a1 : f16
  %s = arith.cmpf une, %a0, %a1 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void extsi_i1_i8(bool v1) {
// CHECK-NEXT: int8_t v2 = static_cast<int8_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @extsi_i1_i8(%a0: i1) {
  %r = arith.extsi %a0 : i1 to i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void extui_i1_i16(bool v1) {
// CHECK-NEXT: int16_t v2 = static_cast<int16_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @extui_i1_i16(%a0: i1) {
  %r = arith.extui %a0 : i1 to i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void extui_i8_i16(int8_t v1) {
// CHECK-NEXT: int16_t v2 = static_cast<int16_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @extui_i8_i16(%a0: i8) {
  %r = arith.extui %a0 : i8 to i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void extui_i32_i64(int32_t v1) {
// CHECK-NEXT: int64_t v2 = static_cast<int64_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @extui_i32_i64(%a0: i32) {
  %r = arith.extui %a0 : i32 to i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void extui_i1_i8(bool v1) {
// CHECK-NEXT: int8_t v2 = static_cast<int8_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @extui_i1_i8(%a0: i1) {
  %r = arith.extui %a0 : i1 to i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void extf_bf16_f32(bfloat16_t v1) {
// CHECK-NEXT: float v2 = static_cast<float>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @extf_bf16_f32(%a0: bf16) {
  %r = arith.extf %a0 : bf16 to f32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void trunci_i8_i1(int8_t v1) {
// CHECK-NEXT: bool v2 = static_cast<bool>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @trunci_i8_i1(%a0: i8) {
  %r = arith.trunci %a0 : i8 to i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void trunci_i32_i16(int32_t v1) {
// CHECK-NEXT: int16_t v2 = static_cast<int16_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @trunci_i32_i16(%a0: i32) {
  %r = arith.trunci %a0 : i32 to i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void truncf_f32_bf16(float v1) {
// CHECK-NEXT: bfloat16_t v2 = static_cast<bfloat16_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @truncf_f32_bf16(%a0: f32) {
  %r = arith.truncf %a0 : f32 to bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void fptosi_bf16_i1(bfloat16_t v1) {
// CHECK-NEXT: bool v2 = static_cast<bool>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @fptosi_bf16_i1(%a0: bf16) {
  %r = arith.fptosi %a0 : bf16 to i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void fptosi_f16_i16(half v1) {
// CHECK-NEXT: int16_t v2 = static_cast<int16_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @fptosi_f16_i16(%a0: f16) {
  %r = arith.fptosi %a0 : f16 to i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void fptosi_f64_i8(double v1) {
// CHECK-NEXT: int8_t v2 = static_cast<int8_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @fptosi_f64_i8(%a0: f64) {
  %r = arith.fptosi %a0 : f64 to i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void fptoui_bf16_i1(bfloat16_t v1) {
// CHECK-NEXT: bool v2 = static_cast<bool>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @fptoui_bf16_i1(%a0: bf16) {
  %r = arith.fptoui %a0 : bf16 to i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void fptoui_f16_i64(half v1) {
// CHECK-NEXT: int64_t v2 = static_cast<int64_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @fptoui_f16_i64(%a0: f16) {
  %r = arith.fptoui %a0 : f16 to i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void fptoui_f64_i8(double v1) {
// CHECK-NEXT: int8_t v2 = static_cast<int8_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @fptoui_f64_i8(%a0: f64) {
  %r = arith.fptoui %a0 : f64 to i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void index_cast_i1_index(bool v1) {
// CHECK-NEXT: uint32_t v2 = static_cast<uint32_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @index_cast_i1_index(%a0: i1) {
  %r = arith.index_cast %a0 : i1 to index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void index_cast_i64_index(int64_t v1) {
// CHECK-NEXT: uint32_t v2 = static_cast<uint32_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @index_cast_i64_index(%a0: i64) {
  %r = arith.index_cast %a0 : i64 to index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void index_cast_i8_index(int8_t v1) {
// CHECK-NEXT: uint32_t v2 = static_cast<uint32_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @index_cast_i8_index(%a0: i8) {
  %r = arith.index_cast %a0 : i8 to index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void index_cast_index_i1(uint32_t v1) {
// CHECK-NEXT: bool v2 = static_cast<bool>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @index_cast_index_i1(%a0: index) {
  %r = arith.index_cast %a0 : index to i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void index_cast_index_i16(uint32_t v1) {
// CHECK-NEXT: int16_t v2 = static_cast<int16_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @index_cast_index_i16(%a0: index) {
  %r = arith.index_cast %a0 : index to i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void index_cast_index_i8(uint32_t v1) {
// CHECK-NEXT: int8_t v2 = static_cast<int8_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @index_cast_index_i8(%a0: index) {
  %r = arith.index_cast %a0 : index to i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void sitofp_i1_bf16(bool v1) {
// CHECK-NEXT: bfloat16_t v2 = static_cast<bfloat16_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @sitofp_i1_bf16(%a0: i1) {
  %r = arith.sitofp %a0 : i1 to bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void sitofp_i64_f64(int64_t v1) {
// CHECK-NEXT: double v2 = static_cast<double>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @sitofp_i64_f64(%a0: i64) {
  %r = arith.sitofp %a0 : i64 to f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void sitofp_i8_f32(int8_t v1) {
// CHECK-NEXT: float v2 = static_cast<float>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @sitofp_i8_f32(%a0: i8) {
  %r = arith.sitofp %a0 : i8 to f32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void uitofp_i1_bf16(bool v1) {
// CHECK-NEXT: bfloat16_t v2 = static_cast<bfloat16_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @uitofp_i1_bf16(%a0: i1) {
  %r = arith.uitofp %a0 : i1 to bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void uitofp_i64_f64(int64_t v1) {
// CHECK-NEXT: double v2 = static_cast<double>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @uitofp_i64_f64(%a0: i64) {
  %r = arith.uitofp %a0 : i64 to f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void uitofp_i8_f32(int8_t v1) {
// CHECK-NEXT: float v2 = static_cast<float>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @uitofp_i8_f32(%a0: i8) {
  %r = arith.uitofp %a0 : i8 to f32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void bitcast_bf16_i16(bfloat16_t v1) {
// CHECK-NEXT: int16_t v2 = *reinterpret_cast<int16_t*>(&v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @bitcast_bf16_i16(%a0: bf16) {
  %r = arith.bitcast %a0 : bf16 to i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void bitcast_f16_bf16(half v1) {
// CHECK-NEXT: bfloat16_t v2 = *reinterpret_cast<bfloat16_t*>(&v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @bitcast_f16_bf16(%a0: f16) {
  %r = arith.bitcast %a0 : f16 to bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void bitcast_f64_i64(double v1) {
// CHECK-NEXT: int64_t v2 = *reinterpret_cast<int64_t*>(&v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @bitcast_f64_i64(%a0: f64) {
  %r = arith.bitcast %a0 : f64 to i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void bitcast_i1_i1(bool v1) {
// CHECK-NEXT: bool v2 = *reinterpret_cast<bool*>(&v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @bitcast_i1_i1(%a0: i1) {
  %r = arith.bitcast %a0 : i1 to i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void bitcast_i32_f32(int32_t v1) {
// CHECK-NEXT: float v2 = *reinterpret_cast<float*>(&v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @bitcast_i32_f32(%a0: i32) {
  %r = arith.bitcast %a0 : i32 to f32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void bitcast_i64_f64(int64_t v1) {
// CHECK-NEXT: double v2 = *reinterpret_cast<double*>(&v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @bitcast_i64_f64(%a0: i64) {
  %r = arith.bitcast %a0 : i64 to f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void bitcast_i8_i8(int8_t v1) {
// CHECK-NEXT: int8_t v2 = *reinterpret_cast<int8_t*>(&v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @bitcast_i8_i8(%a0: i8) {
  %r = arith.bitcast %a0 : i8 to i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void bitcast_i16_bf16(int16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = *reinterpret_cast<bfloat16_t*>(&v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @bitcast_i16_bf16(%a0: i16) {
  %r = arith.bitcast %a0 : i16 to bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_cast_f32_f64(float v1) {
// CHECK-NEXT: double v2 = (double) v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_cast_f32_f64(%a0: f32) {
  %r = emitc.cast %a0 : f32 to f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_cast_f64_i32(double v1) {
// CHECK-NEXT: int32_t v2 = (int32_t) v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_cast_f64_i32(%a0: f64) {
  %r = emitc.cast %a0 : f64 to i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_cast_i1_i16(bool v1) {
// CHECK-NEXT: int16_t v2 = (int16_t) v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_cast_i1_i16(%a0: i1) {
  %r = emitc.cast %a0 : i1 to i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_cast_i16_i1(int16_t v1) {
// CHECK-NEXT: bool v2 = (bool) v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_cast_i16_i1(%a0: i16) {
  %r = emitc.cast %a0 : i16 to i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_cast_i8_index(int8_t v1) {
// CHECK-NEXT: uint32_t v2 = (uint32_t) v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_cast_i8_index(%a0: i8) {
  %r = emitc.cast %a0 : i8 to index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_cast_index_i8(uint32_t v1) {
// CHECK-NEXT: int8_t v2 = (int8_t) v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_cast_index_i8(%a0: index) {
  %r = emitc.cast %a0 : index to i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_cast_ui32_ui16(uint32_t v1) {
// CHECK-NEXT: uint16_t v2 = (uint16_t) v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_cast_ui32_ui16(%a0: ui32) {
  %r = emitc.cast %a0 : ui32 to ui16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_cast_ui64_ui8(uint64_t v1) {
// CHECK-NEXT: uint8_t v2 = (uint8_t) v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_cast_ui64_ui8(%a0: ui64) {
  %r = emitc.cast %a0 : ui64 to ui8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_cast_ui8_f64(uint8_t v1) {
// CHECK-NEXT: double v2 = (double) v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_cast_ui8_f64(%a0: ui8) {
  %r = emitc.cast %a0 : ui8 to f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_constant_i16() {
// CHECK-NEXT: constexpr int16_t v1 = 7;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_constant_i16() {
  %r = "emitc.constant"() <{value = 7 : i16}> : () -> i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_constant_i64() {
// CHECK-NEXT: constexpr int64_t v1 = 7;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_constant_i64() {
  %r = "emitc.constant"() <{value = 7 : i64}> : () -> i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_constant_i8() {
// CHECK-NEXT: constexpr int8_t v1 = 7;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_constant_i8() {
  %r = "emitc.constant"() <{value = 7 : i8}> : () -> i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_variable_f64() {
// CHECK-NEXT: constexpr double v1 = (double)0.0e+00;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_variable_f64() {
  %r = "emitc.variable"() <{value = 0.0 : f64}> : () -> f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_variable_i1() {
// CHECK-NEXT: constexpr bool v1 = true;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_variable_i1() {
  %r = "emitc.variable"() <{value = true}> : () -> i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_variable_i16() {
// CHECK-NEXT: constexpr int16_t v1 = 3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_variable_i16() {
  %r = "emitc.variable"() <{value = 3 : i16}> : () -> i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_variable_i64() {
// CHECK-NEXT: constexpr int64_t v1 = 3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_variable_i64() {
  %r = "emitc.variable"() <{value = 3 : i64}> : () -> i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_variable_i8() {
// CHECK-NEXT: constexpr int8_t v1 = 3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_variable_i8() {
  %r = "emitc.variable"() <{value = 3 : i8}> : () -> i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_variable_index() {
// CHECK-NEXT: constexpr uint32_t v1 = 3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_variable_index() {
  %r = "emitc.variable"() <{value = 3 : index}> : () -> index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_variable_ui16() {
// CHECK-NEXT: constexpr uint16_t v1 = 3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_variable_ui16() {
  %r = "emitc.variable"() <{value = 3 : ui16}> : () -> ui16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_variable_ui32() {
// CHECK-NEXT: constexpr uint32_t v1 = 3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_variable_ui32() {
  %r = "emitc.variable"() <{value = 3 : ui32}> : () -> ui32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_variable_ui64() {
// CHECK-NEXT: constexpr uint64_t v1 = 3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_variable_ui64() {
  %r = "emitc.variable"() <{value = 3 : ui64}> : () -> ui64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitc_variable_ui8() {
// CHECK-NEXT: constexpr uint8_t v1 = 3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emitc_variable_ui8() {
  %r = "emitc.variable"() <{value = 3 : ui8}> : () -> ui8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void undef_bf16() {
// CHECK-NEXT: bfloat16_t v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @undef_bf16() {
  %r = llvm.mlir.undef : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void undef_f64() {
// CHECK-NEXT: double v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @undef_f64() {
  %r = llvm.mlir.undef : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void undef_i1() {
// CHECK-NEXT: bool v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @undef_i1() {
  %r = llvm.mlir.undef : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void undef_i16() {
// CHECK-NEXT: int16_t v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @undef_i16() {
  %r = llvm.mlir.undef : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void undef_i64() {
// CHECK-NEXT: int64_t v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @undef_i64() {
  %r = llvm.mlir.undef : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void undef_i8() {
// CHECK-NEXT: int8_t v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @undef_i8() {
  %r = llvm.mlir.undef : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_absf_f64(double v1) {
// CHECK-NEXT: double v2 = (v1 > static_cast<double>(0)) ? v1 : -v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_absf_f64(%a0: f64) {
  %r = math.absf %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_sqrt_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = sqrt(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_sqrt_bf16(%a0: bf16) {
  %r = math.sqrt %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_sqrt_f64(double v1) {
// CHECK-NEXT: double v2 = sqrt(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_sqrt_f64(%a0: f64) {
  %r = math.sqrt %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_exp_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = AscendC::Exp(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_exp_bf16(%a0: bf16) {
  %r = math.exp %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_exp_f16(half v1) {
// CHECK-NEXT: half v2 = AscendC::Exp(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_exp_f16(%a0: f16) {
  %r = math.exp %a0 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_exp_f64(double v1) {
// CHECK-NEXT: double v2 = AscendC::Exp(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_exp_f64(%a0: f64) {
  %r = math.exp %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_exp2_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = AscendC::Exp(v1 * Log(2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_exp2_bf16(%a0: bf16) {
  %r = math.exp2 %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_exp2_f64(double v1) {
// CHECK-NEXT: double v2 = AscendC::Exp(v1 * Log(2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_exp2_f64(%a0: f64) {
  %r = math.exp2 %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_log_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = AscendC::Log(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_log_bf16(%a0: bf16) {
  %r = math.log %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_log_f16(half v1) {
// CHECK-NEXT: half v2 = AscendC::Log(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_log_f16(%a0: f16) {
  %r = math.log %a0 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_log_f64(double v1) {
// CHECK-NEXT: double v2 = AscendC::Log(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_log_f64(%a0: f64) {
  %r = math.log %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_log2_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = AscendC::Log2(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_log2_bf16(%a0: bf16) {
  %r = math.log2 %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_log2_f64(double v1) {
// CHECK-NEXT: double v2 = AscendC::Log2(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_log2_f64(%a0: f64) {
  %r = math.log2 %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_sin_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = AscendC::Sin(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_sin_bf16(%a0: bf16) {
  %r = math.sin %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_sin_f64(double v1) {
// CHECK-NEXT: double v2 = AscendC::Sin(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_sin_f64(%a0: f64) {
  %r = math.sin %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_cos_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = AscendC::Cos(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_cos_bf16(%a0: bf16) {
  %r = math.cos %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_cos_f64(double v1) {
// CHECK-NEXT: double v2 = AscendC::Cos(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_cos_f64(%a0: f64) {
  %r = math.cos %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_erf_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = AscendC::Erf(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_erf_bf16(%a0: bf16) {
  %r = math.erf %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_erf_f16(half v1) {
// CHECK-NEXT: half v2 = AscendC::Erf(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_erf_f16(%a0: f16) {
  %r = math.erf %a0 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_erf_f64(double v1) {
// CHECK-NEXT: double v2 = AscendC::Erf(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_erf_f64(%a0: f64) {
  %r = math.erf %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_ceil_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = AscendC::Ceil(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_ceil_bf16(%a0: bf16) {
  %r = math.ceil %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_ceil_f64(double v1) {
// CHECK-NEXT: double v2 = AscendC::Ceil(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_ceil_f64(%a0: f64) {
  %r = math.ceil %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_floor_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = AscendC::Floor(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_floor_bf16(%a0: bf16) {
  %r = math.floor %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_floor_f64(double v1) {
// CHECK-NEXT: double v2 = AscendC::Floor(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_floor_f64(%a0: f64) {
  %r = math.floor %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_round_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = AscendC::Round(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_round_bf16(%a0: bf16) {
  %r = math.round %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_round_f64(double v1) {
// CHECK-NEXT: double v2 = AscendC::Round(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_round_f64(%a0: f64) {
  %r = math.round %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_rsqrt_bf16(bfloat16_t v1) {
// CHECK-NEXT: bfloat16_t v2 = AscendC::Rsqrt(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_rsqrt_bf16(%a0: bf16) {
  %r = math.rsqrt %a0 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_rsqrt_f64(double v1) {
// CHECK-NEXT: double v2 = AscendC::Rsqrt(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_rsqrt_f64(%a0: f64) {
  %r = math.rsqrt %a0 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_atan2_bf16(bfloat16_t v1, bfloat16_t v2) {
// CHECK-NEXT: bfloat16_t v3 = AscendC::Atan2(v1, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_atan2_bf16(%a0: bf16, %a1: bf16) {
  %r = math.atan2 %a0, %a1 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_atan2_f16(half v1, half v2) {
// CHECK-NEXT: half v3 = AscendC::Atan2(v1, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_atan2_f16(%a0: f16, %a1: f16) {
  %r = math.atan2 %a0, %a1 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_atan2_f64(double v1, double v2) {
// CHECK-NEXT: double v3 = AscendC::Atan2(v1, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_atan2_f64(%a0: f64, %a1: f64) {
  %r = math.atan2 %a0, %a1 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_copysign_bf16(bfloat16_t v1, bfloat16_t v2) {
// CHECK-NEXT: bfloat16_t v3 = ((v1 < 0 && v2 > 0) || (v1 > 0 && v2 < 0)) ? -v1 : v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_copysign_bf16(%a0: bf16, %a1: bf16) {
  %r = math.copysign %a0, %a1 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_copysign_f16(half v1, half v2) {
// CHECK-NEXT: half v3 = ((v1 < 0 && v2 > 0) || (v1 > 0 && v2 < 0)) ? -v1 : v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_copysign_f16(%a0: f16, %a1: f16) {
  %r = math.copysign %a0, %a1 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_fma_bf16(bfloat16_t v1, bfloat16_t v2, bfloat16_t v3) {
// CHECK-NEXT: bfloat16_t v4 = v1 * v2 + v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_fma_bf16(%a0: bf16, %a1: bf16, %a2: bf16) {
  %r = math.fma %a0, %a1, %a2 : bf16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_fma_f16(half v1, half v2, half v3) {
// CHECK-NEXT: half v4 = v1 * v2 + v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_fma_f16(%a0: f16, %a1: f16, %a2: f16) {
  %r = math.fma %a0, %a1, %a2 : f16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_fma_f64(double v1, double v2, double v3) {
// CHECK-NEXT: double v4 = v1 * v2 + v3;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_fma_f64(%a0: f64, %a1: f64, %a2: f64) {
  %r = math.fma %a0, %a1, %a2 : f64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_bf16(bfloat16_t* v1, uint32_t v2) {
// CHECK-NEXT: bfloat16_t v3 = v1[v2];
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_bf16(%a0: memref<4xbf16>, %a1: index) {
  %r = memref.load %a0[%a1] : memref<4xbf16>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_f16(half* v1, uint32_t v2) {
// CHECK-NEXT: half v3 = v1[v2];
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_f16(%a0: memref<4xf16>, %a1: index) {
  %r = memref.load %a0[%a1] : memref<4xf16>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_f64(double* v1, uint32_t v2) {
// CHECK-NEXT: double v3 = v1[v2];
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_f64(%a0: memref<4xf64>, %a1: index) {
  %r = memref.load %a0[%a1] : memref<4xf64>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_i1(bool* v1, uint32_t v2) {
// CHECK-NEXT: bool v3 = v1[v2];
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_i1(%a0: memref<4xi1>, %a1: index) {
  %r = memref.load %a0[%a1] : memref<4xi1>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_i16(int16_t* v1, uint32_t v2) {
// CHECK-NEXT: int16_t v3 = v1[v2];
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_i16(%a0: memref<4xi16>, %a1: index) {
  %r = memref.load %a0[%a1] : memref<4xi16>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_i64(int64_t* v1, uint32_t v2) {
// CHECK-NEXT: int64_t v3 = v1[v2];
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_i64(%a0: memref<4xi64>, %a1: index) {
  %r = memref.load %a0[%a1] : memref<4xi64>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_index(uint32_t* v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1[v2];
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_index(%a0: memref<4xindex>, %a1: index) {
  %r = memref.load %a0[%a1] : memref<4xindex>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_ui16(uint16_t* v1, uint32_t v2) {
// CHECK-NEXT: uint16_t v3 = v1[v2];
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_ui16(%a0: memref<4xui16>, %a1: index) {
  %r = memref.load %a0[%a1] : memref<4xui16>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_ui32(uint32_t* v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1[v2];
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_ui32(%a0: memref<4xui32>, %a1: index) {
  %r = memref.load %a0[%a1] : memref<4xui32>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_ui64(uint64_t* v1, uint32_t v2) {
// CHECK-NEXT: uint64_t v3 = v1[v2];
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_ui64(%a0: memref<4xui64>, %a1: index) {
  %r = memref.load %a0[%a1] : memref<4xui64>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_ui8(uint8_t* v1, uint32_t v2) {
// CHECK-NEXT: uint8_t v3 = v1[v2];
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_ui8(%a0: memref<4xui8>, %a1: index) {
  %r = memref.load %a0[%a1] : memref<4xui8>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void store_bf16(bfloat16_t v1, bfloat16_t* v2, uint32_t v3) {
// CHECK-NEXT: v2[v3] = v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @store_bf16(%a0: bf16, %a1: memref<4xbf16>, %a2: index) {
  memref.store %a0, %a1[%a2] : memref<4xbf16>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void store_f16(half v1, half* v2, uint32_t v3) {
// CHECK-NEXT: v2[v3] = v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @store_f16(%a0: f16, %a1: memref<4xf16>, %a2: index) {
  memref.store %a0, %a1[%a2] : memref<4xf16>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void store_f64(double v1, double* v2, uint32_t v3) {
// CHECK-NEXT: v2[v3] = v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @store_f64(%a0: f64, %a1: memref<4xf64>, %a2: index) {
  memref.store %a0, %a1[%a2] : memref<4xf64>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void store_i1(bool v1, bool* v2, uint32_t v3) {
// CHECK-NEXT: v2[v3] = v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @store_i1(%a0: i1, %a1: memref<4xi1>, %a2: index) {
  memref.store %a0, %a1[%a2] : memref<4xi1>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void store_i16(int16_t v1, int16_t* v2, uint32_t v3) {
// CHECK-NEXT: v2[v3] = v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @store_i16(%a0: i16, %a1: memref<4xi16>, %a2: index) {
  memref.store %a0, %a1[%a2] : memref<4xi16>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void store_i64(int64_t v1, int64_t* v2, uint32_t v3) {
// CHECK-NEXT: v2[v3] = v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @store_i64(%a0: i64, %a1: memref<4xi64>, %a2: index) {
  memref.store %a0, %a1[%a2] : memref<4xi64>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void store_index(uint32_t v1, uint32_t* v2, uint32_t v3) {
// CHECK-NEXT: v2[v3] = v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @store_index(%a0: index, %a1: memref<4xindex>, %a2: index) {
  memref.store %a0, %a1[%a2] : memref<4xindex>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void store_ui64(uint64_t v1, uint64_t* v2, uint32_t v3) {
// CHECK-NEXT: v2[v3] = v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @store_ui64(%a0: ui64, %a1: memref<4xui64>, %a2: index) {
  memref.store %a0, %a1[%a2] : memref<4xui64>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void store_ui8(uint8_t v1, uint8_t* v2, uint32_t v3) {
// CHECK-NEXT: v2[v3] = v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @store_ui8(%a0: ui8, %a1: memref<4xui8>, %a2: index) {
  memref.store %a0, %a1[%a2] : memref<4xui8>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void for_i1(bool v1, bool v2, bool v3) {
// CHECK-NEXT: for (bool v4 = v1; v4 < v2; v4 += v3) {
// CHECK-NEXT:   bool v5 = v4 + v3;
// CHECK-NEXT: }
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @for_i1(%a0: i1, %a1: i1, %a2: i1) {
  scf.for %i = %a0 to %a1 step %a2 : i1 {
    %s = arith.addi %i, %a2 : i1
  }
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void for_i64(int64_t v1, int64_t v2, int64_t v3) {
// CHECK-NEXT: for (int64_t v4 = v1; v4 < v2; v4 += v3) {
// CHECK-NEXT:   int64_t v5 = v4 + v3;
// CHECK-NEXT: }
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @for_i64(%a0: i64, %a1: i64, %a2: i64) {
  scf.for %i = %a0 to %a1 step %a2 : i64 {
    %s = arith.addi %i, %a2 : i64
  }
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void for_i8(int8_t v1, int8_t v2, int8_t v3) {
// CHECK-NEXT: for (int8_t v4 = v1; v4 < v2; v4 += v3) {
// CHECK-NEXT:   int8_t v5 = v4 + v3;
// CHECK-NEXT: }
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @for_i8(%a0: i8, %a1: i8, %a2: i8) {
  scf.for %i = %a0 to %a1 step %a2 : i8 {
    %s = arith.addi %i, %a2 : i8
  }
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_remui_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 % v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_remui_i1(%a0: i1, %a1: i1) {
  %r = arith.remui %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_ceildivui_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = v1 / v2 + (v1 % v2 != 0);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_ceildivui_i1(%a0: i1, %a1: i1) {
  %r = arith.ceildivui %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_maxui_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_maxui_i1(%a0: i1, %a1: i1) {
  %r = arith.maxui %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_minui_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_minui_i1(%a0: i1, %a1: i1) {
  %r = arith.minui %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_floordivsi_i1(bool v1, bool v2) {
// CHECK-NEXT: bool v3 = (v1 / v2) - (((v1 % v2) != 0) && ((v1 < 0) != (v2 < 0)));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_floordivsi_i1(%a0: i1, %a1: i1) {
  %r = arith.floordivsi %a0, %a1 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_absi_i1(bool v1) {
// CHECK-NEXT: bool v2 = (v1 > static_cast<bool>(0)) ? v1 : -v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_absi_i1(%a0: i1) {
  %r = math.absi %a0 : i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_remui_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = static_cast<int8_t>(static_cast<uint8_t>(v1) % static_cast<uint8_t>(v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_remui_i8(%a0: i8, %a1: i8) {
  %r = arith.remui %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_ceildivui_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = static_cast<int8_t>(static_cast<uint8_t>(v1) / static_cast<uint8_t>(v2) + (static_cast<uint8_t>(v1) % static_cast<uint8_t>(v2) != 0));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_ceildivui_i8(%a0: i8, %a1: i8) {
  %r = arith.ceildivui %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_maxui_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = static_cast<int8_t>(((static_cast<uint8_t>(v1) > static_cast<uint8_t>(v2)) ? (static_cast<uint8_t>(v1)) : (static_cast<uint8_t>(v2))));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_maxui_i8(%a0: i8, %a1: i8) {
  %r = arith.maxui %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_minui_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = static_cast<int8_t>(((static_cast<uint8_t>(v1) < static_cast<uint8_t>(v2)) ? (static_cast<uint8_t>(v1)) : (static_cast<uint8_t>(v2))));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_minui_i8(%a0: i8, %a1: i8) {
  %r = arith.minui %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_floordivsi_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = (v1 / v2) - (((v1 % v2) != 0) && ((v1 < 0) != (v2 < 0)));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_floordivsi_i8(%a0: i8, %a1: i8) {
  %r = arith.floordivsi %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_absi_i8(int8_t v1) {
// CHECK-NEXT: int8_t v2 = (v1 > static_cast<int8_t>(0)) ? v1 : -v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_absi_i8(%a0: i8) {
  %r = math.absi %a0 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_addui_extended_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 + v2;
// CHECK-NEXT: bool v4 = static_cast<uint8_t>(v3) < static_cast<uint8_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_addui_extended_i8(%a0: i8, %a1: i8) {
  %r:2 = arith.addui_extended %a0, %a1 : i8, i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_mulsi_extended_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 * v2;
// CHECK-NEXT: int8_t v4 = (static_cast<int16_t>(v1) * static_cast<int16_t>(v2)) >> 8;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_mulsi_extended_i8(%a0: i8, %a1: i8) {
  %r:2 = arith.mulsi_extended %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_remui_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = static_cast<int16_t>(static_cast<uint16_t>(v1) % static_cast<uint16_t>(v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_remui_i16(%a0: i16, %a1: i16) {
  %r = arith.remui %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_ceildivui_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = static_cast<int16_t>(static_cast<uint16_t>(v1) / static_cast<uint16_t>(v2) + (static_cast<uint16_t>(v1) % static_cast<uint16_t>(v2) != 0));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_ceildivui_i16(%a0: i16, %a1: i16) {
  %r = arith.ceildivui %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_maxui_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = static_cast<int16_t>(((static_cast<uint16_t>(v1) > static_cast<uint16_t>(v2)) ? (static_cast<uint16_t>(v1)) : (static_cast<uint16_t>(v2))));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_maxui_i16(%a0: i16, %a1: i16) {
  %r = arith.maxui %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_minui_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = static_cast<int16_t>(((static_cast<uint16_t>(v1) < static_cast<uint16_t>(v2)) ? (static_cast<uint16_t>(v1)) : (static_cast<uint16_t>(v2))));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_minui_i16(%a0: i16, %a1: i16) {
  %r = arith.minui %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_floordivsi_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = (v1 / v2) - (((v1 % v2) != 0) && ((v1 < 0) != (v2 < 0)));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_floordivsi_i16(%a0: i16, %a1: i16) {
  %r = arith.floordivsi %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_absi_i16(int16_t v1) {
// CHECK-NEXT: int16_t v2 = (v1 > static_cast<int16_t>(0)) ? v1 : -v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_absi_i16(%a0: i16) {
  %r = math.absi %a0 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_addui_extended_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 + v2;
// CHECK-NEXT: bool v4 = static_cast<uint16_t>(v3) < static_cast<uint16_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_addui_extended_i16(%a0: i16, %a1: i16) {
  %r:2 = arith.addui_extended %a0, %a1 : i16, i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_mulsi_extended_i16(int16_t v1, int16_t v2) {
// CHECK-NEXT: int16_t v3 = v1 * v2;
// CHECK-NEXT: int16_t v4 = (static_cast<int32_t>(v1) * static_cast<int32_t>(v2)) >> 16;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_mulsi_extended_i16(%a0: i16, %a1: i16) {
  %r:2 = arith.mulsi_extended %a0, %a1 : i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_remui_i32(int32_t v1, int32_t v2) {
// CHECK-NEXT: int32_t v3 = static_cast<int32_t>(static_cast<uint32_t>(v1) % static_cast<uint32_t>(v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_remui_i32(%a0: i32, %a1: i32) {
  %r = arith.remui %a0, %a1 : i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_ceildivui_i32(int32_t v1, int32_t v2) {
// CHECK-NEXT: int32_t v3 = static_cast<int32_t>(static_cast<uint32_t>(v1) / static_cast<uint32_t>(v2) + (static_cast<uint32_t>(v1) % static_cast<uint32_t>(v2) != 0));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_ceildivui_i32(%a0: i32, %a1: i32) {
  %r = arith.ceildivui %a0, %a1 : i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_maxui_i32(int32_t v1, int32_t v2) {
// CHECK-NEXT: int32_t v3 = static_cast<int32_t>(((static_cast<uint32_t>(v1) > static_cast<uint32_t>(v2)) ? (static_cast<uint32_t>(v1)) : (static_cast<uint32_t>(v2))));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_maxui_i32(%a0: i32, %a1: i32) {
  %r = arith.maxui %a0, %a1 : i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_minui_i32(int32_t v1, int32_t v2) {
// CHECK-NEXT: int32_t v3 = static_cast<int32_t>(((static_cast<uint32_t>(v1) < static_cast<uint32_t>(v2)) ? (static_cast<uint32_t>(v1)) : (static_cast<uint32_t>(v2))));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_minui_i32(%a0: i32, %a1: i32) {
  %r = arith.minui %a0, %a1 : i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_floordivsi_i32(int32_t v1, int32_t v2) {
// CHECK-NEXT: int32_t v3 = (v1 / v2) - (((v1 % v2) != 0) && ((v1 < 0) != (v2 < 0)));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_floordivsi_i32(%a0: i32, %a1: i32) {
  %r = arith.floordivsi %a0, %a1 : i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_absi_i32(int32_t v1) {
// CHECK-NEXT: int32_t v2 = (v1 > static_cast<int32_t>(0)) ? v1 : -v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_absi_i32(%a0: i32) {
  %r = math.absi %a0 : i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_addui_extended_i32(int32_t v1, int32_t v2) {
// CHECK-NEXT: int32_t v3 = v1 + v2;
// CHECK-NEXT: bool v4 = static_cast<uint32_t>(v3) < static_cast<uint32_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_addui_extended_i32(%a0: i32, %a1: i32) {
  %r:2 = arith.addui_extended %a0, %a1 : i32, i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_mulsi_extended_i32(int32_t v1, int32_t v2) {
// CHECK-NEXT: int32_t v3 = v1 * v2;
// CHECK-NEXT: int32_t v4 = (static_cast<int64_t>(v1) * static_cast<int64_t>(v2)) >> 32;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_mulsi_extended_i32(%a0: i32, %a1: i32) {
  %r:2 = arith.mulsi_extended %a0, %a1 : i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_remui_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = static_cast<int64_t>(static_cast<uint64_t>(v1) % static_cast<uint64_t>(v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_remui_i64(%a0: i64, %a1: i64) {
  %r = arith.remui %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_ceildivui_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = static_cast<int64_t>(static_cast<uint64_t>(v1) / static_cast<uint64_t>(v2) + (static_cast<uint64_t>(v1) % static_cast<uint64_t>(v2) != 0));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_ceildivui_i64(%a0: i64, %a1: i64) {
  %r = arith.ceildivui %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_maxui_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = static_cast<int64_t>(((static_cast<uint64_t>(v1) > static_cast<uint64_t>(v2)) ? (static_cast<uint64_t>(v1)) : (static_cast<uint64_t>(v2))));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_maxui_i64(%a0: i64, %a1: i64) {
  %r = arith.maxui %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_minui_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = static_cast<int64_t>(((static_cast<uint64_t>(v1) < static_cast<uint64_t>(v2)) ? (static_cast<uint64_t>(v1)) : (static_cast<uint64_t>(v2))));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_minui_i64(%a0: i64, %a1: i64) {
  %r = arith.minui %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_floordivsi_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = (v1 / v2) - (((v1 % v2) != 0) && ((v1 < 0) != (v2 < 0)));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_floordivsi_i64(%a0: i64, %a1: i64) {
  %r = arith.floordivsi %a0, %a1 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_absi_i64(int64_t v1) {
// CHECK-NEXT: int64_t v2 = (v1 > static_cast<int64_t>(0)) ? v1 : -v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_absi_i64(%a0: i64) {
  %r = math.absi %a0 : i64
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_addui_extended_i64(int64_t v1, int64_t v2) {
// CHECK-NEXT: int64_t v3 = v1 + v2;
// CHECK-NEXT: bool v4 = static_cast<uint64_t>(v3) < static_cast<uint64_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_addui_extended_i64(%a0: i64, %a1: i64) {
  %r:2 = arith.addui_extended %a0, %a1 : i64, i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_remui_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 % v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_remui_index(%a0: index, %a1: index) {
  %r = arith.remui %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_ceildivui_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 / v2 + (v1 % v2 != 0);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_ceildivui_index(%a0: index, %a1: index) {
  %r = arith.ceildivui %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_maxui_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_maxui_index(%a0: index, %a1: index) {
  %r = arith.maxui %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_minui_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_minui_index(%a0: index, %a1: index) {
  %r = arith.minui %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_floordivsi_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = static_cast<uint32_t>((static_cast<int32_t>(v1) / static_cast<int32_t>(v2)) - (((static_cast<int32_t>(v1) % static_cast<int32_t>(v2)) != 0) && ((static_cast<int32_t>(v1) < 0) != (static_cast<int32_t>(v2) < 0))));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_floordivsi_index(%a0: index, %a1: index) {
  %r = arith.floordivsi %a0, %a1 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_absi_index(uint32_t v1) {
// CHECK-NEXT: uint32_t v2 = (static_cast<int32_t>(v1) > 0) ? v1 : -v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_absi_index(%a0: index) {
  %r = math.absi %a0 : index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_addui_extended_index(uint32_t v1, uint32_t v2) {
// CHECK-NEXT: uint32_t v3 = v1 + v2;
// CHECK-NEXT: bool v4 = static_cast<uint32_t>(v3) < static_cast<uint32_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_addui_extended_index(%a0: index, %a1: index) {
  %r:2 = arith.addui_extended %a0, %a1 : index, i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_mului_extended_i8(int8_t v1, int8_t v2) {
// CHECK-NEXT: int8_t v3 = v1 * v2;
// CHECK-NEXT: int8_t v4 = (static_cast<uint16_t>(v1) * static_cast<uint16_t>(v2)) >> 8;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_mului_extended_i8(%a0: i8, %a1: i8) {
  %r:2 = arith.mului_extended %a0, %a1 : i8
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_index_castui_i1_index(bool v1) {
// CHECK-NEXT: uint32_t v2 = static_cast<uint32_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_index_castui_i1_index(%a0: i1) {
  %r = arith.index_castui %a0 : i1 to index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_index_castui_i16_index(int16_t v1) {
// CHECK-NEXT: uint32_t v2 = static_cast<uint32_t>(static_cast<uint16_t>(v1));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_index_castui_i16_index(%a0: i16) {
  %r = arith.index_castui %a0 : i16 to index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_index_castui_i64_index(int64_t v1) {
// CHECK-NEXT: uint32_t v2 = static_cast<uint32_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_index_castui_i64_index(%a0: i64) {
  %r = arith.index_castui %a0 : i64 to index
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_index_castui_index_i1(uint32_t v1) {
// CHECK-NEXT: bool v2 = static_cast<bool>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_index_castui_index_i1(%a0: index) {
  %r = arith.index_castui %a0 : index to i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_index_castui_index_i16(uint32_t v1) {
// CHECK-NEXT: int16_t v2 = static_cast<int16_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_index_castui_index_i16(%a0: index) {
  %r = arith.index_castui %a0 : index to i16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_index_castui_index_i32(uint32_t v1) {
// CHECK-NEXT: int32_t v2 = static_cast<int32_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_index_castui_index_i32(%a0: index) {
  %r = arith.index_castui %a0 : index to i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void ext_index_castui_index_i8(uint32_t v1) {
// CHECK-NEXT: int8_t v2 = static_cast<int8_t>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @ext_index_castui_index_i8(%a0: index) {
  %r = arith.index_castui %a0 : index to i8
  return
}

