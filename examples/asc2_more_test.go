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

// TestTileCastRoundTrip: cast_round_trip: z = f32(f16(x)) + f32(bf16(x)), each narrowing
// rounding to nearest even as the reference; a folded chain would give 2x.
func TestTileCastRoundTrip(t *testing.T) {
	eachTile(t, sizes256, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(41))
		x := randF32(r, sz.n, 100)
		want := make([]float64, sz.n)
		for i, v := range x {
			want[i] = float64(float32(roundTo("f16", float64(v))) + float32(roundTo("bf16", float64(v))))
		}
		m := lowerTile(t, "cast_round_trip", soc)
		z := out(4 * sz.n)
		runTile(t, m, "cast_kernel", sz.cores, in(f32bytes(x)), z, scalar(fmtInt(sz.n)))
		checkClose(t, f64s(f32of(z.Data)), want, 0, 0)
	})
}

// TestTileBiasRows: bias_rows: z = (x + bias) * scale with a row-vector bias (1x64 -> 8x64)
// and a column-vector scale (8x1 -> 8x64); 40 rows on 2 cores (3 and 2 blocks of 8), 64
// rows on 3, and 44 rows on 2 (the last block has 4 rows: the clipped 2-D load and store of
// docs/pyasc.md §5). Two f32 roundings, repeated by the reference: exact.
func TestTileBiasRows(t *testing.T) {
	for _, c := range []struct{ rows, cores int }{{40, 2}, {64, 3}, {44, 2}} {
		for _, soc := range tileSoCs {
			t.Run(fmtInt(c.rows)+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(31))
				x, bias, scale := randF32(r, c.rows*64, 4), randF32(r, 64, 4), randF32(r, c.rows, 4)
				want := make([]float64, c.rows*64)
				for i := range want {
					want[i] = float64((x[i] + bias[i%64]) * scale[i/64])
				}
				m := lowerTile(t, "bias_rows", soc)
				z := out(4 * len(want))
				runTile(t, m, "bias_rows_kernel", c.cores, in(f32bytes(x)), in(f32bytes(bias)), in(f32bytes(scale)), z, scalar(fmtInt(c.rows)))
				checkClose(t, f64s(f32of(z.Data)), want, 0, 0)
			})
		}
	}
}

// TestTileColReduce: col_reduce: column sums and maxima of a [rows, cols] f32 matrix by
// asctile.reduce over dims = [0] with loop-carried tiles; cols = 150 on 3 cores (the last
// core's tile rows hold 22 columns: the clipped load of docs/pyasc.md §5 keeps the rows 64
// elements apart and pads the rest), rows = 48 and 8. Sums against float64 with atol 1e-6·Σ|x| of the
// column (the summation order differs) plus rtol 1e-4; maxima exact.
func TestTileColReduce(t *testing.T) {
	const cols, cores = 150, 3
	for _, rows := range []int{48, 8} {
		for _, soc := range tileSoCs {
			t.Run(fmtInt(rows)+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(37))
				x := randF32(r, rows*cols, 4)
				ws, wm := make([]float64, cols), make([]float64, cols)
				abs := make([]float64, cols)
				for j := range wm {
					wm[j] = math.Inf(-1)
				}
				for i, v := range x {
					j := i % cols
					ws[j] += float64(v)
					abs[j] += math.Abs(float64(v))
					wm[j] = math.Max(wm[j], float64(v))
				}
				m := lowerTile(t, "col_reduce", soc)
				s, mx := out(4*cols), out(4*cols)
				runTile(t, m, "col_reduce_kernel", cores, in(f32bytes(x)), s, mx, scalar(fmtInt(rows)), scalar(fmtInt(cols)))
				gs := f64s(f32of(s.Data))
				for j := range ws {
					if math.Abs(gs[j]-ws[j]) > 1e-6*abs[j]+1e-4*math.Abs(ws[j]) {
						t.Errorf("column %d sum: got %g want %g", j, gs[j], ws[j])
					}
				}
				checkClose(t, f64s(f32of(mx.Data)), wm, 0, 0)
			})
		}
	}
}

// TestTileMatmulBias: matmul_bias: 192×192 in 64×64 tiles (9 tiles on 4 cores), K = 96 in
// 32-deep steps, and 130×100×70 (tails on every dimension, the bias row too); C (f32)
// against the float64 product with rtol 1e-3, and D = f16(C + bias) computed by the
// reference from the C the cube wrote (one f32 addition, one rounding to f16): exact.
func TestTileMatmulBias(t *testing.T) {
	for _, sz := range []struct{ m, n, k, cores int }{{192, 192, 96, 4}, {130, 100, 70, 3}} {
		t.Run(fmtInt(sz.m)+"x"+fmtInt(sz.n)+"x"+fmtInt(sz.k), func(t *testing.T) {
			checkMatmulBias(t, sz.m, sz.n, sz.k, sz.cores, 41)
		})
	}
}

// checkMatmulBias runs matmul_bias on random m×k and k×n f16 inputs on both SoCs: C to the
// f16 matmul tolerance, D = f16(C + bias) exactly from the C the kernel wrote.
func checkMatmulBias(t *testing.T, m, n, k, cores int, seed int64) {
	r := rand.New(rand.NewSource(seed))
	a, b := randF16(r, m*k, 1), randF16(r, k*n, 1)
	bias := randF32(r, n, 2)
	want := matmulRef(a, b, m, k, n)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			mod := lowerTile(t, "matmul_bias", soc)
			c, d := out(4*m*n), out(2*m*n)
			runTile(t, mod, "matmul_bias_kernel", cores, in(f16bytes(a)), in(f16bytes(b)), in(f32bytes(bias)), c, d,
				scalar(fmtInt(m)), scalar(fmtInt(n)), scalar(fmtInt(k)))
			gc := f32of(c.Data)
			checkClose(t, f64s(gc), want, 1e-3, 1e-3)
			dw := make([]float64, m*n)
			for i := range dw {
				dw[i] = roundTo("f16", float64(gc[i]+bias[i%n]))
			}
			checkClose(t, fmtF16.values(f16of(d.Data)), dw, 0, 0)
		})
	}
}

// TestTileMatmulKTail: matmul_ktail walks K = 80 in 32-deep steps, so the last step's A
// and B tiles reach 16 past K. The L1 loads copy only what lies inside A and B and the Mmad
// of that step multiplies the valid depth (docs/pyasc.md §5).
func TestTileMatmulKTail(t *testing.T) {
	matmulCase{kernel: "matmul_ktail", entry: "matmul_tiles_kernel", m: 192, n: 256, k: 80, cores: 4}.run(t)
}
