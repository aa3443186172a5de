package ascendc

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// Rows of emission.md §1 (func, scf, arith, math, emitc, memref, emitasc, naming) and the
// §3 rows that need surrounding IR, checked on whole functions: each case's text is the
// exact output after the translator's `#include "kernel_operator.h"` line.

// translateExact translates src (unregistered ops allowed: ops the dialects here do not
// define yet) and returns the output after the prologue.
func translateExact(t *testing.T, src string) (string, error) {
	t.Helper()
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	mod, err := ir.ParseSource(ctx, "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	var out bytes.Buffer
	err = Translate(&out, mod, Options{})
	return strings.TrimPrefix(out.String(), "#include \"kernel_operator.h\"\n"), err
}

var specIRCases = []struct{ name, src, want string }{
	{"kernel header", `func.func @k(%a: memref<?xf16, 22>) attributes {ascendc.global} {
  return
}`, `extern "C"  __global__ __aicore__ void k(__gm__ half* v1) {
  return;
}
`},
	{"arith binaries", `func.func @f(%a: i32, %b: i32, %x: f32, %y: f32) -> f32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.remsi %a, %b : i32
  %2 = arith.ceildivsi %a, %b : i32
  %3 = arith.maxsi %a, %b : i32
  %4 = arith.minimumf %x, %y : f32
  %5 = arith.negf %x : f32
  %6 = arith.cmpf ult, %x, %y : f32
  %7 = arith.select %6, %x, %y : f32
  %8 = arith.shrui %a, %b : i32
  %9 = arith.bitcast %x : f32 to i32
  return %7 : f32
}`, `__inline__ __attribute__((always_inline)) __aicore__ float f(int32_t v1, int32_t v2, float v3, float v4) {
  int32_t v5 = v1 + v2;
  int32_t v6 = v1 % v2;
  int32_t v7 = (v1 + v2 - 1) / v2;
  int32_t v8 = ((v1 > v2) ? (v1) : (v2));
  float v9 = ((v3 < v4) ? (v3) : (v4));
  float v10 = -v3;
  bool v11 = v3 < v4;
  float v12 = v11 ? v3 : v4;
  int32_t v13 = v1 >> v2;
  int32_t v14 = *reinterpret_cast<int32_t*>(&v3);
  return v12;
}
`},
	{"arith constants", `func.func @f() {
  %0 = arith.constant true
  %1 = arith.constant 255 : i8
  %2 = arith.constant 0.5 : f32
  %3 = arith.constant -1.5 : f16
  %4 = arith.constant 1.0e+10 : f32
  %5 = arith.constant 7 : index
  %6 = arith.addi %5, %5 : index
  %7 = arith.addf %2, %2 : f32
  %8 = arith.addf %3, %3 : f16
  %9 = arith.xori %0, %0 : i1
  %10 = arith.addi %1, %1 : i8
  %11 = arith.mulf %4, %4 : f32
  return
}`, `__inline__ __attribute__((always_inline)) __aicore__ void f() {
  constexpr bool cm1_i1 = true;
  constexpr int8_t cm1_i8 = -1;
  constexpr float c0_5_f32 = (float)5.000000000e-01;
  half cm1_5_f16 = -1.50000e+00;
  constexpr float c1_0Ep10_f32 = (float)1.000000000e+10;
  constexpr uint32_t c7_idx = 7;
  uint32_t v1 = c7_idx + c7_idx;
  float v2 = c0_5_f32 + c0_5_f32;
  half v3 = cm1_5_f16 + cm1_5_f16;
  bool v4 = cm1_i1 ^ cm1_i1;
  int8_t v5 = cm1_i8 + cm1_i8;
  float v6 = c1_0Ep10_f32 * c1_0Ep10_f32;
  return;
}
`},
	{"arith casts and extended multiply", `func.func @f(%a: i32, %b: i32, %i: index, %h: i16) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.sitofp %a : i32 to f32
  %lo, %hi = arith.mului_extended %a, %b : i32
  %l16, %h16 = arith.mului_extended %h, %h : i16
  %2 = arith.addi %lo, %hi : i32
  %3 = arith.addi %l16, %h16 : i16
  return
}`, `__inline__ __attribute__((always_inline)) __aicore__ void f(int32_t v1, int32_t v2, uint32_t v3, int16_t v4) {
  int32_t v5 = static_cast<int32_t>(v3);
  float v6 = static_cast<float>(v1);
  int32_t v7 = v1 * v2;
  int32_t v8 = (static_cast<uint64_t>(v1) * static_cast<uint64_t>(v2)) >> 32;
  int16_t v9 = v4 * v4;
  int16_t v10 = (static_cast<uint32_t>(v4) * static_cast<uint32_t>(v4)) >> 16;
  int32_t v11 = v7 + v8;
  int16_t v12 = v9 + v10;
  return;
}
`},
	{"math", `func.func @f(%x: f32, %y: f32, %z: f32) {
  %0 = math.absf %x : f32
  %1 = math.sqrt %x : f32
  %2 = math.exp %x : f32
  %3 = math.exp2 %x : f32
  %4 = math.log2 %x : f32
  %5 = math.rsqrt %x : f32
  %6 = math.fma %x, %y, %z : f32
  %7 = "math.copysign"(%x, %y) : (f32, f32) -> f32
  %8 = "math.atan2"(%x, %y) : (f32, f32) -> f32
  %9 = math.round %x : f32
  %10 = math.erf %x : f32
  return
}`, `__inline__ __attribute__((always_inline)) __aicore__ void f(float v1, float v2, float v3) {
  float v4 = (v1 > static_cast<float>(0)) ? v1 : -v1;
  float v5 = sqrt(v1);
  float v6 = AscendC::Exp(v1);
  float v7 = AscendC::Exp(v1 * Log(2));
  float v8 = AscendC::Log2(v1);
  float v9 = AscendC::Rsqrt(v1);
  float v10 = v1 * v2 + v3;
  float v11 = ((v1 < 0 && v2 > 0) || (v1 > 0 && v2 < 0)) ? -v1 : v1;
  float v12 = AscendC::Atan2(v1, v2);
  float v13 = AscendC::Round(v1);
  float v14 = AscendC::Erf(v1);
  return;
}
`},
	{"emitc", `emitc.include "a.h"
emitc.include <"cstdint">
func.func @f(%x: i32) {
  %0 = "emitc.constant"() {value = 5 : i32} : () -> i32
  %1 = "emitc.constant"() {value = 1.0 : f16} : () -> f16
  %2 = "emitc.constant"() {value = #emitc.opaque<"">} : () -> i32
  %3 = "emitc.cast"(%x) : (i32) -> f32
  %4 = "emitc.variable"() {value = 3 : i64} : () -> i64
  emitc.verbatim "a {{b}} $0"
  return
}`, `#include "a.h"
#include <cstdint>
__inline__ __attribute__((always_inline)) __aicore__ void f(int32_t v1) {
  constexpr int32_t v2 = 5;
  half v3 = 1.00000e+00;
  constexpr int32_t v4;
  float v5 = (float) v1;
  constexpr int64_t v6 = 3;
  a {{b}} $0;
  return;
}
`},
	{"memref", `func.func @f(%p: memref<?xi32, 22>, %i: index, %j: index, %v: i32) {
  %a = memref.alloca() : memref<2x3xi32>
  %u = memref.alloca() {ascendc.emit_as_unsigned} : memref<4xi8>
  memref.store %v, %a[%i, %j] : memref<2x3xi32>
  %0 = memref.load %a[%i, %j] : memref<2x3xi32>
  %1 = memref.load %p[%i] : memref<?xi32, 22>
  %2 = memref.cast %p : memref<?xi32, 22> to memref<4xi32, 22>
  return
}`, `__inline__ __attribute__((always_inline)) __aicore__ void f(__gm__ int32_t* v1, uint32_t v2, uint32_t v3, int32_t v4) {
  int32_t v5[2][3];
  uint8_t v6[4];
  v5[v2][v3] = v4;
  int32_t v7 = v5[v2][v3];
  int32_t v8 = v1[v2];
  __gm__ int32_t* v9 = reinterpret_cast<__gm__ int32_t*>(v1);
  return;
}
`},
	{"scf for with results and a vector-scope loop", `func.func @f(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  scf.for %k = %c0 to %n step %c1 {
    %z = arith.addf %r, %r : f32
  } {asc.vec_scope_loop}
  return %r : f32
}`, `__inline__ __attribute__((always_inline)) __aicore__ float f(uint32_t v1, float v2) {
  constexpr uint32_t c0_idx = 0;
  constexpr uint32_t c1_idx = 1;
  float v3;
  float v4 = v2;
  for (uint32_t v5 = c0_idx; v5 < v1; v5 += c1_idx) {
    float v6 = v4 + v2;
    v4 = v6;
  }
  v3 = v4;
  for (uint16_t v7 = c0_idx; v7 < v1; v7 += c1_idx) {
    float v8 = v3 + v3;
  }
  return v3;
}
`},
	{"scf if", `func.func @f(%c: i1, %a: f32, %b: f32) -> f32 {
  %0 = arith.cmpf ogt, %a, %b : f32
  %1 = scf.if %0 -> f32 {
    %2 = arith.mulf %a, %b : f32
    scf.yield %2 : f32
  } else {
    scf.yield %b : f32
  }
  scf.if %c {
    %3 = arith.addf %a, %a : f32
  }
  return %1 : f32
}`, `__inline__ __attribute__((always_inline)) __aicore__ float f(bool v1, float v2, float v3) {
  bool v4 = v2 > v3;
  float v5;
  if (v4) {
    float v6 = v2 * v3;
    v5 = v6;
  } else {
    v5 = v3;
  }
  if (v1) {
    float v7 = v2 + v2;
  }
  return v5;
}
`},
	{"structured ops in a while loop end with a semicolon", `func.func @f(%a: i32, %c: i1) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.if %c {
      %y = arith.addi %x, %x : i32
    }
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%z: i32):
    scf.yield %z : i32
  }
  return
}`, `__inline__ __attribute__((always_inline)) __aicore__ void f(int32_t v1, bool v2) {
  int32_t v3;
  int32_t v4 = v1;
  while (true) {
    if (v2) {
      int32_t v5 = v4 + v4;
    };
    if (!v2) {
      v3 = v4;
      break;
    };
    int32_t v6 = v4;
    v4 = v6;
  };
  return;
}
`},
	{"module-level statements have no semicolon", `%0 = "emitc.constant"() {value = 5 : i32} : () -> i32
emitc.verbatim "using namespace AscendC;"
func.func @f() {
  return
}`, `constexpr int32_t v1 = 5
using namespace AscendC;
__inline__ __attribute__((always_inline)) __aicore__ void f() {
  return;
}
`},
	{"construct", `func.func @f(%a: i64, %b: i32) {
  %0 = ascendc.construct !ascendc.data_copy_params(%b, %b, %b, %b) : i32, i32, i32, i32
  %1 = ascendc.construct !ascendc.fixpipe_config(%a) [!ascendc.co2_layout] constexpr static : i64
  %2 = ascendc.construct !ascendc.pipe()
  return
}`, `__inline__ __attribute__((always_inline)) __aicore__ void f(int64_t v1, int32_t v2) {
  AscendC::DataCopyParams v3{v2, v2, v2, v2};
  static constexpr AscendC::FixpipeConfig v4{static_cast<AscendC::CO2Layout>(v1)};
  AscendC::TPipe v5;
  return;
}
`},
	{"func call", `func.func private @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @f(%a: i32) {
  %0 = func.call @g(%a) : (i32) -> i32
  func.call @h() : () -> ()
  return
}
func.func private @h() {
  return
}`, `__inline__ __attribute__((always_inline)) __aicore__ int32_t g(int32_t v1) {
  return v1;
}
__inline__ __attribute__((always_inline)) __aicore__ void f(int32_t v1) {
  int32_t v2 = g(v1);
  h();
  return;
}
__inline__ __attribute__((always_inline)) __aicore__ void h() {
  return;
}
`},
	{"name locations", `func.func @f(%a: i32 loc("x")) {
  %c = arith.constant 0 : i32 loc("offset")
  %0 = arith.addi %a, %c : i32 loc(fused["s.py":1:2, "sum"])
  return
}`, `__inline__ __attribute__((always_inline)) __aicore__ void f(int32_t v1_x) {
  constexpr int32_t c0_i32_offset = 0;
  int32_t v2_sum = v1_x + c0_i32_offset;
  return;
}
`},
	{"emitasc", `func.func @f(%h: i64, %l: i64, %p: memref<?xi32>, %x: i32) {
  %m = emitasc.mask %h, %l
  emitasc.verbatim "use($0, $1, $2, $x)" %x, %h : i32, i64
  %v = emitasc.variable 0 : i32, memref<2x2xi32>
  emitasc.verbatim "plain $0"
  return
}`, `__inline__ __attribute__((always_inline)) __aicore__ void f(int64_t v1, int64_t v2, int32_t* v3, int32_t v4) {
  uint64_t v5[2] = {static_cast<uint64_t>(v2), static_cast<uint64_t>(v1)};
  use(v4, v1, $2, $x);
  int32_t v6[2][2]{0};
  plain $0;
  return;
}
`},
	{"mask lists numbered per op kind over the translation", `func.func @f(%d: !ascendc.local_tensor<*xf32>, %m: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.add_l1 %d, %d, %d, %m, %m, %r, %p : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
  ascendc.mul_l1 %d, %d, %d, %m, %m, %r, %p : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
  return
}
func.func @g(%d: !ascendc.local_tensor<*xf32>, %m: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.add_l1 %d, %d, %d, %m, %m, %r, %p : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
  return
}`, `__inline__ __attribute__((always_inline)) __aicore__ void f(AscendC::LocalTensor<float> v1, uint64_t v2, int32_t v3, AscendC::BinaryRepeatParams v4) {
  uint64_t v1_mask_list0[] = {v2, v2};
  AscendC::Add<float, 0>(v1, v1, v1, v1_mask_list0, v3, v4);
  uint64_t v1_mask_list0[] = {v2, v2};
  AscendC::Mul<float, 0>(v1, v1, v1, v1_mask_list0, v3, v4);
  return;
}
__inline__ __attribute__((always_inline)) __aicore__ void g(AscendC::LocalTensor<float> v1, uint64_t v2, int32_t v3, AscendC::BinaryRepeatParams v4) {
  uint64_t v1_mask_list1[] = {v2, v2};
  AscendC::Add<float, 0>(v1, v1, v1, v1_mask_list1, v3, v4);
  return;
}
`},
}

func TestSpecIR(t *testing.T) {
	for _, c := range specIRCases {
		t.Run(c.name, func(t *testing.T) {
			got, err := translateExact(t, c.src)
			if err != nil {
				t.Fatalf("%v\n%s", err, got)
			}
			// The module ends every top-level op with a newline of its own (§1.1).
			if got != c.want+"\n" {
				t.Errorf("got:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}

// TestSpecTypeSpelling checks the type table of §1.6.
func TestSpecTypeSpelling(t *testing.T) {
	ctx := all.NewContext()
	for _, c := range specAPITypes {
		ty := mustParseType(t, ctx, "!ascendc."+c[0])
		if got, err := CppType(ty); err != nil || got != c[1] {
			t.Errorf("!ascendc.%s: got %q (%v), want %q", c[0], got, err, c[1])
		}
	}
	for src, want := range map[string]string{
		"index": "uint32_t", "i1": "bool", "si16": "int16_t", "ui64": "uint64_t", "bf16": "bfloat16_t", "f64": "double",
		"memref<?xf16, 22>": "__gm__ half*", "memref<16xi8, 26>": "__ubuf__ int8_t*", "memref<*xf32, 28>": "__fbuf__ float*",
		"!ascendc.local_tensor<16xf16>":          "AscendC::LocalTensor<half>",
		"!ascendc.global_tensor<*xbf16>":         "AscendC::GlobalTensor<bfloat16_t>",
		"!ascendc.tbuf<vecin>":                   "AscendC::TBuf<AscendC::TPosition::VECIN>",
		"!ascendc.queue<vecout, 2>":              "AscendC::TQue<AscendC::TPosition::VECOUT, 2>",
		"!ascendc.que_bind<vecin, vecout, 1>":    "AscendC::TQueBind<AscendC::TPosition::VECIN, AscendC::TPosition::VECOUT, 1>",
		"!ascendc.local_mem_allocator<1>":        "AscendC::LocalMemAllocator<AscendC::Hardware::UB>",
		"!ascendc.reg_tensor<f32>":               "AscendC::MicroAPI::RegTensor<float>",
		"!ascendc.mask_reg":                      "AscendC::MicroAPI::MaskReg",
		"!ascendc.mrg_sort_src_list<f16>":        "AscendC::MrgSortSrcList<half>",
		"!ascendc.data_copy_pad_ext_params<f32>": "AscendC::DataCopyPadExtParams<float>",
	} {
		ty := mustParseType(t, ctx, src)
		if got, err := CppType(ty); err != nil || got != want {
			t.Errorf("%s: got %q (%v), want %q", src, got, err, want)
		}
	}
}

// TestSpecTypeErrors checks the refusals of §1.6 / §4.1.
func TestSpecTypeErrors(t *testing.T) {
	ctx := all.NewContext()
	for src, want := range map[string]string{
		"i4":            "cannot emit integer type 'i4'",
		"i128":          "cannot emit integer type 'i128'",
		"f80":           "cannot emit float type 'f80'",
		"tensor<4xf32>": "cannot emit type 'tensor<4xf32>'",
		"vector<4xf32>": "cannot emit type 'vector<4xf32>'",
	} {
		_, err := CppType(mustParseType(t, ctx, src))
		if err == nil || err.Error() != want {
			t.Errorf("%s: got %v, want %s", src, err, want)
		}
	}
}
