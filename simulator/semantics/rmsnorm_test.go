package semantics

import (
	"math"
	"math/rand"
	"strings"
	"testing"
)

// rmsBody is RmsNorm of the [2, 3, 32] float tensor %a with gamma %b (its first 32
// elements) and ε = 1e-5 into %o, the tiling built by emitasc.init_struct.
const rmsBody = `  %cb = arith.constant 2 : i32
  %cs = arith.constant 3 : i32
  %ch = arith.constant 32 : i32
  %eps = arith.constant 1.0e-5 : f32
  %tl = emitasc.init_struct !ascendc.rmsnorm_tiling("bLength" = %cb : i32, "sLength" = %cs : i32, "hLength" = %ch : i32, "originalHLength" = %ch : i32)
  ascendc.rms_norm %o, %a, %b, %eps, %tl : !ascendc.local_tensor<192xf32>, !ascendc.local_tensor<192xf32>, !ascendc.local_tensor<192xf32>, f32, !ascendc.rmsnorm_tiling`

// TestRmsNorm: y = x / sqrt(mean(x²) + ε) · γ per row of H = 32, against float64.
func TestRmsNorm(t *testing.T) {
	const rows, h = 6, 32
	rng := rand.New(rand.NewSource(31))
	x, g := make([]float32, rows*h), make([]float32, rows*h)
	for i := range x {
		x[i], g[i] = float32(rng.NormFloat64()*2), float32(rng.NormFloat64())
	}
	y, d := s3Kernel(t, "f32", rows*h, rows*h, rmsBody, f32buf(x...), f32buf(g...))
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < rows; i++ {
		var ss float64
		for j := 0; j < h; j++ {
			ss += float64(x[i*h+j]) * float64(x[i*h+j])
		}
		r := 1 / math.Sqrt(ss/h+float64(float32(1e-5)))
		for j := 0; j < h; j++ {
			want := float64(x[i*h+j]) * r * float64(g[j])
			if got := float64(f32at(y, i*h+j)); math.Abs(got-want) > 1e-5*math.Max(math.Abs(want), 1e-3) {
				t.Fatalf("y[%d][%d] = %g, want %g", i, j, got, want)
			}
		}
	}
}

// TestRmsNormHalf: a half RmsNorm is computed in float32 and rounded once to half, so
// against the float64 value each result is within half's rounding (2⁻¹¹ relative) plus
// the float steps' error; H = 32 halves is one whole 64-byte row.
func TestRmsNormHalf(t *testing.T) {
	const rows, h = 6, 32
	rng := rand.New(rand.NewSource(37))
	x, g := make([]float32, rows*h), make([]float32, rows*h)
	for i := range x {
		x[i], g[i] = float32(rng.NormFloat64()*2), float32(rng.NormFloat64())
	}
	xb, gb := f16bits(x...), f16bits(g...)
	body := strings.NewReplacer("xf32>", "xf16>", "f32,", "f16,", ": f32", ": f16").Replace(rmsBody)
	y, d := s3Kernel(t, "f16", rows*h, rows*h, body, xb, gb)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < rows; i++ {
		var ss float64
		for j := 0; j < h; j++ {
			v := float64(f16at(xb, i*h+j))
			ss += v * v
		}
		r := 1 / math.Sqrt(ss/h+float64(float32(1e-5)))
		for j := 0; j < h; j++ {
			want := float64(f16at(xb, i*h+j)) * r * float64(f16at(gb, j))
			// Half's spacing at want (2⁻¹¹ relative, 2⁻²⁴ absolute below the normal
			// range): one rounding of the float result.
			if got := float64(f16at(y, i*h+j)); math.Abs(got-want) > math.Max(math.Abs(want)*math.Pow(2, -11)*(1+1e-4), math.Pow(2, -24)) {
				t.Fatalf("y[%d][%d] = %g, want %g", i, j, got, want)
			}
		}
	}
	// An H of 24 halves (48 bytes) is not a whole number of 32-byte blocks.
	short := strings.Replace(strings.Replace(body, "constant 32 : i32", "constant 24 : i32", 1), "constant 2 : i32", "constant 8 : i32", 1)
	if _, d := s3Kernel(t, "f16", rows*h, rows*h, short, xb, gb); !strings.Contains(d, "hLength 24 of f16 is not a multiple of 32 bytes") {
		t.Errorf("H = 24 halves: got %q", d)
	}
}

// TestRmsNormRefused: the shape must come from a kernel-built tiling with H unpadded.
func TestRmsNormRefused(t *testing.T) {
	x := make([]byte, 4*192)
	for _, tc := range []struct{ name, from, to, want string }{
		{"unset", `, "originalHLength" = %ch : i32`, "", "RmsNormTiling.originalHLength was never set"},
		{"padded", `"originalHLength" = %ch`, `"originalHLength" = %cs`, "originalHLength 3 ≠ hLength 32"},
		{"unknown member", `"bLength"`, `"bLen"`, `member "bLen" of !ascendc.rmsnorm_tiling`},
		{"positional", `emitasc.init_struct !ascendc.rmsnorm_tiling("bLength" = %cb : i32, "sLength" = %cs : i32, "hLength" = %ch : i32, "originalHLength" = %ch : i32)`,
			`ascendc.construct !ascendc.rmsnorm_tiling(%cb, %cs, %ch, %ch) : i32, i32, i32, i32`, "built from 4 positional values"},
		{"basic block", "%eps, %tl : ", "%eps, %tl {basicBlock} : ", "with basicBlock"},
	} {
		s := strings.Replace(rmsBody, tc.from, tc.to, 1)
		if s == rmsBody {
			t.Fatalf("%s: the mutation did not apply", tc.name)
		}
		_, d := s3Kernel(t, "f32", 192, 192, s, x, x)
		if !strings.Contains(d, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, d, tc.want)
		}
	}
}
