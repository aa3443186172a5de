package simulator

import (
	"bytes"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
)

func fill(n int, v byte) []byte { return bytes.Repeat([]byte{v}, n) }

// The bytes kept for a log entry are what its writes last put there, copied at the
// instruction's end under the GM write lock; a core keeps no more than its budget.
func TestKeptBytes(t *testing.T) {
	c := &Core{Chip: &Chip{}, x: newXState(0, 1, 40)}
	gm := make([]byte, 128)
	write := func(op int32, lo, n int64, v byte) {
		t.Helper()
		buf := gm[lo : lo+n]
		c.xRecord(lo, n, arch.MTE3, op, true, buf)
		copy(buf, fill(int(n), v)) // the semantics write after Mem returns
		if n := len(c.x.pending); n > 0 && !c.gmLocked {
			t.Fatalf("%d pending writes without the GM write lock", n)
		}
		c.xCapture()
		if c.gmLocked || !c.Chip.gmMu.TryLock() {
			t.Fatal("the GM write lock is still held after the instruction's end")
		}
		c.Chip.gmMu.Unlock()
	}
	write(1, 0, 16, 1)
	write(1, 16, 16, 2) // merges: op 1 keeps [0, 32)
	write(1, 0, 8, 3)   // rewrites its own bytes: the last ones count
	l := &c.x.log[0]
	if len(c.x.log) != 1 || l.lo != 0 || l.hi != 32 || !bytes.Equal(l.data, append(append(fill(8, 3), fill(8, 1)...), fill(16, 2)...)) {
		t.Fatalf("entry %+v", *l)
	}
	// Growing op 1 to 48 bytes passes the 40-byte budget: it keeps nothing from now on.
	write(1, 32, 16, 4)
	if l := &c.x.log[0]; l.data != nil || !l.over || l.hi != 48 {
		t.Fatalf("entry over budget kept %d bytes (over %v)", len(l.data), l.over)
	}
	write(2, 64, 16, 5) // the budget it gave back serves a new entry
	if l := &c.x.log[1]; !bytes.Equal(l.data, fill(16, 5)) {
		t.Fatalf("new entry %+v", *l)
	}
	// A write inside an atomic read-modify-write keeps no bytes, and makes the entry it
	// joins keep none either.
	unlock := c.LockGMAtomic()
	c.xRecord(72, 8, arch.MTE3, 2, true, gm[72:80])
	c.xCapture()
	if !c.gmLocked {
		t.Fatal("capture released the lock of an atomic read-modify-write")
	}
	unlock()
	if l := &c.x.log[1]; l.data != nil || l.over {
		t.Fatalf("entry joined by an atomic RMW write %+v", *l)
	}
	if c.gmLocked || !c.Chip.gmMu.TryLock() {
		t.Fatal("the GM write lock is still held after the atomic RMW")
	}
	c.Chip.gmMu.Unlock()
	// Reads keep nothing and take no lock.
	c.xRecord(0, 64, arch.MTE2, 3, false, gm[:64])
	if l := &c.x.log[len(c.x.log)-1]; l.data != nil || c.gmLocked {
		t.Fatal("a read kept bytes or took the lock")
	}
}

func TestKeepBudget(t *testing.T) {
	if got := xKeepBudget(1<<30, 4); got != 1<<29 {
		t.Errorf("1 GiB on 4 cores: %d", got)
	}
	if got := xKeepBudget(1<<20, 64); got != xKeepMin {
		t.Errorf("small GM: %d", got)
	}
}
