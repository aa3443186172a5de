package mem

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
)

func TestGlobalAllocLayout(t *testing.T) {
	g := &Global{}
	var prevEnd int64
	for i, n := range []int64{100, 4096, 1} {
		r, err := g.Alloc("b", n)
		if err != nil || r != i {
			t.Fatalf("Alloc %d: %d, %v", i, r, err)
		}
		reg := g.Regions[r]
		// 512-byte aligned (§6) and never adjacent to the previous buffer, so an overrun
		// lands in no buffer.
		if reg.Base%512 != 0 || reg.Base <= prevEnd && i > 0 || reg.Size != n {
			t.Errorf("region %d = %+v after end %d", i, reg, prevEnd)
		}
		if int64(len(g.Data)) != reg.Base+reg.Size {
			t.Errorf("data length %d, want %d", len(g.Data), reg.Base+reg.Size)
		}
		prevEnd = reg.Base + reg.Size
	}
	r1 := g.Regions[1]
	if got := g.Find(r1.Base+10, 20); got != 1 {
		t.Errorf("Find inside region 1 = %d", got)
	}
	if got := g.Find(r1.Base+r1.Size-4, 8); got != -1 {
		t.Errorf("Find straddling the end of region 1 = %d, want -1", got)
	}
	if got := g.Find(r1.Base-8, 4); got != -1 {
		t.Errorf("Find in a gap = %d, want -1", got)
	}
}

func TestGlobalLimit(t *testing.T) {
	g := &Global{Limit: 2048}
	if _, err := g.Alloc("small", 512); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Alloc("big", 4096); err == nil || !strings.Contains(err.Error(), "exceeds --max-gm-bytes=2048") {
		t.Errorf("over the limit: %v", err)
	}
	if _, err := g.Alloc("neg", -1); err == nil {
		t.Error("negative size accepted")
	}
}

func TestNewLocal(t *testing.T) {
	s := arch.SoCs["ascend910b"]
	l := NewLocal(s)
	if l.Buf[arch.GM] != nil {
		t.Error("GM is not a local buffer")
	}
	for b := arch.UB; b < arch.NumBuffers; b++ {
		if int64(len(l.Buf[b])) != s.Capacity[b] {
			t.Errorf("%s: %d bytes, want %d", b, len(l.Buf[b]), s.Capacity[b])
		}
	}
}
