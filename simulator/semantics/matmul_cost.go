package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// The cost of the Matmul API's own work (docs/sim/calibration.md, "The Matmul API"). The
// library computes a core's C in base tiles (baseM × baseN over K in baseK steps): per
// step it copies an A and a B piece GM → L1 (MTE2), moves them L1 → L0A/L0B (MTE1) and
// runs one Mmad (M); per tile it writes L0C to GM (FIX). L1, L0A/L0B and L0C are each
// double buffered, so the stages of consecutive steps overlap. The scalar unit issues
// every one of those instructions (one API call each) and the flags between the stages.
// In a mix-mode kernel (one that starts a KFC server) the AIV's calls reach the AIC as
// messages through GM.

// mmMixKey marks a core whose kernel started a KFC server: its Matmul calls are messages
// from the vector core to the cube core.
var mmMixKey = &sim.ExtKey{Name: "matmul_mix", New: func(*sim.Core) any { return new(bool) }}

// compileKfcInit is kfc_server.init: no value changes, but the block runs in mix mode.
func compileKfcInit(*sim.Compiler, *ir.Operation, *sim.Instr) (sim.Exec, error) {
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		*c.Ext(mmMixKey).(*bool) = true
		return sim.Next
	}, nil
}

// withMessages charges n messages between the vector and the cube core before a Matmul
// call runs (mix mode only).
func withMessages(n int64, f compileFn) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		ex, err := f(cc, op, in)
		if err != nil {
			return nil, err
		}
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			mmMessages(c, n)
			return ex(c, in)
		}, nil
	}
}

// mmMessages charges n one-way messages on the scalar unit (mix mode only). A message is
// written by the sender's scalar unit into GM, which goes through its non-coherent data
// cache and needs a clean to reach GM (hardware.md §2, §1 "AIC↔AIV data goes via GM"),
// then announced with a cross-core flag (§4); the receiver waits for the flag and reads
// the message from GM after invalidating its cache line. That is two GM round trips and
// two flag operations per message; the call waits for all of it.
func mmMessages(c *sim.Core, n int64) {
	if n == 0 || !*c.Ext(mmMixKey).(*bool) {
		return
	}
	cost := c.Cost()
	d := n * (2*cost.GMLatency + 2*cost.FlagOp)
	c.Now += d
	c.Stall += d
}

// Messages per call: a synchronous call (IterateAll, Iterate, GetTensorC) sends its
// request and waits for the cube core's reply; Init (with the tiling) and End send one.
// The setters (SetTensorA, SetOrgShape, …) fill the next message on the vector core.
const (
	mmSyncMessages = 2
	mmOneMessage   = 1
)

// mmBase is the base tile of a call: from the tiling (baseM, baseN, baseK) where it sets
// them, otherwise the largest tile whose A and B pieces fit half of L0A and L0B and whose
// float32 result fits half of L0C (each double buffered), in whole fractals.
func (o *mmObj) mmBase(c *sim.Core, m, n, k, es int64) (bm, bn, bk int64) {
	capOf := func(b arch.Buffer) int64 { return c.SoC().Capacity[b] / 2 }
	bm, bn, bk = tilingField(o.tiling, "baseM"), tilingField(o.tiling, "baseN"), tilingField(o.tiling, "baseK")
	round := func(v, q int64) int64 { return max(q, v/q*q) }
	if bm <= 0 || bn <= 0 {
		bm, bn = 128, 128
		for bm*bn*4 > capOf(arch.L0C) {
			bm /= 2
		}
	}
	bm, bn = min(bm, round(cdiv(m, 16)*16, 16)), min(bn, round(cdiv(n, 16)*16, 16))
	if bk <= 0 {
		bk = min(capOf(arch.L0A)/(bm*es), capOf(arch.L0B)/(bn*es))
		bk = round(bk, c0(es))
	}
	return bm, bn, min(bk, cdiv(k, c0(es))*c0(es))
}

// mmPipeline is the timing state of one call's tiles: the completion times of the last
// two steps of each stage (double buffering) and of the last two tiles' FIX.
type mmPipeline struct {
	mte2, mte1, m [2]int64
	fix           [2]int64
	step, tile    int
	fromL2        bool // re-read operands come from L2
}

