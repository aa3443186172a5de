package examples

import "testing"

// Round-2 regressions from TestTileRandom, through the whole toolchain on both SoCs
// against the reference: a mask region whose ops upstream folds took out of it
// (min(x, x), (a + x) - x on i32; seed 860), on a tile of 72 i32 whose last 256-byte
// repeat is partial (the count of 40 reached past the tile there; seeds 103-297), and a
// set_value over the first element of the tile just stored (the MTE3 copy and the scalar
// write were unordered; seed 4). The reference's lanes are checked by hand first.
const maskFoldKernel = `module {
  func.func @rk(%x0: memref<*xi32, 22>, %z: memref<*xi32, 22>, %n: i32) attributes {ascendc.global} {
    %tx0 = asctile.tensor %x0(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tz = asctile.tensor %z(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %c0i = arith.constant 0 : i32
    %cT = arith.constant 72 : i32
    %k = arith.constant 40 : i64
    %o = arith.constant 7 : i32
    %c3 = arith.constant 3 : i32
    scf.for %off = %c0i to %n step %cT : i32 {
      %pad = arith.constant 0 : i32
      %l0 = asctile.load %tx0[%off], %pad : !asctile.tensor<?xi32>, !asctile.tile<72xi32, UB>
      %e = asctile.muls %l0, %c3 : !asctile.tile<72xi32, UB>
      asctile.count_mask %k, %o : i32 {
        %m = arith.minsi %e, %e : !asctile.tile<72xi32, UB>
        %a = arith.addi %m, %e : !asctile.tile<72xi32, UB>
        %s = arith.subi %a, %e : !asctile.tile<72xi32, UB>
        asctile.store %s, %tz[%off] : !asctile.tile<72xi32, UB>, !asctile.tensor<?xi32>
      }
      %g = asctile.get_value %tx0[%off] : !asctile.tensor<?xi32>
      %g2 = arith.addi %g, %c3 : i32
      asctile.set_value %g2, %tz[%off] : i32, !asctile.tensor<?xi32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}`

func TestTileRandomMaskFold(t *testing.T) {
	p := &rProg{src: maskFoldKernel, cores: 1, et: "i32", out: "i32", n: 150, tn: 72, nIn: 1, form: "1d"}
	p.inputs = [][]float64{mI32.draw(newRand("maskfold"), p.n, mRange{lo: -50, hi: 50})}
	z, _, _, err := randReference(p)
	if err != nil {
		t.Fatal(err)
	}
	// Lanes [0, 40) of each repeat of 64 hold 3x, the others 7; the tiles start at 0, 72
	// and 144; element 0 of each tile is x + 3 (set_value).
	for i, e := range z.el {
		x, j := p.inputs[0][i], i%72
		want := 7.0
		switch {
		case j == 0:
			want = x + 3
		case j%64 < 40:
			want = 3 * x
		}
		if e.v != want {
			t.Errorf("reference z[%d] = %v, want %v", i, e.v, want)
		}
	}
	runRandProg(t, p)
}
