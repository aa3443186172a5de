package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// The cube unit. Fractal layouts (hardware.md §6): L0A holds A[m][k] "ZZ" (16×C0 fractals,
// m-fractal major, rows inside) on 2201 and "NZ" (the same fractals k-fractal major) on
// 3510, L0B holds B[k][n] "ZN" (C0×16 fractals, k-fractal major,
// columns inside: element (k, n) of a fractal at n*C0 + k), L0C holds C[m][n] "NZ" (16×16
// fractals, n-fractal major, rows inside). C0 is 32 bytes of the input type.

func cdiv(a, b int64) int64 { return (a + b - 1) / b }

// compileMmad: C (f32/s32 in L0C) = A×B, or += when cmatrixInitVal is false (MmadParams in
// Ascend C member order, see fieldDefaults). f16×f16 and bf16×bf16 accumulate in float32,
// s8×s8 in int32.
func compileMmad(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pm, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	dr, ar, br, pr := in.In[0], in.In[1], in.In[2], in.In[3]
	cd, ad := elemOf(cc, op.Operand(0)), elemOf(cc, op.Operand(1))
	es := int64(ad.Size())
	k0 := c0(es)
	_, withBias := ascendc.AsMmadWithBiasOp(op)
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := params(c, in, pr)
		if !ok {
			return sim.Fail
		}
		m, n, k, init := p.F[0], p.F[1], p.F[2], p.F[11] != 0
		if msg := mmadModes(p, withBias, ad); msg != "" {
			return c.Fatal(in, "%s", msg)
		}
		if ad == sim.F32 && cubeSt(c).hf32 {
			return c.Fatal(in, "is not simulated for float32 inputs with HF32 mode on (SetHF32Mode(true)): how the cube rounds float32 to HF32 is not given by the specs")
		}
		if m <= 0 || n <= 0 || k <= 0 || m > 4095 || n > 4095 || k > 4095 {
			return c.Fatal(in, "Mmad sizes m=%d n=%d k=%d out of range", m, n, k)
		}
		M1, N1, K1 := cdiv(m, 16), cdiv(n, 16), cdiv(k, k0)
		cost := c.Cost()
		c.Issue(in, pm, cost.Cube(m, k, n, int(es)), cost.CubeLatency)
		dst, a, b := &c.Regs[dr].T, &c.Regs[ar].T, &c.Regs[br].T
		if dst.Space != arch.L0C || a.Space != arch.L0A || b.Space != arch.L0B {
			return c.Fatal(in, "Mmad needs dst in L0C, fm in L0A, filter in L0B (got %s, %s, %s)", dst.Space, a.Space, b.Space)
		}
		A, ok := c.Mem(in, pm, a, 0, M1*K1*16*k0*es, false)
		if !ok {
			return sim.Fail
		}
		B, ok := c.Mem(in, pm, b, 0, K1*N1*16*k0*es, false)
		if !ok {
			return sim.Fail
		}
		ces := int64(cd.Size())
		var C []byte
		if init {
			C, ok = c.Mem(in, pm, dst, 0, M1*N1*256*ces, true)
		} else {
			if _, ok = c.Mem(in, pm, dst, 0, M1*N1*256*ces, false); ok {
				C, ok = c.Mem(in, pm, dst, 0, M1*N1*256*ces, true)
			}
		}
		if !ok {
			return sim.Fail
		}
		aIdx := func(i, kk int64) int { return int(((i/16)*K1+kk/k0)*16*k0 + (i%16)*k0 + kk%k0) }
		if c.SoC().L0AColumnFractals {
			aIdx = func(i, kk int64) int { return int(((kk/k0)*M1+i/16)*16*k0 + (i%16)*k0 + kk%k0) }
		}
		bIdx := func(kk, j int64) int { return int(((kk/k0)*N1+j/16)*16*k0 + (j%16)*k0 + kk%k0) }
		cIdx := func(i, j int64) int { return int(((j/16)*M1+i/16)*256 + (i%16)*16 + j%16) }
		if c.TakeUndefined() {
			mmadGarbage(c, in, mmadShape{a, b, dst, m, n, k, es, ces, init}, aIdx, bIdx, cIdx)
		}
		mmadCompute(A, B, C, m, n, k, ad, cd, init, aIdx, bIdx, cIdx)
		return sim.Next
	}, nil
}

