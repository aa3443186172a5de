package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// deducedScalar names, for an op whose call is emitted without template arguments
// (emission.md: `AscendC::Duplicate(dst, scalar, calCount)`, `CompareScalar(dst, src0,
// src1Scalar, ...)`, `Select(dst, selMask, src0, src1, ...)`, `Axpy(dst, src, scalar,
// calCount)`), the tensor operand whose element type the API deduces together with the
// scalar's (one template parameter for both, Ascend C API reference). A scalar of another
// type makes the deduction conflict, so the emitted kernel does not compile; converting
// the scalar to the tensor's type, as the call site of a templated form would, would give
// a number no compiled kernel computes.
var deducedScalar = map[string]struct{ tensor, scalar string }{
	ascendc.OpDuplicateL2:     {"dst", "scalar"},
	ascendc.OpAxpyL2:          {"src", "scalar"},
	ascendc.OpCompareScalarL0: {"src0", "src1Scalar"},
	ascendc.OpCompareScalarL1: {"src0", "src1Scalar"},
	ascendc.OpCompareScalarL2: {"src0", "src1Scalar"},
	ascendc.OpSelectScalarL0:  {"dst", "src1"},
	ascendc.OpSelectScalarL1:  {"dst", "src1"},
	ascendc.OpSelectScalarL2:  {"dst", "src1"},
}

// checkDeducedScalar refuses op when its scalar operand's type is not the element type
// of the tensor the call deduces it with (a one-element tensor given as the scalar is
// read as that tensor's element and is not checked here).
func checkDeducedScalar(cc *sim.Compiler, op *ir.Operation) error {
	d, ok := deducedScalar[op.Name()]
	if !ok {
		return nil
	}
	t, s := operandValue(op, d.tensor), operandValue(op, d.scalar)
	if t == nil || s == nil || isTensorValue(s) {
		return nil
	}
	te, se := elemOf(cc, t), elemOf(cc, s)
	if te == sim.Invalid || se == sim.Invalid || te == se {
		return nil
	}
	return ir.OpError(op, "is not simulated with a %s scalar for %s elements of %s: the emitted call has no template arguments and deduces one type from both, so it does not compile (convert the scalar to %s first)", se, te, d.tensor, te)
}
