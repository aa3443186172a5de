// Package simulator executes ascendc IR on a modelled AI Core chip: functionally (exact
// numerics, program order) and timed (per-pipe in-order queues with a cost model), with a
// sanitizer for synchronisation bugs. See ARCHITECTURE.md, "Simulator".
package simulator

import (
	"fmt"
	"io"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/simulator/mem"
	"github.com/ascend-toolchain/asc/simulator/pipe"
	"github.com/ascend-toolchain/asc/simulator/sanitize"
)

// Config is what a run is configured with.
type Config struct {
	// Registry holds the op semantics the run may use (simulator/semantics.Registry()).
	Registry   *Registry
	SoC        *arch.SoC
	Cost       *pipe.Cost
	BlockDim   int
	MaxSteps   int64 // per core
	MaxGMBytes int64
	Sanitize   bool
	Trace      bool
	// TraceLimit bounds the trace slices kept over all cores (MaxTraceSlices by default).
	TraceLimit int64
	Profile    bool
	// Stdout receives printf/dump_tensor output, core by core, after the run.
	Stdout io.Writer
}

// Defaults for the limits.
const (
	DefaultMaxSteps   = 200_000_000
	DefaultMaxGMBytes = 4 << 30
	// MaxTraceSlices bounds the slices --trace keeps (32 B each, 128 MiB in all): a long
	// run's trace is cut there, and the report says so, instead of exhausting memory.
	MaxTraceSlices = 4 << 20
	MaxBlockDim    = 256
)

// NewConfig returns the configuration of a SoC by name, running the ops of reg. The name
// is a chip model's ("ascend910b") or a PyAsc SoC name ("Ascend910B1"), which runs on
// the model of its architecture (arch.LookupSoC).
func NewConfig(reg *Registry, soc string, blockDim int) (*Config, error) {
	s, err := arch.LookupSoC(soc)
	if err != nil {
		return nil, fmt.Errorf("--soc: %v", err)
	}
	if blockDim < 1 || blockDim > MaxBlockDim {
		return nil, fmt.Errorf("--block-dim must be in [1, %d], got %d", MaxBlockDim, blockDim)
	}
	part, err := arch.LookupPart(soc)
	if err != nil || part.Model != s.Name {
		return nil, fmt.Errorf("--soc %s: chip model %s has no part with a cost model", soc, s.Name)
	}
	return &Config{Registry: reg, SoC: s, Cost: pipe.New(part), BlockDim: blockDim, MaxSteps: DefaultMaxSteps,
		MaxGMBytes: DefaultMaxGMBytes, Sanitize: true, TraceLimit: MaxTraceSlices}, nil
}

// Chip is one run: the shared GM and the cores.
type Chip struct {
	Cfg   *Config
	GM    *mem.Global
	Prog  *Program
	Cores []*Core

	mu sync.Mutex
	// gmMu makes each atomic read-modify-write of GM (SetAtomicAdd/Max/Min copies, the
	// Matmul API's enAtomic writes) whole: the cores run as goroutines, and two adds to
	// the same bytes must not both read the old value. With the sanitizer it also spans a
	// GM write from the write to the instruction's end, so that the bytes a write replaces
	// are exactly what their last writer put there (xown.go).
	gmMu     sync.Mutex
	cond     *sync.Cond
	live     int // cores still running
	waits    map[int]waitState
	barrier  barrierState
	xflags   map[int64][]xflag
	deadlock bool
	// traceSlices counts the trace slices recorded by all cores (Core.recordSlice); past
	// MaxTraceSlices recording stops and TraceTruncated is set.
	traceSlices    atomic.Int64
	TraceTruncated atomic.Bool
	// races are the cross-core GM races found after the run (xcore.go); overlaps the
	// cross-core writes of identical bytes, which are not races (xoverlap.go).
	races    []*ir.Diagnostic
	overlaps []Overlap
	// own is the GM ownership map and the replaced bytes saved during the run
	// (xown.go), guarded by gmMu; ownLimit its budget.
	own      *xOwn
	ownLimit int64
}

