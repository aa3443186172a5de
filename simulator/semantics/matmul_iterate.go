package semantics

import (
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// mmTypes are the element types of one Matmul type.
type mmTypes struct{ a, c, bias sim.DType }

// compileIterateAll: IterateAll(C[, enAtomic][, enSequentialWrite][, waitIterateAll][,
// fakeMsg]) writes the whole single-core C = A·B (+bias) into C at row pitch orgKc
// (docs/sim/matmul-api.md). The call is synchronous in the model: when it returns, its
// reads and writes are complete (sync=false with wait_iterate_all gives the same values).
func compileIterateAll(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	t, err := mmType(cc, op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	if err := mmNotBatch(op, t); err != nil {
		return nil, err
	}
	v, _ := ascendc.AsMatmulIterateAllOp(op)
	if _, ok := v.Tensor().Type().(*ascendc.GlobalTensorType); !ok {
		return nil, ir.OpError(op, "is not simulated for a C of type %s: only a global tensor is modelled", ir.TypeString(v.Tensor().Type()))
	}
	if t.SrcCPositionAttr != ascendc.TPosition_GM {
		return nil, ir.OpError(op, "is not simulated for a MatmulType whose C position is %d: IterateAll writes a global C", t.SrcCPositionAttr)
	}
	ty := mmTypesOf(cc, t)
	if d := elemOf(cc, v.Tensor()); d != ty.c {
		return nil, ir.OpError(op, "is not simulated for a C tensor of %s on a Matmul whose C type is %s", d, ty.c)
	}
	// IterateAll(C[, enAtomic][, enSequentialWrite][, waitIterateAll][, fakeMsg]): the
	// present flags fill the parameters in order (trailingOptionals), so a lone
	// waitIterateAll is enAtomic in the call. waitIterateAll itself changes no value.
	opt := trailingOptionals(cc, v.EnAtomic(), v.EnSenquentialWrite(), v.WaitIterateAll(), v.FakeMsg())
	mr, cr := in.In[0], in.In[1]
	atom, seq, fake := opt[0], opt[1], opt[3]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		o, ok := mmOf(c, in, mr)
		if !ok {
			return sim.Fail
		}
		if why := o.ready(); why != "" {
			return c.Fatal(in, "%s", why)
		}
		flag := func(r int32) int64 {
			if r < 0 {
				return 0
			}
			return c.Regs[r].I
		}
		if flag(seq) != 0 {
			return c.Fatal(in, "is not simulated with enSequentialWrite: where consecutive tiles go in C is not modelled")
		}
		if flag(fake) != 0 {
			return c.Fatal(in, "is not simulated with fakeMsg: what a fake message computes is not given by the specs")
		}
		at := flag(atom)
		if at != 0 && at != 1 {
			return c.Fatal(in, "is not simulated for enAtomic=%d (0: plain write and 1: atomic add are)", at)
		}
		if c.GMAtomic {
			return c.Fatal(in, "is not simulated while a GM atomic mode is set: the library sets and clears its own")
		}
		return o.iterateAll(c, in, &c.Regs[cr].T, ty, at == 1, mmBase{})
	}, nil
}

// mmNotBatch refuses a batch layout (NORMAL) for the single-matrix calls: a NORMAL
// MatmulType is driven by IterateBatch (matmul_batch.go).
func mmNotBatch(op *ir.Operation, t *ascendc.MatmulType) error {
	if t.LayoutModeAAttr != ascendc.LayoutMode_NONE {
		return ir.OpError(op, "is not simulated for a MatmulType with LayoutMode %s: the single-matrix calls are modelled for LayoutMode NONE (a NORMAL type is computed with IterateBatch)", t.LayoutModeAAttr.Symbol())
	}
	return nil
}

// mmBase holds element offsets from the bound A, B, bias and from C at which one
// block's matrices start (all zero outside the batch forms).
type mmBase struct{ a, b, bias, c int64 }

// iterateAll loads A, B and the bias (MTE2), computes (MTE1, M) and writes C (FIX), for
// the block whose matrices start at base.
func (o *mmObj) iterateAll(c *sim.Core, in *sim.Instr, ct *sim.Tensor, ty mmTypes, atomic bool, base mmBase) sim.Ctl {
	m, n, k := o.sm, o.sn, o.sk
	es, ces := int64(ty.a.Size()), int64(ty.c.Size())
	A, ok := o.operand(c, in, true, base.a, 0, 0, m, k, es)
	if !ok {
		return sim.Fail
	}
	B, ok := o.operand(c, in, false, base.b, 0, 0, k, n, es)
	if !ok {
		return sim.Fail
	}
	var bias []byte
	if o.hasBias {
		bs := int64(ty.bias.Size())
		if bias, ok = c.Mem(in, arch.MTE2, &o.bias, base.bias*bs, n*bs, false); !ok {
			return sim.Fail
		}
	}
	o.chargeCompute(c, in, ct, es, ces, ty.bias)
	if _, ok := mmBytes(c, in, "result", m, n, 8); !ok {
		return sim.Fail
	}
	if !chargeProducts(c, in, m, n, k) {
		return sim.Fail
	}
	acc := mmCompute(A, B, bias, m, n, k, ty)
	for i := int64(0); i < m; i++ {
		if !storeCRow(c, in, ct, (base.c+i*o.orgKc)*ces, acc[i*n:(i+1)*n], ty.c, atomic) {
			return sim.Fail
		}
	}
	mmDrain(c)
	return sim.Next
}

// mmDrain ends a synchronous call: the scalar unit and every pipe continue after all its
// stages completed, as after pipe_barrier(PIPE_ALL).
func mmDrain(c *sim.Core) { barrierAll(c, false) }

// operand reads rows×cols of A (isA) or B starting at row r0, column c0 of the logical
// (untransposed) matrix into a row-major copy of its raw elements: from the scalar set by
// SetTensorA/B(scalar), or from the GM matrix that starts base elements into the bound
// tensor (A: M×Ka row major, or Ka×M when transposed; B: Kb×N, or N×Kb).
func (o *mmObj) operand(c *sim.Core, in *sim.Instr, isA bool, base, r0, c0, rows, cols, es int64) ([]byte, bool) {
	t, trans, scalar, ld, ldT := &o.b, o.transB, o.bScalar, o.orgN, o.orgKb
	if isA {
		t, trans, scalar, ld, ldT = &o.a, o.transA, o.aScalar, o.orgKa, o.orgM
	}
	if scalar != nil {
		size, ok := mmBytes(c, in, "scalar operand", rows, cols, es)
		if !ok {
			return nil, false
		}
		out := make([]byte, size)
		for i := int64(0); i < rows*cols; i++ {
			copy(out[i*es:], scalar)
		}
		return out, true
	}
	// The rows (columns when transposed) are read before the copy is allocated: the
	// single shape fits the original one (ready), so they do not overlap and a shape
	// larger than the bound tensor fails its read instead of allocating its size first.
	n, step, at := rows, cols, func(i int64) int64 { return base + (r0+i)*ld + c0 }
	if trans {
		n, step, at = cols, rows, func(i int64) int64 { return base + (c0+i)*ldT + r0 }
	}
	if rows == 0 || cols == 0 {
		return nil, true
	}
	var srcs [][]byte
	for i := int64(0); i < n; i++ {
		off, ok := c.Bytes(in, at(i), es)
		if !ok {
			return nil, false
		}
		src, ok := c.Mem(in, arch.MTE2, t, off, step*es, false)
		if !ok {
			return nil, false
		}
		srcs = append(srcs, src)
	}
	size, ok := mmBytes(c, in, "operand", rows, cols, es)
	if !ok {
		return nil, false
	}
	out := make([]byte, size)
	for i, src := range srcs {
		if !trans {
			copy(out[int64(i)*cols*es:], src)
			continue
		}
		for r := int64(0); r < rows; r++ {
			q := int64(i)
			copy(out[(r*cols+q)*es:(r*cols+q+1)*es], src[r*es:(r+1)*es])
		}
	}
	return out, true
}

// mmBytes is the size of a rows×cols buffer of es-byte elements the Matmul model holds
// in host memory, refused past the GM budget (--max-gm-bytes): a tiling read from the
// kernel (sizes up to 2^31 each) would otherwise ask for terabytes, or overflow.
func mmBytes(c *sim.Core, in *sim.Instr, what string, rows, cols, es int64) (int64, bool) {
	limit := c.Chip.Cfg.MaxGMBytes
	if rows < 0 || cols < 0 || es <= 0 || (cols > 0 && rows > limit/cols) || (rows*cols > 0 && es > limit/(rows*cols)) {
		c.Fatal(in, "is not simulated for a Matmul %s of %d×%d elements of %d bytes: larger than the %d bytes of GM (--max-gm-bytes)", what, rows, cols, es, limit)
		return 0, false
	}
	return rows * cols * es, true
}

// chargeProducts counts an m×n×k product against --max-steps in 16×16×16 fractal
// products, the cube's unit of work: a tiling of legal buffer sizes can still ask for
// hours of host arithmetic, which the step bound turns into an error.
func chargeProducts(c *sim.Core, in *sim.Instr, m, n, k int64) bool {
	units := int64(1)
	for _, d := range []int64{m, n, k} {
		f := (d + 15) / 16
		if f > 0 && units > math.MaxInt64/f {
			units = math.MaxInt64
			break
		}
		units *= f
	}
	return c.Charge(in, units, "16x16x16 fractal products")
}

// mmCompute is C = bias + A·B per element: the accumulator starts from the bias (or 0),
// then adds the products in K ascending order; floats accumulate in float32 with each
// product rounded to float32 (exact for two 16-bit floats), s8 in integers wrapped to
// int32 (the kernels are in matmul_kernel.go).
func mmCompute(A, B, bias []byte, m, n, k int64, ty mmTypes) []float64 {
	mi, ni, ki := int(m), int(n), int(k)
	out := make([]float64, mi*ni)
	if !ty.a.IsFloat() {
		acc := make([]int64, mi*ni)
		if bias != nil {
			fillRows(acc, i64Of(bias, ni, ty.bias))
		}
		mmInt(i64Of(A, mi*ki, ty.a), i64Of(B, ki*ni, ty.a), acc, mi, ni, ki)
		for i, s := range acc {
			out[i] = float64(int32(s))
		}
		return out
	}
	acc := make([]float32, mi*ni)
	if bias != nil {
		fillRows(acc, f32Of(bias, ni, ty.bias))
	}
	mmF32(f32Of(A, mi*ki, ty.a), f32Of(B, ki*ni, ty.a), acc, mi, ni, ki)
	for i, s := range acc {
		out[i] = float64(s)
	}
	return out
}

// fillRows starts every row of an accumulator from the bias row.
func fillRows[T any](acc, row []T) {
	if len(row) == 0 {
		return
	}
	for i := 0; i+len(row) <= len(acc); i += len(row) {
		copy(acc[i:], row)
	}
}
