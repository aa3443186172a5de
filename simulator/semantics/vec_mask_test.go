package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

const lt256 = "!ascendc.local_tensor<256xf32>"

// wide builds a kernel over 256 f32 (four 256-byte repeats): x is loaded into UB %a, %o
// is zeroed by an L2 Duplicate (which also leaves the mask register full, in normal mode),
// body runs, and %o is stored to y.
func wide(body string) string {
	return `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c16 = arith.constant 16 : i32
  %c256 = arith.constant 256 : i32
  %h = arith.constant 1000.0 : f32
  %zero = arith.constant 0.0 : f32
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %a = ascendc.local_tensor_v3 vecin, 0, 256 : ` + lt256 + `
  %o = ascendc.local_tensor_v3 vecout, 4096, 256 : ` + lt256 + `
  %p = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c8) : i32, i32, i32, i32
  ascendc.data_copy_l2 %a, %gx, %c256 : ` + lt256 + `, ` + gt + `, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.duplicate_l2 %o, %zero, %c256 : ` + lt256 + `, f32, i32
  ascendc.pipe_barrier pipe_v
` + body + `
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %o, %c256 : ` + gt + `, ` + lt256 + `, i32
  return
}`
}

func xs256() []float32 {
	v := make([]float32, 256)
	for i := range v {
		v[i] = float32(i)*0.5 - 30
	}
	return v
}

func runWide(t *testing.T, body string) ([]byte, string) {
	t.Helper()
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 1024), Name: "y"}
	_, d := kernel(t, wide(body), 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(xs256()...), Name: "x"}, y)
	return y.Data, d
}

// checkAdds compares y with x+1000 on the lanes on(i) selects and 0 elsewhere.
func checkAdds(t *testing.T, name string, y []byte, on func(i int) bool) {
	t.Helper()
	x := xs256()
	for i := 0; i < 256; i++ {
		want := float32(0)
		if on(i) {
			want = x[i] + 1000
		}
		if got := f32at(y, i); got != want {
			t.Fatalf("%s: y[%d] = %g, want %g", name, i, got, want)
		}
	}
}