// mmadModes checks the MmadParams members that change what an Mmad computes and that the
// model does not simulate (member order of fieldDefaults) and returns what is wrong, ""
// when the Mmad is the plain C (+)= A×B. isBias and cmatrixSource make the bias table
// the C matrix source: the bias overload (mmad_with_bias) does that with its bias
// operand, while Mmad without one would read a bias table nobody named. fmOffset,
// enSsparse (4:2 sparse B), enWinogradA/B and, for f32 inputs, kDirectionAlign change
// which elements are multiplied in ways no spec here gives. unitFlag only hands the
// result to Fixpipe early (synchronisation, not values) and is not checked.
func mmadModes(p *Params, withBias bool, ad sim.DType) string {
	names := [...]string{3: "isBias", 4: "fmOffset", 5: "enSsparse", 6: "enWinogradA", 7: "enWinogradB", 9: "kDirectionAlign", 10: "cmatrixSource"}
	for _, i := range []int{3, 10, 4, 5, 6, 7, 9} {
		switch v := p.F[i]; {
		case v == 0:
		case withBias && (i == 3 || i == 10):
		case i == 9 && ad != sim.F32:
		case i == 3 || i == 10:
			return fmt.Sprintf("is not simulated for MmadParams %s %d without a bias operand: the bias table it selects as the C source is only given by Mmad's bias overload (mmad_with_bias)", names[i], v)
		default:
			return fmt.Sprintf("is not simulated for MmadParams %s %d (only 0: how it changes the product is not given by the specs)", names[i], v)
		}
	}
	return ""
}

// mmadCompute is Mmad's arithmetic on the raw L0 buffers: C[i][j] (or 0 when init) plus
// the products A[i][x]·B[x][j] in x ascending order, accumulated in float32 for float
// inputs and in integers (wrapped to int32) for s8 (matmul_kernel.go). aIdx, bIdx and cIdx
// give an element's place in its fractal layout.
func mmadCompute(A, B, C []byte, m, n, k int64, ad, cd sim.DType, init bool, aIdx func(i, kk int64) int, bIdx func(kk, j int64) int, cIdx func(i, j int64) int) {
	mi, ni, ki := int(m), int(n), int(k)
	if cd.IsFloat() {
		af, bf, acc := make([]float32, mi*ki), make([]float32, ki*ni), make([]float32, mi*ni)
		for i := int64(0); i < m; i++ {
			for kk := int64(0); kk < k; kk++ {
				af[i*k+kk] = float32(sim.Load(A, aIdx(i, kk), ad))
			}
		}
		for kk := int64(0); kk < k; kk++ {
			for j := int64(0); j < n; j++ {
				bf[kk*n+j] = float32(sim.Load(B, bIdx(kk, j), ad))
			}
		}
		if !init {
			for i := int64(0); i < m; i++ {
				for j := int64(0); j < n; j++ {
					acc[i*n+j] = float32(sim.Load(C, cIdx(i, j), cd))
				}
			}
		}
		mmF32(af, bf, acc, mi, ni, ki)
		for i := int64(0); i < m; i++ {
			for j := int64(0); j < n; j++ {
				sim.Store(C, cIdx(i, j), cd, float64(acc[i*n+j]))
			}
		}
		return
	}
	ai, bi, acc := make([]int64, mi*ki), make([]int64, ki*ni), make([]int64, mi*ni)
	for i := int64(0); i < m; i++ {
		for kk := int64(0); kk < k; kk++ {
			ai[i*k+kk] = sim.LoadI(A, aIdx(i, kk), ad)
		}
	}
	for kk := int64(0); kk < k; kk++ {
		for j := int64(0); j < n; j++ {
			bi[kk*n+j] = sim.LoadI(B, bIdx(kk, j), ad)
		}
	}
	if !init {
		for i := int64(0); i < m; i++ {
			for j := int64(0); j < n; j++ {
				acc[i*n+j] = sim.LoadI(C, cIdx(i, j), cd)
			}
		}
	}
	mmInt(ai, bi, acc, mi, ni, ki)
	for i := int64(0); i < m; i++ {
		for j := int64(0); j < n; j++ {
			sim.StoreI(C, cIdx(i, j), cd, int64(int32(acc[i*n+j])))
		}
	}
}

