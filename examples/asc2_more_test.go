package examples

import (
	"encoding/binary"
	"math/rand"
	"testing"
)

// More tile kernels in the form PyAsc's asc2 frontend emits (asc2/<name>/kernel.mlir),
// each through pyasc-pipeline, asc-translate and asc-sim for both SoCs of tileSoCs and
// compared with a Go reference.

// intBytes encodes v as little-endian integers of size bytes each.
func intBytes(v []int64, size int) []byte {
	o := make([]byte, size*len(v))
	for i, e := range v {
		switch size {
		case 2:
			binary.LittleEndian.PutUint16(o[2*i:], uint16(e))
		default:
			binary.LittleEndian.PutUint32(o[4*i:], uint32(e))
		}
	}
	return o
}

// intsOf decodes little-endian signed integers of size bytes each.
func intsOf(b []byte, size int) []float64 {
	o := make([]float64, len(b)/size)
	for i := range o {
		if size == 2 {
			o[i] = float64(int16(binary.LittleEndian.Uint16(b[2*i:])))
		} else {
			o[i] = float64(int32(binary.LittleEndian.Uint32(b[4*i:])))
		}
	}
	return o
}

// TestTileWhereInt: where with tile-tile and splat integer compares in i32 and i16
// (asc2/where_i32, where_i16): s = where(x > y, x - y, y), z = where(s <= 7, s, x); exact.
// Values stay within ±2^15 / 2, so the c220 lowering's casts of i32 to f32 are exact.
func TestTileWhereInt(t *testing.T) {
	for _, c := range []struct {
		kernel string
		size   int
	}{{"where_i32", 4}, {"where_i16", 2}} {
		t.Run(c.kernel, func(t *testing.T) {
			eachTile(t, sizes256, func(t *testing.T, sz elemSize, soc string) {
				r := rand.New(rand.NewSource(21))
				x, y := make([]int64, sz.n), make([]int64, sz.n)
				want := make([]float64, sz.n)
				for i := range x {
					x[i], y[i] = int64(r.Intn(2001)-1000), int64(r.Intn(2001)-1000)
					s := y[i]
					if x[i] > y[i] {
						s = x[i] - y[i]
					}
					if s <= 7 {
						want[i] = float64(s)
					} else {
						want[i] = float64(x[i])
					}
				}
				m := lowerTile(t, c.kernel, soc)
				z := out(c.size * sz.n)
				runTile(t, m, "where_kernel", sz.cores, in(intBytes(x, c.size)), in(intBytes(y, c.size)), z, scalar(fmtInt(sz.n)))
				checkClose(t, intsOf(z.Data, c.size), want, 0, 0)
			})
		})
	}
}
