package examples

import (
	"encoding/binary"
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

func i32bytes(v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return b
}

func i32of(b []byte) []int32 {
	v := make([]int32, len(b)/4)
	for i := range v {
		v[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

// vecMasksRef computes the slots of vec_masks for one core's 512 elements (see the
// kernel's comment for the addressing of each slot).
func vecMasksRef(x, y []float32, xi, yi []int32) ([6][512]float32, [7][512]int32) {
	var f [6][512]float32
	for s := range f {
		for j := range f[s] {
			f[s][j] = -1
		}
	}
	for r := 0; r < 4; r++ {
		for l := 0; l < 40; l++ {
			f[0][r*64+l] = x[r*64+l] + y[r*128+l/8*16+l%8]
		}
	}
	for j := 0; j < 512; j++ {
		if l := j % 8; l >= 4 {
			f[1][j] = x[j] * y[j]
		}
		if j < 300 {
			f[2][j] = x[j] - y[j]
		}
		v := float32(-1)
		if j%2 == 0 {
			v = x[j] + 0.5
		}
		f[4][j] = max(v, 0.5)
	}
	for r := 0; r < 8; r++ {
		for l := 0; l < 64; l++ {
			f[3][r*64+l] = float32(math.Abs(float64(x[r*32+l])))
		}
	}
	for r := 0; r < 2; r++ {
		for l := 0; l < 64; l++ {
			f[5][r*128+l/8*16+l%8] = max(x[r*64+l], 0)
		}
	}
	var n [7][512]int32
	for j := 0; j < 512; j++ {
		n[0][j], n[1][j], n[2][j] = xi[j]+yi[j], xi[j]-yi[j], xi[j]*yi[j]
		n[3][j], n[4][j] = max(xi[j], yi[j]), min(xi[j], yi[j])
		if j%64 < 24 {
			n[5][j] = xi[j] + 7
		}
		n[6][j] = xi[j] << 3
	}
	return f, n
}

func TestAscVecMasks(t *testing.T) {
	forSoCs(t, "vec_masks", func(t *testing.T, _ string, m *ir.Operation) {
		const n, cores = 512, 2
		r := rand.New(rand.NewSource(36))
		x, y := randF32(r, n*cores, 10), randF32(r, n*cores, 10)
		xi, yi := make([]int32, n*cores), make([]int32, n*cores)
		for i := range xi {
			xi[i], yi[i] = int32(r.Intn(60001)-30000), int32(r.Intn(60001)-30000)
		}
		of, oi := out(4*6*n*cores+4*n*cores), out(4*7*n*cores)
		runAsc(t, m, "vec_masks", cores, in(f32bytes(x)), in(f32bytes(y)), in(i32bytes(xi)), in(i32bytes(yi)), of, oi)
		gf, gi := f32of(of.Data), i32of(oi.Data)
		bad := 0
		for c := 0; c < cores; c++ {
			wf, wi := vecMasksRef(x[c*n:], y[c*n:], xi[c*n:], yi[c*n:])
			for s := range wf {
				for j, want := range wf[s] {
					if got := gf[c*7*n+s*n+j]; got != want && bad < 10 {
						t.Errorf("core %d f%d[%d] = %g, want %g", c, s, j, got, want)
						bad++
					}
				}
			}
			for s := range wi {
				for j, want := range wi[s] {
					if got := gi[c*7*n+s*n+j]; got != want && bad < 10 {
						t.Errorf("core %d i%d[%d] = %d, want %d", c, s, j, got, want)
						bad++
					}
				}
			}
		}
	})
}

func TestAscVecMasksF16(t *testing.T) {
	forSoCs(t, "vec_masks_f16", func(t *testing.T, _ string, m *ir.Operation) {
		const n, cores = 1024, 2
		r := rand.New(rand.NewSource(44))
		x, y := randF16(r, n*cores, 4), randF16(r, n*cores, 4)
		o := out(2 * 4 * n * cores)
		runAsc(t, m, "vec_masks_f16", cores, in(f16bytes(x)), in(f16bytes(y)), o)
		got := f16of(o.Data)
		h := func(v uint16) float64 { return float64(numeric.F16ToF32(v)) }
		rnd := func(v float64) uint16 { return f16Bits(roundFloat(v, 10, -14, 65504, modeRint)) }
		minus1 := f16Bits(-1)
		bad := 0
		for c := 0; c < cores; c++ {
			xs, ys := x[c*n:(c+1)*n], y[c*n:(c+1)*n]
			var want [4][n]uint16
			for s := range want {
				for j := range want[s] {
					want[s][j] = minus1
				}
			}
			const w0, w1 = uint64(0xFFFF0000FFFF0000), uint64(0x00000000FFFFFFFF)
			for rep := 0; rep < 8; rep++ {
				for l := 0; l < 128; l++ {
					on := l < 64 && w0>>l&1 == 1 || l >= 64 && w1>>(l-64)&1 == 1
					if e := rep*128 + l; on {
						want[0][e] = rnd(h(xs[e]) + h(ys[e]))
					}
					if l >= 64 {
						want[3][rep*128+l] = rnd(math.Max(h(xs[rep*128+l%16]), 0.25))
					}
				}
			}
			for rep := 0; rep < 4; rep++ {
				for l := 0; l < 100; l++ {
					want[1][rep*256+l] = rnd(h(xs[rep*128+l]) * h(ys[rep*128+l]))
				}
				for l := 0; l < 72; l++ {
					want[2][rep*256+l/16*32+l%16] = xs[5]
				}
			}
			for s := range want {
				for j, wv := range want[s] {
					if g := got[c*4*n+s*n+j]; g != wv && bad < 10 {
						t.Errorf("core %d h%d[%d] = %#04x (%g), want %#04x (%g)", c, s, j, g, h(g), wv, h(wv))
						bad++
					}
				}
			}
		}
	})
}
