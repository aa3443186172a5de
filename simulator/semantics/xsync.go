package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/sanitize"
)

// Cross-core synchronisation beyond cross_core_set/wait_flag and the hardware SyncAll
// (ascendc_sync.go): the software SyncAll, IBSet/IBWait, NotifyNextBlock/WaitPreBlock and
// the FFTS intrinsic. Each is a happens-before edge between cores (the chip carries the
// cores' cross-core clocks, simulator/xcore.go) and a time dependency. The GM workspace
// these ops poll is the library's private protocol: its bytes are not modelled, so the
// sanitizer sees no access to it (docs/sim/cube-sync.md).

// Flag keys of the chip's cross-core flag table. Cross-core flag ids are 0..15; the GM
// polling protocols get their own ranges so that they never meet those ids.
const (
	ibKey     int64 = 1 << 40 // | blockIdx<<16 | eventId
	neighbour int64 = 2 << 40 // | index of the core that may go on
)

// xsyncState counts, per flag key, the waits a core has done on flags that waits do not
// consume (the n-th wait passes once the flag was set n+1 times).
// xsyncState is a core's cross-core flag state: the waits it made on each sticky flag,
// and the sanitizer clocks of its own cross-core sets not yet consumed, by (mode 0 or
// not, flag id) (crossSet).
type xsyncState struct {
	waits map[int64]int
	own   map[[2]int64][]sanitize.Clock
}

var xsyncKey = &sim.ExtKey{Name: "xsync", New: func(c *sim.Core) any {
	return &xsyncState{waits: map[int64]int{}, own: map[[2]int64][]sanitize.Clock{}}
}}

func registerCrossCore(r *sim.Registry) {
	r.AddExt(xsyncKey)
	reg(r, ascendc.OpSyncAllSoft, apiCost, compileSyncAllSoft)
	reg(r, ascendc.OpIbSet, apiCost, compileIB(true))
	reg(r, ascendc.OpIbWait, apiCost, compileIB(false))
	reg(r, ascendc.OpNotifyNextBlock, apiCost, compileNeighbour(true))
	reg(r, ascendc.OpWaitPreBlock, apiCost, compileNeighbour(false))
	reg(r, ascendc.OpFftsCrossCoreSync, flagCost, compileFfts)
	// SetFftsBaseAddr loads the FFTS base register the flags go through; the model's
	// flags need no address.
	reg(r, ascendc.OpSetFftsBaseAddr, scalarOp, compileNop)
}

// drainAll waits, on the scalar unit, for every pipe's issued work: the GM polling
// protocols write their flag only after the core's earlier transfers completed (the
// library issues a full pipe barrier first [assumed from the protocol's purpose]).
func drainAll(c *sim.Core) {
	t := c.Now
	for q := arch.Pipe(0); q < arch.NumPipes; q++ {
		t = max(t, c.Pipes[q].Done)
	}
	c.Stall += t - c.Now
	c.Now = t
}

// resume makes the scalar unit and every pipe wait until time t.
func resume(c *sim.Core, t int64) {
	if t > c.Now {
		c.Stall += t - c.Now
		c.Now = t
	}
	for q := arch.Pipe(0); q < arch.NumPipes; q++ {
		c.Pipes[q].Wait(c.Now)
	}
}

// compileSyncAllSoft is the GM-polling SyncAll over usedCores cores. The model's barrier
// spans every core of the launch, so only usedCores = block_dim is simulated.
func compileSyncAllSoft(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsSyncAllSoftOp(op)
	if !ok {
		return nil, fmt.Errorf("not a sync_all_soft")
	}
	used := cc.Slot(v.UsedCores())
	hard, err := compileSyncAll(cc, op, in)
	if err != nil {
		return nil, err
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		if n := c.Regs[used].I; n != int64(c.Chip.Cfg.BlockDim) {
			return c.Fatal(in, "is not simulated for usedCores = %d on a launch of %d cores (a barrier over a subset of the cores)", n, c.Chip.Cfg.BlockDim)
		}
		return hard(c, in)
	}, nil
}