type barrierState struct {
	gen     int
	arrived int
	maxTime int64
	release int64
	// vc merges the cross-core clocks of the cores that arrived; relVC is the merged
	// clock of the last generation released, which every core of it acquires.
	vc, relVC []uint32
}

// waitState is what a blocked core waits for: a barrier generation or a flag id.
type waitState struct {
	barrier bool
	gen     int
	id      int64
	// need is how many sets of flag id must exist for the wait to pass, minus one (0
	// for a consuming wait; the n-th wait of a sticky flag needs n+1 sets).
	need int
}

type xflag struct {
	time int64
	core int
	vc   []uint32
}

// NewChip prepares a chip with an empty GM.
func NewChip(cfg *Config) *Chip {
	ch := &Chip{Cfg: cfg, GM: &mem.Global{Limit: cfg.MaxGMBytes}, xflags: map[int64][]xflag{}, waits: map[int]waitState{}}
	ch.cond = sync.NewCond(&ch.mu)
	return ch
}

// Run executes fn on every core with the same arguments and waits for all of them.
// Results are deterministic: cores share only GM, and cross-core waits are resolved by
// simulated time, not by goroutine order.
func (ch *Chip) Run(p *Program, entry string, args []Value) error {
	ch.Prog = p
	f := p.Funcs[entry]
	if f == nil {
		return fmt.Errorf("entry @%s was not compiled", entry)
	}
	if len(args) != len(f.Args) {
		return ir.OpError(f.Op, "takes %d arguments but %d --arg were given", len(f.Args), len(args))
	}
	ch.Cores = make([]*Core, ch.Cfg.BlockDim)
	ch.live = ch.Cfg.BlockDim
	if ch.Cfg.Sanitize {
		ch.own = newXOwn(ch.GM.End())
		ch.ownLimit = ch.own.limit
	}
	var wg sync.WaitGroup
	for i := range ch.Cores {
		c := &Core{Chip: ch, Idx: i, Local: mem.NewLocal(ch.Cfg.SoC), maxSteps: ch.Cfg.MaxSteps}
		if ch.Cfg.Sanitize {
			c.San = sanitize.New(ch.Cfg.SoC, func(h sanitize.Hazard) { c.hazard(h) })
			c.x = newXState(i, ch.Cfg.BlockDim)
		}
		if ch.Cfg.Profile {
			c.OpCycles = map[int32]*OpStat{}
		}
		exts := ch.Cfg.Registry.exts
		c.ext = make([]any, len(exts))
		for k, e := range exts {
			c.ext[k] = e.New(c)
		}
		ch.Cores[i] = c
	}
	for _, c := range ch.Cores {
		wg.Add(1)
		go func(c *Core) {
			defer wg.Done()
			defer ch.exit()
			defer func() {
				if r := recover(); r != nil && c.Err == nil {
					c.Err = ir.Errorf(f.Op.Loc(), "internal simulator error on core %d: %v", c.Idx, r)
				}
				// A core stopped inside an instruction must not leave the GM
				// write lock held: the other cores would wait for it forever.
				c.xReleaseGM()
			}()
			c.Now = ch.Cfg.Cost.CoreStart / 2
			ctl := c.Call(f, args)
			c.Results = append([]Value(nil), c.Ret...)
			if ctl == Fail && c.Err == nil {
				c.Err = ir.Errorf(f.Op.Loc(), "call depth exceeded on core %d", c.Idx)
			}
			for _, h := range ch.Cfg.Registry.finish {
				h(c)
			}
		}(c)
	}
	wg.Wait()
	if ch.Cfg.Sanitize {
		ch.races, ch.overlaps = ch.crossCoreRaces()
	}
	return nil
}

func (ch *Chip) exit() {
	ch.mu.Lock()
	ch.live--
	ch.checkDeadlock()
	ch.cond.Broadcast()
	ch.mu.Unlock()
}

// checkDeadlock marks a deadlock when every live core waits for something that is not
// there: a barrier generation still open or a flag with no pending set. Must hold ch.mu.
func (ch *Chip) checkDeadlock() {
	stuck := 0
	for _, w := range ch.waits {
		if w.barrier && w.gen == ch.barrier.gen || !w.barrier && len(ch.xflags[w.id]) <= w.need {
			stuck++
		}
	}
	if stuck > 0 && stuck >= ch.live {
		ch.deadlock = true
	}
}

