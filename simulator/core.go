package simulator

import (
	"bytes"
	"fmt"
	"math"
	"math/bits"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/simulator/mem"
	"github.com/ascend-toolchain/asc/simulator/pipe"
	"github.com/ascend-toolchain/asc/simulator/sanitize"
)

// Core is one AI Core instance: its scalar interpreter state, local buffers, pipe timelines
// and sanitizer state. Each core runs on its own goroutine and touches only its own state
// and the (shared) GM.
type Core struct {
	Chip *Chip
	Idx  int
	Regs []Value
	Ret  []Value
	// Results are the entry function's return values.
	Results []Value
	Target  *Block
	Local   *mem.Local
	San     *sanitize.State
	Pipes   [arch.NumPipes]pipe.Timeline
	Now     int64 // scalar unit clock, in cycles
	// Stall is the scalar time spent waiting (flags to S, barriers, sync_all).
	Stall int64
	Steps int64
	Err   *ir.Diagnostic
	Diags []*ir.Diagnostic
	// Findings are the distinct non-fatal reports behind Diags (same order), each with how
	// often it happened; Dropped counts occurrences of findings beyond MaxFindings.
	Findings []*Finding
	Dropped  int64
	findings map[FindingKey]*Finding
	// undefWhy says, per op ID, why the bytes that op left undefined have no value when
	// it was not computed from uninitialised memory (PoisonWhy).
	undefWhy map[int32]string
	Print    bytes.Buffer
	Slices   []Slice
	// OpCycles accumulates pipe cycles per op ID, for profiles.
	OpCycles map[int32]*OpStat
	maxSteps int64
	frames   [][]Value
	// ext holds the per-core state of the registry's ExtKeys, in their order.
	ext []any
	// GMAtomic is set while an atomic mode (SetAtomicAdd/Max/Min) is active: MTE3 and
	// FIX writes to GM are then atomic read-modify-writes, which do not race with each
	// other across cores.
	GMAtomic bool
	// x is the cross-core clock and GM access log (nil without the sanitizer).
	x *xState
	// gmLocked: this core holds the chip's GM write lock (Chip.gmMu), taken by an atomic
	// read-modify-write (gmRMW of them nested) or, gmHold, by a sanitised GM write until
	// its instruction ends (xown.go).
	gmLocked bool
	gmHold   bool
	gmRMW    int
	// gm is the core's share of the chip's GM bandwidth (IssueGM).
	gm pipe.GMShare
}

// OpStat is the time spent by one op (all its executions) on its pipe.
type OpStat struct {
	Pipe   arch.Pipe
	Count  int64
	Cycles int64
}

// Slice is one traced instruction on a pipe.
type Slice struct {
	Pipe       arch.Pipe
	Start, End int64
	Op         int32
}

// Ext returns this core's state for k (nil when the run's registry does not hold k). The
// registry holds a handful of keys, so a scan beats a map.
func (c *Core) Ext(k *ExtKey) any {
	for i, e := range c.Chip.Cfg.Registry.exts {
		if e == k {
			return c.ext[i]
		}
	}
	return nil
}

// Cost is the chip's cost model.
func (c *Core) Cost() *pipe.Cost { return c.Chip.Cfg.Cost }

// SoC is the chip's buffer model.
func (c *Core) SoC() *arch.SoC { return c.Chip.Cfg.SoC }

// Fatal stops the core with an error at the instruction's op.
func (c *Core) Fatal(in *Instr, format string, args ...any) Ctl {
	if c.Err == nil {
		d := ir.OpError(in.Op, format, args...)
		if c.Chip.Cfg.BlockDim > 1 {
			d.Msg += fmt.Sprintf(" (core %d)", c.Idx)
		}
		c.Err = d
	}
	return Fail
}

// MaxFindings bounds the distinct reports kept per core; repeats of a kept one are
// counted whatever their number.
const MaxFindings = 100

// FindingKey says when two reports are the same finding: the same op (and earlier op)
// reporting the same thing on the same pipes. The message's varying parts (addresses,
// ids) are not part of it, so a hazard inside a loop is one finding counted per iteration.
type FindingKey struct {
	Op, Prev       *ir.Operation
	What           string // the message format, or the hazard kind
	Pipe, PrevPipe arch.Pipe
}

// Finding is one distinct non-fatal report of a core: its first occurrence (the message
// without the core suffix), its class when the sanitizer knows it (sanitize.Kind's
// "race" or "uninitialised read"; empty for reports of op semantics) and its count.
type Finding struct {
	Key   FindingKey
	Diag  *ir.Diagnostic
	Class string
	Count int64
}

