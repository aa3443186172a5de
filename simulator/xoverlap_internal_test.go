package simulator

import (
	"bytes"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/simulator/mem"
)

// ownChip is a chip with one 3-page GM buffer and cores cores logging their accesses, as
// a sanitised run has them.
func ownChip(t *testing.T, cores int) (*Chip, int64) {
	t.Helper()
	ch := &Chip{GM: &mem.Global{}}
	if _, err := ch.GM.Alloc("y", 3*ownPage); err != nil {
		t.Fatal(err)
	}
	ch.own = newXOwn(ch.GM.End())
	for i := 0; i < cores; i++ {
		ch.Cores = append(ch.Cores, &Core{Chip: ch, Idx: i, x: newXState(i, cores)})
	}
	return ch, ch.GM.Regions[0].Base
}

// gmWrite is one sanitised GM write of data at base+lo by op on core c: the access is
// recorded before the bytes change, as Core.Mem does, and the instruction ends.
func gmWrite(t *testing.T, c *Core, base int64, op int32, lo int64, data []byte) {
	t.Helper()
	n := int64(len(data))
	buf := c.Chip.GM.WriteBytes(0, base+lo, n)
	c.xRecord(base+lo, n, arch.MTE3, op, true, buf)
	if !c.gmLocked {
		t.Fatal("a sanitised GM write does not hold the GM write lock")
	}
	copy(buf, data)
	c.xEndWrite()
	if c.gmLocked || !c.Chip.gmMu.TryLock() {
		t.Fatal("the GM write lock is still held after the instruction's end")
	}
	c.Chip.gmMu.Unlock()
}

// entryOf returns core c's latest log entry of op containing [lo, hi).
func entryOf(c *Core, op int32, lo, hi int64) *xEntry {
	for k := len(c.x.log) - 1; k >= 0; k-- {
		if l := c.x.log[k]; l.op == op && l.lo <= lo && hi <= l.hi {
			return &xEntry{l, c.Idx, int32(k)}
		}
	}
	return nil
}

func fill(n int, v byte) []byte { return bytes.Repeat([]byte{v}, n) }

// checkSpans checks that every page's ownership spans are sorted, disjoint, inside the
// page and merged where one entry's spans touch.
func checkSpans(t *testing.T, o *xOwn) {
	t.Helper()
	for p, s := range o.pages {
		for i, v := range s {
			if v.lo >= v.hi || v.lo < int64(p)*ownPage || v.hi > int64(p+1)*ownPage {
				t.Fatalf("page %d span %d %+v", p, i, v)
			}
			if i > 0 && (s[i-1].hi > v.lo || s[i-1].hi == v.lo && s[i-1].own == v.own) {
				t.Fatalf("page %d spans %+v, %+v", p, s[i-1], v)
			}
		}
	}
}