func TestMaskModes(t *testing.T) {
	cases := []struct {
		name, body string
		on         func(i int) bool
	}{
		// Counter mode, count from the register: 100 elements over two repeats; the
		// repeatTimes operand (1) is not used.
		{"counter register", `  %c100 = arith.constant 100 : i32
  ascendc.set_mask_count
  ascendc.set_vector_mask_l0 %c100 {dtype = f32, mode = 1 : i32} : i32
  ascendc.adds_l0 %o, %a, %h, %c8, %c1, %p : ` + lt256 + `, ` + lt256 + `, f32, i32, i32, !ascendc.unary_repeat_params
  ascendc.set_mask_norm`, func(i int) bool { return i < 100 }},
		// Counter mode with isSetMask: the continuous mask operand is the count.
		{"counter operand", `  %c130 = arith.constant 130 : i32
  ascendc.set_mask_count
  ascendc.adds_l0 %o, %a, %h, %c130, %c1, %p {isSetMask} : ` + lt256 + `, ` + lt256 + `, f32, i32, i32, !ascendc.unary_repeat_params
  ascendc.set_mask_norm`, func(i int) bool { return i < 130 }},
		// Normal mode, register written as two words: lanes 4..7 of each of 3 repeats.
		{"normal register words", `  %lo_i = arith.constant 240 : i64
  %lo = builtin.unrealized_conversion_cast %lo_i : i64 to ui64
  %hi_i = arith.constant 0 : i64
  %hi = builtin.unrealized_conversion_cast %hi_i : i64 to ui64
  %c3 = arith.constant 3 : i32
  ascendc.set_vector_mask_l1 %hi, %lo {dtype = f32, mode = 0 : i32} : ui64, ui64
  ascendc.adds_l0 %o, %a, %h, %c8, %c3, %p : ` + lt256 + `, ` + lt256 + `, f32, i32, i32, !ascendc.unary_repeat_params`,
			func(i int) bool { return i < 192 && i%64 >= 4 && i%64 < 8 }},
		// Normal mode, continuous length in the register; repeat stride 16 blocks (every
		// other repeat of 64 elements), 2 repeats.
		{"normal register len, strided", `  %c20 = arith.constant 20 : i32
  %ps = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c16, %c16) : i32, i32, i32, i32
  ascendc.set_vector_mask_l0 %c20 {dtype = f32, mode = 0 : i32} : i32
  ascendc.adds_l0 %o, %a, %h, %c8, %c2, %ps : ` + lt256 + `, ` + lt256 + `, f32, i32, i32, !ascendc.unary_repeat_params`,
			func(i int) bool { return (i < 20) || (i >= 128 && i < 148) }},
		// An L2 call leaves normal mode and a full mask behind (Ascend C restores both).
		{"L2 resets", `  %c5 = arith.constant 5 : i32
  ascendc.set_vector_mask_l0 %c5 {dtype = f32, mode = 0 : i32} : i32
  ascendc.set_mask_count
  ascendc.adds_l2 %o, %a, %zero, %c8 : ` + lt256 + `, ` + lt256 + `, f32, i32
  ascendc.pipe_barrier pipe_v
  ascendc.duplicate_l2 %o, %zero, %c256 : ` + lt256 + `, f32, i32
  ascendc.pipe_barrier pipe_v
  ascendc.adds_l0 %o, %a, %h, %c8, %c1, %p : ` + lt256 + `, ` + lt256 + `, f32, i32, i32, !ascendc.unary_repeat_params`,
			func(i int) bool { return i < 64 }},
	}
	for _, c := range cases {
		y, d := runWide(t, c.body)
		if d != "" {
			t.Fatalf("%s: %s", c.name, d)
		}
		checkAdds(t, c.name, y, c.on)
	}
	// isSetMask writes the operand into the register: a later call without it reuses it.
	y, d := runWide(t, `  %c5 = arith.constant 5 : i32
  ascendc.adds_l0 %o, %a, %h, %c5, %c1, %p {isSetMask} : `+lt256+`, `+lt256+`, f32, i32, i32, !ascendc.unary_repeat_params
  ascendc.pipe_barrier pipe_v
  ascendc.adds_l0 %o, %o, %h, %c8, %c4, %p : `+lt256+`, `+lt256+`, f32, i32, i32, !ascendc.unary_repeat_params`)
	if d != "" {
		t.Fatal(d)
	}
	x := xs256()
	for i := 0; i < 256; i++ {
		want := float32(0)
		if i%64 < 5 {
			want = 1000
			if i < 5 {
				want = x[i] + 2000
			}
		}
		if got := f32at(y, i); got != want {
			t.Fatalf("isSetMask persists: y[%d] = %g, want %g", i, got, want)
		}
	}
}

func TestMaskErrors(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"register never written", strings.Replace(wide(`  ascendc.adds_l0 %o, %a, %h, %c8, %c1, %p : `+lt256+`, `+lt256+`, f32, i32, i32, !ascendc.unary_repeat_params`),
			"  ascendc.duplicate_l2 %o, %zero, %c256 : "+lt256+", f32, i32\n", "", 1), "before any set_vector_mask"},
		{"continuous mask too wide", wide(`  %c65 = arith.constant 65 : i32
  ascendc.adds_l0 %o, %a, %h, %c65, %c1, %p {isSetMask} : ` + lt256 + `, ` + lt256 + `, f32, i32, i32, !ascendc.unary_repeat_params`), "continuous mask 65 is outside [1, 64]"},
		{"high word for f32", wide(`  %w_i = arith.constant 1 : i64
  %w = builtin.unrealized_conversion_cast %w_i : i64 to ui64
  ascendc.adds_l1 %o, %a, %h, %w, %w, %c1, %p {isSetMask} : ` + lt256 + `, ` + lt256 + `, f32, ui64, ui64, i32, !ascendc.unary_repeat_params`), "mask word 1 (0x1) must be 0"},
		{"set_vector_mask length", wide(`  %c200 = arith.constant 200 : i32
  ascendc.set_vector_mask_l0 %c200 {dtype = f16, mode = 0 : i32} : i32`), "continuous mask 200 is outside [1, 128] for f16"},
		{"reduction in counter mode", wide(`  ascendc.set_mask_count
  ascendc.whole_reduce_sum_l0 %o, %a, %c16, %c1, %c1, %c1, %c8 : ` + lt256 + `, ` + lt256 + `, i32, i32, i32, i32, i32`), "is not simulated in counter mask mode"},
	}
	for _, c := range cases {
		y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 1024), Name: "y"}
		_, d := kernel(t, c.src, 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(xs256()...), Name: "x"}, y)
		if !strings.Contains(d, c.want) {
			t.Errorf("%s: want %q, got %q", c.name, c.want, d)
		}
	}
}