// SyncAll is a barrier over all cores; it returns the release time, or ok=false when some
// core can never arrive (it finished or is blocked elsewhere): a deadlock.
func (ch *Chip) SyncAll(c *Core) (int64, bool) {
	c.xEndWrite()
	ch.mu.Lock()
	defer ch.mu.Unlock()
	b := &ch.barrier
	gen := b.gen
	if c.Now > b.maxTime {
		b.maxTime = c.Now
	}
	if rel := c.xRelease(); rel != nil {
		if b.vc == nil {
			b.vc = make([]uint32, len(rel))
		}
		for i, v := range rel {
			b.vc[i] = max(b.vc[i], v)
		}
	}
	b.arrived++
	if b.arrived == ch.Cfg.BlockDim {
		b.release = b.maxTime
		b.gen++
		b.arrived, b.maxTime = 0, 0
		b.relVC, b.vc = b.vc, nil
		c.xAcquire(b.relVC)
		ch.cond.Broadcast()
		return b.release, true
	}
	ch.waits[c.Idx] = waitState{barrier: true, gen: gen}
	for b.gen == gen && !ch.deadlock {
		ch.checkDeadlock()
		if ch.deadlock {
			break
		}
		ch.cond.Wait()
	}
	delete(ch.waits, c.Idx)
	if b.gen == gen {
		ch.cond.Broadcast()
		return 0, false
	}
	c.xAcquire(b.relVC)
	return b.release, true
}

// CrossSet increments the cross-core flag counter id (set at simulated time t).
//
// The setter's cross-core clock travels with the set (it runs on the setter's goroutine).
func (ch *Chip) CrossSet(id int64, t int64, core int) {
	vc := ch.Cores[core].xRelease()
	ch.mu.Lock()
	ch.xflags[id] = append(ch.xflags[id], xflag{t, core, vc})
	ch.cond.Broadcast()
	ch.mu.Unlock()
}

// CrossWait consumes one set of flag id, blocking until there is one; it returns the
// set's time and whether this core made it (own), or ok=false on deadlock. Among pending
// sets the earliest in simulated time is consumed, so the result does not depend on
// goroutine scheduling when sets are ready.
func (ch *Chip) CrossWait(id int64, core int) (t int64, own int, ok bool) {
	l, ok := ch.awaitSets(id, core, 1, waitState{id: id})
	if !ok {
		return 0, 0, false
	}
	ch.Cores[core].xAcquire(l[0].vc)
	ch.xflags[id] = l[1:]
	ch.mu.Unlock()
	return l[0].time, b2i(l[0].core == core), true
}

// awaitSets blocks core until key has n pending sets (or the chip deadlocks) and returns
// them sorted by simulated time, then by setter, with ch.mu held; ok=false (the lock
// released) on deadlock.
func (ch *Chip) awaitSets(key int64, core, n int, w waitState) ([]xflag, bool) {
	ch.Cores[core].xEndWrite()
	ch.mu.Lock()
	ch.waits[core] = w
	for len(ch.xflags[key]) < n && !ch.deadlock {
		ch.checkDeadlock()
		if ch.deadlock {
			break
		}
		ch.cond.Wait()
	}
	delete(ch.waits, core)
	l := ch.xflags[key]
	if len(l) < n {
		ch.cond.Broadcast()
		ch.mu.Unlock()
		return nil, false
	}
	sort.Slice(l, func(i, j int) bool { return l[i].time < l[j].time || l[i].time == l[j].time && l[i].core < l[j].core })
	return l, true
}