// Report records a non-fatal error (a hazard) at the op, with a note at an earlier op.
func (c *Core) Report(in *Instr, prev *ir.Operation, note string, format string, args ...any) {
	c.report(FindingKey{Op: in.Op, Prev: prev, What: format}, "", in, prev, note, format, args...)
}

// report counts a repeat of a known finding without formatting anything (races in a
// loop repeat at every iteration), or records a new one.
func (c *Core) report(k FindingKey, class string, in *Instr, prev *ir.Operation, note string, format string, args ...any) {
	if f := c.findings[k]; f != nil {
		f.Count++
		return
	}
	if len(c.Findings) >= MaxFindings {
		c.Dropped++
		return
	}
	d := ir.OpError(in.Op, format, args...)
	if prev != nil {
		d.Note(prev.Loc(), "%s", note)
	}
	f := &Finding{Key: k, Diag: d, Class: class, Count: 1}
	if c.findings == nil {
		c.findings = map[FindingKey]*Finding{}
	}
	c.findings[k] = f
	c.Findings = append(c.Findings, f)
	if c.Chip.Cfg.BlockDim > 1 {
		cp := *d
		cp.Msg += fmt.Sprintf(" (core %d)", c.Idx)
		d = &cp
	}
	c.Diags = append(c.Diags, d)
}

// Issue puts an instruction on pipe p at the current scalar time; it starts when the pipe
// is free and every awaited flag is set, occupies the pipe for occ cycles and completes lat
// cycles later. It also ticks the pipe's sanitizer clock.
func (c *Core) Issue(in *Instr, p arch.Pipe, occ, lat int64) (start, end int64) {
	start, end = c.Pipes[p].Issue(c.Now, occ, lat)
	if c.San != nil {
		c.San.Tick(p)
	}
	if c.Chip.Cfg.Trace {
		c.recordSlice(Slice{Pipe: p, Start: start, End: end, Op: in.ID})
	}
	if c.OpCycles != nil {
		s := c.OpCycles[in.ID]
		if s == nil {
			s = &OpStat{Pipe: p}
			c.OpCycles[in.ID] = s
		}
		s.Count++
		s.Cycles += end - start
	}
	return start, end
}

// IssueGM issues a transfer between GM and a local buffer on pipe p: n bytes in `blocks`
// contiguous pieces whose GM side starts at addr, at most maxRate bytes/cycle (0: only the
// GM limits it). The rate is the core's dynamic share of the chip's GM bandwidth
// (pipe.GMShare), graded by the address's alignment (hardware.md §6).
func (c *Core) IssueGM(in *Instr, p arch.Pipe, n int64, blocks int, addr int64, maxRate float64) (start, end int64) {
	cost := c.Cost()
	slot := pipe.Slot(p)
	rate := c.gm.Rate(cost, slot, max(c.Now, c.Pipes[p].Free), c.Chip.Cfg.BlockDim)
	if maxRate > 0 && maxRate < rate {
		rate = maxRate
	}
	occ, lat := cost.DMA(n, blocks, rate*cost.AlignFactor(addr))
	start, end = c.Issue(in, p, occ, lat)
	c.gm.Record(slot, start, occ)
	return start, end
}

// Mem returns the bytes [off, off+n) of tensor t for an access by pipe p, after checking
// bounds (against the view and the physical buffer or GM region) and recording the access
// with the sanitizer. ok is false after a fatal error.
func (c *Core) Mem(in *Instr, p arch.Pipe, t *Tensor, off, n int64, write bool) ([]byte, bool) {
	if n == 0 {
		return nil, true
	}
	if off < 0 || n < 0 || off > t.Size-n { // off > Size-n: off+n would overflow for huge offsets
		c.Fatal(in, "out-of-bounds %s of %s bytes [%d, %d) of a %d-byte tensor", rw(write), t.Space, off, off+n, t.Size)
		return nil, false
	}
	addr := t.Addr + off
	var buf []byte
	if t.Space == arch.GM {
		g := c.Chip.GM
		if t.Region < 0 || int(t.Region) >= len(g.Regions) {
			c.Fatal(in, "GM %s through a tensor with no global buffer", rw(write))
			return nil, false
		}
		r := g.Regions[t.Region]
		if addr < r.Base || addr+n > r.Base+r.Size {
			c.Fatal(in, "out-of-bounds GM %s [%d, %d) of buffer %s (%d bytes)", rw(write), addr-r.Base, addr-r.Base+n, r.Name, r.Size)
			return nil, false
		}
		if write {
			buf = g.WriteBytes(t.Region, addr, n)
		} else {
			buf = g.Bytes(t.Region, addr, n)
		}
	} else {
		l := c.Local.Buf[t.Space]
		if addr < 0 || addr+n > int64(len(l)) {
			c.Fatal(in, "out-of-bounds %s [%d, %d) of %s (%d bytes on %s)", rw(write), addr, addr+n, t.Space, len(l), c.SoC().Name)
			return nil, false
		}
		buf = l[addr : addr+n]
	}
	if c.San != nil {
		if t.Space == arch.GM {
			c.xRecord(addr, n, p, in.ID, write, buf)
		}
		// The tensor's start names the operand: an instruction's accesses to one
		// operand are mapped together when undefined bytes propagate.
		switch {
		case write && t.Space == arch.GM && c.atomicGM(p, write):
			c.San.AtomicGMWrite(addr, n, p, in.ID)
		case write:
			c.San.WriteOperand(t.Space, t.Addr, addr, n, p, in.ID)
		default:
			c.San.ReadOperand(t.Space, t.Addr, addr, n, p, in.ID)
		}
	}
	return buf, true
}

