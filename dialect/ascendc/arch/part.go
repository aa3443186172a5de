package arch

import (
	"fmt"
	"strings"
)

// Part is one sellable chip of a chip model: its clock, core counts, memory system and
// compute rates (hardware.md §1, §2). Two parts of one model share their buffers (SoC) and
// instruction set, but not their speed: a 910B4 runs at 1.5 GHz with 20 cube and 40 vector
// cores, a 910B2 at 1.8 GHz with 24 and 48. The simulator's cost model is built from a Part.
type Part struct {
	Name  string // the PyAsc SoC name, e.g. "Ascend910B4"
	Model string // the chip model (SoCs key) it runs on
	// ClockGHz is the core clock (§1 "Clock": B2 cube_freq 1800, B4 1500, 910_9362 1650,
	// 950 vec_freq 1650).
	ClockGHz float64
	// AIC, AIV count the cube and vector cores (§1 "AIC/AIV").
	AIC, AIV int
	// L2Bytes is the chip's L2 (§1 "L2").
	L2Bytes int64
	// HBMBytesPerSec is the chip's HBM bandwidth for reads and writes together (§1 "HBM BW").
	HBMBytesPerSec float64
	// CoreGMBytesPerCycle is one core's GM rate (§1 "Per-core rate", ini ddr_rate); §8 AD-ADD's
	// one-core Add moves ~58 GB/s in and out together, 32 B/cycle at 1.8 GHz, so the rate
	// bounds a core's reads and writes together.
	CoreGMBytesPerCycle float64
	// CoreL2BytesPerCycle is one core's rate when the data are in L2 (§1, GetCoreMemBw 110).
	CoreL2BytesPerCycle float64
	// L2BytesPerSec is the chip's L2 bandwidth (§1 "HBM BW": ≈7 TB/s from L2 in AD-MEM's
	// split, 910B; 0 where no source gives one).
	L2BytesPerSec float64
	// L0ABytesPerCycle, L0BBytesPerCycle: MTE1 L1→L0A and L1→L0B (§2).
	L0ABytesPerCycle, L0BBytesPerCycle float64
	// CubeFP16MACs is the cube's f16 MACs per cycle, a 16×16×16 fractal (§2); int8 doubles K,
	// f32 runs at a quarter.
	CubeFP16MACs int
}

const mb = 1024 * kb

// Parts lists the parts by PyAsc SoC name. Where hardware.md has no figure for a part the
// entry borrows its sibling's and says so.
var Parts = map[string]*Part{
	"Ascend910B1": p910B("Ascend910B1", 1.8, 24, 192*mb), // clock and L2 as the B2 [assumed: same die and bin class]
	"Ascend910B2": p910B("Ascend910B2", 1.8, 24, 192*mb),
	"Ascend910B3": p910B("Ascend910B3", 1.8, 20, 96*mb), // clock as the B2, L2 as the B4 [assumed]
	"Ascend910B4": p910B("Ascend910B4", 1.5, 20, 96*mb),
	// 910_93 die: 24/48 cores (§1), 1.65 GHz nominal and 172 MB L2 (MB's 910_9362).
	"Ascend910_93": p910B("Ascend910_93", 1.65, 24, 172*mb),
	// 950PR_958b: 32/64 cores, vec_freq 1650, ddr_rate 16 per AIV, HBM ≈1.6 TB/s, 128 MB L2,
	// L1→L0A/B 256 B/cycle (§1, §2).
	"Ascend950PR_958b": {Name: "Ascend950PR_958b", Model: "ascend950", ClockGHz: 1.65, AIC: 32, AIV: 64,
		L2Bytes: 128 * mb, HBMBytesPerSec: 1.6e12, CoreGMBytesPerCycle: 16, CoreL2BytesPerCycle: 110,
		L0ABytesPerCycle: 256, L0BBytesPerCycle: 256, CubeFP16MACs: 4096},
}

// p910B is a 2201 part: HBM 1.6 TB/s (§1, the AD-MEM figure; ⚠ quoted 1.5–1.8), ddr_rate 32
// and 110 B/cycle from L2 per core, L2 7 TB/s for the chip (AD-MEM), L1→L0A 256 and L1→L0B 128 B/cycle (§2).
func p910B(name string, ghz float64, aic int, l2 int64) *Part {
	return &Part{Name: name, Model: "ascend910b", ClockGHz: ghz, AIC: aic, AIV: 2 * aic, L2Bytes: l2,
		HBMBytesPerSec: 1.6e12, CoreGMBytesPerCycle: 32, CoreL2BytesPerCycle: 110, L2BytesPerSec: 7e12,
		L0ABytesPerCycle: 256, L0BBytesPerCycle: 128, CubeFP16MACs: 4096}
}

// partPrefixes maps PyAsc name prefixes to the part whose figures they take; a chip model's
// own name stands for the part PyAsc's simulator backend defaults to (hardware.md §10:
// Ascend910B1) or, for the 950, the one part §1 describes.
var partPrefixes = []struct{ prefix, part string }{
	{"Ascend910B1", "Ascend910B1"}, {"Ascend910B2", "Ascend910B2"},
	{"Ascend910B3", "Ascend910B3"}, {"Ascend910B4", "Ascend910B4"},
	{"Ascend910B", "Ascend910B1"}, {"Ascend910_93", "Ascend910_93"},
	{"Ascend950PR_95", "Ascend950PR_958b"}, {"Ascend910_95", "Ascend950PR_958b"},
	{"ascend910b", "Ascend910B1"}, {"ascend950", "Ascend950PR_958b"},
}

// LookupPart finds the part a SoC name (as LookupSoC takes it) runs as.
func LookupPart(name string) (*Part, error) {
	for _, p := range partPrefixes {
		if name == p.prefix || strings.HasPrefix(name, p.prefix) && strings.HasPrefix(p.prefix, "Ascend") {
			return Parts[p.part], nil
		}
	}
	return nil, fmt.Errorf("unknown SoC %q (want %s, or a PyAsc name such as Ascend910B1 or Ascend950PR_9599)", name, SoCNames())
}
