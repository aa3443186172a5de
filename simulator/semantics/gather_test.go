package semantics

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// gsKernel runs body over 256 f32: x is copied into UB %a, the 256 ui32 words w into %f,
// %o starts as zeros (which leaves a full mask in normal mode) and is copied out to y.
// Constants %c0 %c1 %c2 %c4 %c8 %c16 %c40 %c64 %c100 (i32) and the binary repeat params
// %bp are defined.
func gsKernel(t *testing.T, body string, x []float32, w []uint32) ([]float32, string) {
	t.Helper()
	y, d := gsKernelOf(t, "f32", body, f32buf(x...), w)
	return f32sOf(y), d
}

// gsKernelOf is gsKernel over 256 elements of type ty (x and y as raw bytes); LT is the
// tensor type, TY the element type in body.
func gsKernelOf(t *testing.T, ty, body string, x []byte, w []uint32) ([]byte, string) {
	t.Helper()
	src := `func.func @k(%x: memref<?xTY, 22>, %w: memref<?xui32, 22>, %y: memref<?xTY, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c16 = arith.constant 16 : i32
  %c40 = arith.constant 40 : i32
  %c64 = arith.constant 64 : i32
  %c100 = arith.constant 100 : i32
  %c256 = arith.constant 256 : i32
  %zero = arith.constant 0.0 : TY
  %bp = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c8, %c8, %c8) : i32, i32, i32, i32, i32, i32
  %gx = ascendc.global_tensor : GT
  ascendc.global_tensor.set_global_buffer %gx, %x : GT, memref<?xTY, 22>
  %gw = ascendc.global_tensor : !ascendc.global_tensor<*xui32>
  ascendc.global_tensor.set_global_buffer %gw, %w : !ascendc.global_tensor<*xui32>, memref<?xui32, 22>
  %gy = ascendc.global_tensor : GT
  ascendc.global_tensor.set_global_buffer %gy, %y : GT, memref<?xTY, 22>
  %a = ascendc.local_tensor_v3 vecin, 0, 256 : LT
  %f = ascendc.local_tensor_v3 vecin, 4096, 256 : WT
  %o = ascendc.local_tensor_v3 vecout, 8192, 256 : LT
  ascendc.data_copy_l2 %a, %gx, %c256 : LT, GT, i32
  ascendc.data_copy_l2 %f, %gw, %c256 : WT, !ascendc.global_tensor<*xui32>, i32
  ascendc.duplicate_l2 %o, %zero, %c256 : LT, TY, i32
  ascendc.pipe_barrier pipe_v
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
BODY
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %o, %c256 : GT, LT, i32
  return
}`
	src = strings.NewReplacer("GT", "!ascendc.global_tensor<*x"+ty+">", "LT", "!ascendc.local_tensor<256x"+ty+">",
		"WT", wt, "BODY", body, "TY", ty).Replace(src)
	wb := make([]byte, 4*256)
	for i, v := range w {
		binary.LittleEndian.PutUint32(wb[4*i:], v)
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, len(x)), Name: "y"}
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: x, Name: "x"},
		&sim.Arg{Kind: sim.ArgIn, Data: wb, Name: "w"}, y)
	return y.Data, d
}

const wt = "!ascendc.local_tensor<256xui32>"

// gsTypes is the operand type list of a gather/scatter op after its three tensors.
const gsTensors = lt256 + ", " + lt256 + ", " + wt

func checkF32s(t *testing.T, name string, got, want []float32) {
	t.Helper()
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("%s: y[%d] = %v, want %v", name, i, got[i], want[i])
		}
	}
}

// permWords is a permutation of 0..255 (i*97 mod 256), as byte offsets of f32 elements.
func permWords() []uint32 {
	w := make([]uint32, 256)
	for i := range w {
		w[i] = uint32(i*97%256) * 4
	}
	return w
}

