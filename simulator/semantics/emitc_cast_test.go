package semantics

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// emitc.cast between integer types converts as C++ does: modulo 2^N of the destination,
// read as the destination's signedness; to bool, non-zero is true.
func TestEmitcCastIntegral(t *testing.T) {
	src := `func.func @f(%i: i32, %u: ui16) -> (ui64, i8, ui8, i32, i1, i64) {
  %a = emitc.cast %i : i32 to ui64
  %b = emitc.cast %i : i32 to i8
  %c = emitc.cast %i : i32 to ui8
  %d = emitc.cast %u : ui16 to i32
  %e = emitc.cast %i : i32 to i1
  %f = emitc.cast %u : ui16 to i64
  return %a, %b, %c, %d, %e, %f : ui64, i8, ui8, i32, i1, i64
}`
	r := runFunc(t, src, "f", sim.Value{I: -2}, sim.Value{I: 65535})
	// -2 as uint64 is 2^64-2 (stored as the same 64-bit pattern); as i8 -2; as ui8 254.
	if uint64(r[0].I) != 1<<64-2 || r[1].I != -2 || r[2].I != 254 {
		t.Errorf("i32 -2 -> ui64/i8/ui8 = %d %d %d", uint64(r[0].I), r[1].I, r[2].I)
	}
	if r[3].I != 65535 || r[4].I != 1 || r[5].I != 65535 {
		t.Errorf("ui16 65535 -> i32 = %d, i32 -2 -> i1 = %d, ui16 -> i64 = %d", r[3].I, r[4].I, r[5].I)
	}
	even := runFunc(t, `func.func @f(%i: i32) -> i1 {
  %e = emitc.cast %i : i32 to i1
  return %e : i1
}`, "f", sim.Value{I: 2})
	if even[0].I != 1 {
		t.Errorf("i32 2 -> i1 = %d, want 1 (non-zero is true)", even[0].I)
	}
}

// A cast involving a float (or any non-integer type) is refused at compile time.
func TestEmitcCastFloatRefused(t *testing.T) {
	src := `func.func @f(%x: f32) -> i32 {
  %a = emitc.cast %x : f32 to i32
  return %a : i32
}`
	m, err := ir.ParseSource(all.NewContext(), "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := sim.NewConfig(Registry(), "ascend910b", 1)
	_, err = sim.Compile(m, "f", cfg)
	if err == nil || !strings.Contains(err.Error(), "only conversions between builtin integer types") {
		t.Fatalf("float cast: %v", err)
	}
}

// emitc.constant with a builtin integer or float value is that value of its type, as
// PyAsc writes its unsigned constants; an opaque value is refused at compile time.
func TestEmitcConstant(t *testing.T) {
	src := `func.func @f() -> (ui32, ui16, ui8, f32, i64) {
  %a = "emitc.constant"() <{value = 4294967295 : ui32}> : () -> ui32
  %b = "emitc.constant"() <{value = 32 : ui16}> : () -> ui16
  %c = "emitc.constant"() <{value = 0 : ui8}> : () -> ui8
  %d = "emitc.constant"() <{value = 1.5 : f32}> : () -> f32
  %e = "emitc.constant"() <{value = -7 : i64}> : () -> i64
  return %a, %b, %c, %d, %e : ui32, ui16, ui8, f32, i64
}`
	r := runFunc(t, src, "f")
	if r[0].I != 4294967295 || r[1].I != 32 || r[2].I != 0 || r[3].F != 1.5 || r[4].I != -7 {
		t.Errorf("constants = %d %d %d %v %d", r[0].I, r[1].I, r[2].I, r[3].F, r[4].I)
	}
	opaque := `func.func @f() -> i32 {
  %a = "emitc.constant"() <{value = #emitc.opaque<"N">}> : () -> i32
  return %a : i32
}`
	m, err := ir.ParseSource(all.NewContext(), "test.mlir", []byte(opaque), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := sim.NewConfig(Registry(), "ascend910b", 1)
	if _, err = sim.Compile(m, "f", cfg); err == nil || !strings.Contains(err.Error(), "opaque C++ text has no known value") {
		t.Fatalf("opaque constant: %v", err)
	}
}
