package opdef

import (
	"strconv"

	"github.com/ascend-toolchain/asc/ir"
)

// Helpers of the generated typed op wrappers and verifiers.

// One returns the single value of an optional group, or nil.
func One(vs []*ir.Value) *ir.Value {
	if len(vs) == 0 {
		return nil
	}
	return vs[0]
}

// ResultsFrom returns the results of op from index i on (a trailing variadic group).
func ResultsFrom(op *ir.Operation, i int) []*ir.Value {
	var out []*ir.Value
	for ; i < op.NumResults(); i++ {
		out = append(out, op.Result(i))
	}
	return out
}

// StringOf returns the value of a string attribute, or "".
func StringOf(a ir.Attribute) string {
	if s, ok := a.(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

// IntOf returns the value of an integer attribute, or 0.
func IntOf(a ir.Attribute) int64 {
	if i, ok := a.(*ir.IntegerAttr); ok {
		return i.Value
	}
	return 0
}

// TypeOf returns the type of a type attribute, or nil.
func TypeOf(a ir.Attribute) ir.Type {
	if t, ok := a.(*ir.TypeAttr); ok {
		return t.Type
	}
	return nil
}

// VerifyRegionBlocks checks SizedRegion constraints: region i must have blocks[i] blocks
// (0 means any number).
func VerifyRegionBlocks(op *ir.Operation, blocks []int, names []string) error {
	for i, n := range blocks {
		if n == 0 || i >= op.NumRegions() {
			continue
		}
		if got := len(op.Region(i).Blocks()); got != n {
			return ir.OpError(op, "region #%d ('%s') failed to verify constraint: region with %s blocks", i, names[i], strconv.Itoa(n))
		}
	}
	return nil
}

// AttrEnum returns the enum of op's inherent attribute name (nil when the attribute is
// not enum-valued): the emitter spells the value with AttrEnum(op, n).CppName(v).
func AttrEnum(op *ir.Operation, name string) *EnumDef {
	d := DefOf(op.Info())
	if d == nil {
		return nil
	}
	for _, a := range d.Attrs {
		if a.Name == name {
			return EnumOf(a.C)
		}
	}
	return nil
}