type mmadShape struct {
	a, b, c   *sim.Tensor
	m, n, k   int64
	es, ces   int64
	overwrite bool
}

// mmadGarbage tells the sanitizer which results of an Mmad that read uninitialised bytes
// hold garbage: C[i][j] when row i of A, column j of B (over k) or, accumulating, the old
// C[i][j] is undefined. Rows and columns past m and n (fractal padding) feed no result,
// so a tile whose tail rows were never loaded gives clean rows.
func mmadGarbage(c *sim.Core, in *sim.Instr, s mmadShape, aIdx func(i, kk int64) int, bIdx func(kk, j int64) int, cIdx func(i, j int64) int) {
	type mark struct {
		on     bool
		origin int32
	}
	rows, cols := make([]mark, s.m), make([]mark, s.n)
	for i := int64(0); i < s.m; i++ {
		for kk := int64(0); kk < s.k && !rows[i].on; kk++ {
			if u, o := c.Undefined(s.a, int64(aIdx(i, kk))*s.es, s.es); u {
				rows[i] = mark{true, o}
			}
		}
	}
	for j := int64(0); j < s.n; j++ {
		for kk := int64(0); kk < s.k && !cols[j].on; kk++ {
			if u, o := c.Undefined(s.b, int64(bIdx(kk, j))*s.es, s.es); u {
				cols[j] = mark{true, o}
			}
		}
	}
	for i := int64(0); i < s.m; i++ {
		for j := int64(0); j < s.n; j++ {
			at := int64(cIdx(i, j)) * s.ces
			g := rows[i]
			if !g.on {
				g = cols[j]
			}
			if !g.on && !s.overwrite {
				g.on, g.origin = c.Undefined(s.c, at, s.ces)
			}
			if g.on {
				c.Poison(in, s.c, at, s.ces, g.origin)
			}
		}
	}
}