// chargeTileSteps puts one tm × tn tile over k in bk steps on the pipes; firstA/firstB
// say whether this tile reads its A rows / B columns for the first time in the call
// (otherwise it re-reads them).
func (o *mmObj) chargeTileSteps(c *sim.Core, in *sim.Instr, p *mmPipeline, tm, tn, k, bk, es int64, firstA, firstB bool, biasBytes int64) {
	cost := c.Cost()
	for k0 := int64(0); k0 < k; k0 += bk {
		kk := min(bk, k-k0)
		s := p.step & 1
		// The scalar unit issues the step: two copies, two loads, one Mmad and a set and
		// a wait for each of the four stage hand-offs.
		c.Now += 5*cost.APICall + 8*cost.FlagOp
		// MTE2: GM → L1 into the buffer MTE1 released two steps ago.
		c.Pipes[arch.MTE2].Wait(p.mte1[s])
		aB, bB := tm*kk*es, kk*tn*es
		if k0 == 0 {
			bB += biasBytes
		}
		p.mte2[s] = max(o.mmRead(c, in, p, aB, o.a.Addr, firstA), o.mmRead(c, in, p, bB, o.b.Addr, firstB))
		// MTE1: L1 → L0A/L0B into the buffers the Mmad of two steps ago released.
		c.Pipes[arch.MTE1].Wait(max(p.mte2[s], p.m[s]))
		occ := int64(float64(aB)/cost.L0ABytesPerCycle+0.5) + int64(float64(kk*tn*es)/cost.L0BBytesPerCycle+0.5)
		_, p.mte1[s] = c.Issue(in, arch.MTE1, occ, cost.MTE1Latency)
		// M: the step's Mmad; a tile's first one waits until FIX drained the L0C buffer of
		// two tiles ago.
		c.Pipes[arch.M].Wait(p.mte1[s])
		if k0 == 0 {
			c.Pipes[arch.M].Wait(p.fix[p.tile&1])
		}
		_, p.m[s] = c.Issue(in, arch.M, cost.Cube(tm, kk, tn, int(es)), cost.CubeLatency)
		p.step++
	}
}

// mmRead is one GM → L1 copy of n bytes: from GM at the core's share when first read,
// from L2 at the core's L2 rate (hardware.md §1) when re-read and the operands fit L2.
func (o *mmObj) mmRead(c *sim.Core, in *sim.Instr, p *mmPipeline, n, addr int64, first bool) int64 {
	if n == 0 {
		return 0
	}
	if first || !p.fromL2 {
		_, end := c.IssueGM(in, arch.MTE2, n, 1, addr, 0)
		return end
	}
	cost := c.Cost()
	occ, lat := cost.DMA(n, 1, cost.L2Rate(c.Chip.Cfg.BlockDim))
	_, end := c.Issue(in, arch.MTE2, occ, lat)
	return end
}

// mmFix writes a tm × tn tile from L0C to GM after the tile's last Mmad.
func mmFix(c *sim.Core, in *sim.Instr, p *mmPipeline, n, addr int64) {
	c.Now += c.Cost().APICall + 4*c.Cost().FlagOp // Fixpipe, M→FIX and FIX→M flags
	c.Pipes[arch.FIX].Wait(p.m[(p.step-1)&1])
	_, p.fix[p.tile&1] = c.IssueGM(in, arch.FIX, n, 1, addr, c.Cost().FixBytesPerCycle)
	p.tile++
}

// pipeline starts a call's timing; re-reads come from L2 when A and B, whole (all cores
// share them), fit the part's L2.
func (o *mmObj) pipeline(c *sim.Core, es int64) *mmPipeline {
	a, b := o.orgM*o.orgKa*es, o.orgKb*o.orgN*es
	return &mmPipeline{fromL2: a+b <= c.Cost().Part.L2Bytes}
}

// chargeCompute puts IterateAll's work on the pipes: the single-core C in base tiles
// walked M first, A re-read for every N tile and B for every M tile (the library keeps no
// more than a step's pieces in L1 [assumed]), C written per tile.
func (o *mmObj) chargeCompute(c *sim.Core, in *sim.Instr, ct *sim.Tensor, es, ces int64, bias sim.DType) {
	m, n, k := o.sm, o.sn, o.sk
	bm, bn, bk := o.mmBase(c, m, n, k, es)
	p := o.pipeline(c, es)
	for n0 := int64(0); n0 < n; n0 += bn {
		for m0 := int64(0); m0 < m; m0 += bm {
			tm, tn := min(bm, m-m0), min(bn, n-n0)
			var biasB int64
			if o.hasBias {
				biasB = tn * int64(bias.Size())
			}
			o.chargeTileSteps(c, in, p, tm, tn, k, bk, es, n0 == 0, m0 == 0, biasB)
			mmFix(c, in, p, tm*tn*ces, ct.Addr)
		}
	}
	stage(c, arch.MTE2, arch.MTE1)
	stage(c, arch.MTE1, arch.M)
	stage(c, arch.M, arch.FIX)
}

// chargeTile puts one Iterate's tile on the pipes (its FIX is GetTensorC's): A and B of
// the tile over K, first reads for the first tile row and column of the walk.
func (o *mmObj) chargeTile(c *sim.Core, in *sim.Instr, tm, tn, es int64, bias sim.DType) {
	it := &o.it
	_, _, bk := o.mmBase(c, tm, tn, o.sk, es)
	p := o.pipeline(c, es)
	var biasB int64
	if o.hasBias {
		biasB = tn * int64(bias.Size())
	}
	o.chargeTileSteps(c, in, p, tm, tn, o.sk, bk, es, it.n0 == 0, it.m0 == 0, biasB)
	stage(c, arch.MTE2, arch.MTE1)
	stage(c, arch.MTE1, arch.M)
}
