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