func TestGatherL2(t *testing.T) {
	x, w := xs256(), permWords()
	// base 16 bytes: element i reads src byte 16 + w[i]; offsets past 240 bytes would leave
	// src, so they are reduced below.
	for i := range w {
		w[i] %= 960
	}
	y, d := gsKernel(t, `  ascendc.gather_l2 %o, %a, %f, %c16, %c100 : `+gsTensors+`, i32, i32`, x, w)
	if d != "" {
		t.Fatal(d)
	}
	want := make([]float32, 256)
	for i := 0; i < 100; i++ { // the tail past count keeps its zeros
		want[i] = x[(16+w[i])/4]
	}
	checkF32s(t, "gather_l2", y, want)
}

func TestGatherL0L1(t *testing.T) {
	x, w := xs256(), permWords()
	// L0: first 40 lanes of 2 repeats (64 f32 lanes each), dst repeat stride 16 blocks:
	// repeat r writes from element 128r; lane l of repeat r uses offset 64r+l.
	y, d := gsKernel(t, `  ascendc.gather_l0 %o, %a, %f, %c0, %c40, %c2, %c16 : `+gsTensors+`, i32, i32, i32, i32`, x, w)
	if d != "" {
		t.Fatal(d)
	}
	want := make([]float32, 256)
	for r := 0; r < 2; r++ {
		for l := 0; l < 40; l++ {
			want[128*r+l] = x[w[64*r+l]/4]
		}
	}
	checkF32s(t, "gather_l0", y, want)
	// L1: bitwise mask 0xF0F0... over 1 repeat, base 0, stride 8.
	y, d = gsKernel(t, `  %m = arith.constant -1085102592571150096 : i64
  %mu = builtin.unrealized_conversion_cast %m : i64 to ui64
  ascendc.gather_l1 %o, %a, %f, %c0, %mu, %c1, %c8 : `+gsTensors+`, i32, ui64, i32, i32`, x, w)
	if d != "" {
		t.Fatal(d)
	}
	want = make([]float32, 256)
	for l := 0; l < 64; l++ {
		if uint64(0xF0F0F0F0F0F0F0F0)&(1<<uint(l)) != 0 {
			want[l] = x[w[l]/4]
		}
	}
	checkF32s(t, "gather_l1", y, want)
}

func TestScatter(t *testing.T) {
	x, w := xs256(), permWords()
	// L2: dst byte 0 + w[i] gets x[i] for all 256 elements: y[w[i]/4] = x[i].
	y, d := gsKernel(t, `  ascendc.scatter_l2 %o, %a, %f, %c0, %c256 : `+gsTensors+`, i32, i32`, x, w)
	if d != "" {
		t.Fatal(d)
	}
	want := make([]float32, 256)
	for i := range x {
		want[w[i]/4] = x[i]
	}
	checkF32s(t, "scatter_l2", y, want)
	// L0: 40 lanes of 2 repeats, src repeat stride 16 blocks: lane l of repeat r moves
	// x[128r+l] to byte 4 + w[64r+l] (w reduced to stay inside dst).
	for i := range w {
		w[i] = uint32(i*97%255) * 4 // distinct on the lanes used, and below 1020
	}
	y, d = gsKernel(t, `  ascendc.scatter_l0 %o, %a, %f, %c4, %c40, %c2, %c16 : `+gsTensors+`, i32, i32, i32, i32`, x, w)
	if d != "" {
		t.Fatal(d)
	}
	want = make([]float32, 256)
	for r := 0; r < 2; r++ {
		for l := 0; l < 40; l++ {
			want[(4+w[64*r+l])/4] = x[128*r+l]
		}
	}
	checkF32s(t, "scatter_l0", y, want)
}

