package ascendc_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// The operand kinds of AscendCConstraints.td are consumer-side: the verifier accepts any
// type where the op catalogue says AnyType, and opdef.CheckKinds refuses, for the
// translator and the simulator, what they could not handle, while accepting every form
// the spec and PyAsc use.

// kindsArgs are the function arguments the snippets below use.
const kindsArgs = `%t: !ascendc.local_tensor<1024xf32>, %one: !ascendc.local_tensor<1xf32>,
  %dyn: !ascendc.local_tensor<?xf32>, %g: !ascendc.global_tensor<1024xf32>,
  %m: !ascendc.local_tensor<128xui8>, %i: i32, %i64: i64, %x: index, %u8: ui8, %u64: ui64,
  %f: f32, %h: f16, %b: i1, %bp: !ascendc.binary_repeat_params,
  %up: !ascendc.unary_repeat_params, %sp: !ascendc.gather_mask_params`

// parseKinds parses body inside a function taking kindsArgs and verifies it.
func parseKinds(t *testing.T, body string) (*ir.Operation, error) {
	t.Helper()
	src := "func.func @f(" + kindsArgs + ") {\n" + body + "\n  return\n}\n"
	m, err := ir.ParseSource(all.NewContext(), "kinds.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		return nil, err
	}
	return m, ir.Verify(m)
}

// checkKinds verifies body (which must pass: the catalogue says AnyType) and returns
// the first error opdef.CheckKinds reports for its ops.
func checkKinds(t *testing.T, body string) (*ir.Operation, error) {
	t.Helper()
	m, err := parseKinds(t, body)
	if err != nil {
		t.Fatalf("the verifier rejects a form the op catalogue allows: %v", err)
	}
	var first error
	m.Walk(func(op *ir.Operation) bool {
		if err := opdef.CheckKinds(op); err != nil && first == nil {
			first = err
		}
		return true
	})
	return m, first
}

// TestOperandKindsRejected: each form verifies, and the kind check refuses it naming the
// operand, its group and its kind.
func TestOperandKindsRejected(t *testing.T) {
	cases := []struct {
		op, body string
		index    int    // the operand the message points at
		name     string // its name in the .td
		kind     string // the expected kind, as the message spells it
		got      string
	}{
		{ascendc.OpAddL2, `ascendc.add_l2 %i, %i, %i, %i : i32, i32, i32, i32`,
			0, "dst", "local tensor", "i32"},
		{ascendc.OpAddL2, `ascendc.add_l2 %t, %i, %t, %i : !ascendc.local_tensor<1024xf32>, i32, !ascendc.local_tensor<1024xf32>, i32`,
			1, "src0", "local tensor", "i32"},
		{ascendc.OpAddL2, `ascendc.add_l2 %t, %t, %t, %f : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, f32`,
			3, "calCount", "integer or index scalar", "f32"},
		{ascendc.OpAddL3, `ascendc.add_l3 %g, %t, %t : !ascendc.global_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>`,
			0, "dst", "local tensor", "!ascendc.global_tensor<1024xf32>"},
		{ascendc.OpExpL2, `ascendc.exp_l2 %t, %f, %i : !ascendc.local_tensor<1024xf32>, f32, i32`,
			1, "src", "local tensor", "f32"},
		{ascendc.OpAddsL2, `ascendc.adds_l2 %t, %t, %t, %i : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32`,
			2, "scalar", "integer, index or float scalar, or one-element local tensor", "!ascendc.local_tensor<1024xf32>"},
		{ascendc.OpDuplicateL2, `ascendc.duplicate_l2 %t, %g, %i : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<1024xf32>, i32`,
			1, "scalar", "integer, index or float scalar, or one-element local tensor", "!ascendc.global_tensor<1024xf32>"},
		{ascendc.OpAddL0, `ascendc.add_l0 %t, %t, %t, %f, %i, %bp : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, f32, i32, !ascendc.binary_repeat_params`,
			3, "mask", "integer or index scalar, or !emitasc.mask", "f32"},
		{ascendc.OpBlockReduceMaxL0, `ascendc.block_reduce_max_l0 %t, %t, %t, %i, %i, %i, %i : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32, i32, i32, i32`,
			2, "repeatTime", "integer or index scalar", "!ascendc.local_tensor<1024xf32>"},
		{ascendc.OpAcos, `ascendc.acos %t, %t, %i, %i {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32, i32`,
			3, "isReuseSource", "1-bit boolean (i1)", "i32"},
		{ascendc.OpClampMax, `ascendc.clamp_max %t, %t, %t, %i, %b : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32, i1`,
			2, "scalar", "integer, index or float scalar", "!ascendc.local_tensor<1024xf32>"},
		{ascendc.OpSelectScalarL2, `ascendc.select_scalar_l2 %t, %m, %t, %t, %i {selMode = 1 : i32} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<128xui8>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32`,
			3, "src1", "integer, index or float scalar", "!ascendc.local_tensor<1024xf32>"},
	}
	for _, c := range cases {
		t.Run(c.op, func(t *testing.T) {
			m, err := checkKinds(t, "  "+c.body)
			want := "'" + c.op + "' op operand #" + strconv.Itoa(c.index) + " ('" + c.name + "') must be " + c.kind + ", but got " + c.got
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("got %v\nwant an error containing %q", err, want)
			}
			// The message points at the operand by position, as MLIR's verifier does,
			// and names its group; the position is that of the named operand of the
			// definition.
			if got := operandName(m, c.op, c.index); got != c.name {
				t.Errorf("operand #%d of %s is $%s, want $%s", c.index, c.op, got, c.name)
			}
		})
	}
}

