package opdef

import (
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

func TestExpandCpp(t *testing.T) {
	got := ExpandCpp("AscendC::TQue<$pos, $depth>($posX)", []string{"pos", "depth"}, []string{"AscendC::TPosition::VECIN", "2"})
	if want := "AscendC::TQue<AscendC::TPosition::VECIN, 2>($posX)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestEnum(t *testing.T) {
	e := NewEnum("Pipe", "P", 32, "", "", "", []EnumCase{{Symbol: "PIPE_S", Value: 0, Str: "pipe_s"}, {Symbol: "PIPE_V", Value: 1, Str: "pipe_v"}})
	c := e.Constraint()
	if EnumOf(c) != e {
		t.Fatal("EnumOf does not find the enum of its constraint")
	}
	if !c.Pred(e.Attr(1)) || !c.Pred(ir.NewIntAttr(ir.I64, 1)) || c.Pred(e.Attr(7)) || c.Pred(ir.Str("x")) {
		t.Error("constraint predicate")
	}
	if e.CppName(1) != "PIPE_V" || e.Keyword(0) != "pipe_s" || e.Keyword(9) != "9" {
		t.Error("spellings")
	}
}

func TestTypeC(t *testing.T) {
	for _, tc := range []struct {
		pred string
		ok   []ir.Type
		bad  []ir.Type
	}{
		{"int:32", []ir.Type{ir.I32}, []ir.Type{ir.I64, ir.IntType(32, ir.Unsigned)}},
		{"uint:64", []ir.Type{ir.IntType(64, ir.Unsigned)}, []ir.Type{ir.I64}},
		{"signlessIntOrIndex", []ir.Type{ir.I8, ir.Index}, []ir.Type{ir.F32}},
		{"float", []ir.Type{ir.F16, ir.BF16}, []ir.Type{ir.I16}},
		{"memref:non0Ranked", []ir.Type{&ir.MemRefType{Dims: []int64{4}, Elem: ir.F32}}, []ir.Type{&ir.MemRefType{Elem: ir.F32}}},
	} {
		c := TypeC("c", "d", tc.pred)
		for _, x := range tc.ok {
			if !c.Pred(x) {
				t.Errorf("%s rejects %s", tc.pred, ir.TypeString(x))
			}
		}
		for _, x := range tc.bad {
			if c.Pred(x) {
				t.Errorf("%s accepts %s", tc.pred, ir.TypeString(x))
			}
		}
	}
	if IsBuiltinTypePred("type:x.y") || !IsBuiltinTypePred("any") || IsBuiltinStorage("nope") || !IsBuiltinStorage("typeArray") {
		t.Error("builtin predicate/storage detection")
	}
}

// vsType is a dialect-like shaped type; valueSem decides whether it declares value
// semantics (ir.ValueSemanticsType).
type vsType struct{ elem ir.Type }

func (t *vsType) Print(p *ir.Printer) { p.WriteString("!t.vs") }
func (t *vsType) Equal(o ir.Type) bool {
	u, ok := o.(*vsType)
	return ok && ir.TypeEqual(t.elem, u.elem)
}
func (t *vsType) ElementType() ir.Type               { return t.elem }
func (t *vsType) Shape() []int64                     { return []int64{4} }
func (t *vsType) Ranked() bool                       { return true }
func (t *vsType) CloneWithElement(e ir.Type) ir.Type { return &vsType{e} }

type valueSem struct{ vsType }

func (*valueSem) ValueSemantics() {}

// The ...Like constraints accept value-semantics shaped types of their element kind (a
// dialect's tile), not other shaped types.
func TestLikeAcceptsValueSemantics(t *testing.T) {
	fl := TypeConstraints["FloatLike"]
	if !fl.Pred(&valueSem{vsType{ir.F32}}) {
		t.Error("FloatLike rejects a value-semantics container of f32")
	}
	if fl.Pred(&valueSem{vsType{ir.I32}}) || fl.Pred(&vsType{ir.F32}) {
		t.Error("FloatLike accepts an i32 container or a shaped type without value semantics")
	}
	if !TypeConstraints["SignlessIntegerLike"].Pred(&valueSem{vsType{ir.I32}}) {
		t.Error("SignlessIntegerLike rejects a value-semantics container of i32")
	}
	if got, ok := WithElementType(&vsType{ir.F32}, ir.I1); !ok || !ir.TypeEqual(got, &vsType{ir.I1}) {
		t.Errorf("WithElementType = %v, %v", got, ok)
	}
	if !ir.HasValueSemantics(&ir.TensorType{Dims: []int64{2}, Elem: ir.F32}) || ir.HasValueSemantics(&ir.MemRefType{Dims: []int64{2}, Elem: ir.F32}) {
		t.Error("builtin tensors have value semantics, memrefs do not")
	}
}

// compatibleShapes follows MLIR's verifyCompatibleShape.
func TestCompatibleShapes(t *testing.T) {
	ten := func(d ...int64) ir.Type { return &ir.TensorType{Dims: d, Elem: ir.F32} }
	if !compatibleShapes(ten(2, ir.Dynamic), ten(2, 3)) || compatibleShapes(ten(2, 3), ten(3, 2)) ||
		compatibleShapes(ten(2), ten(2, 1)) || !compatibleShapes(&ir.UnrankedTensorType{Elem: ir.F32}, ten(5)) {
		t.Error("wrong shape compatibility")
	}
}
