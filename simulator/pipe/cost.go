package pipe

import (
	"math/bits"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
)

// Cost is the cycle model of one part (arch.Part). Hardware rates (clock, GM, L0, cube)
// come from the part; the per-instruction costs below are the same for every part of an
// architecture. Each names its source in docs/hardware.md (§N), or the one calibration row
// of docs/sim/calibration.md it was fitted to, or says [assumed]. docs/sim/calibration.md
// lists them all with the error of every row they were not fitted to.
type Cost struct {
	Part *arch.Part
	// ClockGHz converts cycles to time (the part's clock, §1).
	ClockGHz float64

	// Scalar unit.
	ScalarOp int64 // one arith op: ~1 cycle (§8 ANON-MB "scalar add ~1 cycle")
	LoopIter int64 // compare + branch per scf.for iteration [assumed: 2 scalar ops]
	// APICall is the scalar work of one Ascend C library call (TQue Alloc/EnQue/DeQue/Free,
	// issuing a DataCopy or vector instruction with its parameter set-up). FITTED (F1) to
	// calibration row R1's aiv_scalar_time: 10467 cycles per core over 16 iterations of 16
	// such calls plus their index arithmetic → 40.
	APICall int64
	// FlagOp is one set_flag/wait_flag/pipe_barrier instruction [assumed: 2 scalar ops].
	FlagOp int64
	// GetValueGM / GetValueLocal: scalar element access. §8: the scalar 8192² add loop takes
	// ~33 cycles per element for two loads, one store and the loop → ≈10 per GM access
	// [derived]; local (UB) access [assumed] 4.
	GetValueGM, GetValueLocal int64
	// CoreStart: block launch (argument fetch, I-cache warm-up) and end of kernel, charged
	// once per core, half before the first instruction. FITTED (F2) to row R1's aiv_time.
	CoreStart int64

	// DMA (MTE2 GM→UB/L1, MTE3 UB→GM, FIX L0C→GM).
	// GMLatency: an isolated 512 B GM transfer keeps MTE2 busy 195 cycles in row R1
	// (3.369 µs of aiv_mte2_time for 32 transfers per core) − its 16 cycles of data →
	// 180 [measured per instruction in R1, not adjusted to any total].
	GMLatency int64
	// CoreGMBytesPerCycle: one core's GM rate for reads and writes together (§1 ddr_rate;
	// §8 AD-ADD one core: ~58 GB/s in and out).
	CoreGMBytesPerCycle float64
	// ChipGMBytesPerCycle: HBM bandwidth shared by all transfers of all cores (§1).
	ChipGMBytesPerCycle float64
	// DMAIssue: fixed pipe occupancy per transfer. §8 AD-DCX, 128 B tiles on 48 AIV: 20.6
	// cycles per transfer, of which 128 B / 16.8 B/cycle = 7.6 move data → 13 [derived].
	// It also grades transfer size as §6 says: at 16 KB it costs < 3% of the data time.
	DMAIssue int64
	// Misaligned32: a GM address only 32 B aligned runs at 70% of the 512 B-aligned rate
	// (§6); alignments in between are graded linearly in log2 (64 B 77.5%, 128 B 85%,
	// 256 B 92.5%) [assumed shape], below 32 B as 32 B.
	Misaligned32 float64
	// BurstDescriptor: each further contiguous block of a multi-block transfer [assumed 2].
	BurstDescriptor int64

	// Vector unit: one repeat (256 B) per cycle (§2, the 5.904 µs theory of AD-ADD).
	// VecHead: per-instruction start-up, 0.35 µs / 16 two-repeat Adds in row R1 → 38
	// [measured per instruction in R1].
	VecHead int64
	// VecSlow is the cycles per repeat of exp/ln/sqrt/div/reciprocal/rsqrt and of
	// reductions [assumed: 2; §7 says Exp/Ln cost the same in half and float].
	VecSlow int64
	// LocalBytesPerCycle: UB→UB copies on V, 256 B/cycle (§2, one repeat per cycle).
	LocalBytesPerCycle float64

	// MTE1 (L1→L0A/L0B): the part's rates (§2).
	L0ABytesPerCycle, L0BBytesPerCycle float64
	MTE1Latency                        int64 // [assumed] 20 cycles

	// Cube: fp16 16×16×16 per cycle, int8 16×32×16, fp32 at ¼ (§2).
	CubeLatency int64 // Mmad 16³ ~15 cycles (§8 ANON-MB)
	// FixBytesPerCycle: L0C→GM rate [assumed equal to the per-core GM rate].
	FixBytesPerCycle float64
}

// New builds the cost model of a part.
func New(p *arch.Part) *Cost {
	return &Cost{
		Part: p, ClockGHz: p.ClockGHz,
		ScalarOp: 1, LoopIter: 2, APICall: 40, FlagOp: 2,
		GetValueGM: 10, GetValueLocal: 4, CoreStart: 4050,
		GMLatency: 180, CoreGMBytesPerCycle: p.CoreGMBytesPerCycle,
		ChipGMBytesPerCycle: p.HBMBytesPerSec / (p.ClockGHz * 1e9),
		DMAIssue:            13, Misaligned32: 0.7, BurstDescriptor: 2,
		VecHead: 38, VecSlow: 2, LocalBytesPerCycle: 256,
		L0ABytesPerCycle: p.L0ABytesPerCycle, L0BBytesPerCycle: p.L0BBytesPerCycle, MTE1Latency: 20,
		CubeLatency: 15, FixBytesPerCycle: p.CoreGMBytesPerCycle,
	}
}

