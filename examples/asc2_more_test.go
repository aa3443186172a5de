package examples

import (
	"encoding/binary"
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
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

// roundTo rounds v to the format (f32 keeps the float32 rounding).
func roundTo(format string, v float64) float64 {
	switch format {
	case "f16":
		return float64(numeric.F16ToF32(numeric.F32ToF16(float32(v))))
	case "bf16":
		return float64(numeric.BF16ToF32(numeric.F32ToBF16(float32(v))))
	}
	return float64(float32(v))
}

// TestTileClamp: clamp_f32/f16/bf16: d = min(max(x, -0.5), 0.75), z = min(max(x, y), 2d) + d
// with splat constants on either side (maxs, mins, muls) and tile-tile max/min. One
// rounding (the final addition; 2d is exact), which the reference repeats: exact.
func TestTileClamp(t *testing.T) {
	for _, f := range []string{"f32", "f16", "bf16"} {
		t.Run(f, func(t *testing.T) {
			eachTile(t, sizes256, func(t *testing.T, sz elemSize, soc string) {
				r := rand.New(rand.NewSource(23))
				x, y := make([]float64, sz.n), make([]float64, sz.n)
				for i := range x {
					x[i], y[i] = roundTo(f, r.Float64()*4-2), roundTo(f, r.Float64()*4-2)
				}
				want := make([]float64, sz.n)
				for i := range want {
					d := math.Min(math.Max(x[i], -0.5), 0.75)
					want[i] = roundTo(f, math.Min(math.Max(x[i], y[i]), 2*d)+d)
				}
				m := lowerTile(t, "clamp_"+f, soc)
				enc, dec, size := floatCodec(f)
				z := out(size * sz.n)
				runTile(t, m, "clamp_kernel", sz.cores, in(enc(x)), in(enc(y)), z, scalar(fmtInt(sz.n)))
				checkClose(t, dec(z.Data), want, 0, 0)
			})
		})
	}
}

// floatCodec encodes and decodes values of a float format in GM bytes.
func floatCodec(f string) (enc func([]float64) []byte, dec func([]byte) []float64, size int) {
	switch f {
	case "f16", "bf16":
		h := fmtF16
		if f == "bf16" {
			h = fmtBF16
		}
		return func(v []float64) []byte {
				u := make([]uint16, len(v))
				for i, e := range v {
					u[i] = h.encode(float32(e))
				}
				return f16bytes(u)
			}, func(b []byte) []float64 {
				return h.values(f16of(b))
			}, 2
	}
	return func(v []float64) []byte {
			u := make([]float32, len(v))
			for i, e := range v {
				u[i] = float32(e)
			}
			return f32bytes(u)
		}, func(b []byte) []float64 {
			return f64s(f32of(b))
		}, 4
}

// TestTileCastFloat: cast_float: z = f32(2·bf16(2·f16(x))) + f32(2·f16(2·bf16(x))) (the
// doublings are exact); every narrowing rounds to nearest even, as the reference.
func TestTileCastFloat(t *testing.T) {
	eachTile(t, sizes256, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(29))
		x := randF32(r, sz.n, 100)
		want := make([]float64, sz.n)
		for i, v := range x {
			a := 2 * roundTo("bf16", 2*roundTo("f16", float64(v)))
			b := 2 * roundTo("f16", 2*roundTo("bf16", float64(v)))
			want[i] = float64(float32(a) + float32(b))
		}
		m := lowerTile(t, "cast_float", soc)
		z := out(4 * sz.n)
		runTile(t, m, "cast_kernel", sz.cores, in(f32bytes(x)), z, scalar(fmtInt(sz.n)))
		checkClose(t, f64s(f32of(z.Data)), want, 0, 0)
	})
}
