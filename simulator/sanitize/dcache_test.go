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