// compileFixpipe: L0C (NZ) → GM row-major (FixpipeParamsV220: nSize, mSize, srcStride,
// dstStride, reluEn; srcStride is the M extent of the NZ source in rows, dstStride the
// destination row pitch in elements). The fixpipe_config's first field is a CO2Layout
// (ascendc-ops.md: NZ=0, ROW_MAJOR=1, COLUMN_MAJOR=2): ROW_MAJOR converts NZ→ND, NZ copies
// the fractals as they are, COLUMN_MAJOR is refused; without a config the copy is row
// major. quantPre (a QuantMode) must match the conversion the two types ask for (see
// fixpipeQuant); the output converts to dst's type with round-to-nearest-even.
func compileFixpipe(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pf, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	pt := op.Operand(2).Type()
	if v, ok := ascendc.AsFixpipeWithWorkspaceOp(op); ok {
		pt = v.IntriParams().Type()
	}
	c310, err := fixpipeC310Form(cc, op, pt)
	if err != nil {
		return nil, err
	}
	dr, sr, pr := in.In[0], in.In[1], in.In[2]
	cfgR := int32(-1)
	if len(in.In) > 3 {
		cfgR = in.In[3]
	}
	dd, sd := elemOf(cc, op.Operand(0)), elemOf(cc, op.Operand(1))
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := params(c, in, pr)
		if !ok {
			return sim.Fail
		}
		nz, msg := fixpipeLayout(c, cfgR)
		if msg != "" {
			return c.Fatal(in, "%s", msg)
		}
		fp, msg := fixpipeParams(p, nz, c310, sd, dd)
		if msg != "" {
			return c.Fatal(in, "%s", msg)
		}
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		if src.Space != arch.L0C {
			return c.Fatal(in, "Fixpipe source must be in L0C (CO1), got %s", src.Space)
		}
		if dst.Space != arch.GM && dst.Space != arch.L1 && (dst.Space != arch.UB || !c.SoC().HasPath(arch.UB, arch.L0C)) {
			// FIX moves L0C to GM or L1, and to UB on the 3510 (hardware.md §1, §3)
			return c.Fatal(in, "%s has no data path from L0C to %s (Fixpipe writes GM or L1, and UB on the 3510)", c.SoC().Name, dst.Space)
		}
		fp.ses, fp.des, fp.sd, fp.dd = int64(sd.Size()), int64(dd.Size()), sd, dd
		if rows := cdiv(fp.mS, 16) * 16; fp.sStr < rows && fp.nS > 16 {
			// srcStride is where the next fractal column of L0C starts, in 16-element
			// rows; below the rows the columns hold (mSize rounded up to 16) they would
			// overlap, and what the hardware reads then is not given by the specs.
			return c.Fatal(in, "is not simulated for a Fixpipe of %d columns with srcStride %d: the source's fractal columns hold %d rows (mSize %d rounded up to 16), and a smaller stride is not given by the specs", fp.nS, fp.sStr, rows, fp.mS)
		}
		fp.rows = max(fp.sStr, cdiv(fp.mS, 16)*16)
		if nz && !c310 && fp.dStr*32 != fp.rows*16*fp.des {
			// The NZ copy keeps L0C's fractal columns back to back; the one stride this
			// is certain for is that layout's own (a column of rows×16 elements, in
			// 32-byte blocks, as PyAsc's NZ Fixpipe passes it). What another dstStride
			// (gaps between columns, or another unit) does is not given by the specs.
			return c.Fatal(in, "is not simulated for an NZ Fixpipe (FixpipeParamsV220) with dstStride %d: only the contiguous NZ layout, dstStride = %d (the source's %d rows × 16 elements, in 32-byte blocks), is", fp.dStr, fp.rows*16*fp.des/32, fp.rows)
		}
		srcBytes := cdiv(fp.nS, 16) * fp.rows * 16 * fp.ses
		if !nz {
			// Row major reads mS rows of each fractal column, the last column ending at
			// row mS: a source that starts at a row of the NZ block (a row piece of C)
			// ends there, not at the block's end.
			srcBytes = ((cdiv(fp.nS, 16)-1)*fp.rows + fp.mS) * 16 * fp.ses
		}
		cost := c.Cost()
		if dst.Space == arch.GM {
			c.IssueGM(in, pf, fp.mS*fp.nS*fp.des, 1, dst.Addr, cost.FixBytesPerCycle)
		} else {
			occ, _ := cost.DMA(fp.mS*fp.nS*fp.des, 1, cost.FixBytesPerCycle)
			c.Issue(in, pf, occ, cost.MTE1Latency)
		}
		S, ok := c.Mem(in, pf, src, 0, srcBytes, false)
		if !ok {
			return sim.Fail
		}
		if nz {
			return fixpipeNZ(c, in, pf, dst, S, srcBytes, fp)
		}
		if c.TakeUndefined() && !fixpipeUsedUndefined(c, in, pf, src, dst, fp.mS, fp.nS, fp.rows, fp.ses, fp.dStr, fp.des) {
			return sim.Fail
		}
		return fixpipeND(c, in, pf, dst, S, fp)
	}, nil
}

// fixpipeCopy is one Fixpipe's sizes, strides and element types, read from its params.
type fixpipeCopy struct {
	nS, mS, sStr, dStr, rows int64
	relu                     bool
	ses, des                 int64
	sd, dd                   sim.DType
}

func (fp *fixpipeCopy) out(v float64) float64 {
	if fp.relu && v < 0 {
		return 0
	}
	return v
}

// put converts source value v into element i of D, which lies at byte off of dst. A
// finite value beyond the range of an f16 or bf16 destination has no documented result:
// Cast saturates (hardware.md §7), but no source here says whether Fixpipe's F322F16 /
// F322BF16 quantisation saturates too or gives an infinity. Into GM that stops the core
// at the op; into a local tensor the element is undefined (reported where it is used).
func (fp *fixpipeCopy) put(c *sim.Core, in *sim.Instr, dst *sim.Tensor, D []byte, i int, off int64, v float64) bool {
	v = fp.out(v)
	if fp.dd.IsFloat() {
		sim.Store(D, i, fp.dd, v)
		if fp.dd != fp.sd && !math.IsInf(v, 0) && math.IsInf(sim.Load(D, i, fp.dd), 0) {
			why := fmt.Sprintf("Fixpipe converts %g to %s, beyond its range: whether the quantisation saturates or gives an infinity is not given by a source here", v, fp.dd)
			if dst.Space == arch.GM {
				c.Fatal(in, "%s", why)
				return false
			}
			c.PoisonWhy(in, dst, off, fp.des, why)
		}
		return true
	}
	sim.StoreI(D, i, fp.dd, int64(v))
	return true
}

