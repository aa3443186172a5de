package mem

import (
	"bytes"
	"strings"
	"sync"
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
		if g.End() != reg.Base+reg.Size {
			t.Errorf("end %d, want %d", g.End(), reg.Base+reg.Size)
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

// Bytes and WriteBytes reach a region's bytes by GM address and refuse ranges that leave
// the region (into a gap or another region) or name no region.
func TestGlobalBytesBounds(t *testing.T) {
	g := &Global{}
	a, _ := g.Alloc("a", 64)
	b, _ := g.Alloc("b", 64)
	ra, rb := g.Regions[a], g.Regions[b]
	copy(g.WriteBytes(int32(a), ra.Base, 64), bytes.Repeat([]byte{7}, 64))
	if got := g.Bytes(int32(a), ra.Base+60, 4); !bytes.Equal(got, []byte{7, 7, 7, 7}) {
		t.Errorf("Bytes = %v", got)
	}
	for _, c := range []struct {
		r       int32
		addr, n int64
	}{
		{int32(a), ra.Base + 60, 8}, // runs past the end of a
		{int32(a), ra.Base - 4, 4},  // before a
		{int32(a), rb.Base, 4},      // in b, through a
		{-1, ra.Base, 4},
		{2, rb.Base, 4},
		{int32(a), ra.Base, -1},
	} {
		if g.Bytes(c.r, c.addr, c.n) != nil || g.WriteBytes(c.r, c.addr, c.n) != nil {
			t.Errorf("region %d [%d, +%d) accepted", c.r, c.addr, c.n)
		}
	}
	// A view cannot be extended past the range asked for.
	if v := g.Bytes(int32(a), ra.Base, 4); cap(v) != 4 {
		t.Errorf("view capacity %d", cap(v))
	}
}

// Bind works on the caller's slice; BindInput reads it in place, copies it on the first
// write and never writes it.
func TestGlobalBind(t *testing.T) {
	g := &Global{}
	out := make([]byte, 16)
	in := []byte("0123456789abcdef")
	o, _ := g.Bind("out", out)
	i, _ := g.BindInput("in", in)
	ro, ri := g.Regions[o], g.Regions[i]
	g.WriteBytes(int32(o), ro.Base+2, 1)[0] = 'x'
	if out[2] != 'x' {
		t.Errorf("a write to a bound region did not reach the caller's slice: %q", out)
	}
	if v := g.Bytes(int32(i), ri.Base, 16); &v[0] != &in[0] {
		t.Error("a borrowed input was copied before any write")
	}
	g.WriteBytes(int32(i), ri.Base+1, 1)[0] = 'y'
	if string(in) != "0123456789abcdef" {
		t.Errorf("a write to an input region changed the caller's slice: %q", in)
	}
	if got := string(g.Bytes(int32(i), ri.Base, 16)); got != "0y23456789abcdef" {
		t.Errorf("input region after the write = %q", got)
	}
	// Bound regions count against the limit like allocations.
	l := &Global{Limit: 1024}
	if _, err := l.BindInput("big", make([]byte, 4096)); err == nil {
		t.Error("an input past the limit was bound")
	}
}

// Cores write a borrowed input concurrently: it is copied once and every write lands in
// the copy (go test -race checks the swap).
func TestGlobalBorrowConcurrent(t *testing.T) {
	g := &Global{}
	in := make([]byte, 64)
	r, _ := g.BindInput("in", in)
	base := g.Regions[r].Base
	var wg sync.WaitGroup
	for k := 0; k < 8; k++ {
		wg.Add(1)
		go func(k int) {
			defer wg.Done()
			_ = g.Bytes(int32(r), base, 64)
			g.WriteBytes(int32(r), base+int64(k), 1)[0] = byte(k + 1)
		}(k)
	}
	wg.Wait()
	got := g.Bytes(int32(r), base, 8)
	for k := range got {
		if got[k] != byte(k+1) || in[k] != 0 {
			t.Fatalf("byte %d: region %d, caller %d", k, got[k], in[k])
		}
	}
}
