package examples

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// The reference interpreter on a kernel whose results are worked out by hand: a 1-D
// tile of 8 over 10 elements (the second tile holds 2 elements and 6 pads of 7), its
// sum broadcast back and subtracted, an f16 cast in the middle, and a loop carrying the
// running max; and the comparison catching a wrong element.
const refSelfKernel = `module {
  func.func @rk(%x: memref<*xf32, 22>, %z: memref<*xf32, 22>, %w: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %tw = asctile.tensor %w(%c8) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %m0 = arith.constant dense<-1.0e+00> : !asctile.tile<8xf32, UB>
    %r = scf.for %off = %c0 to %n step %c8 iter_args(%m = %m0) -> (!asctile.tile<8xf32, UB>) : i32 {
      %pad = arith.constant 7.0 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<8xf32, UB>
      %s = asctile.reduce_as_1d <sum> %a : !asctile.tile<8xf32, UB>, !asctile.tile<1xf32, UB>
      %b = asctile.broadcast %s : !asctile.tile<1xf32, UB> to !asctile.tile<8xf32, UB>
      %d = arith.subf %b, %a : !asctile.tile<8xf32, UB>
      %h = asctile.cast %d : !asctile.tile<8xf32, UB> to !asctile.tile<8xf16, UB>
      %e = asctile.cast %h : !asctile.tile<8xf16, UB> to !asctile.tile<8xf32, UB>
      asctile.store %e, %tz[%off] : !asctile.tile<8xf32, UB>, !asctile.tensor<?xf32>
      %m2 = arith.maximumf %m, %a : !asctile.tile<8xf32, UB>
      scf.yield %m2 : !asctile.tile<8xf32, UB>
    }
    asctile.store %r, %tw[%c0] : !asctile.tile<8xf32, UB>, !asctile.tensor<?xf32>
    return
  }
}`

func TestTileRandomReference(t *testing.T) {
	m, err := ir.ParseSource(all.NewContext(), "self.mlir", []byte(refSelfKernel), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var fn *ir.Operation
	m.Walk(func(op *ir.Operation) bool {
		if op.Name() == "func.func" {
			fn = op
		}
		return true
	})
	x := &rBuf{et: "f32"}
	for i := 0; i < 10; i++ {
		x.el = append(x.el, rEl{v: float64(i) + 0.001})
	}
	z := &rBuf{et: "f32", el: make([]rEl, 10)}
	w := &rBuf{et: "f32", el: make([]rEl, 8)}
	if err := refRun(fn, 1, []any{x, z, w, scalarOf("i32", 10)}); err != nil {
		t.Fatal(err)
	}
	// Tile 0: sum 28.008; tile 1: 8.001 + 9.001 + 6 pads of 7 = 59.002. Differences
	// rounded to f16 (ulp 1/32 between 16 and 32, 1/16 from 32 on).
	wantZ := []float64{28, 27, 26, 25, 24, 23, 22, 21, 51, 50}
	for i, e := range z.el {
		if e.v != wantZ[i] {
			t.Errorf("z[%d] = %v, want %v", i, e.v, wantZ[i])
		}
	}
	wantW := []float64{8.001, 9.001, 7, 7, 7, 7, 7, 7.001}
	for i, e := range w.el {
		if e.v != float64(float32(wantW[i])) {
			t.Errorf("w[%d] = %v, want %v", i, e.v, float32(wantW[i]))
		}
	}
	got := make([]float64, len(z.el))
	for i, e := range z.el {
		got[i] = e.v
	}
	if d := randDiffs("z", got, z); len(d) != 0 {
		t.Errorf("the reference differs from itself: %v", d)
	}
	got[3] += 4*z.el[3].e + 1e-3
	if d := randDiffs("z", got, z); len(d) != 1 {
		t.Errorf("a wrong element gives %d differences, want 1", len(d))
	}
}

// An scf.if choosing between two tiles defined outside it (canonicalize makes it an
// arith.select of tiles, asclower-expand-math an scf.if again), through the whole
// toolchain on both SoCs against the reference; from TestTileRandom (a then-branch
// 1*1 and an else-branch min(x, x) that fold away).
func TestTileRandomIfSelect(t *testing.T) {
	src := `module {
  func.func @rk(%x0: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx0 = asctile.tensor %x0(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c0i = arith.constant 0 : i32
    %cT = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %one = arith.constant dense<1.0> : !asctile.tile<64xf32, UB>
    scf.for %off = %c0i to %n step %cT : i32 {
      %pad = arith.constant 0.0 : f32
      %l0 = asctile.load %tx0[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
      %q = arith.cmpi slt, %off, %c128 : i32
      %v = scf.if %q -> (!asctile.tile<64xf32, UB>) {
        %a = arith.mulf %one, %one : !asctile.tile<64xf32, UB>
        scf.yield %a : !asctile.tile<64xf32, UB>
      } else {
        %b = arith.minimumf %l0, %l0 : !asctile.tile<64xf32, UB>
        scf.yield %b : !asctile.tile<64xf32, UB>
      }
      %o = arith.addf %v, %l0 : !asctile.tile<64xf32, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}`
	p := &rProg{src: src, cores: 1, et: "f32", out: "f32", n: 300, tn: 64, nIn: 1, form: "1d"}
	p.inputs = [][]float64{mF32.draw(newRand("ifselect"), p.n, mRange{lo: -2, hi: 2})}
	runRandProg(t, p)
}
