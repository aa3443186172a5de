package pipe

// Cost is the cycle model of one SoC. Every constant names its source in docs/hardware.md:
// a section number, [derived] for arithmetic on figures quoted there, or [assumed] where
// the spec has no figure. §11 holds NPU measurements used for calibration; a constant
// derived from them is a per-instruction cost, never a per-kernel special case.
type Cost struct {
	// ClockGHz converts cycles to time. 910B: 122094 cycles / 8 cores / 8.25 µs ≈ 1.85 GHz
	// (§11 [derived], consistent with §1 "cycles ÷ (cores × time) ≈ 1.79 GHz").
	ClockGHz float64

	// Scalar unit.
	ScalarOp int64 // one arith op: ~1 cycle (§8 ANON-MB "scalar add ~1 cycle")
	LoopIter int64 // compare + branch per scf.for iteration [assumed: 2 scalar ops]
	// APICall is the scalar work of one Ascend C library call (TQue Alloc/EnQue/DeQue/Free,
	// issuing a DataCopy or vector instruction with its parameter set-up). §11: 5.658 µs of
	// scalar time = 10467 cycles per core over 16 iterations of 16 such calls → ≈40 [derived].
	APICall int64
	// FlagOp is one set_flag/wait_flag/pipe_barrier instruction [assumed: 2 scalar ops].
	FlagOp int64
	// GetValueGM / GetValueLocal: scalar element access. §8: the scalar 8192² add loop takes
	// ~33 cycles per element for two loads, one store and the loop → ≈10 per GM access
	// [derived]; local (UB) access [assumed] 4.
	GetValueGM, GetValueLocal int64
	// CoreStart: block launch (argument fetch, I-cache warm-up) and end of kernel, charged
	// once per core [derived: §11 aiv_time − aiv_scalar_time − drain ≈ 2.3k cycles; §8
	// AD-DCX shows ~12 µs of aiv_time outside MTE2 on long streams, an upper bound].
	CoreStart int64

	// DMA (MTE2 GM→UB/L1, MTE3 UB→GM, FIX L0C→GM).
	// GMLatency: an isolated 512 B GM transfer takes 195 cycles (§11: 3.369 µs of MTE2 for
	// 32 transfers per core) − 512 B at 32 B/cycle → ≈180 cycles (≈100 ns) [derived].
	GMLatency int64
	// CoreGMBytesPerCycle: per-core DMA rate, ini ddr_rate=32 (§1).
	CoreGMBytesPerCycle float64
	// ChipGMBytesPerCycle: HBM bandwidth shared by all cores, 1.6 TB/s (§1) / ClockGHz.
	ChipGMBytesPerCycle float64
	// DMAIssue: fixed pipe occupancy per transfer. §8 AD-DCX, 128 B tiles on 48 AIV: 20.6
	// cycles per transfer, of which 128 B / 16.8 B/cycle = 7.6 move data → 13 [derived].
	DMAIssue int64
	// MisalignedGMFactor: GM addresses only 32 B aligned run at 70% of the 512 B-aligned
	// rate (§6).
	MisalignedGMFactor float64

	// Vector unit: one repeat (256 B) per cycle (§2, the 5.904 µs theory of AD-ADD).
	VecHead int64 // per-instruction start-up: §11 0.35 µs / 16 two-repeat Adds ≈ 40 → 38 [derived]
	// VecSlow is the cycles per repeat of exp/ln/sqrt/div/reciprocal/rsqrt and of
	// reductions [assumed: 2; §7 says Exp/Ln cost the same in half and float].
	VecSlow int64
	// LocalBytesPerCycle: UB→UB copies on V, 256 B/cycle (§2, one repeat per cycle).
	LocalBytesPerCycle float64

	// MTE1 (L1→L0A/L0B): 256 and 128 B/cycle on 2201, 256 both on 3510 (§2).
	L0ABytesPerCycle, L0BBytesPerCycle float64
	MTE1Latency                        int64 // [assumed] 20 cycles

	// Cube: fp16 16×16×16 per cycle, int8 16×32×16, fp32 at ¼ (§2).
	CubeLatency int64 // Mmad 16³ ~15 cycles (§8 ANON-MB)
	// FixBytesPerCycle: L0C→GM rate [assumed equal to the per-core GM rate].
	FixBytesPerCycle float64
}

// Models by SoC name.
var Models = map[string]*Cost{
	"ascend910b": {
		ClockGHz: 1.85, ScalarOp: 1, LoopIter: 2, APICall: 40, FlagOp: 2,
		GetValueGM: 10, GetValueLocal: 4, CoreStart: 2300,
		GMLatency: 180, CoreGMBytesPerCycle: 32, ChipGMBytesPerCycle: 1.6e12 / 1.85e9,
		DMAIssue: 13, MisalignedGMFactor: 0.7,
		VecHead: 38, VecSlow: 2, LocalBytesPerCycle: 256,
		L0ABytesPerCycle: 256, L0BBytesPerCycle: 128, MTE1Latency: 20,
		CubeLatency: 15, FixBytesPerCycle: 32,
	},
	// 950: vec_freq 1650 MHz, ddr_rate=16 per AIV, HBM ≈1.6 TB/s, L1→L0A/B 256 B/cycle
	// (§1, §2); the rest as 910B [assumed].
	"ascend950": {
		ClockGHz: 1.65, ScalarOp: 1, LoopIter: 2, APICall: 40, FlagOp: 2,
		GetValueGM: 10, GetValueLocal: 4, CoreStart: 2300,
		GMLatency: 180, CoreGMBytesPerCycle: 16, ChipGMBytesPerCycle: 1.6e12 / 1.65e9,
		DMAIssue: 13, MisalignedGMFactor: 0.7,
		VecHead: 38, VecSlow: 2, LocalBytesPerCycle: 256,
		L0ABytesPerCycle: 256, L0BBytesPerCycle: 256, MTE1Latency: 20,
		CubeLatency: 15, FixBytesPerCycle: 32,
	},
}

// GMRate is the per-core DMA rate in bytes/cycle when `cores` cores stream at once.
func (c *Cost) GMRate(cores int) float64 {
	r := c.CoreGMBytesPerCycle
	if cores > 0 {
		if s := c.ChipGMBytesPerCycle / float64(cores); s < r {
			r = s
		}
	}
	return r
}

// DMA returns occupancy and latency of a GM transfer of n bytes.
func (c *Cost) DMA(n int64, rate float64, aligned bool) (occ, lat int64) {
	if !aligned {
		rate *= c.MisalignedGMFactor
	}
	return c.DMAIssue + int64(float64(n)/rate+0.5), c.GMLatency
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