func TestGatherScatterRefused(t *testing.T) {
	w := permWords()
	dup := make([]uint32, 256) // every offset 0: two elements to one address
	odd := append([]uint32(nil), w...)
	odd[3] = 6
	cases := []struct {
		name, body string
		w          []uint32
		want       string
	}{
		{"duplicate", `  ascendc.scatter_l2 %o, %a, %f, %c0, %c4 : ` + gsTensors + `, i32, i32`, dup, "go to one dst byte offset 0"},
		{"misaligned offset", `  ascendc.gather_l2 %o, %a, %f, %c0, %c4 : ` + gsTensors + `, i32, i32`, odd, "offset 6 (element 3) plus base 0 is not a multiple of the 4-byte element"},
		{"misaligned base", `  ascendc.gather_l2 %o, %a, %f, %c2, %c4 : ` + gsTensors + `, i32, i32`, w, "base address 2"},
		{"outside src", `  %big = arith.constant 1024 : i32
  ascendc.gather_l2 %o, %a, %f, %big, %c4 : ` + gsTensors + `, i32, i32`, w, "out-of-bounds read"},
		{"float offsets", `  ascendc.gather_l2 %o, %a, %a, %c0, %c4 : ` + lt256 + `, ` + lt256 + `, ` + lt256 + `, i32, i32`, w, "offset tensor of !ascendc.local_tensor<256xf32> elements"},
	}
	for _, c := range cases {
		_, d := gsKernel(t, c.body, xs256(), c.w)
		if !strings.Contains(d, c.want) || !strings.Contains(d, "error:") {
			t.Errorf("%s: got %q, want an error containing %q", c.name, d, c.want)
		}
	}
}

func TestGatherb(t *testing.T) {
	x := xs256()
	w := make([]uint32, 256)
	for k := 0; k < 16; k++ { // repeat 0 takes blocks 7..0 of x, repeat 1 blocks 15..8
		w[k] = uint32(8*(k/8)+7-k%8) * 32
	}
	// dstBlkStride 1, dstRepStride 16: repeat 1 lands at block 16 (element 128).
	y, d := gsKernel(t, `  %gp = ascendc.construct !ascendc.gather_repeat_params(%c1, %c16) : i32, i32
  ascendc.gatherb_l0 %o, %a, %f, %c2, %gp : `+gsTensors+`, i32, !ascendc.gather_repeat_params`, x, w)
	if d != "" {
		t.Fatal(d)
	}
	want := make([]float32, 256)
	for k := 0; k < 16; k++ {
		db := (k/8)*16 + k%8
		copy(want[db*8:db*8+8], x[w[k]/4:w[k]/4+8])
	}
	checkF32s(t, "gatherb", y, want)
	w[5] = 48
	if _, d := gsKernel(t, `  %gp = ascendc.construct !ascendc.gather_repeat_params(%c1, %c16) : i32, i32
  ascendc.gatherb_l0 %o, %a, %f, %c2, %gp : `+gsTensors+`, i32, !ascendc.gather_repeat_params`, x, w); !strings.Contains(d, "offset 48 (block 5) is not a multiple of 32") {
		t.Errorf("unaligned gatherb offset: got %q", d)
	}
}

// gatherMaskRef is GatherMask in normal mode written from the definition: repeats of 64
// f32 lanes, repeat r at element r*rs*8 (rs in blocks, block stride 1), the kept lanes
// packed from element 0.
func gatherMaskRef(x []float32, rep, rs int, keep func(l int) bool) []float32 {
	var out []float32
	for r := 0; r < rep; r++ {
		for l := 0; l < 64; l++ {
			if keep(l) {
				out = append(out, x[r*rs*8+l])
			}
		}
	}
	return out
}

