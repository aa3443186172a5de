package pipe

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
)

func TestTimelineInOrder(t *testing.T) {
	var tl Timeline
	// Ready at 0, occupies 10, completes 5 later.
	if s, e := tl.Issue(0, 10, 5); s != 0 || e != 15 {
		t.Fatalf("first: %d..%d", s, e)
	}
	// Ready earlier than the pipe is free: waits for it, overlapping the first's latency.
	if s, e := tl.Issue(3, 10, 5); s != 10 || e != 25 {
		t.Fatalf("second: %d..%d", s, e)
	}
	// Ready after a gap: starts when ready.
	if s, e := tl.Issue(100, 1, 0); s != 100 || e != 101 {
		t.Fatalf("third: %d..%d", s, e)
	}
	if tl.Ops != 3 || tl.Done != 101 {
		t.Errorf("ops %d, done %d", tl.Ops, tl.Done)
	}
	// Busy is the union of [0,25) and [100,101).
	if b := tl.Busy(); b != 26 {
		t.Errorf("busy %d, want 26", b)
	}
}

func TestTimelineWaitAndBarrier(t *testing.T) {
	var tl Timeline
	tl.Issue(0, 2, 50)
	tl.Wait(7)
	if s, _ := tl.Issue(0, 1, 0); s != 7 {
		t.Errorf("after Wait(7) started at %d", s)
	}
	tl.Barrier() // waits for the first instruction's completion at 52
	if s, _ := tl.Issue(0, 1, 0); s != 52 {
		t.Errorf("after Barrier started at %d", s)
	}
}

func TestCostModel(t *testing.T) {
	c := New(arch.Parts["Ascend910B2"])
	if c.ClockGHz != 1.8 || c.ChipGMBytesPerCycle != 1.6e12/1.8e9 {
		t.Errorf("910B2: clock %g, chip %g B/cycle", c.ClockGHz, c.ChipGMBytesPerCycle)
	}
	occ, lat := c.DMA(512, 1, 32)
	if occ != c.DMAIssue+16 || lat != c.GMLatency {
		t.Errorf("DMA 512 B aligned: %d, %d", occ, lat)
	}
	if c.AlignFactor(4096) != 1 || c.AlignFactor(32) != 0.7 || c.AlignFactor(2) != 0.7 || c.AlignFactor(256) != 0.925 {
		t.Errorf("alignment grades: %g %g %g %g", c.AlignFactor(4096), c.AlignFactor(32), c.AlignFactor(2), c.AlignFactor(256))
	}
	if c.Vector(4, false) != 4 || c.Vector(4, true) != 4*c.VecSlow {
		t.Error("vector repeats")
	}
	// fp16 16x16x16 per cycle; fp32 at a quarter of the MAC rate; int8 doubles K.
	if c.Cube(16, 16, 16, 2) != 1 || c.Cube(16, 16, 16, 4) != 4 || c.Cube(16, 32, 16, 1) != 1 || c.Cube(17, 16, 16, 2) != 2 {
		t.Error("cube fractal counts")
	}
	for name, p := range arch.Parts {
		if m := New(p); m.ClockGHz <= 0 || m.CoreGMBytesPerCycle <= 0 || m.ChipGMBytesPerCycle <= 0 {
			t.Errorf("%s: incomplete model", name)
		}
	}
}

// A core alone streams at its per-core rate, which its reads and writes share; 48 cores all
// streaming share the chip's rate; a core that transfers rarely assumes its peers do too.
func TestGMShare(t *testing.T) {
	c := New(arch.Parts["Ascend910B2"])
	var g GMShare
	if r := g.Rate(c, 0, 0, 1); r != 32 {
		t.Errorf("one core, one stream: %g", r)
	}
	g.Record(0, 0, 100)
	if r := g.Rate(c, 1, 50, 1); r != 16 {
		t.Errorf("one core, read and write at once: %g", r)
	}
	if r := g.Rate(c, 0, 200, 48); r != c.ChipGMBytesPerCycle/48 {
		t.Errorf("48 cores streaming: %g", r)
	}
	var busy, sparse GMShare
	for t0 := int64(0); t0 < 3*shareWindow; t0 += 100 {
		busy.Record(0, t0, 100)
		sparse.Record(0, t0, 10)
	}
	if r := busy.Rate(c, 0, 3*shareWindow, 48); r > c.ChipGMBytesPerCycle/48+1e-9 {
		t.Errorf("busy core on 48: %g", r)
	}
	if r := sparse.Rate(c, 0, 3*shareWindow, 48); r != 32 {
		t.Errorf("sparse core on 48: %g, want the per-core rate", r)
	}
}
