package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Scalar element access, data movement between buffers, and the cube.

// registerScalarAccess adds GetValue and SetValue: the scalar unit reading and writing one
// element of a tensor.
func registerScalarAccess(r *sim.Registry) {
	reg(r, ascendc.OpLocalTensorGetValue, nil, compileGetValue)
	reg(r, ascendc.OpGlobalTensorGetValue, nil, compileGetValue)
	reg(r, ascendc.OpLocalTensorSetValue, nil, compileSetValue)
	reg(r, ascendc.OpGlobalTensorSetValue, nil, compileSetValue)
}

func compileGetValue(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	p, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	t, i, r := in.In[0], in.In[1], in.Out[0]
	d := elemOf(cc, op.Operand(0))
	rd := elemOf(cc, op.Result(0))
	es := int64(d.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		b, ok := scalarElem(c, in, p, t, i, es, false)
		if !ok {
			return sim.Fail
		}
		switch {
		case rd == d && d.IsFloat(): // a move: a NaN keeps its bits
			c.Regs[r] = sim.Value{F: sim.LoadScalar(b, 0, d)}
		case rd.IsFloat():
			c.Regs[r] = sim.Value{F: sim.RoundF(sim.Load(b, 0, d), rd)}
		case d.IsFloat():
			c.Regs[r] = sim.Value{I: sim.Norm(int64(sim.Load(b, 0, d)), rd)}
		default:
			c.Regs[r] = sim.Value{I: sim.Norm(sim.LoadI(b, 0, d), rd)}
		}
		return sim.Next
	}, nil
}

// scalarElem charges the scalar unit's access to element register i of the
// tensor in register t and returns the element's bytes, checked in bounds and
// seen by the sanitizer as a read or a write.
func scalarElem(c *sim.Core, in *sim.Instr, p arch.Pipe, t, i int32, es int64, write bool) ([]byte, bool) {
	tv := &c.Regs[t].T
	c.Now += accessCost(c, tv)
	if c.San != nil {
		c.San.Tick(p)
	}
	o, ok := c.Bytes(in, c.Regs[i].I, es)
	if !ok {
		return nil, false
	}
	return c.Mem(in, p, tv, o, es, write)
}

func compileSetValue(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	p, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	t, i, v := in.In[0], in.In[1], in.In[2]
	d := elemOf(cc, op.Operand(0))
	vd := elemOf(cc, op.Operand(2))
	es := int64(d.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		b, ok := scalarElem(c, in, p, t, i, es, true)
		if !ok {
			return sim.Fail
		}
		// SetValue(index, PrimT<T> value): the value converts to the element type as C++
		// converts a scalar, on the scalar unit.
		switch {
		case d.IsFloat() && vd == d: // a move: a NaN keeps its bits
			sim.StoreScalar(b, 0, d, c.Regs[v].F)
		case d.IsFloat():
			sim.Store(b, 0, d, sim.ScalarToElem(c.Regs[v], vd))
		default:
			x, why := convertScalar(c.Regs[v], vd, d)
			if why != "" {
				return c.Fatal(in, "SetValue: %s", why)
			}
			sim.StoreI(b, 0, d, x.I)
		}
		return sim.Next
	}, nil
}

func accessCost(c *sim.Core, t *sim.Tensor) int64 {
	if t.Space == arch.GM {
		return c.Cost().GetValueGM
	}
	return c.Cost().GetValueLocal
}

// pipeSel is how a data movement op picks its pipe, resolved when it is compiled.
type pipeSel struct {
	pipe arch.Pipe
	rule arch.PipeRule
}

func copyPipeOf(op *ir.Operation) (pipeSel, error) {
	p, rule := opPipe(op)
	if rule == arch.NoPipe {
		return pipeSel{}, fmt.Errorf("the op's record names no pipe to issue it to")
	}
	return pipeSel{p, rule}, nil
}

// block is one contiguous piece of a transfer.
type block struct{ dstOff, srcOff, n int64 }

// gmRuns counts the pieces of a transfer that are contiguous on the GM side: the DMA
// engine reads a GM run as one stream of bursts whatever the local layout (ND2NZ scatters
// each row's 32 B pieces into fractals, yet §8 AD-DCX's ND2NZ copies reach ~30 B/cycle per
// core), so only a new run costs a descriptor.
func gmRuns(blocks []block, src bool) int {
	runs := min(len(blocks), 1)
	for i := 1; i < len(blocks); i++ {
		if p := blocks[i-1]; blocks[i].gmOff(src) != p.gmOff(src)+p.n {
			runs++
		}
	}
	return runs
}