// An entry's last bytes are GM's where it is still the last writer and the bytes saved
// when another write replaced them elsewhere; writing them again makes them GM's again.
func TestLastBytes(t *testing.T) {
	ch, base := ownChip(t, 2)
	c0, c1 := ch.Cores[0], ch.Cores[1]
	gmWrite(t, c0, base, 1, 0, fill(100, 1))
	gmWrite(t, c1, base, 2, 50, fill(100, 2))
	a, b := entryOf(c0, 1, base, base+100), entryOf(c1, 2, base+50, base+150)
	if got := ch.lastBytes(a, base, base+100); !bytes.Equal(got, fill(100, 1)) {
		t.Fatalf("core 0 after core 1 wrote over it: %v", got)
	}
	if got := ch.lastBytes(b, base+50, base+150); !bytes.Equal(got, fill(100, 2)) {
		t.Fatalf("core 1: %v", got)
	}
	gmWrite(t, c0, base, 1, 60, fill(10, 3)) // the same entry, over core 1's bytes
	want := append(append(fill(60, 1), fill(10, 3)...), fill(30, 1)...)
	if got := ch.lastBytes(entryOf(c0, 1, base, base+100), base, base+100); !bytes.Equal(got, want) {
		t.Fatalf("core 0 after writing again: %v", got)
	}
	if got := ch.lastBytes(b, base+50, base+150); !bytes.Equal(got, fill(100, 2)) {
		t.Fatalf("core 1 after core 0 wrote again: %v", got)
	}
	// Across a page boundary.
	gmWrite(t, c0, base, 3, ownPage-100, fill(200, 4))
	gmWrite(t, c1, base, 4, ownPage-10, fill(20, 5))
	if got := ch.lastBytes(entryOf(c0, 3, base+ownPage-100, base+ownPage+100), base+ownPage-100, base+ownPage+100); !bytes.Equal(got, fill(200, 4)) {
		t.Fatalf("across a page: %v", got)
	}
	checkSpans(t, ch.own)
	// An atomic read-modify-write keeps nothing: its bytes are unknown and not saved.
	unlock := c1.LockGMAtomic()
	gmWriteLocked(t, c1, base, 5, 2*ownPage, fill(8, 6))
	unlock()
	if c1.gmLocked {
		t.Fatal("the lock outlived the atomic read-modify-write")
	}
	gmWrite(t, c0, base, 6, 2*ownPage, fill(8, 7))
	e := entryOf(c1, 5, base+2*ownPage, base+2*ownPage+8)
	if !e.noKeep || ch.lastBytes(e, base+2*ownPage, base+2*ownPage+8) != nil || ch.own.saved[gmOwner{1, e.idx}] != nil {
		t.Fatalf("atomic RMW entry %+v kept bytes", *e)
	}
	// Past the budget an entry's bytes are lost, and its saved bytes given back.
	ch.own.budget = 4
	gmWrite(t, c1, base, 7, 0, fill(10, 8))
	if !ch.own.lost[gmOwner{0, a.idx}] || ch.lastBytes(a, base, base+10) != nil || ch.own.budget < 100 {
		t.Fatalf("over budget: lost %v, budget %d", ch.own.lost, ch.own.budget)
	}
}

// gmWriteLocked is gmWrite inside an atomic read-modify-write, which keeps the lock.
func gmWriteLocked(t *testing.T, c *Core, base int64, op int32, lo int64, data []byte) {
	t.Helper()
	buf := c.Chip.GM.WriteBytes(0, base+lo, int64(len(data)))
	c.xRecord(base+lo, int64(len(data)), arch.MTE3, op, true, buf)
	copy(buf, data)
	c.xEndWrite()
	if !c.gmLocked {
		t.Fatal("the end of the write released the atomic read-modify-write's lock")
	}
}

// Random writes of random bytes by three cores against a byte-by-byte model of what each
// entry last wrote.
func TestLastBytesRandom(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for round := 0; round < 20; round++ {
		ch, base := ownChip(t, 3)
		type key struct {
			own gmOwner
			at  int64
		}
		ref := map[key]byte{}
		entries := map[gmOwner]*xEntry{}
		for w := 0; w < 60; w++ {
			c := ch.Cores[r.Intn(3)]
			op := int32(r.Intn(4))
			lo := int64(r.Intn(3*ownPage - 1))
			n := 1 + int64(r.Intn(min(3*ownPage-int(lo), 600)))
			data := make([]byte, n)
			r.Read(data)
			gmWrite(t, c, base, op, lo, data)
			e := entryOf(c, op, base+lo, base+lo+n)
			own := gmOwner{int32(c.Idx), e.idx}
			for i := range data {
				ref[key{own, base + lo + int64(i)}] = data[i]
			}
			entries[own] = e
		}
		checkSpans(t, ch.own)
		for k, v := range ref {
			e := entries[k.own]
			e.xAccess = ch.Cores[e.core].x.log[e.idx] // its final range
			if got := ch.lastBytes(e, k.at, k.at+1); len(got) != 1 || got[0] != v {
				t.Fatalf("round %d: entry %+v byte %d: got %v, want %d", round, k.own, k.at-base, got, v)
			}
		}
	}
}

// BenchmarkClaimInterleaved: the ownership map's worst case, two cores' entries owning
// alternate 4-byte elements (a grid-stride scalar store), one claim per element.
func BenchmarkClaimInterleaved(b *testing.B) {
	const n = 1 << 20
	buf := make([]byte, n)
	for i := 0; i < b.N; i++ {
		o := newXOwn(n)
		for at := int64(0); at < n; at += 4 {
			o.claim(at, at+4, gmOwner{int32(at / 4 % 2), int32(at / 8)}, true, buf[at:at+4])
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(n/4), "ns/claim")
}
