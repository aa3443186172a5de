package examples

import (
	"encoding/binary"
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
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
