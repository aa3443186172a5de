package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// emitasc's register moves are the ascendc DataCopy forms under other operand names: a
// load with emitasc.load_micro and a masked store with emitasc.store_micro move the same
// lanes.
func TestEmitAscRegisterMoves(t *testing.T) {
	body := `  %w = ascendc.reg_tensor : ` + rt + `
  emitasc.load_micro %w, %pa : ` + rt + `, ` + ptr + `
  ascendc.data_copy_vst_micro %po, %v, %all : ` + ptr + `, ` + rt + `, ` + mk + `
  ascendc.pipe_barrier pipe_v
  ascendc.add_micro %r, %w, %w, %m16 : ` + rt + `, ` + rt + `, ` + rt + `, ` + mk + `
  emitasc.store_micro %po, %r, %m16 : ` + ptr + `, ` + rt + `, ` + mk
	y, d := runMicro(t, body)
	if d != "" {
		t.Fatal(d)
	}
	for i, got := range y {
		want := float32(i) - 20
		if i < 16 {
			want *= 2
		}
		if got != want {
			t.Fatalf("y[%d] = %g, want %g", i, got, want)
		}
	}
}

// call_opaque calls a function of the module; any other callee, or mismatched types, is
// refused naming the callee. verbatim runs when its text is inert (directives, comments).
func TestEmitAscTextOps(t *testing.T) {
	src := `
func.func private @twice(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @f(%a: i32) -> i32 {
  %r = emitasc.call_opaque "twice"(%a) : (i32) -> i32
  emitasc.verbatim "#pragma unroll"
  emitasc.verbatim "// a comment\n/* and a\n block */"
  return %r : i32
}`
	if r := runFunc(t, src, "f", sim.Value{I: 21}); len(r) != 1 || r[0].I != 42 {
		t.Fatalf("got %+v", r)
	}
	for _, c := range []struct{ body, msg string }{
		{`%r = emitasc.call_opaque "AscendC::Foo"(%a) : (i32) -> i32`, "is not simulated for callee 'AscendC::Foo'"},
		{`%r = emitasc.call_opaque "twice"(%b) : (i64) -> i32`, "its operand and result types are not those of @twice"},
		{`emitasc.verbatim "x = 1;"`, `is not simulated for C++ text "x = 1;"`},
		{`emitasc.verbatim "/* unclosed"`, "is not simulated for C++ text"},
	} {
		src := `
func.func private @twice(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @g(%a: i32, %b: i64) {
  ` + c.body + `
  return
}`
		if got := compileErr(t, src, "g"); !strings.Contains(got, c.msg) {
			t.Errorf("%s: got %q, want %q", c.body, got, c.msg)
		}
	}
}
