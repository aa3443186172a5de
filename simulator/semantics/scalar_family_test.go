package semantics

import (
	"math"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// compileErr compiles src's entry and returns the compile error text ("" if none).
func compileErr(t *testing.T, src, entry string) string {
	t.Helper()
	m, err := ir.ParseSource(all.NewContext(), "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	cfg, _ := sim.NewConfig(Registry(), "ascend910b", 1)
	if _, err := sim.Compile(m, entry, cfg); err != nil {
		return err.Error()
	}
	return ""
}

// runErr runs src's entry and returns the first run-time error.
func runErr(t *testing.T, src, entry string, args ...sim.Value) string {
	t.Helper()
	m, err := ir.ParseSource(all.NewContext(), "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := sim.NewConfig(Registry(), "ascend910b", 1)
	p, err := sim.Compile(m, entry, cfg)
	if err != nil {
		t.Fatal(err)
	}
	ch := sim.NewChip(cfg)
	if err := ch.Run(p, entry, args); err != nil {
		return err.Error()
	}
	if errs := ch.Errors(); len(errs) > 0 {
		return errs[0].Error()
	}
	return ""
}

// The scalar operand of duplicate_l2 and adds_l2 given as a one-element UB tensor, as
// PyAsc's Ascend 950 softmax passes it: the element is read (never 0).
func TestTensorScalarOperand(t *testing.T) {
	const st = "!ascendc.local_tensor<1xf32>"
	setup := `
  %s = ascendc.local_tensor_v3 veccalc, 4096, 1 : ` + st + `
  %v = arith.constant 3.5 : f32
  ascendc.local_tensor.set_value %s, %c0, %v : ` + st + `, i32, f32
  ascendc.set_flag s_v, %c0 : i32
  ascendc.wait_flag s_v, %c0 : i32
`
	for _, tc := range []struct {
		body string
		want func(x float32) float32
	}{
		{setup + "  ascendc.duplicate_l2 %o, %s, %c64 : " + lt + ", " + st + ", i32", func(float32) float32 { return 3.5 }},
		{setup + "  ascendc.adds_l2 %o, %a, %s, %c64 : " + lt + ", " + lt + ", " + st + ", i32", func(x float32) float32 { return x + 3.5 }},
		{setup + "  ascendc.muls_l2 %o, %a, %s, %c64 : " + lt + ", " + lt + ", " + st + ", i32", func(x float32) float32 { return x * 3.5 }},
	} {
		x := iota64()
		y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
		_, diags := kernel(t, wrap(tc.body), 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, y)
		if diags != "" {
			t.Fatal(diags)
		}
		for i := range x {
			if got, want := f32at(y.Data, i), tc.want(x[i]); got != want {
				t.Fatalf("%s: element %d = %v, want %v", tc.body[len(tc.body)-60:], i, got, want)
			}
		}
	}
	// A scalar tensor nobody wrote is an uninitialised read, not a 0.
	body := "  %s = ascendc.local_tensor_v3 veccalc, 4096, 1 : " + st + "\n  ascendc.duplicate_l2 %o, %s, %c64 : " + lt + ", " + st + ", i32"
	_, diags := kernel(t, wrap(body), 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"},
		&sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"})
	if !strings.Contains(diags, "uninitialised") {
		t.Fatalf("want an uninitialised-read report, got %q", diags)
	}
}

// ptr_offset per core, as PyAsc offsets GM pointers by the block index.
func TestPtrOffsetPerCore(t *testing.T) {
	src := `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c32 = arith.constant 32 : i32
  %one = arith.constant 1.0 : f32
  %i = ascendc.get_block_idx : index
  %n = arith.constant 32 : index
  %off = arith.muli %i, %n : index
  %xp = emitasc.ptr_offset %x[%off] : memref<?xf32, 22>, memref<?xf32, 22>
  %yp = emitasc.ptr_offset %y[%off] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %xp, %c32 : ` + gt + `, memref<?xf32, 22>, i32
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %yp, %c32 : ` + gt + `, memref<?xf32, 22>, i32
  %a = ascendc.local_tensor_v3 vecin, 0, 32 : !ascendc.local_tensor<32xf32>
  ascendc.data_copy_l2 %a, %gx, %c32 : !ascendc.local_tensor<32xf32>, ` + gt + `, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.adds_l2 %a, %a, %one, %c32 : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<32xf32>, f32, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %a, %c32 : ` + gt + `, !ascendc.local_tensor<32xf32>, i32
  return
}`
	x := iota64()
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
	if _, diags := kernel(t, src, 2, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, y); diags != "" {
		t.Fatal(diags)
	}
	for i := range x {
		if got := f32at(y.Data, i); got != x[i]+1 {
			t.Fatalf("y[%d] = %v, want %v", i, got, x[i]+1)
		}
	}
	// Four cores run past the 64-element buffer: errors, not silent accesses (core 2's
	// pointer is one past the end, core 3's beyond it; neither may access a byte, so
	// binding 32 elements to them fails).
	_, diags := kernel(t, src, 4, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"})
	for _, core := range []string{"core 2", "core 3"} {
		if !strings.Contains(diags, "global buffer of 32 elements exceeds the 0-byte argument ("+core+")") {
			t.Fatalf("want an out-of-bounds error on %s, got %q", core, diags)
		}
	}
	// Cores without work may still compute their offset past the end (PyAsc offsets
	// every core's pointers by its block index before testing whether it has a share):
	// pointer arithmetic is not an access.
	idle := strings.Replace(src, "  %gx = ascendc.global_tensor", "  %has = arith.cmpi ult, %i, %c2 : index\n  scf.if %has {\n  %gx = ascendc.global_tensor", 1)
	idle = strings.Replace(idle, "  return\n}", "  }\n  return\n}", 1)
	idle = strings.Replace(idle, "%c32 = arith.constant 32 : i32", "%c32 = arith.constant 32 : i32\n  %c2 = arith.constant 2 : index", 1)
	y = &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
	if _, diags := kernel(t, idle, 4, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, y); diags != "" {
		t.Fatalf("idle cores with pointers past the end: %s", diags)
	}
	if got := f32at(y.Data, 63); got != x[63]+1 {
		t.Fatalf("y[63] = %v, want %v", got, x[63]+1)
	}
	// Moving a pointer before its object's start stays an error.
	back := strings.Replace(src, "%off = arith.muli %i, %n : index", "%off0 = arith.muli %i, %n : index\n  %m1 = arith.constant -1 : index\n  %off = arith.addi %off0, %m1 : index", 1)
	if _, diags := kernel(t, back, 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}); !strings.Contains(diags, "pointer offset of -4 bytes") {
		t.Fatalf("want a pointer-offset error before the start, got %q", diags)
	}
}

func TestScalarMath(t *testing.T) {
	src := `func.func @f(%h: f16, %x: f32, %d: f64) -> (f16, f32, f32, f64, f32, f16, f32, i32) {
  %e = math.exp %h : f16
  %s = math.sin %x : f32
  %r = math.rsqrt %x : f32
  %p = math.powf %d, %d : f64
  %fm = math.fma %x, %x, %x : f32
  %rd = math.round %h : f16
  %re = math.roundeven %x : f32
  %m = arith.constant -7 : i32
  %ab = math.absi %m : i32
  return %e, %s, %r, %p, %fm, %rd, %re, %ab : f16, f32, f32, f64, f32, f16, f32, i32
}`
	r := runFunc(t, src, "f", sim.Value{F: 1}, sim.Value{F: 2.5}, sim.Value{F: 1.5})
	// exp(1) = 2.71828...; the f16 grid near e has spacing 2^-9, nearest is 2.71875.
	if r[0].F != 2.71875 {
		t.Errorf("exp f16 = %v", r[0].F)
	}
	if r[1].F != float64(float32(math.Sin(2.5))) || r[2].F != float64(float32(1/math.Sqrt(2.5))) {
		t.Errorf("sin/rsqrt = %v %v", r[1].F, r[2].F)
	}
	if r[3].F != math.Pow(1.5, 1.5) || r[4].F != 2.5*2.5+2.5 {
		t.Errorf("powf/fma = %v %v", r[3].F, r[4].F)
	}
	// round is half away from zero, roundeven half to even.
	if r[5].F != 1 || r[6].F != 2 || r[7].I != 7 {
		t.Errorf("round/roundeven/absi = %v %v %v", r[5].F, r[6].F, r[7].I)
	}
	r = runFunc(t, `func.func @f(%x: f32) -> f16 {
  %h = arith.truncf %x : f32 to f16
  %r = math.round %h : f16
  return %r : f16
}`, "f", sim.Value{F: -2.5})
	if r[0].F != -3 {
		t.Errorf("round(-2.5) = %v, want -3", r[0].F)
	}
	if e := compileErr(t, `func.func @f(%v: vector<4xf32>) -> vector<4xf32> {
  %r = math.exp %v : vector<4xf32>
  return %r : vector<4xf32>
}`, "f"); !strings.Contains(e, "math.exp") || !strings.Contains(e, "is not simulated for vector<4xf32>") {
		t.Errorf("vector math: %q", e)
	}
}

// fma rounds once: (1+2^-23)^2 - (1+2^-22) = 2^-46 exactly, which a product rounded to f32
// first would lose.
func TestFmaRoundsOnce(t *testing.T) {
	a := float64(float32(1 + math.Pow(2, -23)))
	c := -float64(float32(1 + math.Pow(2, -22)))
	if got := fusedMulAdd(a, a, c, sim.F32); got != math.Pow(2, -46) {
		t.Fatalf("fma = %v", got)
	}
}

func TestArithExtended(t *testing.T) {
	src := `func.func @f(%a: i32, %b: i32, %x: i64, %y: i64) -> (i32, i1, i32, i32, i64, i64, i64, i64) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %x, %x : i64
  %sl, %sh = arith.mulsi_extended %x, %y : i64
  return %s, %o, %l, %h, %ul, %uh, %sl, %sh : i32, i1, i32, i32, i64, i64, i64, i64
}`
	r := runFunc(t, src, "f", sim.Value{I: -1}, sim.Value{I: 2}, sim.Value{I: -1}, sim.Value{I: 3})
	// 0xffffffff + 2 = 1 carry 1; -1*2 = -2 (high -1); (2^64-1)^2 = 2^128 - 2^65 + 1;
	// -1*3 = -3 (high -1).
	want := []int64{1, 1, -2, -1, 1, -2, -3, -1}
	for i, w := range want {
		if r[i].I != w {
			t.Errorf("result %d = %d, want %d", i, r[i].I, w)
		}
	}
}

func TestMemrefParallelIndirect(t *testing.T) {
	src := `func.func @sq(%a: index) -> index {
  %r = arith.muli %a, %a : index
  return %r : index
}
func.func @f(%n: index) -> (index, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : index
  %f = constant @sq : (index) -> index
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> index {
    %q = func.call_indirect %f(%i) : (index) -> index
    scf.reduce(%q : index) {
    ^bb0(%l: index, %r: index):
      %t = arith.addi %l, %r : index
      scf.reduce.return %t : index
    }
  }
  %m = memref.alloca() : memref<2x3xi32>
  %v = emitasc.variable 41 : i32, memref<1xi32>
  %x = memref.load %v[%c0] : memref<1xi32>
  %one = arith.constant 1 : i32
  %y = arith.addi %x, %one : i32
  %c2 = arith.constant 2 : index
  memref.store %y, %m[%c1, %c2] : memref<2x3xi32>
  %back = memref.load %m[%c1, %c2] : memref<2x3xi32>
  %p = emitasc.ptr_offset %m[5] : memref<2x3xi32>, memref<?xi32>
  %viaPtr = memref.load %p[%c0] : memref<?xi32>
  return %sum, %back, %viaPtr : index, i32, i32
}`
	r := runFunc(t, src, "f", sim.Value{I: 5})
	if r[0].I != 30 || r[1].I != 42 || r[2].I != 42 {
		t.Fatalf("got %d %d %d, want 30 42 42", r[0].I, r[1].I, r[2].I)
	}
	uninit := `func.func @f() -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  return %x : i32
}`
	if e := runErr(t, uninit, "f"); !strings.Contains(e, "uninitialised private memory") {
		t.Fatalf("uninitialised load: %q", e)
	}
}

func TestPyStruct(t *testing.T) {
	const ps = `!emitasc.py_struct<"Cfg", [i8, i32, f32], ["a", "b", "c"]>`
	src := `func.func @f(%p: memref<?x` + ps + `>, %v: i32) -> (i32, f32, i8, i32) {
  %s = emitasc.init_struct ` + ps + `("b" = %v : i32)
  %b = emitasc.member %s "b" : ` + ps + `, i32
  %c = emitasc.copy_struct %p : memref<?x` + ps + `>, ` + ps + `
  %cf = emitasc.member %c "c" : ` + ps + `, f32
  %r = emitasc.dereference %p : memref<?x` + ps + `>, ` + ps + `
  %a = arith.constant 9 : i8
  emitasc.set_member %r "a", %a : ` + ps + `, i8
  %ra = emitasc.member %p "a" : memref<?x` + ps + `>, i8
  %bp = emitasc.member_ptr %p[1] "b" : memref<?x` + ps + `>, memref<?xi32>
  %c0 = arith.constant 0 : index
  %pb = memref.load %bp[%c0] : memref<?xi32>
  return %b, %cf, %ra, %pb : i32, f32, i8, i32
}
func.func @k(%v: i32) -> (i32, f32, i8, i32) {
  %m = memref.alloca() : memref<1x` + ps + `>
  %c0 = arith.constant 0 : index
  %q = memref.cast %m : memref<1x` + ps + `> to memref<?x` + ps + `>
  %r = emitasc.dereference %q : memref<?x` + ps + `>, ` + ps + `
  %a = arith.constant 1 : i8
  %f = arith.constant 2.5 : f32
  emitasc.set_member %r "a", %a : ` + ps + `, i8
  emitasc.set_member %r "b", %v : ` + ps + `, i32
  emitasc.set_member %r "c", %f : ` + ps + `, f32
  %o:4 = func.call @f(%q, %v) : (memref<?x` + ps + `>, i32) -> (i32, f32, i8, i32)
  return %o#0, %o#1, %o#2, %o#3 : i32, f32, i8, i32
}`
	r := runFunc(t, src, "k", sim.Value{I: 77})
	if r[0].I != 77 || r[1].F != 2.5 || r[2].I != 9 || r[3].I != 77 {
		t.Fatalf("got %+v", r)
	}
	// Layout (pack 8): a at 0, b at 4, c at 8, 12 bytes.
	l, err := layoutOf(mustPyStruct(t, ps))
	if err != nil || l.size != 12 || l.fields[1].off != 4 || l.fields[2].off != 8 {
		t.Fatalf("layout %+v %v", l, err)
	}
	bad := `func.func @f(%v: i32) -> i32 {
  %s = emitasc.init_struct ` + ps + `("b" = %v : i32)
  %a = emitasc.member %s "a" : ` + ps + `, i8
  %x = arith.extsi %a : i8 to i32
  return %x : i32
}`
	if e := runErr(t, bad, "f", sim.Value{I: 1}); !strings.Contains(e, "before it was set") {
		t.Fatalf("unset member: %q", e)
	}
}

// member_ptr with an empty field name is emitted as `&p->var<index>` (as without a field),
// so it points at the member named var<index>; the simulator looked up a member named "".
func TestMemberPtrEmptyFieldName(t *testing.T) {
	const ps = `!emitasc.py_struct<"Cfg", [i8, i32, f32], ["a", "var1", "c"]>`
	src := `func.func @k(%v: i32) -> (i32, i32) {
  %m = memref.alloca() : memref<1x` + ps + `>
  %c0 = arith.constant 0 : index
  %q = memref.cast %m : memref<1x` + ps + `> to memref<?x` + ps + `>
  %r = emitasc.dereference %q : memref<?x` + ps + `>, ` + ps + `
  emitasc.set_member %r "var1", %v : ` + ps + `, i32
  %e = emitasc.member_ptr %q[1] "" : memref<?x` + ps + `>, memref<?xi32>
  %n = emitasc.member_ptr %q[1] : memref<?x` + ps + `>, memref<?xi32>
  %x = memref.load %e[%c0] : memref<?xi32>
  %y = memref.load %n[%c0] : memref<?xi32>
  return %x, %y : i32, i32
}`
	r := runFunc(t, src, "k", sim.Value{I: 41})
	if r[0].I != 41 || r[1].I != 41 {
		t.Fatalf("got %d %d, want 41 41 (member var1)", r[0].I, r[1].I)
	}
}

func mustPyStruct(t *testing.T, text string) *emitasc.PyStructType {
	t.Helper()
	m, err := ir.ParseSource(all.NewContext(), "t.mlir", []byte(`func.func @f(%p: `+text+`) { return }`), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var ty *emitasc.PyStructType
	m.Walk(func(op *ir.Operation) bool {
		if op.NumRegions() > 0 && !op.Region(0).Empty() && op.Region(0).Front().NumArgs() > 0 {
			ty, _ = op.Region(0).Front().Arg(0).Type().(*emitasc.PyStructType)
		}
		return true
	})
	return ty
}

func TestEmitAscRefusals(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`func.func @f(%a: i32) -> i32 {
  %0 = emitasc.call_opaque "add" (%a, %a) : (i32, i32) -> i32
  return %0 : i32
}`, "is not simulated for callee 'add'"},
		{`func.func @f(%a: i32) {
  %s = emitasc.init_struct !ascendc.mmad_params("m" = %a : i32, "bogus" = %a : i32)
  return
}`, `is not simulated for member "bogus" of !ascendc.mmad_params`},
		{`func.func @f(%p: memref<?xi32>) -> i32 {
  %0 = emitasc.dereference %p : memref<?xi32>, i32
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i32
  memref.store %v, %p[%c0] : memref<?xi32>
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}`, "may write its memory"},
	} {
		if e := compileErr(t, tc.src, "f"); !strings.Contains(e, tc.want) {
			t.Errorf("want %q, got %q", tc.want, e)
		}
	}
}

// GlobalTensor::operator[] past the end of the buffer is address arithmetic too: a core
// without a share may form the view (PyAsc's lowering offsets by block_idx · tile and
// clips the count to 0); a copy of a non-zero count through it is out of bounds. A local
// tensor's view must stay inside the tensor, and no view may start before it.
func TestGlobalSubindexPastEnd(t *testing.T) {
	src := func(count string) string {
		return `func.func @k(%x: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %n = arith.constant ` + count + ` : i32
  %c100 = arith.constant 100 : i32
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %g = ascendc.global_tensor.subindex %gx[%c100] : ` + gt + `, i32, ` + gt + `
  %a = ascendc.local_tensor_v3 vecin, 0, 64 : ` + lt + `
  ascendc.data_copy_l2 %a, %g, %n : ` + lt + `, ` + gt + `, i32
  return
}`
	}
	x := &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"}
	if _, d := kernel(t, src("0"), 1, x); d != "" {
		t.Fatalf("a view past the end that copies nothing: %s", d)
	}
	if _, d := kernel(t, src("8"), 1, x); !strings.Contains(d, "out-of-bounds") {
		t.Fatalf("want an out-of-bounds read through the view, got %q", d)
	}
	neg := strings.Replace(src("0"), "%c100 = arith.constant 100", "%c100 = arith.constant -8", 1)
	if _, d := kernel(t, neg, 1, x); !strings.Contains(d, "sub-tensor offset -32 bytes is outside") {
		t.Fatalf("want a view before the start refused, got %q", d)
	}
	local := strings.Replace(src("0"), "%g = ascendc.global_tensor.subindex %gx[%c100] : "+gt+", i32, "+gt,
		"%l = ascendc.local_tensor_v3 vecin, 1024, 64 : "+lt+"\n  %g2 = ascendc.local_tensor.subindex %l[%c100] : "+lt+", i32, "+lt+"\n  %g = ascendc.global_tensor.subindex %gx[%c0] : "+gt+", i32, "+gt, 1)
	if _, d := kernel(t, local, 1, x); !strings.Contains(d, "sub-tensor offset 400 bytes is outside the 256-byte tensor") {
		t.Fatalf("want a local view past the end refused, got %q", d)
	}
}
