package numeric

import (
	"math"
	"math/rand"
	"sort"
	"testing"
)

// finite returns every finite value of a 16-bit format, sorted, with its bit pattern.
func finite(decode func(uint16) float32) ([]float64, []uint16) {
	type e struct {
		v float64
		b uint16
	}
	var es []e
	for i := 0; i < 1<<16; i++ {
		f := float64(decode(uint16(i)))
		if math.IsInf(f, 0) || f != f || (f == 0 && i != 0) {
			continue
		}
		es = append(es, e{f, uint16(i)})
	}
	sort.Slice(es, func(i, j int) bool { return es[i].v < es[j].v })
	vs, bs := make([]float64, len(es)), make([]uint16, len(es))
	for i, x := range es {
		vs[i], bs[i] = x.v, x.b
	}
	return vs, bs
}

// refRound is the reference: the neighbours found by searching the sorted table, the mode
// applied from its definition (hardware.md §7), finite overflow saturated to the maximum.
func refRound(vs []float64, bs []uint16, v float64, m Round) uint16 {
	i := sort.SearchFloat64s(vs, v) // first >= v
	if i < len(vs) && vs[i] == v {
		return bs[i]
	}
	if i == 0 {
		return bs[0] // below -max: saturate
	}
	if i == len(vs) {
		return bs[len(vs)-1]
	}
	lo, hi := i-1, i
	even := func(k int) bool { return bs[k]&1 == 0 }
	switch m {
	case RoundFloor:
		return bs[lo]
	case RoundCeil:
		return bs[hi]
	case RoundTrunc:
		if v > 0 {
			return bs[lo]
		}
		return bs[hi]
	case RoundOdd:
		if !even(lo) {
			return bs[lo]
		}
		return bs[hi]
	}
	dl, dh := v-vs[lo], vs[hi]-v
	if dl < dh {
		return bs[lo]
	}
	if dh < dl {
		return bs[hi]
	}
	if m == RoundRound {
		if v > 0 {
			return bs[hi]
		}
		return bs[lo]
	}
	if even(lo) {
		return bs[lo]
	}
	return bs[hi]
}

func TestHalfModesAgainstTable(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	fv, fb := finite(F16ToF32)
	bv, bb := finite(BF16ToF32)
	modes := []Round{RoundRint, RoundFloor, RoundCeil, RoundRound, RoundTrunc, RoundOdd}
	for n := 0; n < 100000; n++ {
		var f float32
		switch n % 3 {
		case 0: // around the f16 range, including overflow past 65504
			f = float32((r.Float64()*2 - 1) * 70000)
		case 1: // f16 subnormals
			f = float32((r.Float64()*2 - 1) * 1e-4)
		default:
			f = math.Float32frombits(r.Uint32())
			if math.IsInf(float64(f), 0) || f != f {
				continue
			}
		}
		for _, m := range modes {
			if got, want := SatHalf(F32ToF16Mode(f, m), true, MaxF16), refRound(fv, fb, float64(f), m); got != want && !(got&0x7fff == 0 && want&0x7fff == 0) {
				t.Fatalf("f16 %v mode %d: %#x want %#x", f, m, got, want)
			}
			if m == RoundOdd {
				continue
			}
			if got, want := SatHalf(F32ToBF16Mode(f, m), true, MaxBF16), refRound(bv, bb, float64(f), m); got != want && !(got&0x7fff == 0 && want&0x7fff == 0) {
				t.Fatalf("bf16 %v mode %d: %#x want %#x", f, m, got, want)
			}
		}
	}
}

func TestSaturationEdges(t *testing.T) {
	// 65519.996 rounds (RINT) to 65504; 65520 would round to inf and saturates; inf stays.
	cases := []struct {
		f      float32
		finite bool
		want   uint16
	}{{65519, true, 0x7bff}, {65520, true, 0x7bff}, {-1e9, true, 0xfbff}, {float32(math.Inf(1)), false, 0x7c00}}
	for _, c := range cases {
		if got := SatHalf(F32ToF16Mode(c.f, RoundRint), c.finite, MaxF16); got != c.want {
			t.Errorf("f16(%v) = %#x, want %#x", c.f, got, c.want)
		}
	}
	if got := SatHalf(F32ToBF16Mode(math.MaxFloat32, RoundRint), true, MaxBF16); got != 0x7f7f {
		t.Errorf("bf16(maxf32) = %#x", got)
	}
	if got := SatHalf(F32ToBF16Mode(math.MaxFloat32, RoundTrunc), true, MaxBF16); got != 0x7f7f {
		t.Errorf("bf16 trunc(maxf32) = %#x", got)
	}
	// int32 -> f32: 2^24+1 is a tie between 2^24 and 2^24+2.
	v := float64(1<<24 + 1)
	for m, want := range map[Round]float32{RoundRint: 1 << 24, RoundNone: 1 << 24, RoundCeil: 1<<24 + 2, RoundRound: 1<<24 + 2, RoundFloor: 1 << 24, RoundTrunc: 1 << 24} {
		if got := F64ToF32Mode(v, m); got != want {
			t.Errorf("f32(%v) mode %d = %v, want %v", v, m, got, want)
		}
	}
}