func TestGatherMaskBuiltin(t *testing.T) {
	x := xs256()
	keeps := map[int]func(l int) bool{
		1: func(l int) bool { return l%2 == 0 }, 2: func(l int) bool { return l%2 == 1 },
		3: func(l int) bool { return l%4 == 0 }, 4: func(l int) bool { return l%4 == 1 },
		5: func(l int) bool { return l%4 == 2 }, 6: func(l int) bool { return l%4 == 3 },
		7: func(int) bool { return true },
	}
	for p := 1; p <= 7; p++ {
		// 3 repeats, src0 repeat stride 10 blocks (80 elements); the kept count, read back
		// with get_gather_mask_remain_count, is stored after the data at element 250.
		y, d := gsKernel(t, fmt.Sprintf(`  %%pat = arith.constant %d : i8
  %%false = arith.constant false
  %%c3 = arith.constant 3 : i32
  %%c10 = arith.constant 10 : i32
  %%mk = builtin.unrealized_conversion_cast %%c0 : i32 to ui32
  %%gp = ascendc.construct !ascendc.gather_mask_params(%%c1, %%c3, %%c10, %%c0) : i32, i32, i32, i32
  %%n = ascendc.gather_mask %%o, %%a, %%pat, %%false, %%mk, %%gp, default : `+lt256+`, `+lt256+`, i8, i1, ui32, !ascendc.gather_mask_params -> i64
  %%rc = ascendc.get_gather_mask_remain_count : i64
  %%s = arith.addi %%n, %%rc : i64
  %%sf = arith.sitofp %%s : i64 to f32
  %%i250 = arith.constant 250 : i32
  ascendc.set_flag v_s, %%c0 : i32
  ascendc.wait_flag v_s, %%c0 : i32
  ascendc.local_tensor.set_value %%o, %%i250, %%sf : `+lt256+`, i32, f32
  ascendc.set_flag s_mte3, %%c0 : i32
  ascendc.wait_flag s_mte3, %%c0 : i32`, p), x, nil)
		if d != "" {
			t.Fatalf("pattern %d: %s", p, d)
		}
		want := gatherMaskRef(x, 3, 10, keeps[p])
		checkF32s(t, fmt.Sprintf("pattern %d", p), y, want)
		if len(want) < 250 && y[len(want)] != 0 {
			t.Errorf("pattern %d: element %d past the kept ones was written: %v", p, len(want), y[len(want)])
		}
		if y[250] != float32(2*len(want)) {
			t.Errorf("pattern %d: rsvdCnt + remain count = %v, want %d", p, y[250], 2*len(want))
		}
	}
}

func TestGatherMaskTensor(t *testing.T) {
	x := xs256()
	w := make([]uint32, 256)
	w[0], w[1] = 0x8000_0013, 0x0000_0F01 // lanes 0, 1, 4, 31 and 32, 40..43
	keep := func(l int) bool { return w[l/32]&(1<<uint(l%32)) != 0 }
	// Two repeats reusing the pattern (src1RepeatStride 0), src0 block stride 2: lane l of
	// repeat r is x[r*64 + (l/8)*16 + l%8].
	y, d := gsKernel(t, `  %false = arith.constant false
  %mk = builtin.unrealized_conversion_cast %c0 : i32 to ui32
  %gp = ascendc.construct !ascendc.gather_mask_params(%c2, %c2, %c8, %c0) : i32, i32, i32, i32
  %n = ascendc.gather_mask %o, %a, %f, %false, %mk, %gp, default : `+lt256+`, `+lt256+`, `+wt+`, i1, ui32, !ascendc.gather_mask_params -> ui64`, x, w)
	if d != "" {
		t.Fatal(d)
	}
	var want []float32
	for r := 0; r < 2; r++ {
		for l := 0; l < 64; l++ {
			if keep(l) {
				want = append(want, x[r*64+(l/8)*16+l%8])
			}
		}
	}
	checkF32s(t, "tensor pattern", y, append(want, 0))
}