// TestOperandKindsAccepted checks one op per family in the forms the spec and PyAsc use,
// both forms where two are allowed (a scalar or a one-element local tensor, a pattern
// tensor or number), and every integer width PyAsc passes as a count.
func TestOperandKindsAccepted(t *testing.T) {
	L := "!ascendc.local_tensor<1024xf32>"
	body := strings.Join([]string{
		// binary L0/L1/L2/L3
		`ascendc.add_l0 %t, %t, %t, %i, %i, %bp : ` + L + `, ` + L + `, ` + L + `, i32, i32, !ascendc.binary_repeat_params`,
		`ascendc.add_l1 %t, %t, %t, %u64, %u64, %i, %bp : ` + L + `, ` + L + `, ` + L + `, ui64, ui64, i32, !ascendc.binary_repeat_params`,
		`ascendc.add_l2 %t, %t, %t, %i : ` + L + `, ` + L + `, ` + L + `, i32`,
		`ascendc.sub_l2 %t, %t, %t, %i64 : ` + L + `, ` + L + `, ` + L + `, i64`,
		`ascendc.mul_l2 %t, %t, %t, %x : ` + L + `, ` + L + `, ` + L + `, index`,
		`ascendc.add_l3 %t, %t, %t : ` + L + `, ` + L + `, ` + L,
		// unary
		`ascendc.exp_l0 %t, %t, %i64, %i, %up : ` + L + `, ` + L + `, i64, i32, !ascendc.unary_repeat_params`,
		`ascendc.exp_l2 %t, %t, %i : ` + L + `, ` + L + `, i32`,
		// vector-scalar: a scalar of any numeric kind, or a one-element local tensor
		`ascendc.adds_l2 %t, %t, %f, %i : ` + L + `, ` + L + `, f32, i32`,
		`ascendc.adds_l2 %t, %t, %h, %i : ` + L + `, ` + L + `, f16, i32`,
		`ascendc.muls_l2 %t, %t, %i, %i : ` + L + `, ` + L + `, i32, i32`,
		`ascendc.adds_l2 %t, %t, %one, %i : ` + L + `, ` + L + `, !ascendc.local_tensor<1xf32>, i32`,
		`ascendc.adds_l2 %t, %t, %dyn, %i : ` + L + `, ` + L + `, !ascendc.local_tensor<?xf32>, i32`,
		`ascendc.adds_l0 %t, %t, %i, %i, %i, %up : ` + L + `, ` + L + `, i32, i32, i32, !ascendc.unary_repeat_params`,
		// duplicate: both forms
		`ascendc.duplicate_l2 %t, %f, %i : ` + L + `, f32, i32`,
		`ascendc.duplicate_l2 %t, %one, %i : ` + L + `, !ascendc.local_tensor<1xf32>, i32`,
		// cast, compare, select
		`ascendc.cast_l2 %t, %t, %u8 {roundMode = 1 : i32} : ` + L + `, ` + L + `, ui8`,
		`ascendc.compare_l2 %m, %t, %t, %i {cmpMode = 0 : i32} : !ascendc.local_tensor<128xui8>, ` + L + `, ` + L + `, i32`,
		`ascendc.select_scalar_l2 %t, %m, %t, %f, %i {selMode = 1 : i32} : ` + L + `, !ascendc.local_tensor<128xui8>, ` + L + `, f32, i32`,
		// reductions
		`ascendc.block_reduce_max_l0 %t, %t, %i, %i, %i, %i, %i : ` + L + `, ` + L + `, i32, i32, i32, i32, i32`,
		`ascendc.reduce_max_l2 %t, %t, %t, %i, %b : ` + L + `, ` + L + `, ` + L + `, i32, i1`,
		// math library
		`ascendc.acos %t, %t, %t, %i, %b {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : ` + L + `, ` + L + `, ` + L + `, i32, i1`,
		`ascendc.clamp_max %t, %t, %f, %i, %b : ` + L + `, ` + L + `, f32, i32, i1`,
		// gather_mask: the pattern as a tensor or as a number
		`%r0 = ascendc.gather_mask %t, %t, %m, %b, %i, %sp, default : ` + L + `, ` + L + `, !ascendc.local_tensor<128xui8>, i1, i32, !ascendc.gather_mask_params -> i64`,
		`%r1 = ascendc.gather_mask %t, %t, %u8, %b, %i, %sp, default : ` + L + `, ` + L + `, ui8, i1, i32, !ascendc.gather_mask_params -> i64`,
	}, "\n  ")
	if _, err := checkKinds(t, "  "+body); err != nil {
		t.Fatal(err)
	}
}

// TestOperandKindsOneElement: a local tensor of a static shape stands for a scalar only
// when it holds one element.
func TestOperandKindsOneElement(t *testing.T) {
	_, err := checkKinds(t, `  ascendc.duplicate_l2 %t, %m, %i : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<128xui8>, i32`)
	if err == nil || !strings.Contains(err.Error(), "operand #1 ('scalar') must be integer, index or float scalar, or one-element local tensor") {
		t.Fatalf("got %v", err)
	}
}

// operandName returns the name of the operand group holding operand #k of the first
// opName op in m.
func operandName(m *ir.Operation, opName string, k int) string {
	name := ""
	m.Walk(func(op *ir.Operation) bool {
		if op.Name() != opName || name != "" {
			return true
		}
		at := 0
		for _, g := range opdef.DefOf(op.Info()).Operands {
			n := len(opdef.OperandGroup(op, g.Name))
			if k >= at && k < at+n {
				name = g.Name
			}
			at += n
		}
		return true
	})
	return name
}
