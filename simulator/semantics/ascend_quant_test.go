package semantics

import (
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// quantOp is AscendQuant from %a (256 elements of st) into %o (int8) with f32 scale and
// offset constants; extra is appended to the op (its attributes, or a config).
func quantOp(st, scale, offset, extra, extraTy string) string {
	// The `operands` form cannot tell the optional groups apart: the sizes are written, as
	// PyAsc prints them.
	if !strings.Contains(extra, "operandSegmentSizes") {
		const segs = "operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>"
		if strings.HasSuffix(extra, "}") {
			extra = strings.TrimSuffix(extra, "}") + ", " + segs + "}"
		} else {
			extra += " {" + segs + "}"
		}
	}
	return fmt.Sprintf(`  %%sc = arith.constant %s : f32
  %%of = arith.constant %s : f32
  ascendc.quant %%o, %%a, %%sc, %%of, %%c256%s : !ascendc.local_tensor<256xi8>, !ascendc.local_tensor<256x%s>, f32, f32, i32%s`, scale, offset, extra, st, extraTy)
}

// refQuant is AscendQuant's value where every alternative agrees: x · scale + offset
// in float64 (exact for the inputs below) is an integer, or a value whose distance to
// the integer toward zero is below 1/2 (RINT, half away and truncation then meet), in
// int8's range.
func refQuant(x, scale, offset float64) int8 {
	v := x*scale + offset
	if math.Abs(v-math.Trunc(v)) >= 0.5 || v > 127 || v < -128 {
		panic(fmt.Sprintf("refQuant: %v is not a settled input", v))
	}
	return int8(math.Trunc(v))
}

// TestQuantAgree: half and float sources, results that are integers or within 1/2 of
// the integer toward zero, edges -128 and 127.
func TestQuantAgree(t *testing.T) {
	cases := []struct {
		st            string
		scale, offset float64
		x             []float32
	}{
		{"f16", 2, -3, []float32{1, 2, -3, 60, 0, 0.5, -62.5, 65, 1.625, -1.125}},
		{"f32", 0.25, 0.5, []float32{2, 6, -10, 98, 506, 3.0001, -0.9}},
		// 0.1 is not exact in half or f32: the products land within 1/2 of the same
		// integer whichever precision forms them.
		{"f32", 0.1, 0, []float32{1, 12, 33, -44, 1003, 1264}},
	}
	for _, c := range cases {
		enc := f16bits
		if c.st == "f32" {
			enc = f32buf
		}
		body := quantOp(c.st, fmt.Sprintf("%.17e", c.scale), fmt.Sprintf("%.17e", c.offset), "", "")
		x := cycle(c.x)
		y, d := fusedCastKernel(t, c.st, "i8", body, enc(x...), enc(x...), fill(256, 1, 0x55))
		if d != "" {
			t.Fatalf("%s scale %v: %s", c.st, c.scale, d)
		}
		sc := float64(float32(c.scale))
		for i := 0; i < 256; i++ {
			if got, want := int8(y[i]), refQuant(float64(x[i]), sc, c.offset); got != want {
				t.Fatalf("%s scale %v: x[%d] = %v: got %d, want %d", c.st, c.scale, i, x[i], got, want)
			}
		}
	}
}

// TestQuantOpen: an element whose alternatives differ fails the run at the op, naming
// the element, the operands and the open step.
func TestQuantOpen(t *testing.T) {
	cases := []struct {
		st    string
		x     float32
		scale string
		frag  string
	}{
		{"f16", 2.5, "1.0", "2.5 · 1 + 0 is open: the int8 rounding: RINT gives 2, half away from zero gives 3"},
		{"f16", 200, "1.0", "200 · 1 + 0 is open: an out-of-range value: saturating gives 127, wrapping gives -56"},
		// 1 + 2^-11 is exact in f32 but a tie in half: scaled by 64.5 it is 64.53...
		// in f32 and 64.5 (→ 64 with RINT) once the source is half.
		{"f32", 1 + 1.0/2048, "64.5", "is open: src · scale + offset: in f32, each step rounded gives 65, in half, each step rounded gives 64"},
	}
	for _, c := range cases {
		enc := f16bits
		if c.st == "f32" {
			enc = f32buf
		}
		x := cycle([]float32{0})
		x[9] = c.x
		_, d := fusedCastKernel(t, c.st, "i8", quantOp(c.st, c.scale, "0.0", "", ""), enc(x...), enc(x...), fill(256, 1, 0))
		wantErr(t, d, "k.mlir:", "error: 'ascendc.quant' op is not simulated for element 9: ", c.frag)
	}
}

func TestQuantRefused(t *testing.T) {
	z := make([]byte, 1024)
	_, d := fusedCastKernel(t, "f16", "i8", quantOp("f16", "1.0", "0.0", " {isReuseSource}", ""), z[:512], z[:512], z[:256])
	wantErr(t, d, "is not simulated for isReuseSource = true")
	cfg := "  %cfg = ascendc.construct !ascendc.ascend_quant_config()\n" +
		quantOp("f16", "1.0", "0.0", ", %cfg {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>}", ", !ascendc.ascend_quant_config")
	_, d = fusedCastKernel(t, "f16", "i8", cfg, z[:512], z[:512], z[:256])
	wantErr(t, d, "is not simulated with an AscendQuantConfig")
	_, d = fusedCastKernel(t, "i16", "i8", quantOp("i16", "1.0", "0.0", "", ""), z[:512], z[:512], z[:256])
	wantErr(t, d, "is not simulated for i16 -> i8: AscendQuant is defined for a half or float source and an int8 result")
}

// TestExactRounding checks the exact helpers against math/big on sums whose float64
// result is inexact: the int8 roundings of hi + lo and the single roundings to f32 and
// half.
func TestExactRounding(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for i := 0; i < 20000; i++ {
		a := math.Ldexp(float64(r.Int63n(1<<24)-1<<23), -r.Intn(24))
		b := math.Ldexp(float64(r.Int63n(1<<24)-1<<23), -20-r.Intn(60))
		if i%4 == 0 {
			b = math.Copysign(0.5, a) + math.Ldexp(float64(r.Intn(3)-1), -70) // ties and near-ties
			a = math.Trunc(a)
		}
		v := sumOf(a, b)
		exact := new(big.Float).SetPrec(2200).SetFloat64(a)
		exact.Add(exact, new(big.Float).SetFloat64(b))
		for mode := 0; mode < 3; mode++ {
			want := bigInt8(exact, mode)
			if got := int64(int8(v.toInt8(mode, true))); got != want {
				t.Fatalf("%v + %v mode %d: got %d, want %d", a, b, mode, got, want)
			}
		}
		if f, _ := exact.Float32(); v.f32() != float64(f) {
			t.Fatalf("%v + %v to f32: got %v, want %v", a, b, v.f32(), f)
		}
	}
	for _, x := range []float32{1 + 1.0/2048, 65519, 65520, 3.0e-8, -2.5e-6, 0.1, 1000.7} {
		if got, want := halfGrid(float64(x)), float64(numeric.F16ToF32(numeric.F32ToF16(x))); got != want && !(math.IsInf(want, 0) && got > maxHalf) {
			t.Errorf("halfGrid(%v) = %v, want %v", x, got, want)
		}
	}
}

// bigInt8 rounds x to an integer (0 half to even, 1 half away from zero, 2 toward
// zero) and wraps it to int8, with math/big.
func bigInt8(x *big.Float, mode int) int64 {
	neg := x.Sign() < 0
	a := new(big.Float).Abs(x)
	ip, _ := a.Int(nil) // truncates
	frac := new(big.Float).Sub(a, new(big.Float).SetInt(ip))
	c := frac.Cmp(big.NewFloat(0.5))
	if mode != 2 && (c > 0 || c == 0 && (mode == 1 || ip.Bit(0) == 1)) {
		ip.Add(ip, big.NewInt(1))
	}
	if neg {
		ip.Neg(ip)
	}
	return int64(int8(ip.Int64()))
}

// TestQuantExactShortcut: when quantExactInHalf holds, settling the last two steps gives
// what settling all five gives.
func TestQuantExactShortcut(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	full, tail := newSettler(quantSteps), newSettler(quantSteps[3:])
	pick := make([]int, len(quantSteps))
	n := 0
	for i := 0; i < 5000; i++ {
		x := float64(r.Intn(512)-256) / float64(int(1)<<r.Intn(4))
		scale, offset := float64(r.Intn(64))/16, float64(r.Intn(33)-16)/4
		if !quantExactInHalf(x, scale, offset) {
			continue
		}
		n++
		b1, w1 := full.settle(func(p []int) uint64 { return quantBits(x, scale, offset, p) }, showInt8)
		b2, w2 := tail.settle(func(p []int) uint64 { copy(pick[3:], p); return quantBits(x, scale, offset, pick) }, showInt8)
		if b1 != b2 || (w1 == "") != (w2 == "") {
			t.Fatalf("%v · %v + %v: all steps give %#x %q, the last two %#x %q", x, scale, offset, b1, w1, b2, w2)
		}
	}
	if n < 500 {
		t.Fatalf("only %d samples took the shortcut", n)
	}
}