// gmOff is the block's offset on its GM side (the source when src is true).
func (b block) gmOff(src bool) int64 {
	if src {
		return b.srcOff
	}
	return b.dstOff
}

// transfer performs a copy made of blocks: issue on the op's pipe (a FixedPipe, or the one
// arch.CopyPipe gives for the two buffers) with the cost of the bytes moved, check and
// record every access, then move the data. Every copy needs a data path between its
// buffers, whatever its pipe.
func transfer(c *sim.Core, in *sim.Instr, via pipeSel, dst, src *sim.Tensor, blocks []block, fill func(d []byte, b int)) sim.Ctl {
	p, err := arch.CopyPipe(dst.Space, src.Space)
	if err != nil {
		return c.Fatal(in, "%v", err)
	}
	if !c.SoC().HasPath(dst.Space, src.Space) {
		return c.Fatal(in, "%s has no data path from %s to %s (hardware.md §1, §3)", c.SoC().Name, src.Space, dst.Space)
	}
	if via.rule == arch.FixedPipe {
		p = via.pipe
	}
	var total int64
	for _, b := range blocks {
		total += b.n
	}
	cost := c.Cost()
	switch {
	case src.Space == arch.GM || dst.Space == arch.GM:
		g := src
		if dst.Space == arch.GM {
			g = dst
		}
		var cap float64
		if p == arch.FIX {
			cap = cost.FixBytesPerCycle
		}
		addr := g.Addr
		if len(blocks) > 0 {
			addr += blocks[0].gmOff(g == src)
		}
		c.IssueGM(in, p, total, gmRuns(blocks, g == src), addr, cap)
	case p == arch.MTE1:
		rate := cost.L0ABytesPerCycle
		if dst.Space == arch.L0B {
			rate = cost.L0BBytesPerCycle
		}
		c.Issue(in, p, int64(float64(total)/rate+0.5)+1, cost.MTE1Latency)
	default:
		c.Issue(in, p, int64(float64(total)/cost.LocalBytesPerCycle+0.5)+1, cost.VecHead)
	}
	for i, b := range blocks {
		s, ok := c.Mem(in, p, src, b.srcOff, b.n, false)
		if !ok {
			return sim.Fail
		}
		d, ok := c.Mem(in, p, dst, b.dstOff, b.n, true)
		if !ok {
			return sim.Fail
		}
		switch {
		case dst.Space == arch.GM && c.GMAtomic && (p == arch.MTE3 || p == arch.FIX):
			// An atomic mode combines the data with GM's (atomic.go).
			if fill != nil {
				return c.Fatal(in, "is not simulated with an atomic mode set (a transformed copy to GM)")
			}
			unlock := c.LockGMAtomic()
			old := append([]byte(nil), d...)
			copy(d, s)
			merged := atomicMerge(c, in, d, old)
			unlock()
			if !merged {
				return sim.Fail
			}
		case fill != nil:
			fill(d, i)
		default:
			copy(d, s)
		}
	}
	return sim.Next
}

// checkAlign reports DataCopy addresses that break the alignment rules (hardware.md §6).
func checkAlign(c *sim.Core, in *sim.Instr, t *sim.Tensor, es int64) {
	a := c.SoC().Align[t.Space]
	if t.Space == arch.GM {
		a = es
	}
	if a > 1 && t.Addr%a != 0 {
		c.Report(in, nil, "", "misaligned DataCopy: %s address %d is not %d-byte aligned", t.Space, t.Addr, a)
	}
}

// registerCopy adds data movement (DataCopy and its pad and ND2NZ forms, LoadData) and the
// cube unit (Mmad, Fixpipe).
func registerCopy(r *sim.Registry) {
	reg(r, ascendc.OpDataCopyL2, apiCost, compileDataCopyL2)
	reg(r, ascendc.OpDataCopyL0, apiCost, compileDataCopyL0)
	reg(r, ascendc.OpDataCopyPadL2, apiCost, compilePad(false))
	reg(r, ascendc.OpDataCopyPadL2Ext, apiCost, compilePad(false))
	reg(r, ascendc.OpDataCopyPadL0, apiCost, compilePad(true))
	reg(r, ascendc.OpDataCopyPadL0Ext, apiCost, compilePad(true))
	reg(r, ascendc.OpDataCopyNd2nz, apiCost, compileNd2Nz)
	reg(r, ascendc.OpLoadDataL0, apiCost, compileLoadData)
	reg(r, ascendc.OpMmad, apiCost, compileMmad)
	reg(r, ascendc.OpFixpipe, apiCost, compileFixpipe)
}

