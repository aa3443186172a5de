package arch

import (
	"sort"
	"strings"
)

// SoC is a chip model, picked by name (asc-sim --soc).
type SoC struct {
	Name string
	// Capacity in bytes of each local buffer (GM has no fixed size: the simulator bounds it).
	Capacity [NumBuffers]int64
	// Reserved bytes at the top of the buffer that TPipe allocations may not use.
	Reserved [NumBuffers]int64
	// Align is the address alignment in bytes that allocations and data copies need.
	Align [NumBuffers]int64
	// Arch is the __NPU_ARCH__ number.
	Arch int
	// VecRegBytes is the length VL of a vector register of the register-based MicroAPI
	// (RegTensor); 0 when the core has no vector register file (hardware.md §1 "Regs").
	VecRegBytes int64
	// NumVecRegs and NumMaskRegs count the vector and mask (predicate) registers; a mask
	// register has one bit per byte of a vector register (8 × 32 B masks for 32 × 256 B
	// registers on 3510, hardware.md §1).
	NumVecRegs, NumMaskRegs int
	// PipesInOrder is true when every pipe completes its own instructions in program order
	// as far as memory is concerned, so that two instructions of one pipe need no barrier
	// between them. On 2201 the vector and MTE pipes overlap instructions and a dependent
	// pair needs PipeBarrier (hardware.md §4). On 3510 PyAsc's synchronisation
	// (ascendc-insert-bufid-sync, then ascendc-fuse-bufid-sync) orders only different
	// pipes through buffer ids, drops the get_buf/rls_buf pair between consecutive ops of
	// one pipe on one buffer and never emits pipe_barrier (passes.md, passes-asc2.md §4),
	// which is correct only if the pipes keep their own order; we take that as the 3510
	// rule (an inference from PyAsc's design, not a documented hardware fact).
	PipesInOrder bool
	// L0AColumnFractals: L0A keeps A's fractals k-block major ("NZ", 3510) instead of
	// m-block major ("ZZ", 2201); hardware.md §6 "Fractals: L0A ZZ (NZ on 3510)".
	L0AColumnFractals bool
	// CoreLinks: the 3510's data paths inside an AI Core pair, UB↔L1 and L0C→UB; on 2201
	// AIC and AIV exchange data only through GM (hardware.md §1 "Cores", §3 MTE3).
	CoreLinks bool
	// GMToL0: MTE2 loads GM straight into L0A/L0B, on 2201 only (hardware.md §3 MTE2).
	GMToL0 bool
}

// HasPath reports whether the chip moves data from buffer src to dst directly (hardware.md
// §1 and §3); CopyPipe gives the pipe of a path.
func (s *SoC) HasPath(dst, src Buffer) bool {
	switch {
	case src == GM && (dst == L0A || dst == L0B):
		return s.GMToL0
	case src == UB && dst == L1, src == L1 && dst == UB, src == L0C && dst == UB:
		return s.CoreLinks
	}
	return true
}

const kb = 1024

// SoCs lists the chip models by name.
var SoCs = map[string]*SoC{
	// hardware.md §1 "910B (2201)" column; alignment from §6.
	"ascend910b": {
		Name:     "ascend910b",
		Capacity: [NumBuffers]int64{0, 192 * kb, 512 * kb, 64 * kb, 64 * kb, 128 * kb, 1 * kb, 7 * kb},
		// UB: 256 B reserved plus the 8 KB Ascend C keeps by default; L1: 256 B (§1).
		Reserved: [NumBuffers]int64{0, 256 + 8*kb, 256, 0, 0, 0, 0, 0},
		Align:    [NumBuffers]int64{1, 32, 32, 512, 512, 64, 64, 64},
		Arch:     2201,
		GMToL0:   true,
	},
	// hardware.md §1 "950PR/DT (3510)" column.
	"ascend950": {
		Name:     "ascend950",
		Capacity: [NumBuffers]int64{0, 256 * kb, 512 * kb, 64 * kb, 64 * kb, 256 * kb, 4 * kb, 4 * kb},
		// 248 KB usable by default (§1).
		Reserved: [NumBuffers]int64{0, 8 * kb, 256, 0, 0, 0, 0, 0},
		Align:    [NumBuffers]int64{1, 32, 32, 512, 512, 64, 64, 64},
		Arch:     3510,
		// "Regs: 32×256 B vec, 8×32 B mask" (§1, AD-3510).
		VecRegBytes: 256, NumVecRegs: 32, NumMaskRegs: 8,
		PipesInOrder:      true,
		L0AColumnFractals: true,
		CoreLinks:         true,
	},
}

// Usable is what allocations may take of buffer b: its capacity less the bytes reserved
// at its top.
func (s *SoC) Usable(b Buffer) int64 { return s.Capacity[b] - s.Reserved[b] }

// SoCNames lists the SoC names, sorted and joined by "|" (for flag help and errors).
func SoCNames() string {
	var n []string
	for k := range SoCs {
		n = append(n, k)
	}
	sort.Strings(n)
	return strings.Join(n, "|")
}