// fixpipeLayout reads the CO2Layout of the fixpipe config (register cfgR, or none): NZ
// (true) or ROW_MAJOR; another layout is a message.
func fixpipeLayout(c *sim.Core, cfgR int32) (bool, string) {
	if cfgR < 0 {
		return false, ""
	}
	cp, ok := c.Regs[cfgR].O.(*Params)
	if !ok || len(cp.F) == 0 {
		return false, "fixpipe config was not built by ascendc.construct"
	}
	switch cp.F[0] {
	case 0:
		return true, ""
	case 1:
		return false, ""
	}
	return false, fmt.Sprintf("is not simulated for CO2Layout %d (NZ=0 and ROW_MAJOR=1 are)", cp.F[0])
}

// fixpipeParams checks the FixpipeParams members this model simulates and returns them.
func fixpipeParams(p *Params, nz, c310 bool, sd, dd sim.DType) (*fixpipeCopy, string) {
	if len(p.F) < 5 {
		return nil, fmt.Sprintf("FixpipeParamsV220 with %d members: nSize, mSize, srcStride, dstStride and reluEn are needed", len(p.F))
	}
	fp := &fixpipeCopy{nS: p.F[0], mS: p.F[1], sStr: p.F[2], dStr: p.F[3], relu: p.F[4] != 0}
	if c310 && (!nz || fp.dStr != max(fp.sStr, cdiv(fp.mS, 16)*16)*16) {
		return nil, fmt.Sprintf("is not simulated for FixpipeParamsC310 with srcStride %d, dstStride %d and CO2Layout %d: only the NZ copy whose destination keeps the source's fractals (dstStride = 16 · the source's rows) is", fp.sStr, fp.dStr, map[bool]int{true: 0, false: 1}[nz])
	}
	if len(p.F) > 5 {
		if msg := fixpipeQuant(p.F[5], sd, dd); msg != "" {
			return nil, msg
		}
	}
	if fp.nS <= 0 || fp.mS <= 0 {
		return nil, fmt.Sprintf("Fixpipe sizes n=%d m=%d must be positive", fp.nS, fp.mS)
	}
	return fp, ""
}

// fixpipeNZ copies the source's fractals as they are (CO2Layout NZ). With an atomic mode
// set, a write to GM combines with GM's contents (atomic.go).
func fixpipeNZ(c *sim.Core, in *sim.Instr, pf arch.Pipe, dst *sim.Tensor, S []byte, srcBytes int64, fp *fixpipeCopy) sim.Ctl {
	D, ok := c.Mem(in, pf, dst, 0, srcBytes/fp.ses*fp.des, true)
	if !ok {
		return sim.Fail
	}
	atomic := dst.Space == arch.GM && c.GMAtomic
	var old []byte
	if atomic {
		defer c.LockGMAtomic()()
		old = append(old[:0], D...)
	}
	for i := 0; i < int(srcBytes/fp.ses); i++ {
		if !fp.put(c, in, dst, D, i, int64(i)*fp.des, sim.Load(S, i, fp.sd)) {
			return sim.Fail
		}
	}
	if atomic && !atomicMerge(c, in, D, old) {
		return sim.Fail
	}
	return sim.Next
}

// fixpipeND writes the source's fractals out as mS rows of nS elements, dStr elements
// apart (CO2Layout ROW_MAJOR).
func fixpipeND(c *sim.Core, in *sim.Instr, pf arch.Pipe, dst *sim.Tensor, S []byte, fp *fixpipeCopy) sim.Ctl {
	atomic := dst.Space == arch.GM && c.GMAtomic
	if atomic {
		defer c.LockGMAtomic()()
	}
	var old []byte
	for r := int64(0); r < fp.mS; r++ {
		D, ok := c.Mem(in, pf, dst, r*fp.dStr*fp.des, fp.nS*fp.des, true)
		if !ok {
			return sim.Fail
		}
		if atomic {
			old = append(old[:0], D...)
		}
		for j := int64(0); j < fp.nS; j++ {
			v := sim.Load(S, int(((j/16)*fp.rows+r)*16+j%16), fp.sd)
			if !fp.put(c, in, dst, D, int(j), (r*fp.dStr+j)*fp.des, v) {
				return sim.Fail
			}
		}
		if atomic && !atomicMerge(c, in, D, old) {
			return sim.Fail
		}
	}
	return sim.Next
}