func rw(write bool) string {
	if write {
		return "write"
	}
	return "read"
}

// RunRegion runs a region with its entry block arguments bound to args; the values a
// terminator passes are left in c.Ret.
func (c *Core) RunRegion(r *Region, args []Value) Ctl {
	b := r.Blocks[0]
	for i, a := range b.Args {
		if i < len(args) {
			c.Regs[a] = args[i]
		}
	}
	for {
		ctl := c.RunBlock(b)
		if ctl != Branch {
			return ctl
		}
		b = c.Target
		for i, a := range b.Args {
			c.Regs[a] = c.Ret[i]
		}
	}
}

// RunBlock runs a block's instructions until a terminator or an error.
func (c *Core) RunBlock(b *Block) Ctl {
	code := b.Code
	for i := range code {
		in := &code[i]
		c.Steps++
		if c.Steps > c.maxSteps {
			return c.Fatal(in, "exceeded --max-steps=%d executed ops", c.maxSteps)
		}
		c.Now += in.Cost
		if c.Chip.Cfg.Trace && in.Cost > 0 {
			c.scalarSlice(in, c.Now-in.Cost, c.Now)
		}
		if c.San == nil {
			if ctl := in.Exec(c, in); ctl != Next {
				return ctl
			}
			continue
		}
		// The sanitizer applies an instruction's effect on definedness once it has
		// seen all its operands (sanitize/defined.go).
		tok := c.San.Begin(in.ID)
		ctl := in.Exec(c, in)
		c.San.End(tok)
		if c.gmHold {
			c.xEndWrite()
		}
		if ctl != Next {
			return ctl
		}
	}
	return Next
}

// scalarSlice records the scalar unit's issue time of an instruction for the trace's S
// lane, extending the previous S slice when it ends where this one starts (a run of scalar
// work shows as one slice, named by its first op, so the trace stays small).
func (c *Core) scalarSlice(in *Instr, start, end int64) {
	if n := len(c.Slices); n > 0 {
		if last := &c.Slices[n-1]; last.Pipe == arch.S && last.End == start {
			last.End = end
			return
		}
	}
	c.recordSlice(Slice{Pipe: arch.S, Start: start, End: end, Op: in.ID})
}

// recordSlice keeps a trace slice while the chip's budget (Config.TraceLimit) lasts.
func (c *Core) recordSlice(s Slice) {
	if c.Chip.traceSlices.Add(1) > c.Chip.Cfg.TraceLimit {
		c.Chip.TraceTruncated.Store(true)
		return
	}
	c.Slices = append(c.Slices, s)
}

// Step ends one step of a composite instruction for the sanitizer: later accesses of
// the instruction see the earlier steps' writes (sanitize.State.Step).
func (c *Core) Step() {
	if c.San != nil {
		c.San.Step()
	}
}

// TakeUndefined hands the undefined bytes the running instruction has read so far to its
// semantics (a load into a register keeps them in the register's lanes): the sanitizer
// neither reports them nor maps them onto the instruction's writes. It reports whether
// there were any, so semantics ask Undefined per element only then.
func (c *Core) TakeUndefined() bool {
	return c.San != nil && c.San.Take()
}

// Undefined reports whether bytes [off, off+n) of local tensor t hold an undefined
// byte (as the running instruction found them), with an origin to pass to Poison.
func (c *Core) Undefined(t *Tensor, off, n int64) (bool, int32) {
	if c.San == nil || t.Space == arch.GM {
		return false, 0
	}
	return c.San.Undefined(t.Space, t.Addr+off, t.Addr+off+n)
}