func TestGatherMaskRefused(t *testing.T) {
	cases := []struct{ name, body, want string }{
		{"mask register after counter mode", `  %true = arith.constant true
  %pat = arith.constant 1 : i8
  %mk = builtin.unrealized_conversion_cast %c64 : i32 to ui32
  %gp = ascendc.construct !ascendc.gather_mask_params(%c1, %c1, %c8, %c8) : i32, i32, i32, i32
  %n = ascendc.gather_mask %o, %a, %pat, %true, %mk, %gp, default : ` + lt256 + `, ` + lt256 + `, i8, i1, ui32, !ascendc.gather_mask_params -> ui64
  ascendc.pipe_barrier pipe_v
  ascendc.set_cmp_mask %f : ` + wt + `
  ascendc.select_reg %o, %a, %o, %c4, %bp {selMode = 0 : i32} : ` + lt256 + `, ` + lt256 + `, ` + lt256 + `, i32, !ascendc.binary_repeat_params`,
			"reads the vector mask register"},
		{"pattern stride", `  %false = arith.constant false
  %mk = builtin.unrealized_conversion_cast %c0 : i32 to ui32
  %gp = ascendc.construct !ascendc.gather_mask_params(%c1, %c2, %c8, %c8) : i32, i32, i32, i32
  %n = ascendc.gather_mask %o, %a, %f, %false, %mk, %gp, default : ` + lt256 + `, ` + lt256 + `, ` + wt + `, i1, ui32, !ascendc.gather_mask_params -> ui64`,
			"src1RepeatStride 8 over 2 repeats"},
		{"pattern 8", `  %false = arith.constant false
  %pat = arith.constant 8 : i8
  %mk = builtin.unrealized_conversion_cast %c0 : i32 to ui32
  %gp = ascendc.construct !ascendc.gather_mask_params(%c1, %c1, %c8, %c8) : i32, i32, i32, i32
  %n = ascendc.gather_mask %o, %a, %pat, %false, %mk, %gp, default : ` + lt256 + `, ` + lt256 + `, i8, i1, ui32, !ascendc.gather_mask_params -> ui64`,
			"src1Pattern 8 is not one of the built-in patterns"},
		{"count before gather_mask", `  %rc = ascendc.get_gather_mask_remain_count : i64`,
			"before any gather_mask ran"},
	}
	for _, c := range cases {
		_, d := gsKernel(t, c.body, xs256(), nil)
		if !strings.Contains(d, c.want) || !strings.Contains(d, "error:") {
			t.Errorf("%s: got %q, want an error containing %q", c.name, d, c.want)
		}
	}
}

func TestSelectReg(t *testing.T) {
	x := xs256()
	w := make([]uint32, 256)
	w[0], w[1] = 0xDEADBEEF, 0x0F0F_1234 // CMPMASK bits 0..63 (f32 lanes)
	// CMPMASK from the first 16 bytes of %f; every repeat of the 4 selects uses bits 0..63;
	// the mask register is full (left so by duplicate_l2).
	y, d := gsKernel(t, `  ascendc.set_cmp_mask %f : `+wt+`
  ascendc.select_reg %o, %a, %o, %c4, %bp {selMode = 0 : i32} : `+lt256+`, `+lt256+`, `+lt256+`, i32, !ascendc.binary_repeat_params`, x, w)
	if d != "" {
		t.Fatal(d)
	}
	want := make([]float32, 256)
	for i := range want {
		l := i % 64
		if w[l/32]&(1<<uint(l%32)) != 0 {
			want[i] = x[i]
		}
	}
	checkF32s(t, "select_reg", y, want)
	for _, c := range []struct{ name, body, want string }{
		{"mode 2", `  ascendc.set_cmp_mask %f : ` + wt + `
  ascendc.select_reg %o, %a, %o, %c4, %bp {selMode = 2 : i32} : ` + lt256 + `, ` + lt256 + `, ` + lt256 + `, i32, !ascendc.binary_repeat_params`,
			"is not simulated for selMode 2"},
		{"no cmpmask", `  ascendc.select_reg %o, %a, %o, %c4, %bp {selMode = 0 : i32} : ` + lt256 + `, ` + lt256 + `, ` + lt256 + `, i32, !ascendc.binary_repeat_params`,
			"reads CMPMASK before"},
	} {
		_, d := gsKernel(t, c.body, x, w)
		if !strings.Contains(d, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, d, c.want)
		}
	}
}