func (c *Core) hazard(h sanitize.Hazard) {
	ops := c.Chip.Prog.Ops
	in := &Instr{Op: ops[h.Op], ID: h.Op}
	var prev *ir.Operation
	if h.Prev >= 0 {
		prev = ops[h.Prev]
	}
	k := FindingKey{Op: in.Op, Prev: prev, What: h.Kind.String(), Pipe: h.Pipe, PrevPipe: h.PrevPipe}
	class := "race"
	if h.Kind == sanitize.Uninit || h.Kind == sanitize.Stale {
		class = h.Kind.String()
	}
	if f := c.findings[k]; f != nil {
		f.Count++ // before formatting the address: repeats are the common case
		return
	}
	where := fmt.Sprintf("%s[%d]", h.Space, h.Addr)
	if h.Space == arch.GM {
		where = "GM" + c.gmName(h.Addr)
	}
	if h.Kind == sanitize.Uninit {
		// prev, when known, is the instruction that computed the bytes from
		// uninitialised memory and left them in a local buffer.
		note := fmt.Sprintf("the uninitialised bytes were computed by this '%s' from uninitialised memory", opName(prev))
		if why, ok := c.undefWhy[h.Prev]; ok && prev != nil {
			note = fmt.Sprintf("the uninitialised bytes were written by this '%s': %s", opName(prev), why)
		}
		c.report(k, class, in, prev, note, "reads uninitialised memory %s on pipe %s", where, h.Pipe)
		return
	}
	if h.Kind == sanitize.Stale && h.Pipe == arch.S {
		c.report(k, class, in, prev, fmt.Sprintf("written by this '%s' on pipe %s", prev.Name(), h.PrevPipe), "reads %s through the scalar unit, which held those bytes in its data cache before '%s' on pipe %s wrote them, with no DataCacheCleanAndInvalid since: the NPU may read the cache's old copy (hardware.md §2)",
			where, prev.Name(), h.PrevPipe)
		return
	}
	if h.Kind == sanitize.WriteBack {
		c.report(k, class, in, prev, "written by the scalar unit here", "writes %s on pipe %s over bytes '%s' wrote through the scalar unit with no DataCacheCleanAndInvalid since: the data cache's write-back of them may land after this write and undo it (hardware.md §2)",
			where, h.Pipe, prev.Name())
		return
	}
	if h.Kind == sanitize.Stale {
		c.report(k, class, in, prev, "written by the scalar unit here", "reads %s on pipe %s, which '%s' wrote through the scalar unit with no DataCacheCleanAndInvalid since: the bytes may still be in the scalar data cache, not in GM (hardware.md §2)",
			where, h.Pipe, prev.Name())
		return
	}
	what := map[sanitize.Kind]string{sanitize.RAW: "write", sanitize.WAR: "read", sanitize.WAW: "write"}[h.Kind]
	c.report(k, class, in, prev, fmt.Sprintf("conflicting %s by '%s' on pipe %s", what, prev.Name(), h.PrevPipe),
		"%s race on %s: pipe %s is not synchronised with the %s by '%s' on pipe %s",
		h.Kind, where, h.Pipe, what, prev.Name(), h.PrevPipe)
}

func opName(op *ir.Operation) string {
	if op == nil {
		return ""
	}
	return op.Name()
}

func (c *Core) gmName(addr int64) string {
	g := c.Chip.GM
	if i := g.Find(addr, 1); i >= 0 {
		return fmt.Sprintf("(%s)[%d]", g.Regions[i].Name, addr-g.Regions[i].Base)
	}
	return fmt.Sprintf("[%d]", addr)
}

// Errors returns every diagnostic of the run: fatal errors and hazards, core by core.
func (ch *Chip) Errors() []*ir.Diagnostic {
	var out []*ir.Diagnostic
	for _, c := range ch.Cores {
		if c.Err != nil {
			out = append(out, c.Err)
		}
		out = append(out, c.Diags...)
	}
	out = append(out, ch.races...)
	if d := ch.Deadlock(); d != nil {
		out = append(out, d)
	}
	return out
}

// Races are the cross-core GM races found after the run (xcore.go); each names both
// cores, both ops and the byte range.
func (ch *Chip) Races() []*ir.Diagnostic { return ch.races }

// Deadlock is the chip-wide deadlock error, or nil when the cores did not deadlock.
func (ch *Chip) Deadlock() *ir.Diagnostic {
	if !ch.deadlock {
		return nil
	}
	return &ir.Diagnostic{Severity: ir.SevError, Loc: ir.UnknownLoc{},
		Msg: "deadlock: every running core waits on a cross-core flag or barrier that no core will set"}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
