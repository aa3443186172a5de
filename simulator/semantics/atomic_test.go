package semantics

import (
	"math"
	"math/rand"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

func TestAtomicAddAcrossCores(t *testing.T) {
	// Three cores add x into the same y[0:64] (zero-filled): y = x+x+x, and atomic writes
	// of different cores do not race.
	pre := "  ascendc.set_atomic_add {dtype = f32} : () -> ()\n"
	post := "  ascendc.set_atomic_none : () -> ()\n"
	y, d := xcoreRun(t, xcoreKernel(pre, post), 3, "0")
	if d != "" {
		t.Fatalf("atomic writes reported: %s", d)
	}
	for i, v := range iota64() {
		// Reference: float32 sums in the order the cores' order does not change (3v is
		// exact for these small integers).
		if got, want := f32at(y.Data, i), 3*v; got != want {
			t.Fatalf("y[%d] = %g, want %g", i, got, want)
		}
	}
	// Max: y = max(0, x).
	y, d = xcoreRun(t, xcoreKernel(strings.Replace(pre, "add", "max", 1), post), 2, "0")
	if d != "" {
		t.Fatal(d)
	}
	for i, v := range iota64() {
		if got := f32at(y.Data, i); got != float32(math.Max(0, float64(v))) {
			t.Fatalf("max: y[%d] = %g, want max(0, %g)", i, got, v)
		}
	}
	// Once atomics are off the second core's plain write races with the first's where
	// they put different bytes (stride 32: y[32:64] gets x[32:64] from core 0 and x[0:32]
	// from core 1); writing the same bytes (stride 0) is a benign overlap, not a race.
	_, d = xcoreRun(t, xcoreKernel("", ""), 2, "32")
	if !strings.Contains(d, "cross-core write-write race") {
		t.Fatalf("plain writes not reported: %s", d)
	}
	if _, d = xcoreRun(t, xcoreKernel("", ""), 2, "0"); d != "" {
		t.Fatalf("plain writes of identical bytes reported: %s", d)
	}
	// Max of +0 (GM) with -0 is not pinned by any source: refused at run time.
	x := iota64()
	x[0] = float32(math.Copysign(0, -1))
	_, d = xcoreRunX(t, xcoreKernel(strings.Replace(pre, "add", "max", 1), post), 1, "0", x)
	if !strings.Contains(d, "compares +0 with -0") {
		t.Fatalf("±0 max not refused: %s", d)
	}
}

func TestAtomicRefusedDtype(t *testing.T) {
	_, d := xcoreRun(t, xcoreKernel("  ascendc.set_atomic_add {dtype = ui32} : () -> ()\n", ""), 1, "0")
	if !strings.Contains(d, "'ascendc.set_atomic_add' op is not simulated for element type ui32") {
		t.Fatalf("unsupported atomic type not refused: %s", d)
	}
}

// f16Nearest rounds v to the nearest float16 (ties to even mantissa) by searching every
// finite float16: a reference independent of the numeric package's conversion.
func f16Nearest(v float64) uint16 {
	best, bestD := uint16(0), math.Inf(1)
	for h := 0; h < 0x10000; h++ {
		if h&0x7c00 == 0x7c00 {
			continue
		}
		f := float64(numeric.F16ToF32(uint16(h)))
		d := math.Abs(f - v)
		if d < bestD || d == bestD && h&1 == 0 && (f != 0 || !math.Signbit(v)) {
			best, bestD = uint16(h), d
		}
	}
	return best
}

func TestAtomicAddF16Rounding(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	s := &atomicState{op: atomicAdd, dtype: sim.F16}
	for n := 0; n < 300; n++ {
		a := numeric.F16ToF32(uint16(r.Intn(0x7800)) | uint16(r.Intn(2))<<15)
		b := numeric.F16ToF32(uint16(r.Intn(0x7800)) | uint16(r.Intn(2))<<15)
		got, err := atomicFloat(s.op, s.dtype, float64(a), float64(b))
		if err != "" {
			t.Fatal(err)
		}
		exact := float64(a) + float64(b) // exact: both are float16
		want := f16Nearest(exact)
		if exact == 0 {
			continue // the sign of an exact zero sum is IEEE's rule, checked below
		}
		if g := numeric.F32ToF16(float32(got)); g != want {
			t.Fatalf("%g + %g = %#x, want %#x", a, b, g, want)
		}
	}
	if got, _ := atomicFloat(atomicAdd, sim.F16, math.Copysign(0, -1), 0); math.Signbit(got) {
		t.Fatalf("-0 + +0 must be +0 under round to nearest")
	}
}

// TestAtomicWritesOnOnePipe: a core accumulating the same tile twice into y in an atomic
// mode needs no barrier between the two MTE3 transfers (the GM side serialises atomic
// updates; y = 2x in either order), while two plain writes there are a write-after-write
// race within MTE3 on the 910B, whose pipes do not keep their own order.
func TestAtomicWritesOnOnePipe(t *testing.T) {
	again := "  ascendc.data_copy_l2 %gyi, %a, %c64 : " + gt + ", " + lt + ", i32\n"
	y, d := xcoreRun(t, xcoreKernel("  ascendc.set_atomic_add {dtype = f32} : () -> ()\n",
		again+"  ascendc.set_atomic_none : () -> ()\n"), 1, "0")
	if d != "" {
		t.Fatalf("two atomic accumulations on MTE3 reported: %s", d)
	}
	for i, v := range iota64() {
		if got := f32at(y.Data, i); got != 2*v {
			t.Fatalf("y[%d] = %g, want %g", i, got, 2*v)
		}
	}
	if _, d = xcoreRun(t, xcoreKernel("", again), 1, "0"); !strings.Contains(d, "write-after-write race on GM") {
		t.Fatalf("two unordered plain writes on MTE3 not reported: %s", d)
	}
}
