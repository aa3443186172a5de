// Package mem holds the bytes of an AI Core chip: the global memory shared by all cores and
// each core's local buffers (UB, L1, L0A, L0B, L0C, bias table, fixpipe buffer) as byte
// arrays. Which buffers exist and their capacities are hardware facts in
// dialect/ascendc/arch; this package only stores and lays out the data.
package mem

import (
	"fmt"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
)

// Local is one core's set of local buffers.
type Local struct {
	Buf [arch.NumBuffers][]byte
}

// NewLocal allocates zeroed buffers of the SoC's capacities.
func NewLocal(s *arch.SoC) *Local {
	l := &Local{}
	for sp := arch.UB; sp < arch.NumBuffers; sp++ {
		l.Buf[sp] = make([]byte, s.Capacity[sp])
	}
	return l
}

// Region is one GM allocation (a kernel argument buffer or a workspace): where it lies in
// the GM address space. Its bytes are reached through Global.Bytes and Global.WriteBytes.
type Region struct {
	Name string
	Base int64
	Size int64
}

// Global is the chip's GM: allocations laid out one after another in one address space,
// each 512-byte aligned (the best DMA alignment, §6) with a gap so that overruns land in
// no buffer.
//
// Each allocation keeps its own bytes rather than one slice holding them all, so that a
// buffer the caller already has is used where it is instead of being copied in and out:
// copying a large input into fresh memory costs as much as the kernel's own work. An
// output buffer is the caller's slice (Bind); an input buffer reads the caller's slice
// until the kernel first writes it, and is copied then (BindInput), so the caller's input
// never changes.
type Global struct {
	Regions []Region
	Limit   int64
	// end is where the last allocation ends.
	end  int64
	data []*regionData
}

// regionData holds one region's bytes. Cores run concurrently, so the slice is swapped
// atomically when a borrowed input is copied on its first write.
type regionData struct {
	b atomic.Pointer[[]byte]
	// borrowed: b is the caller's input, to be copied before the first write.
	borrowed atomic.Bool
	mu       sync.Mutex
}

// Alloc reserves size zeroed bytes and returns the region index.
func (g *Global) Alloc(name string, size int64) (int, error) {
	if size < 0 {
		return 0, fmt.Errorf("negative GM allocation for %s", name)
	}
	return g.add(name, make([]byte, size), false)
}

// Bind makes data a region: the kernel reads and writes data itself.
func (g *Global) Bind(name string, data []byte) (int, error) { return g.add(name, data, false) }

// BindInput makes a region initialised from data without copying it up front: data is
// read in place until the first write to the region copies it, and is never written.
func (g *Global) BindInput(name string, data []byte) (int, error) { return g.add(name, data, true) }

func (g *Global) add(name string, b []byte, borrowed bool) (int, error) {
	base := (g.end + 1023) &^ 511
	size := int64(len(b))
	if g.Limit > 0 && base+size > g.Limit {
		return 0, fmt.Errorf("GM allocation of %d bytes for %s exceeds --max-gm-bytes=%d", size, name, g.Limit)
	}
	d := &regionData{}
	d.b.Store(&b)
	d.borrowed.Store(borrowed && size > 0)
	g.end = base + size
	g.Regions = append(g.Regions, Region{Name: name, Base: base, Size: size})
	g.data = append(g.data, d)
	return len(g.Regions) - 1, nil
}

// End is the end of the last allocation: the extent of the GM address space in use.
func (g *Global) End() int64 { return g.end }

// Bytes returns GM bytes [addr, addr+n) of region r for reading, or nil when they are not
// all inside it.
func (g *Global) Bytes(r int32, addr, n int64) []byte {
	d, off, ok := g.locate(r, addr, n)
	if !ok {
		return nil
	}
	return (*d.b.Load())[off : off+n : off+n]
}

// WriteBytes is Bytes for writing: a borrowed input is copied first.
func (g *Global) WriteBytes(r int32, addr, n int64) []byte {
	d, off, ok := g.locate(r, addr, n)
	if !ok {
		return nil
	}
	if d.borrowed.Load() {
		d.mu.Lock()
		if d.borrowed.Load() {
			own := append([]byte(nil), *d.b.Load()...)
			d.b.Store(&own)
			d.borrowed.Store(false)
		}
		d.mu.Unlock()
	}
	return (*d.b.Load())[off : off+n : off+n]
}

func (g *Global) locate(r int32, addr, n int64) (*regionData, int64, bool) {
	if r < 0 || int(r) >= len(g.Regions) || n < 0 {
		return nil, 0, false
	}
	reg := &g.Regions[r]
	off := addr - reg.Base
	if off < 0 || off > reg.Size-n {
		return nil, 0, false
	}
	return g.data[r], off, true
}

// Find returns the index of the region containing [addr, addr+n), or -1.
func (g *Global) Find(addr, n int64) int {
	i := sort.Search(len(g.Regions), func(i int) bool { return g.Regions[i].Base+g.Regions[i].Size > addr })
	if i < len(g.Regions) && g.Regions[i].Base <= addr && addr+n <= g.Regions[i].Base+g.Regions[i].Size {
		return i
	}
	return -1
}