// compileDataCopyL2 copies calCount contiguous elements; the hardware moves whole 32-byte
// blocks only. Its third operand takes any type (as PyAsc's record): a parameter block in
// that slot selects the DataCopy overload of that block, as the C++ call does — the L1
// load of asclower-asctile-data-transfer passes Nd2NzParams there.
func compileDataCopyL2(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	if t := op.Operand(2).Type(); !ir.IsIntOrIndex(t) {
		switch m := typeMnemonic(t); m {
		case "nd2nz_params":
			return compileNd2Nz(cc, op, in)
		case "data_copy_params":
			return compileDataCopyL0(cc, op, in)
		default:
			return nil, ir.OpError(op, "is not simulated with a %s count operand", ir.TypeString(t))
		}
	}
	via, err := copyPipeOf(op)
	if err != nil {
		return nil, err
	}
	dr, sr, nr := in.In[0], in.In[1], in.In[2]
	es := elemSize(cc, op.Operand(0))
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		n, ok := c.Bytes(in, c.Regs[nr].I, es)
		if !ok {
			return sim.Fail
		}
		if n%32 != 0 {
			c.Report(in, nil, "", "misaligned DataCopy: %d bytes is not a multiple of 32, the hardware copies only %d (hardware.md §6)", n, n/32*32)
			n = n / 32 * 32
		}
		checkAlign(c, in, dst, es)
		checkAlign(c, in, src, es)
		return transfer(c, in, via, dst, src, []block{{0, 0, n}}, nil)
	}, nil
}

// compileDataCopyL0 copies blockCount blocks of blockLen 32-byte units with source and
// destination gaps (DataCopyParams).
func compileDataCopyL0(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	via, err := copyPipeOf(op)
	if err != nil {
		return nil, err
	}
	dr, sr, pr := in.In[0], in.In[1], in.In[2]
	es := elemSize(cc, op.Operand(0))
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := params(c, in, pr)
		if !ok {
			return sim.Fail
		}
		cnt, blen, sgap, dgap := p.F[0], p.F[1], p.F[2], p.F[3]
		if cnt > 4095 || blen > 65535 || cnt < 0 || blen < 0 || sgap < 0 || sgap > 65535 || dgap < 0 || dgap > 65535 {
			return c.Fatal(in, "DataCopyParams out of range: blockCount %d (≤4095), blockLen %d (≤65535), srcStride %d, dstStride %d (≤65535)", cnt, blen, sgap, dgap)
		}
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		checkAlign(c, in, dst, es)
		checkAlign(c, in, src, es)
		bl := make([]block, 0, cnt)
		for i := int64(0); i < cnt; i++ {
			bl = append(bl, block{i * (blen + dgap) * 32, i * (blen + sgap) * 32, blen * 32})
		}
		return transfer(c, in, via, dst, src, bl, nil)
	}, nil
}