// AlignFactor is the fraction of the 512 B-aligned GM rate a transfer whose GM side starts
// at addr reaches (§6, graded: see Misaligned32).
func (c *Cost) AlignFactor(addr int64) float64 {
	if addr%512 == 0 {
		return 1
	}
	a := bits.TrailingZeros64(uint64(addr)) // log2 of the alignment, < 9
	if a < 5 {
		a = 5
	}
	return c.Misaligned32 + (1-c.Misaligned32)*float64(a-5)/4
}

// DMA returns occupancy and latency of a GM transfer of n bytes in `blocks` contiguous
// pieces at `rate` bytes/cycle (already graded for alignment and sharing).
func (c *Cost) DMA(n int64, blocks int, rate float64) (occ, lat int64) {
	occ = c.DMAIssue + int64(float64(n)/rate+0.5)
	if blocks > 1 {
		occ += int64(blocks-1) * c.BurstDescriptor
	}
	return occ, c.GMLatency
}

// L2Rate is one core's bytes/cycle for data that hit the L2: the part's per-core L2 rate
// (hardware.md §1, GetCoreMemBw), at most its share of the chip's L2 bandwidth when the
// part states one.
func (c *Cost) L2Rate(cores int) float64 {
	r := c.Part.CoreL2BytesPerCycle
	if c.Part.L2BytesPerSec > 0 && cores > 0 {
		r = min(r, c.Part.L2BytesPerSec/(c.ClockGHz*1e9)/float64(cores))
	}
	return r
}

// Vector returns the cycles of a vector instruction of `repeats` 256-byte repeats.
func (c *Cost) Vector(repeats int64, slow bool) int64 {
	per := int64(1)
	if slow {
		per = c.VecSlow
	}
	return repeats * per
}

// Cube returns the cycles of an m×k×n Mmad whose input elements are elemBytes wide.
func (c *Cost) Cube(m, k, n int64, elemBytes int) int64 {
	k0 := int64(16)
	f := int64(1)
	switch elemBytes {
	case 1:
		k0 = 32
	case 4:
		k0, f = 8, 2 // fp32: ¼ of the fp16 MAC rate (§2): half the K per fractal, twice the time
	}
	cdiv := func(a, b int64) int64 { return (a + b - 1) / b }
	return cdiv(m, 16) * cdiv(n, 16) * cdiv(k, k0) * f
}

// GMShare is one core's share of the chip's GM bandwidth. Cores run as independent
// goroutines, each on its own clock, so a core cannot see what the others transfer at a
// given simulated moment without making the run depend on goroutine scheduling. GMShare
// therefore estimates it from the core's own recent behaviour, the others running the same
// kernel (SPMD): if this core has had u transfers in flight on average over the last
// window, the chip has about k + (cores−1)·u in flight when this one starts with k−1 of its
// own still moving data. All of them share the chip's HBM rate, reads and writes together;
// the core's own transfers share its per-core rate. Deterministic and a few float
// operations per transfer. A core whose peers do something else (a tail core, AIC vs AIV
// work) is mis-estimated; docs/sim/calibration.md says so.
type GMShare struct {
	end      [3]int64 // end of the data phase of the last transfer of each GM pipe
	winStart int64
	winBusy  int64
	streams  float64 // transfers in flight on average over the last full window
	started  bool
	measured bool
}

// shareWindow is the span (cycles) over which GMShare averages the core's transfers.
const shareWindow = 4096

// Slot numbers GMShare's GM pipes: MTE2 reads, MTE3 writes, FIX writes.
func Slot(p arch.Pipe) int {
	switch p {
	case arch.MTE3:
		return 1
	case arch.FIX:
		return 2
	}
	return 0
}

// Rate is the bytes/cycle of a transfer on slot s starting at `start` on a chip of `cores`.
func (g *GMShare) Rate(c *Cost, s int, start int64, cores int) float64 {
	k := 1
	for i, e := range g.end {
		if i != s && e > start {
			k++
		}
	}
	u := float64(k)
	if g.measured {
		u = g.streams
	}
	r := c.CoreGMBytesPerCycle / float64(k)
	if sh := c.ChipGMBytesPerCycle / (float64(k) + float64(cores-1)*u); sh < r {
		r = sh
	}
	return r
}

// Record notes that a transfer on slot s moves data during [start, start+occ).
func (g *GMShare) Record(s int, start, occ int64) {
	g.end[s] = start + occ
	if !g.started {
		g.started, g.winStart = true, start
	}
	if d := start - g.winStart; d >= shareWindow {
		g.streams = float64(g.winBusy) / float64(d)
		g.measured = true
		g.winStart, g.winBusy = start, 0
	}
	g.winBusy += occ
}
