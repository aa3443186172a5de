package semantics

import (
	"encoding/binary"
	"fmt"
	"math/big"
	"math/rand"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

func i32buf(v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return b
}

func u16at(b []byte, i int) uint16 { return binary.LittleEndian.Uint16(b[2*i:]) }

// refDeqRelu is AddDeqRelu's value where the sources leave nothing open (no s32
// overflow, a normal f16 result, no −0 or NaN), computed with math/big: the exact
// (a + b) · scale, relu, one rounding to 11 significant bits with ties to even.
func refDeqRelu(a, b int32, scale float32) uint16 {
	if int64(a)+int64(b) <= 0 || scale <= 0 {
		return 0
	}
	return refDeq(int64(a)+int64(b), scale)
}

// refDeq rounds x · scale once to f16 (11 significant bits, ties to even) with math/big.
func refDeq(x int64, scale float32) uint16 {
	p := new(big.Float).SetInt64(x)
	p.Mul(p, big.NewFloat(float64(scale)))
	f, _ := new(big.Float).SetMode(big.ToNearestEven).SetPrec(11).Set(p).Float32()
	return numeric.F32ToF16(f)
}

func deqBody(scale, op string) string {
	return fmt.Sprintf("  %%s = arith.constant %s : f16\n  ascendc.set_deq_scale %%s : f16\n%s", scale, op)
}

const deqL2 = "  ascendc.add_deq_relu_l2 %o, %a, %b, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, i32"

// TestAddDeqReluAgree: inputs whose result every alternative of docs/sim/quant.md §7.1
// gives, checked against refDeqRelu: ties to even, relu, a sum above 2^24 (f32 and
// exact meet at the f16 rounding), results near 65504 that do not overflow.
func TestAddDeqReluAgree(t *testing.T) {
	cases := []struct {
		scale  string
		sv     float32
		x0, x1 []int32
	}{
		{"0.5", 0.5, []int32{3, -10, 1000, 0, 2049, 2051, 7, -7, 131000},
			[]int32{4, 3, 24, 0, 0, 0, -7, 7, 8}},
		// 0.1 in f16 is 0.0999755859375: products that are not on the f16 grid round
		// once, and their f32 rounding does not move them across a tie.
		{"0.1", numeric.F16ToF32(numeric.F32ToF16(0.1)), []int32{3, 1, 100, 12345, 655000},
			[]int32{0, 1, -1, 678, 36}},
		// 2^-24 (the least f16 subnormal): 2^31 − 1 becomes 128 either way.
		{"5.9604645e-08", 0x1p-24, []int32{1 << 30, 1 << 30, 1 << 24},
			[]int32{1<<30 - 1, 0, 1 << 24}},
	}
	for _, c := range cases {
		y, d := fusedCastKernel(t, "i32", "f16", deqBody(c.scale, deqL2), i32buf(cycle(c.x0)), i32buf(cycle(c.x1)), fill(256, 2, 0x55))
		if d != "" {
			t.Fatalf("scale %s: %s", c.scale, d)
		}
		for i := 0; i < 256; i++ {
			a, b := c.x0[i%len(c.x0)], c.x1[i%len(c.x1)]
			if got, want := u16at(y, i), refDeqRelu(a, b, c.sv); got != want {
				t.Fatalf("scale %s: (%d + %d): y[%d] = %#04x, want %#04x", c.scale, a, b, i, got, want)
			}
		}
	}
}

// TestAddDeqReluL0L1: L0 with mask 10 of the 64 s32 lanes over 2 repeats (dst 4 blocks
// per repeat, the sources 8); L1 with a bit mask (every other lane of the first 64)
// and no isSetMask in the op, so the API writes the mask operands.
func TestAddDeqReluL0L1(t *testing.T) {
	x0, x1 := make([]int32, 256), cycle([]int32{1})
	for i := range x0 {
		x0[i] = int32(i%50) - 20
	}
	body := deqBody("0.25", `  %p = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c4, %c8, %c8) [ui8, ui8, ui8, ui8, ui8, ui8] : i32, i32, i32, i32, i32, i32
  ascendc.add_deq_relu_l0 %o, %a, %b, %c10, %c2, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, i32, i32, !ascendc.binary_repeat_params`)
	y, d := fusedCastKernel(t, "i32", "f16", body, i32buf(x0), i32buf(x1), fill(256, 2, 0x55))
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 256; i++ {
		want := uint16(0x5555)
		if i < 128 && i%64 < 10 {
			want = refDeqRelu(x0[i], 1, 0.25)
		}
		if got := u16at(y, i); got != want {
			t.Fatalf("L0 y[%d] = %#04x, want %#04x", i, got, want)
		}
	}
	body = deqBody("0.25", `  %p = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c4, %c8, %c8) [ui8, ui8, ui8, ui8, ui8, ui8] : i32, i32, i32, i32, i32, i32
  %mi = arith.constant 6148914691236517205 : i64
  %m = builtin.unrealized_conversion_cast %mi : i64 to ui64
  %hi = builtin.unrealized_conversion_cast %c0 : i32 to ui64
  ascendc.add_deq_relu_l1 %o, %a, %b, %m, %hi, %c1, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, ui64, ui64, i32, !ascendc.binary_repeat_params`)
	y, d = fusedCastKernel(t, "i32", "f16", body, i32buf(x0), i32buf(x1), fill(256, 2, 0x55))
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 256; i++ {
		want := uint16(0x5555)
		if i < 64 && i%2 == 0 {
			want = refDeqRelu(x0[i], 1, 0.25)
		}
		if got := u16at(y, i); got != want {
			t.Fatalf("L1 y[%d] = %#04x, want %#04x", i, got, want)
		}
	}
}

// TestAddDeqReluOpen: an element whose alternatives differ fails the run at the op,
// naming the element, its inputs and the open step.
func TestAddDeqReluOpen(t *testing.T) {
	cases := []struct {
		scale  string
		x0, x1 int32
		frags  []string
	}{
		{"0.5", 2147483647, 1, []string{"(2147483647 + 1) · deqScale 0.5 is open: the s32 sum: wrapping gives 0 (f16 0x0000), saturating gives +Inf (f16 0x7c00)"}},
		{"2.0", 40000, 0, []string{"the f16 overflow: to ±inf gives +Inf (f16 0x7c00), saturating to ±65504 gives 65504 (f16 0x7bff)"}},
		// 2^24 + 2^13 + 1 times 2^-24 is just above the tie 1 + 2^-11: once rounded it is
		// 1 + 2^-10, through f32 it becomes the tie and then 1.
		{"5.9604645e-08", 1<<24 + 1<<13 + 1, 0, []string{"the sum meeting deqScale: exactly gives 1.0009766 (f16 0x3c01), as an f32 gives 1 (f16 0x3c00)"}},
		{"5.9604645e-08", 3, 0, []string{"an f16 subnormal result: kept gives 1.7881393e-07 (f16 0x0003), flushed to zero gives 0 (f16 0x0000)"}},
		{"-0.5", 0, 0, []string{"relu of −0 or NaN: giving +0 gives 0 (f16 0x0000), keeping its input gives -0 (f16 0x8000)"}},
	}
	for _, c := range cases {
		x0, x1 := cycle([]int32{1 << 14}), cycle([]int32{0})
		x0[17], x1[17] = c.x0, c.x1
		_, d := fusedCastKernel(t, "i32", "f16", deqBody(c.scale, deqL2), i32buf(x0), i32buf(x1), fill(256, 2, 0))
		wantErr(t, d, append([]string{"k.mlir:", "error: 'ascendc.add_deq_relu_l2' op is not simulated for element 17: "}, c.frags...)...)
	}
	// At L0 the element is the destination's: lane 3 of repeat 1 with dstRepStride 4.
	x0 := cycle([]int32{1})
	x0[67] = -2147483648
	body := deqBody("1.0", `  %p = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c4, %c8, %c8) [ui8, ui8, ui8, ui8, ui8, ui8] : i32, i32, i32, i32, i32, i32
  ascendc.add_deq_relu_l0 %o, %a, %b, %c10, %c2, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, i32, i32, !ascendc.binary_repeat_params`)
	_, d := fusedCastKernel(t, "i32", "f16", body, i32buf(x0), i32buf(cycle([]int32{-1})), fill(256, 2, 0))
	wantErr(t, d, "'ascendc.add_deq_relu_l0' op is not simulated for element 67: (-2147483648 + -1) · deqScale 1 is open: the s32 sum: wrapping gives +Inf")
}

// TestAddDeqReluRefused: the forms that are refused whatever the data.
func TestAddDeqReluRefused(t *testing.T) {
	z := make([]byte, 1024)
	_, d := fusedCastKernel(t, "i32", "f16", deqL2, z, z, z[:512])
	wantErr(t, d, "'ascendc.add_deq_relu_l2' op is not simulated before SetDeqScale")
	body := "  %s = arith.constant 0.5 : f32\n  %off = arith.constant 0 : i16\n  %t = arith.constant true\n  ascendc.set_deq_scale %s, %off, %t : f32, i16, i1\n" + deqL2
	_, d = fusedCastKernel(t, "i32", "f16", body, z, z, z[:512])
	wantErr(t, d, "is not simulated after SetDeqScale(float, int16_t, bool)")
	// Without isSetMask the L0 form reads the mask register, which nothing has written.
	l0 := deqBody("0.5", `  %p = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c4, %c8, %c8) [ui8, ui8, ui8, ui8, ui8, ui8] : i32, i32, i32, i32, i32, i32
  ascendc.add_deq_relu_l0 %o, %a, %b, %c10, %c2, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, i32, i32, !ascendc.binary_repeat_params`)
	_, d = fusedCastKernel(t, "i32", "f16", l0, z, z, z[:512])
	wantErr(t, d, "reads the vector mask register")
	op := strings.NewReplacer("256xi32", "256xf16").Replace(deqL2)
	_, d = fusedCastKernel(t, "f16", "f16", deqBody("0.5", op), z[:512], z[:512], z[:512])
	wantErr(t, d, "is not simulated for f16 + f16 -> f16: AddDeqRelu is defined for i32 sources and an f16 result")
}

// TestCastS32F16: Cast s32 -> f16 scales by SetDeqScale(half) whatever the round mode
// (hardware.md §7), settled as AddDeqRelu's product is (docs/sim/quant.md §7.4).
func TestCastS32F16(t *testing.T) {
	cast := "  ascendc.cast_l2 %o, %a, %c256 {roundMode = 3 : i32} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xi32>, i32"
	x := []int32{3, -7, 100000, -100001, 0, 12345, 65001}
	y, d := fusedCastKernel(t, "i32", "f16", deqBody("0.5", cast), i32buf(cycle(x)), make([]byte, 1024), fill(256, 2, 0x55))
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 256; i++ {
		if got, want := u16at(y, i), refDeq(int64(x[i%len(x)]), 0.5); got != want {
			t.Fatalf("y[%d] = %#04x, want %#04x (x = %d)", i, got, want, x[i%len(x)])
		}
	}
	_, d = fusedCastKernel(t, "i32", "f16", deqBody("0.5", cast), i32buf(cycle([]int32{-200000})), make([]byte, 1024), fill(256, 2, 0))
	wantErr(t, d, "'ascendc.cast_l2' op is not simulated for element 0: -200000 · deqScale 0.5 is open: the f16 overflow: to ±inf gives -Inf (f16 0xfc00), saturating to ±65504 gives -65504 (f16 0xfbff)")
	_, d = fusedCastKernel(t, "i32", "f16", cast, make([]byte, 1024), make([]byte, 1024), fill(256, 2, 0))
	wantErr(t, d, "'ascendc.cast_l2' op is not simulated before SetDeqScale")
}

// TestProductExactShortcut: when productExact holds, settling the last three steps gives
// what settling all six gives (bits, or a disagreement).
func TestProductExactShortcut(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	full, tail := newSettler(addDeqReluSteps), newSettler(addDeqReluSteps[3:])
	pick := make([]int, len(addDeqReluSteps))
	n := 0
	for i := 0; i < 5000; i++ {
		x, y := r.Int63n(1<<25)-1<<24, r.Int63n(1<<10)-1<<9
		if i%4 != 0 { // small sums: exact products, the shortcut's usual case
			x = r.Int63n(1<<12) - 1<<11
		}
		scale := float64(numeric.F16ToF32(uint16(r.Intn(1 << 16))))
		if !productExact(x+y, scale) {
			continue
		}
		n++
		b1, w1 := full.settle(func(p []int) uint64 { return addDeqReluBits(x, y, scale, p) }, showF16)
		b2, w2 := tail.settle(func(p []int) uint64 { copy(pick[3:], p); return addDeqReluBits(x, y, scale, pick) }, showF16)
		if b1 != b2 || (w1 == "") != (w2 == "") {
			t.Fatalf("(%d + %d) · %v: all steps give %#x %q, the last three %#x %q", x, y, scale, b1, w1, b2, w2)
		}
	}
	if n < 500 {
		t.Fatalf("only %d samples took the shortcut", n)
	}
}