// compilePad is DataCopyPad: byte-granular rows between GM and a local buffer, padded to
// 32 bytes in the local buffer (with the pad value of DataCopyPadParams when withPad).
func compilePad(withPad bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		via, err := copyPipeOf(op)
		if err != nil {
			return nil, err
		}
		dr, sr, pr := in.In[0], in.In[1], in.In[2]
		padR := int32(-1)
		if withPad {
			padR = in.In[3]
		}
		d := elemOf(cc, op.Operand(0))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			p, ok := params(c, in, pr)
			if !ok {
				return sim.Fail
			}
			cnt, blen, sstr, dstr := p.F[0], p.F[1], p.F[2], p.F[3]
			// The strides are uint32_t at most (DataCopyExtParams), which keeps the offsets
			// below far from overflow.
			if cnt < 0 || cnt > 4095 || blen < 0 || blen > 2097151 || sstr < 0 || sstr > math.MaxUint32 || dstr < 0 || dstr > math.MaxUint32 {
				return c.Fatal(in, "DataCopyPad parameters out of range: blockCount %d, blockLen %d, srcStride %d, dstStride %d", cnt, blen, sstr, dstr)
			}
			dst, src := &c.Regs[dr].T, &c.Regs[sr].T
			toLocal := src.Space == arch.GM
			padded := (blen + 31) / 32 * 32
			var padVal float64
			isPad := false
			if padR >= 0 {
				pp, ok := params(c, in, padR)
				if !ok {
					return sim.Fail
				}
				isPad = pp.F[0] != 0
				// Where leftPadding places the data and its fill in the row is not given by
				// the sources here, so it is refused rather than ignored. rightPadding is
				// read as the hardware behaves: padding ends at the row's 32-byte block.
				if pp.F[1] != 0 && toLocal {
					return c.Fatal(in, "is not simulated for DataCopyPadParams with leftPadding = %d (only 0)", pp.F[1])
				}
				padVal = float64(pp.F[3])
				if f, ok := pp.Fl[3]; ok {
					padVal = f
				}
			}
			bl := make([]block, 0, cnt)
			for i := int64(0); i < cnt; i++ {
				if toLocal { // GM stride in bytes, UB gap in 32-byte blocks
					bl = append(bl, block{i * (padded + dstr*32), i * (blen + sstr), blen})
				} else {
					bl = append(bl, block{i * (blen + dstr), i * (padded + sstr*32), blen})
				}
			}
			if ctl := transfer(c, in, via, dst, src, bl, nil); ctl != sim.Next || !toLocal || padded == blen {
				return ctl
			}
			// Fill the padding of each 32-byte-aligned block: only GM-to-local copies pad,
			// and those run on MTE2.
			if !isPad {
				return padUndefined(c, in, dst, bl, blen, padded)
			}
			var fill []byte
			for _, b := range bl {
				tail, ok := c.Mem(in, arch.MTE2, dst, b.dstOff+blen, padded-blen, true)
				if !ok {
					return sim.Fail
				}
				if fill == nil { // a value set by SetPadValue must agree (padvalue.go)
					if fill, ok = padFill(c, in, d, padVal, (b.dstOff+blen)/int64(d.Size())); !ok {
						return sim.Fail
					}
				}
				for k := 0; k+len(fill) <= len(tail); k += len(fill) {
					copy(tail[k:], fill)
				}
			}
			return sim.Next
		}, nil
	}
}

// padUndefined is the padding of a DataCopyPad GM -> local with isPad false: no source
// here gives it a value (zero, SetPadValue's register or whatever the buffer held), so
// its bytes are written as zeros and marked undefined for the sanitizer, which reports
// them where they reach GM or the scalar unit instead of a kernel silently computing
// with a guessed value.
func padUndefined(c *sim.Core, in *sim.Instr, dst *sim.Tensor, bl []block, blen, padded int64) sim.Ctl {
	for _, b := range bl {
		tail, ok := c.Mem(in, arch.MTE2, dst, b.dstOff+blen, padded-blen, true)
		if !ok {
			return sim.Fail
		}
		clear(tail)
		c.PoisonWhy(in, dst, b.dstOff+blen, padded-blen, "it pads its rows to 32 bytes with isPad = false, and the API gives no value for that padding")
	}
	return sim.Next
}

// c0 is the number of elements in a 32-byte fractal row.
func c0(es int64) int64 { return 32 / es }

