package examples

import (
	"math/rand"
	"os"
	"testing"
	"time"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/report"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

// The simulator's speed against a plain Go loop doing the same f16 additions: 25.6 M
// elements on 20 cores (1.28 M per core, 160 tiles of 8000). Set ASC_SIM_SPEED=1 to run it
// (bench/sim-speed.sh does); the target is a ratio of at most 2, sanitizer on or off.
const speedN, speedCores, speedTile = 25_600_000, 20, 8000

// speedTarget is the largest ratio to the plain loop accepted (issue 13).
const speedTarget = 2.0

func speedInputs() ([]uint16, []uint16) {
	r := rand.New(rand.NewSource(12))
	return randF16(r, speedN, 100), randF16(r, speedN, 100)
}

func simAdd(tb testing.TB, x, y []byte, sanitize bool) (time.Duration, *report.Stats) {
	m := load(tb, "add_f16")
	cfg, err := sim.NewConfig(semantics.Registry(), "ascend910b", speedCores)
	if err != nil {
		tb.Fatal(err)
	}
	cfg.Sanitize = sanitize
	z := out(2 * speedN)
	per := speedN / speedCores
	start := time.Now()
	ch, err := sim.RunKernel(m, "add_f16", cfg, []*sim.Arg{in(x), in(y), z,
		scalar(itoa(per)), scalar(itoa(speedTile)), scalar(itoa(per / speedTile))})
	d := time.Since(start)
	if err != nil {
		tb.Fatal(err)
	}
	if errs := ch.Errors(); len(errs) > 0 {
		tb.Fatal(errs[0])
	}
	return d, report.Collect(ch)
}

func itoa(n int) string { return fmtInt(n) }

func goAdd(x, y []uint16) time.Duration {
	z := make([]uint16, len(x))
	start := time.Now()
	semantics.AddF16(z, x, y)
	return time.Since(start)
}

func TestSimSpeed(t *testing.T) {
	if os.Getenv("ASC_SIM_SPEED") == "" {
		t.Skip("set ASC_SIM_SPEED=1 to measure")
	}
	x, y := speedInputs()
	xb, yb := f16bytes(x), f16bytes(y)
	loop := goAdd(x, y)
	for _, san := range []bool{true, false} {
		s, st := simAdd(t, xb, yb, san)
		t.Logf("25.6 M f16 adds on %d cores: simulator %v (sanitizer %v), plain Go loop %v: ratio %.2f; simulated kernel time %.1f µs",
			speedCores, s, san, loop, float64(s)/float64(loop), st.TimeUS)
		if r := float64(s) / float64(loop); r > speedTarget {
			t.Errorf("simulator is %.2f× the plain loop (target ≤ %g)", r, speedTarget)
		}
	}
}

func BenchmarkSimAddF16(b *testing.B) {
	x, y := speedInputs()
	xb, yb := f16bytes(x), f16bytes(y)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		simAdd(b, xb, yb, true)
	}
}

func BenchmarkGoLoopAddF16(b *testing.B) {
	x, y := speedInputs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		goAdd(x, y)
	}
}
