package asclower

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

func TestPackBits(t *testing.T) {
	src := &asctile.TileType{Dims: opdef.Shape{Dims: []int64{10}}, ElemType: ir.I1, Loc: asctile.TileLocation_UB}
	nt := redressedTile(src)
	if nt == nil || nt.Dims.Dims[0] != 2 {
		t.Fatalf("redressed type = %v", nt)
	}
	// Bits 0, 7 and 9 set: byte 0 = 0x81 (-127 as i8), byte 1 = 0x02.
	d := &ir.DenseElementsAttr{Type: src, Ints: []int64{1, 0, 0, 0, 0, 0, 0, 1, 0, 1}}
	got := packBits(d, nt)
	if got.Splat || len(got.Ints) != 2 || got.Ints[0] != -127 || got.Ints[1] != 2 {
		t.Fatalf("packed = %+v", got)
	}
	if s := packBits(&ir.DenseElementsAttr{Type: src, Splat: true, Ints: []int64{1}}, nt); !s.Splat || s.Ints[0] != -1 {
		t.Fatalf("splat true packed = %+v", s)
	}
}

func TestRmsNormTiling(t *testing.T) {
	got := computeRmsNormTiling(8, 100, 4)
	if got.h != 104 || got.mainBsh != 832 || got.mainBs != 8 || got.loopRound != 1 || got.tailBsh != 0 || got.inputTailPos != 832 {
		t.Fatalf("tiling = %+v", got)
	}
}
