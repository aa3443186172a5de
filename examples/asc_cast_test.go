package examples

import (
	"encoding/binary"
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// roundMode is an Ascend C RoundMode other than CAST_NONE.
type roundMode int

const (
	modeRint roundMode = iota + 1
	modeFloor
	modeCeil
	modeRound
	modeTrunc
	modeOdd
)

// roundInt rounds y to an integer in mode m (ROUND: half away from zero; ODD: an inexact
// value goes to the odd neighbour).
func roundInt(y float64, m roundMode) float64 {
	switch m {
	case modeRint:
		return math.RoundToEven(y)
	case modeFloor:
		return math.Floor(y)
	case modeCeil:
		return math.Ceil(y)
	case modeRound:
		return math.Round(y)
	case modeTrunc:
		return math.Trunc(y)
	}
	t := math.Trunc(y)
	if t == y || math.Mod(math.Abs(t), 2) == 1 {
		return t
	}
	return t + math.Copysign(1, y)
}

// roundFloat rounds x to a binary format with mant fraction bits, normal exponents down to
// minExp, and saturates at ±maxVal (the hardware's default, hardware.md §7).
func roundFloat(x float64, mant, minExp int, maxVal float64, m roundMode) float64 {
	if x == 0 {
		return x
	}
	_, e := math.Frexp(math.Abs(x))
	q := math.Ldexp(1, max(e-1, minExp)-mant)
	r := roundInt(x/q, m) * q
	if r == 0 {
		return math.Copysign(0, x)
	}
	return math.Max(-maxVal, math.Min(maxVal, r))
}

func castInputs(r *rand.Rand, n int) []float32 {
	edge := []float32{0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.7, -3.7, 65504, 65519, 65520, 70000, -70000, 1e9, -1e9,
		3e9, -3e9, 2147483520, -2147483648, 1 + 1.0/2048, 1 + 3.0/2048, -(1 + 1.0/2048), 1e-6, -1e-6, 6e-8, 2e-8, 0.1, -0.1}
	x := append([]float32(nil), edge...)
	for len(x) < n {
		switch len(x) % 3 {
		case 0:
			x = append(x, float32((r.Float64()*2-1)*100))
		case 1:
			x = append(x, float32(math.Round((r.Float64()*2-1)*2000))/2) // halves
		default:
			x = append(x, float32((r.Float64()*2-1)*1e5))
		}
	}
	return x[:n]
}

// The casts of cast_modes against roundFloat/roundInt: 2 cores × 256 elements.
func TestAscCastModes(t *testing.T) {
	forSoCs(t, "cast_modes", func(t *testing.T, _ string, m *ir.Operation) {
		const n, cores = 256, 2
		x := castInputs(rand.New(rand.NewSource(35)), n*cores)
		h, iv, f, b := out(2*7*n*cores), out(4*5*n*cores), out(4*2*n*cores), out(2*2*n*cores)
		runAsc(t, m, "cast_modes", cores, in(f32bytes(x)), h, iv, f, b, scalar(fmtInt(n)))
		hs, fs, bs := f16of(h.Data), f32of(f.Data), f16of(b.Data)
		bad := 0
		fail := func(format string, args ...any) {
			if bad < 10 {
				t.Errorf(format, args...)
			}
			bad++
		}
		for c := 0; c < cores; c++ {
			for j := 0; j < n; j++ {
				v := float64(x[c*n+j])
				hmodes := []roundMode{modeRint, modeFloor, modeCeil, modeRound, modeTrunc, modeOdd, modeRound}
				for k, md := range hmodes {
					want := roundFloat(v, 10, -14, 65504, md)
					if got := hs[c*7*n+k*n+j]; got != f16Bits(want) {
						fail("f16 mode %d slot %d of %g: got %#04x want %#04x (%g)", md, k, v, got, f16Bits(want), want)
					}
				}
				var floorInt int32
				for k, md := range []roundMode{modeRint, modeFloor, modeCeil, modeRound, modeTrunc} {
					want := math.Max(math.MinInt32, math.Min(math.MaxInt32, roundInt(v, md)))
					got := int32(binary.LittleEndian.Uint32(iv.Data[4*(c*5*n+k*n+j):]))
					if float64(got) != want {
						fail("s32 mode %d of %g: got %d want %g", md, v, got, want)
					}
					if md == modeFloor {
						floorInt = int32(want)
					}
				}
				if want := float32(roundFloat(float64(floorInt), 23, -126, math.MaxFloat32, modeRint)); fs[c*2*n+j] != want {
					fail("s32 %d -> f32: got %g want %g", floorInt, fs[c*2*n+j], want)
				}
				if want := roundFloat(v, 10, -14, 65504, modeOdd); float64(fs[c*2*n+n+j]) != want {
					fail("f16 %g -> f32: got %g", want, fs[c*2*n+n+j])
				}
				for k, md := range []roundMode{modeRint, modeTrunc} {
					want := float32(roundFloat(v, 7, -126, 3.3895313892515355e38, md))
					if got := bs[c*2*n+k*n+j]; got != uint16(math.Float32bits(want)>>16) {
						fail("bf16 mode %d of %g: got %#04x want %#04x (%g)", md, v, got, math.Float32bits(want)>>16, want)
					}
				}
			}
		}
		if bad > 0 {
			t.Fatalf("%d casts wrong", bad)
		}
	})
}