// gmFlagLatency is when a flag written to GM becomes visible to a polling core.
func gmFlagLatency(c *sim.Core) int64 { return c.Cost().GMLatency }

// compileIB is IBSet (core sets event eventId of block blockIdx in the GM workspace) and
// IBWait (waits until block blockIdx has set eventId). A wait does not consume the set.
func compileIB(set bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		var bv, ev *ir.Value
		if v, ok := ascendc.AsIbSetOp(op); ok {
			bv, ev = v.BlockIdx(), v.EventId()
		} else if v, ok := ascendc.AsIbWaitOp(op); ok {
			bv, ev = v.BlockIdx(), v.EventId()
		} else {
			return nil, fmt.Errorf("not an IBSet/IBWait")
		}
		br, er := cc.Slot(bv), cc.Slot(ev)
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			b, e := c.Regs[br].I, c.Regs[er].I
			if b < 0 || b >= int64(c.Chip.Cfg.BlockDim) {
				return c.Fatal(in, "blockIdx %d is outside the launch's %d cores", b, c.Chip.Cfg.BlockDim)
			}
			if e < 0 || e > 0xffff {
				return c.Fatal(in, "eventId %d is outside 0..65535", e)
			}
			return stickyFlag(c, in, ibKey|b<<16|e, set, fmt.Sprintf("IBWait on block %d event %d", b, e))
		}, nil
	}
}

// compileNeighbour is NotifyNextBlock (lets core idx+1 go on) and WaitPreBlock (waits
// for core idx-1's notify; core 0 has no predecessor and goes on at once, as the
// protocol's flag starts at block 0).
func compileNeighbour(set bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			if set {
				return stickyFlag(c, in, neighbour|int64(c.Idx+1), true, "")
			}
			if c.Idx == 0 {
				return sim.Next
			}
			return stickyFlag(c, in, neighbour|int64(c.Idx), false, fmt.Sprintf("WaitPreBlock on core %d", c.Idx-1))
		}, nil
	}
}

// stickyFlag sets a GM-polled flag (after the core's work drained) or waits for it.
func stickyFlag(c *sim.Core, in *sim.Instr, key int64, set bool, what string) sim.Ctl {
	drainAll(c)
	if set {
		c.Chip.CrossSet(key, c.Now+gmFlagLatency(c), c.Idx)
		return sim.Next
	}
	s := c.Ext(xsyncKey).(*xsyncState)
	n := s.waits[key]
	s.waits[key] = n + 1
	t, ok := c.Chip.StickyWait(key, c.Idx, n)
	if !ok {
		return c.Fatal(in, "%s that no core will set: deadlock", what)
	}
	resume(c, t)
	return sim.Next
}

// compileFfts is ffts_cross_core_sync(pipe, config): a cross-core flag set whose config
// packs 1 | mode<<4 | flagId<<8 (the encoding of Ascend C's FFTS message). It is the
// setting side of CrossCoreSetFlag and pairs with cross_core_wait_flag on the flag id.
func compileFfts(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsFftsCrossCoreSyncOp(op)
	if !ok {
		return nil, fmt.Errorf("not an ffts_cross_core_sync")
	}
	p, ok := arch.PipeFromAscend(int64(v.Pipe()))
	if !ok || p == arch.PipeAll {
		return nil, fmt.Errorf("unsupported pipe %d", v.Pipe())
	}
	cr := cc.Slot(v.Config())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		cfg := c.Regs[cr].I
		mode, id := cfg>>4&0xf, cfg>>8&0xf
		if cfg&0xf != 1 || cfg>>12 != 0 || mode > 2 {
			return c.Fatal(in, "is not simulated for config %#x (want 1 | mode<<4 | flagId<<8 with mode 0..2)", cfg)
		}
		t, vc := signal(c, p)
		crossSet(c, mode, id, t, vc)
		return sim.Next
	}, nil
}
