// Package mem holds the bytes of an AI Core chip: the global memory shared by all cores and
// each core's local buffers (UB, L1, L0A, L0B, L0C, bias table, fixpipe buffer) as byte
// arrays. Which buffers exist and their capacities are hardware facts in
// dialect/ascendc/arch; this package only stores and lays out the data.
package mem

import (
	"fmt"
	"sort"

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

// Region is one GM allocation (a kernel argument buffer or a workspace).
type Region struct {
	Name string
	Base int64
	Size int64
}

// Global is the chip's GM: allocations laid out one after another in one byte slice, each
// 512-byte aligned (the best DMA alignment, §6) with a gap so that overruns land in no
// buffer.
type Global struct {
	Data    []byte
	Regions []Region
	Limit   int64
}

// Alloc reserves size bytes and returns the region index.
func (g *Global) Alloc(name string, size int64) (int, error) {
	base := (int64(len(g.Data)) + 1023) &^ 511
	if size < 0 {
		return 0, fmt.Errorf("negative GM allocation for %s", name)
	}
	if g.Limit > 0 && base+size > g.Limit {
		return 0, fmt.Errorf("GM allocation of %d bytes for %s exceeds --max-gm-bytes=%d", size, name, g.Limit)
	}
	need := base + size
	if int64(cap(g.Data)) < need {
		nd := make([]byte, need, need+need/4)
		copy(nd, g.Data)
		g.Data = nd
	}
	g.Data = g.Data[:need]
	g.Regions = append(g.Regions, Region{Name: name, Base: base, Size: size})
	return len(g.Regions) - 1, nil
}

// Find returns the index of the region containing [addr, addr+n), or -1.
func (g *Global) Find(addr, n int64) int {
	i := sort.Search(len(g.Regions), func(i int) bool { return g.Regions[i].Base+g.Regions[i].Size > addr })
	if i < len(g.Regions) && g.Regions[i].Base <= addr && addr+n <= g.Regions[i].Base+g.Regions[i].Size {
		return i
	}
	return -1
}
