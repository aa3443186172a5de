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
	got := computeRmsNormTiling(8, 100, 4, rmsNormTmpBytes)
	if got.h != 104 || got.mainBsh != 832 || got.mainBs != 8 || got.loopRound != 1 || got.tailBsh != 0 || got.inputTailPos != 832 {
		t.Fatalf("tiling = %+v", got)
	}
}

// TestRmsNormFitBytes: the buffer sized to the tile is the smallest with a one-round
// tiling: one block less needs two rounds or leaves a tail.
func TestRmsNormFitBytes(t *testing.T) {
	for _, c := range []struct{ rows, h, elem int64 }{{8, 100, 4}, {8, 64, 4}, {1, 256, 4}, {16, 128, 2}, {255, 32, 4}} {
		b := rmsNormFitBytes(c.rows, c.h, c.elem)
		if b >= rmsNormTmpBytes || b%32 != 0 {
			t.Fatalf("%+v: %d bytes", c, b)
		}
		if got := computeRmsNormTiling(c.rows, c.h, c.elem, b); got.loopRound != 1 || got.tailBsh != 0 || got.mainBs != c.rows {
			t.Fatalf("%+v at %d bytes: tiling %+v", c, b, got)
		}
		if less := computeRmsNormTiling(c.rows, c.h, c.elem, b-32); less.loopRound == 1 && less.tailBsh == 0 {
			t.Fatalf("%+v: %d bytes already fit", c, b-32)
		}
	}
}