func TestGatherCounterModeAndF16(t *testing.T) {
	x, w := xs256(), permWords()
	// Counter mode: the mask operand is the total count (100 elements over two repeats of
	// 64 lanes, repeatTimes not used); dst repeat stride 8 blocks (contiguous).
	y, d := gsKernel(t, `  ascendc.set_mask_count
  ascendc.gather_l0 %o, %a, %f, %c0, %c100, %c1, %c8 : `+gsTensors+`, i32, i32, i32, i32
  ascendc.set_mask_norm`, x, w)
	if d != "" {
		t.Fatal(d)
	}
	want := make([]float32, 256)
	for i := 0; i < 100; i++ {
		want[i] = x[w[i]/4]
	}
	checkF32s(t, "counter gather_l0", y, want)
	// f16, 128 lanes per repeat, two mask words: lanes 0..63 by the low word (0x00FF...:
	// lanes 0..7), lanes 64..127 by the high word (bit 0: lane 64). Offsets are byte
	// offsets of 2-byte elements: w[i] = 2*(255-i).
	xh := make([]float32, 256)
	for i := range xh {
		xh[i] = float32(i) - 128
	}
	for i := range w {
		w[i] = uint32(2 * (255 - i))
	}
	lt16 := "!ascendc.local_tensor<256xf16>"
	yb, d := gsKernelOf(t, "f16", `  %lo0 = arith.constant 255 : i64
  %lo = builtin.unrealized_conversion_cast %lo0 : i64 to ui64
  %hi0 = arith.constant 1 : i64
  %hi = builtin.unrealized_conversion_cast %hi0 : i64 to ui64
  ascendc.gather_l1 %o, %a, %f, %c0, %lo, %hi, %c1, %c8 : `+lt16+`, `+lt16+`, `+wt+`, i32, ui64, ui64, i32, i32`, f16bits(xh...), w)
	if d != "" {
		t.Fatal(d)
	}
	for l := 0; l < 256; l++ {
		want := float32(0)
		if l < 8 || l == 64 {
			want = xh[255-l]
		}
		if got := f16at(yb, l); got != want {
			t.Fatalf("f16 gather_l1: y[%d] = %v, want %v", l, got, want)
		}
	}
}

func TestGatherMaskCounter(t *testing.T) {
	x := xs256()
	// Counter mode: 100 elements in all over repeats of 64 f32 lanes (two, the second
	// partial), src0 repeat stride 10 blocks; params.repeatTimes (1) is not used.
	// Pattern 2 keeps the odd lanes below the count.
	y, d := gsKernel(t, `  %true = arith.constant true
  %pat = arith.constant 2 : i8
  %mk = builtin.unrealized_conversion_cast %c100 : i32 to ui32
  %c10 = arith.constant 10 : i32
  %gp = ascendc.construct !ascendc.gather_mask_params(%c1, %c1, %c10, %c0) : i32, i32, i32, i32
  %n = ascendc.gather_mask %o, %a, %pat, %true, %mk, %gp, default : `+lt256+`, `+lt256+`, i8, i1, ui32, !ascendc.gather_mask_params -> i64
  %nf = arith.sitofp %n : i64 to f32
  %i200 = arith.constant 200 : i32
  ascendc.set_flag v_s, %c0 : i32
  ascendc.wait_flag v_s, %c0 : i32
  ascendc.local_tensor.set_value %o, %i200, %nf : `+lt256+`, i32, f32
  ascendc.set_flag s_mte3, %c0 : i32
  ascendc.wait_flag s_mte3, %c0 : i32`, x, nil)
	if d != "" {
		t.Fatal(d)
	}
	var want []float32
	for e := 0; e < 100; e++ {
		r, l := e/64, e%64
		if l%2 == 1 {
			want = append(want, x[r*80+l])
		}
	}
	checkF32s(t, "counter gather_mask", y, append(want, 0))
	if y[200] != float32(len(want)) {
		t.Errorf("rsvdCnt = %v, want %d", y[200], len(want))
	}
}
