package pipe

import "testing"

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
	c := Models["ascend910b"]
	if r := c.GMRate(1); r != c.CoreGMBytesPerCycle {
		t.Errorf("one core streams at %g, want the per-core rate", r)
	}
	if r := c.GMRate(48); r >= c.CoreGMBytesPerCycle || r*48 > c.ChipGMBytesPerCycle+1e-9 {
		t.Errorf("48 cores share HBM: %g per core", r)
	}
	occ, lat := c.DMA(512, 32, true)
	if occ != c.DMAIssue+16 || lat != c.GMLatency {
		t.Errorf("DMA 512 B aligned: %d, %d", occ, lat)
	}
	if slow, _ := c.DMA(512, 32, false); slow <= occ {
		t.Errorf("misaligned DMA is not slower: %d vs %d", slow, occ)
	}
	if c.Vector(4, false) != 4 || c.Vector(4, true) != 4*c.VecSlow {
		t.Error("vector repeats")
	}
	// fp16 16x16x16 per cycle; fp32 at a quarter of the MAC rate; int8 doubles K.
	if c.Cube(16, 16, 16, 2) != 1 || c.Cube(16, 16, 16, 4) != 4 || c.Cube(16, 32, 16, 1) != 1 || c.Cube(17, 16, 16, 2) != 2 {
		t.Error("cube fractal counts")
	}
	for name, m := range Models {
		if m.ClockGHz <= 0 || m.CoreGMBytesPerCycle <= 0 {
			t.Errorf("%s: incomplete model", name)
		}
	}
}
