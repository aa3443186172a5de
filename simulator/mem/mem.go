// Package mem models the storage of an AI Core chip: the global memory shared by all cores
// and each core's local buffers (UB, L1, L0A, L0B, L0C, bias table, fixpipe buffer) as byte
// arrays with the capacities and alignments of spec/hardware.md §1 and §6.
package mem

import (
	"fmt"
	"sort"
	"strings"
)

// Space is a physical buffer.
type Space uint8

const (
	GM Space = iota
	UB
	L1
	L0A
	L0B
	L0C
	BT // bias table
	FB // fixpipe buffer
	NumSpaces
)

var spaceNames = [...]string{"GM", "UB", "L1", "L0A", "L0B", "L0C", "BT", "FB"}

func (s Space) String() string {
	if int(s) < len(spaceNames) {
		return spaceNames[s]
	}
	return fmt.Sprintf("space%d", s)
}

// SoC is the chip model picked with --soc.
type SoC struct {
	Name string
	// Capacity in bytes of each local buffer (GM has no fixed size: see Chip limits).
	Capacity [NumSpaces]int64
	// Reserved bytes at the top of the buffer that TPipe allocations may not use.
	Reserved [NumSpaces]int64
	// Align is the address alignment in bytes that allocations and data copies need.
	Align [NumSpaces]int64
	// Arch is the __NPU_ARCH__ number.
	Arch int
}

const kb = 1024

// SoCs lists the chip models, by --soc name.
var SoCs = map[string]*SoC{
	// hardware.md §1 "910B (2201)" column; alignment from §6.
	"ascend910b": {
		Name:     "ascend910b",
		Capacity: [NumSpaces]int64{0, 192 * kb, 512 * kb, 64 * kb, 64 * kb, 128 * kb, 1 * kb, 7 * kb},
		// UB: 256 B reserved plus the 8 KB Ascend C keeps by default; L1: 256 B (§1).
		Reserved: [NumSpaces]int64{0, 256 + 8*kb, 256, 0, 0, 0, 0, 0},
		Align:    [NumSpaces]int64{1, 32, 32, 512, 512, 64, 64, 64},
		Arch:     2201,
	},
	// hardware.md §1 "950PR/DT (3510)" column.
	"ascend950": {
		Name:     "ascend950",
		Capacity: [NumSpaces]int64{0, 256 * kb, 512 * kb, 64 * kb, 64 * kb, 256 * kb, 4 * kb, 4 * kb},
		// 248 KB usable by default (§1).
		Reserved: [NumSpaces]int64{0, 8 * kb, 256, 0, 0, 0, 0, 0},
		Align:    [NumSpaces]int64{1, 32, 32, 512, 512, 64, 64, 64},
		Arch:     3510,
	},
}

// SoCNames lists the --soc values.
func SoCNames() string {
	var n []string
	for k := range SoCs {
		n = append(n, k)
	}
	sort.Strings(n)
	return strings.Join(n, "|")
}

// Local is one core's set of local buffers.
type Local struct {
	Buf [NumSpaces][]byte
}

// NewLocal allocates zeroed buffers of the SoC's capacities.
func NewLocal(s *SoC) *Local {
	l := &Local{}
	for sp := UB; sp < NumSpaces; sp++ {
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
