package ascendc_test

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
)

// The interface traits are generated Go interfaces: code dispatches on them by type.
func TestInterfaceViews(t *testing.T) {
	L := "!ascendc.local_tensor<1024xf32>"
	m, err := parseKinds(t, `  ascendc.add_l2 %t, %t, %t, %i : `+L+`, `+L+`, `+L+`, i32
  ascendc.add_l0 %t, %t, %t, %i, %i, %bp : `+L+`, `+L+`, `+L+`, i32, i32, !ascendc.binary_repeat_params
  ascendc.exp_l2 %t, %t, %i : `+L+`, `+L+`, i32`)
	if err != nil {
		t.Fatal(err)
	}
	var ops []*ir.Operation
	m.Walk(func(op *ir.Operation) bool {
		if op.Info().Dialect != nil && op.Info().Dialect.Name == "ascendc" {
			ops = append(ops, op)
		}
		return true
	})
	if len(ops) != 3 {
		t.Fatalf("found %d ascendc ops", len(ops))
	}
	addL2, addL0, expL2 := ops[0], ops[1], ops[2]

	b, ok := ascendc.AsBinaryL2OpInterface(addL2)
	if !ok || b.Op() != addL2 || b.Dst() != addL2.Operand(0) || b.CalCount() != addL2.Operand(3) {
		t.Fatalf("add_l2 as BinaryL2OpInterface: %v %v", b, ok)
	}
	if _, ok := ascendc.AsBinaryL2OpInterface(addL0); ok {
		t.Error("add_l0 is no BinaryL2OpInterface")
	}
	if _, ok := ascendc.AsBinaryL2OpInterface(nil); ok {
		t.Error("nil op")
	}
	// A view is usable as each interface its op lists, and a type switch tells them apart.
	var v ascendc.VectorOpInterface = ascendc.AddL2Op{}
	_ = v
	for _, op := range ops {
		vec, ok := ascendc.AsVectorOpInterface(op)
		if !ok || vec.Op() != op {
			t.Errorf("%s as VectorOpInterface", op.Name())
		}
		switch x := vec.(type) {
		case ascendc.BinaryOpInterface:
			if x.Src1() == nil {
				t.Errorf("%s: no src1", op.Name())
			}
			if op == expL2 {
				t.Error("exp_l2 is no BinaryOpInterface")
			}
		case ascendc.UnaryOpInterface:
			if op != expL2 || x.Src() != op.Operand(1) {
				t.Errorf("%s as UnaryOpInterface", op.Name())
			}
		default:
			t.Errorf("%s: neither binary nor unary", op.Name())
		}
	}
}
