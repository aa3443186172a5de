package sanitize

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
)

// A transfer reading GM bytes the scalar unit wrote is stale until a clean, however the two
// are ordered; a clean makes every earlier scalar write visible, and reads of other bytes,
// scalar reads and later writes are judged on their own.
func TestScalarWriteNeedsClean(t *testing.T) {
	s, hs := newState(t)
	stale := func() int {
		n := 0
		for _, h := range *hs {
			if h.Kind == Stale {
				n++
			}
		}
		return n
	}
	s.Tick(arch.S)
	s.Write(arch.GM, 1000, 4, arch.S, 1)
	c := s.Publish(arch.S) // set_flag S_MTE2
	s.Acquire(arch.MTE2, &c)
	s.Tick(arch.MTE2)
	s.Read(arch.GM, 1004, 60, arch.MTE2, 2) // next to the write: not stale
	if stale() != 0 {
		t.Fatalf("a read of other bytes was reported: %v", *hs)
	}
	s.Tick(arch.MTE2)
	s.Read(arch.GM, 960, 64, arch.MTE2, 3)
	if stale() != 1 || (*hs)[len(*hs)-1].Prev != 1 || (*hs)[len(*hs)-1].Addr != 1000 || (*hs)[len(*hs)-1].PrevPipe != arch.S {
		t.Fatalf("want one stale read of op 1 at 1000, got %v", *hs)
	}
	s.Tick(arch.S)
	s.Read(arch.GM, 1000, 4, arch.S, 4) // the scalar unit reads its own cache
	s.Tick(arch.S)
	s.CleanDataCache()
	s.Tick(arch.MTE2)
	s.Read(arch.GM, 960, 64, arch.MTE2, 5)
	if stale() != 1 {
		t.Fatalf("a read after the clean was reported: %v", *hs)
	}
	s.Tick(arch.S)
	s.Write(arch.GM, 1010, 2, arch.S, 6)
	s.Tick(arch.MTE2)
	s.Read(arch.GM, 960, 64, arch.MTE2, 7)
	if stale() != 2 || (*hs)[len(*hs)-1].Prev != 6 {
		t.Fatalf("a write after the clean must be cleaned again: %v", *hs)
	}
}

// The dirty list is bounded: past dirtyCap separate writes the oldest are forgotten.
func TestDirtyRangesBounded(t *testing.T) {
	s, _ := newState(t)
	for i := 0; i < 3*dirtyCap; i++ {
		s.Tick(arch.S)
		s.Write(arch.GM, int64(8*i), 4, arch.S, int32(i))
	}
	if len(s.dirty) != dirtyCap || s.dirty[0].op != int32(2*dirtyCap) {
		t.Fatalf("kept %d ranges, oldest op %d", len(s.dirty), s.dirty[0].op)
	}
}

// A scalar read of GM bytes the scalar unit held in its cache before a transfer wrote them
// reads the cache's old copy; bytes it never touched, bytes it wrote again since, and
// everything after a clean are read from GM.
func TestScalarReadAfterTransferWrite(t *testing.T) {
	s, hs := newState(t)
	stale := func() []Hazard { return ofKind(*hs, Stale) }
	s.Tick(arch.S)
	s.Read(arch.GM, 100, 8, arch.S, 1) // caches [100, 108)
	c := s.Publish(arch.S)
	s.Acquire(arch.MTE3, &c)
	s.Tick(arch.MTE3)
	s.Write(arch.GM, 96, 64, arch.MTE3, 2) // overwrites them in GM
	c = s.Publish(arch.MTE3)
	s.Acquire(arch.S, &c)
	s.Tick(arch.S)
	s.Read(arch.GM, 120, 4, arch.S, 3) // never cached: GM's bytes
	if l := stale(); len(l) != 0 {
		t.Fatalf("a read of bytes never cached was reported: %v", l)
	}
	s.Tick(arch.S)
	s.Write(arch.GM, 100, 4, arch.S, 4) // [100, 104) current again
	s.Tick(arch.S)
	s.Read(arch.GM, 100, 4, arch.S, 5)
	if l := stale(); len(l) != 0 {
		t.Fatalf("a read of bytes the scalar unit wrote again was reported: %v", l)
	}
	s.Tick(arch.S)
	s.Read(arch.GM, 100, 8, arch.S, 6)
	l := stale()
	if len(l) != 1 || l[0].Op != 6 || l[0].Prev != 2 || l[0].Addr != 104 || l[0].Pipe != arch.S || l[0].PrevPipe != arch.MTE3 {
		t.Fatalf("want one stale scalar read of op 2's bytes at 104, got %v", l)
	}
	s.Tick(arch.S)
	s.CleanDataCache()
	s.Tick(arch.S)
	s.Read(arch.GM, 100, 8, arch.S, 7)
	if len(stale()) != 1 {
		t.Fatalf("a read after the clean was reported: %v", stale())
	}
}

// cutRange keeps the parts of each range outside the cut, in place or after the rest.
func TestCutRange(t *testing.T) {
	l := []dirtyRange{{0, 10, 1, arch.S}, {20, 30, 2, arch.S}, {40, 50, 3, arch.S}}
	got := cutRange(l, 5, 45)
	want := []dirtyRange{{0, 5, 1, arch.S}, {45, 50, 3, arch.S}}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
	got = cutRange([]dirtyRange{{0, 10, 1, arch.S}}, 3, 6)
	if len(got) != 2 || got[0] != (dirtyRange{0, 3, 1, arch.S}) || got[1] != (dirtyRange{6, 10, 1, arch.S}) {
		t.Fatalf("a cut inside a range must leave both sides, got %v", got)
	}
}

// A transfer writing GM bytes the scalar unit wrote before any clean races with the data
// cache's write-back of them; after a clean, or over other bytes, it does not.
func TestTransferWriteOverDirtyBytes(t *testing.T) {
	s, hs := newState(t)
	wb := func() []Hazard { return ofKind(*hs, WriteBack) }
	s.Tick(arch.S)
	s.Write(arch.GM, 64, 4, arch.S, 1)
	c := s.Publish(arch.S)
	s.Acquire(arch.MTE3, &c)
	s.Tick(arch.MTE3)
	s.Write(arch.GM, 0, 64, arch.MTE3, 2) // next to it
	if l := wb(); len(l) != 0 {
		t.Fatalf("a write of other bytes was reported: %v", l)
	}
	s.Tick(arch.MTE3)
	s.Write(arch.GM, 32, 64, arch.MTE3, 3)
	if l := wb(); len(l) != 1 || l[0].Op != 3 || l[0].Prev != 1 || l[0].Addr != 64 || l[0].Pipe != arch.MTE3 || l[0].PrevPipe != arch.S {
		t.Fatalf("want one write-back race of op 3 against op 1 at 64, got %v", l)
	}
	s.Tick(arch.S)
	s.CleanDataCache()
	c = s.Publish(arch.S)
	s.Acquire(arch.MTE3, &c)
	s.Tick(arch.MTE3)
	s.Write(arch.GM, 32, 64, arch.MTE3, 4)
	if len(wb()) != 1 {
		t.Fatalf("a write after the clean was reported: %v", wb())
	}
}

// ofKind is the hazards of kind k in hs.
func ofKind(hs []Hazard, k Kind) []Hazard {
	var l []Hazard
	for _, h := range hs {
		if h.Kind == k {
			l = append(l, h)
		}
	}
	return l
}