// PoisonWhy marks bytes [off, off+n) of local tensor t, which the running instruction
// writes, undefined after it because the instruction itself gives them no value (why
// says so, for the report where they reach GM or the scalar unit).
func (c *Core) PoisonWhy(in *Instr, t *Tensor, off, n int64, why string) {
	if c.San == nil {
		return
	}
	if c.undefWhy == nil {
		c.undefWhy = map[int32]string{}
	}
	c.undefWhy[in.ID] = why
	c.Poison(in, t, off, n, 0)
}

// Poison marks bytes [off, off+n) of local tensor t, which the running instruction
// writes, undefined after it (computed from undefined inputs). origin is what Undefined
// returned for them, or 0 when in itself turned uninitialised memory into them.
func (c *Core) Poison(in *Instr, t *Tensor, off, n int64, origin int32) {
	if c.San == nil {
		return
	}
	if origin == 0 {
		origin = in.ID + 1
	}
	c.San.Poison(t.Space, t.Addr+off, t.Addr+off+n, origin)
}

// Mixing tells the sanitizer that every byte the running instruction writes depends on
// every byte it reads (a reduction): one undefined input makes the whole output
// undefined, instead of the corresponding part.
func (c *Core) Mixing() {
	if c.San != nil {
		c.San.Mixing()
	}
}

// SetRet places terminator values (from registers) in c.Ret.
func (c *Core) SetRet(regs []int32) {
	c.Ret = c.Ret[:0]
	for _, r := range regs {
		c.Ret = append(c.Ret, c.Regs[r])
	}
}

// Call runs a function in a fresh frame and leaves its results in c.Ret.
func (c *Core) Call(f *Func, args []Value) Ctl {
	depth := len(c.frames)
	if depth > 1000 {
		return Fail
	}
	frame := make([]Value, f.NumRegs)
	saved := c.Regs
	c.frames = append(c.frames, saved)
	c.Regs = frame
	ctl := c.RunRegion(f.Body, args)
	c.Regs = saved
	c.frames = c.frames[:depth]
	if ctl == Yield {
		ctl = Next
	}
	return ctl
}

// Depth is the current call depth.
func (c *Core) Depth() int { return len(c.frames) }

// Bytes converts a count or offset of elements of es bytes, read from the kernel, to
// bytes. A product that overflows int64 stops the core: wrapped, it would point back into
// the tensor (an element offset of 2^62+1 is byte 4 of an f32 tensor) and read or write
// the wrong bytes with no error.
func (c *Core) Bytes(in *Instr, elems, es int64) (int64, bool) {
	hi, lo := bits.Mul64(uint64(abs64(elems)), uint64(es))
	if es < 0 || hi != 0 || lo > math.MaxInt64 {
		c.Fatal(in, "element count or offset %d of %d-byte elements overflows a 64-bit byte offset", elems, es)
		return 0, false
	}
	if elems < 0 {
		return -int64(lo), true
	}
	return int64(lo), true
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v // MinInt64 stays negative, and its product with es > 1 overflows below
	}
	return v
}

// Charge counts units of work one instruction does in a loop of its own (the blocks of a
// data movement, the fractal products of a Matmul API call) against --max-steps, as the
// interpreter counts ops: an instruction whose parameters describe billions of units stops
// the core with an error before the work (and the memory to describe it) is spent. unit
// names what is counted, for the diagnostic.
func (c *Core) Charge(in *Instr, units int64, unit string) bool {
	if units < 0 || units > c.maxSteps-c.Steps {
		c.Fatal(in, "exceeded --max-steps=%d executed ops: the instruction takes %d %s", c.maxSteps, units, unit)
		return false
	}
	c.Steps += units
	return true
}

// LockGMAtomic holds the chip's GM write lock for one atomic read-modify-write of GM;
// call the result to release it. Nothing that waits for another core may run while it is
// held. The lock is the one a sanitised GM write holds until its bytes are kept (xcore.go),
// so a core already holding it for that keeps it until the instruction's end.
func (c *Core) LockGMAtomic() (unlock func()) {
	if !c.gmLocked {
		c.Chip.gmMu.Lock()
		c.gmLocked = true
	}
	c.gmRMW++
	return func() {
		c.gmRMW--
		c.gmUnlock()
	}
}

// gmUnlock releases the GM write lock unless an atomic read-modify-write or a sanitised
// write's instruction still needs it.
func (c *Core) gmUnlock() {
	if c.gmLocked && c.gmRMW == 0 && !c.gmHold {
		c.gmLocked = false
		c.Chip.gmMu.Unlock()
	}
}