// fixpipeC310Form checks the Fixpipe structure: FixpipeParamsV220 runs in full.
// FixpipeParamsC310 (the 3510's Fixpipe, which PyAsc's copy_fixpipe lowering fills by
// member name: nSize, mSize, srcStride = the source tile's rows, dstStride = those rows ·
// the 32-byte block's elements, reluEn, quantPre) runs only in the one form that lowering
// gives it and whose meaning does not depend on the units no source here fixes: the NZ
// layout into a local tensor of 16-bit elements, where the destination's N fractal columns
// lie dstStride elements apart exactly when each 16×16 fractal is kept as it is in L0C.
// Its members can only be set by name (ascendc.construct of it is refused: their order is
// not given), and any other stride is refused when the copy runs.
func fixpipeC310Form(cc *sim.Compiler, op *ir.Operation, pt ir.Type) (bool, error) {
	switch typeMnemonic(pt) {
	case "fixpipe_params_v220":
		return false, nil
	case "fixpipe_params_c310":
		t, _ := pt.(*ascendc.FixpipeParamsC310Type)
		_, local := op.Operand(0).Type().(*ascendc.LocalTensorType)
		if t != nil && t.CO2LayoutAttr == ascendc.CO2Layout_NZ && local && elemOf(cc, op.Operand(0)).Size() == 2 {
			return true, nil
		}
		return false, ir.OpError(op, "is not simulated for %s into %s: FixpipeParamsC310 runs only in the NZ layout into a local tensor of 16-bit elements (its member order and stride units for other forms are not given by a source here)", ir.TypeString(pt), ir.TypeString(op.Operand(0).Type()))
	}
	return false, ir.OpError(op, "is not simulated for %s", ir.TypeString(pt))
}

// fixpipeUsedUndefined: a row-major Fixpipe reads the whole NZ source but converts only
// its mS×nS elements; of the undefined bytes it read, only those of an element it
// converts leave L0C. To GM, the first such element is read again so the sanitizer
// reports it; to a local buffer, the elements converted from them become undefined.
func fixpipeUsedUndefined(c *sim.Core, in *sim.Instr, pf arch.Pipe, src, dst *sim.Tensor, mS, nS, rows, ses, dStr, des int64) bool {
	for r := int64(0); r < mS; r++ {
		for j := int64(0); j < nS; j++ {
			at := (((j/16)*rows+r)*16 + j%16) * ses
			u, o := c.Undefined(src, at, ses)
			switch {
			case !u:
			case dst.Space == arch.GM:
				_, ok := c.Mem(in, pf, src, at, ses, false)
				return ok
			default:
				c.Poison(in, dst, (r*dStr+j)*des, des, o)
			}
		}
	}
	return true
}

// fixpipeQuant checks a Fixpipe's QuantMode against its source and destination types and
// returns what is wrong ("" when they agree). NoQuant (0) copies without conversion, so
// both types are equal; F322F16 (1) and F322BF16 (16) round f32 to f16/bf16. The modes
// that scale (DEQF16, REQ8, the *_PRE family) need a deqScalar or a quantisation table,
// which the model does not hold, so they are refused.
func fixpipeQuant(mode int64, src, dst sim.DType) string {
	switch mode {
	case 0:
		if src != dst {
			return fmt.Sprintf("Fixpipe from %s to %s needs a quantize mode (quantPre is NoQuant)", src, dst)
		}
	case 1, 16:
		want := map[int64]sim.DType{1: sim.F16, 16: sim.BF16}[mode]
		if src != sim.F32 || dst != want {
			return fmt.Sprintf("Fixpipe quantPre %d converts f32 to %s, not %s to %s", mode, want, src, dst)
		}
	default:
		return fmt.Sprintf("is not simulated for Fixpipe quantPre %d (a scaling quantize mode)", mode)
	}
	return ""
}
