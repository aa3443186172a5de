package numeric

import (
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

func TestF16RoundTripAll(t *testing.T) {
	for i := 0; i < 1<<16; i++ {
		h := uint16(i)
		f := F16ToF32(h)
		if f != f {
			if F32ToF16(f)&0x7c00 != 0x7c00 || F32ToF16(f)&0x3ff == 0 {
				t.Fatalf("nan %#x lost", h)
			}
			continue
		}
		if got := F32ToF16(f); got != h {
			t.Fatalf("round trip %#x -> %v -> %#x", h, f, got)
		}
		if want := ir.BitsToFloat(uint64(h), ir.F16); float64(f) != want {
			t.Fatalf("decode %#x: %v want %v", h, f, want)
		}
	}
}

func TestF32ToF16MatchesReference(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 200000; i++ {
		f := math.Float32frombits(r.Uint32())
		if f != f {
			continue
		}
		// ir.FloatToBits mis-encodes values that round to zero, so compare those by value.
		if ir.RoundToType(float64(f), ir.F16) == 0 {
			if F32ToF16(f)&0x7fff != 0 {
				t.Fatalf("%g should round to zero", f)
			}
			continue
		}
		want := uint16(ir.FloatToBits(float64(f), ir.F16))
		if got := F32ToF16(f); got != want {
			t.Fatalf("%g (%#x): got %#x want %#x", f, math.Float32bits(f), got, want)
		}
		wb := uint16(ir.FloatToBits(float64(f), ir.BF16))
		if got := F32ToBF16(f); got != wb {
			t.Fatalf("bf16 %g: got %#x want %#x", f, got, wb)
		}
	}
}

// The f16 sum computed through float32 equals the correctly rounded exact sum.
func TestF16AddBitExact(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 200000; i++ {
		a, b := uint16(r.Uint32()), uint16(r.Uint32())
		fa, fb := F16ToF32(a), F16ToF32(b)
		if fa != fa || fb != fb {
			continue
		}
		for op := 0; op < 3; op++ {
			var got uint16
			var exact float64
			switch op {
			case 0:
				got, exact = F32ToF16(fa+fb), float64(fa)+float64(fb)
			case 1:
				got, exact = F32ToF16(fa-fb), float64(fa)-float64(fb)
			case 2:
				got, exact = F32ToF16(float32(fa*fb)), float64(fa)*float64(fb)
			}
			if exact != exact {
				continue
			}
			want := uint16(ir.FloatToBits(ir.RoundToType(exact, ir.F16), ir.F16))
			if got != want && !(got&0x7fff == 0 && want&0x7fff == 0) {
				t.Fatalf("op %d %#x %#x: got %#x want %#x", op, a, b, got, want)
			}
		}
	}
}

func TestRoundModes(t *testing.T) {
	f := float32(1.0) + float32(math.Ldexp(1, -11)) // halfway between 1 and 1+2^-10
	if F32ToF16Mode(f, RoundRint) != 0x3c00 || F32ToF16Mode(f, RoundRound) != 0x3c01 ||
		F32ToF16Mode(f, RoundCeil) != 0x3c01 || F32ToF16Mode(f, RoundFloor) != 0x3c00 ||
		F32ToF16Mode(-f, RoundTrunc) != 0xbc00 || F32ToF16Mode(f, RoundOdd) != 0x3c01 {
		t.Fatal("round modes")
	}
	if SatInt(1e10, 32, true, RoundRint) != math.MaxInt32 || SatInt(-3.5, 8, true, RoundRint) != -4 ||
		SatInt(-3.5, 8, true, RoundRound) != -4 || SatInt(2.5, 8, true, RoundRint) != 2 ||
		SatInt(-1, 8, false, RoundRint) != 0 {
		t.Fatal("saturation")
	}
}