// Nd2NzParams: ndNum, nValue, dValue, srcNdMatrixStride, srcDValue, dstNzC0Stride,
// dstNzNStride, dstNzMatrixStride. Source strides in elements; dstNzC0Stride and
// dstNzNStride in 32-byte blocks, dstNzMatrixStride in elements. The last C0 block of each
// row is zero-padded.
func compileNd2Nz(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	via, err := copyPipeOf(op)
	if err != nil {
		return nil, err
	}
	dr, sr, pr := in.In[0], in.In[1], in.In[2]
	es := elemSize(cc, op.Operand(0))
	k0 := c0(es)
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := params(c, in, pr)
		if !ok {
			return sim.Fail
		}
		nd, nv, dv, sMat, sD, c0s, ns, dMat := p.F[0], p.F[1], p.F[2], p.F[3], p.F[4], p.F[5], p.F[6], p.F[7]
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		// Every field is a uint16_t of the struct, so the offsets below stay far from
		// overflow; the row count is bounded before the rows are listed.
		for i, f := range p.F[:8] {
			if f < 0 || f > 65535 {
				return c.Fatal(in, "Nd2NzParams field %d is %d, outside uint16_t", i, f)
			}
		}
		rows := nd * nv * ((dv + k0 - 1) / k0)
		if rows*32 > dst.Size {
			return c.Fatal(in, "Nd2NzParams describe %d fractal rows (%d bytes), more than the %d-byte destination holds", rows, rows*32, dst.Size)
		}
		if !c.Charge(in, rows, "blocks") {
			return sim.Fail
		}
		bl := make([]block, 0, rows)
		for m := int64(0); m < nd; m++ {
			for r := int64(0); r < nv; r++ {
				for col := int64(0); col < dv; col += k0 {
					n := min(k0, dv-col) * es
					doff := (m*dMat + (col/k0)*c0s*k0 + r*ns*k0) * es
					bl = append(bl, block{doff, (m*sMat + r*sD + col) * es, n})
				}
			}
		}
		if ctl := transfer(c, in, via, dst, src, bl, nil); ctl != sim.Next {
			return ctl
		}
		for _, b := range bl {
			if b.n < 32 {
				// The zero padding is recorded on MTE2, the pipe of the GM-to-L1 path ND2NZ
				// takes, whatever path the data took (kept as it always was).
				z, ok := c.Mem(in, arch.MTE2, dst, b.dstOff+b.n, 32-b.n, true)
				if !ok {
					return sim.Fail
				}
				clear(z)
			}
		}
		return sim.Next
	}, nil
}

// LoadData2DParams: startIndex, repeatTimes, srcStride, sid, dstGap, ifTranspose, addrMode.
// Moves repeatTimes 512-byte fractals from L1 (fractal startIndex + i*srcStride) to L0A/L0B
// (fractal i*(1+dstGap)), transposing each 16×16 fractal when ifTranspose is set.
func compileLoadData(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	via, err := copyPipeOf(op)
	if err != nil {
		return nil, err
	}
	dr, sr, pr := in.In[0], in.In[1], in.In[2]
	es := elemSize(cc, op.Operand(0))
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := params(c, in, pr)
		if !ok {
			return sim.Fail
		}
		start, rep, sstr, gap, tr := p.F[0], p.F[1], p.F[2], p.F[4], p.F[5] != 0
		if !repeatInRange(c, in, "repeatTimes", rep) {
			return sim.Fail
		}
		if tr && es != 2 {
			return c.Fatal(in, "transposing load_data supports 16-bit elements only")
		}
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		bl := make([]block, 0, rep)
		for i := int64(0); i < rep; i++ {
			bl = append(bl, block{i * (1 + gap) * 512, (start + i*sstr) * 512, 512})
		}
		if !tr {
			return transfer(c, in, via, dst, src, bl, nil)
		}
		var tmp [512]byte
		ctl := transfer(c, in, via, dst, src, bl, func(d []byte, i int) {
			s := rawBytes(c, src, bl[i].srcOff) // GM too: load_data_g2l shares this
			for r := 0; r < 16; r++ {
				for k := 0; k < 16; k++ {
					tmp[(k*16+r)*2], tmp[(k*16+r)*2+1] = s[(r*16+k)*2], s[(r*16+k)*2+1]
				}
			}
			copy(d, tmp[:])
		})
		if ctl == sim.Next && c.TakeUndefined() {
			transposeUndefined(c, in, dst, src, bl)
		}
		return ctl
	}, nil
}

// transposeUndefined carries the undefined elements of a transposing LoadData to where
// the transpose puts them. The sanitizer's own mapping lines bytes up by position, which
// for a 16×16 fractal would mark the wrong rows: a B tile whose rows past K were never
// loaded would poison columns of C instead of nothing (the Mmad reads them only to depth
// k).
func transposeUndefined(c *sim.Core, in *sim.Instr, dst, src *sim.Tensor, bl []block) {
	for _, b := range bl {
		for r := int64(0); r < 16; r++ {
			for k := int64(0); k < 16; k++ {
				if u, o := c.Undefined(src, b.srcOff+(r*16+k)*2, 2); u {
					c.Poison(in, dst, b.dstOff+(k*16+r)*2, 2, o)
				}
			}
		}
	}
}
