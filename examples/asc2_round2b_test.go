package examples

import (
	"math"
	"math/rand"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// TestTileAtomicAddUnaligned: atomic_add_unaligned, the column sums of a rows×100 f32
// matrix added row by row into a 100-element output (400 bytes, not whole 32-byte blocks)
// from every core; fewer rows than cores leaves cores idle. The order of the atomic adds
// is the simulator's, so f32 tolerances.
func TestTileAtomicAddUnaligned(t *testing.T) {
	for _, sz := range []struct{ rows, cores int }{{7, 3}, {2, 4}, {16, 5}} {
		r := rand.New(rand.NewSource(int64(sz.rows)))
		x := randF32(r, sz.rows*100, 3)
		init := randF32(r, 100, 1)
		want := make([]float64, 100)
		for j := range want {
			want[j] = float64(init[j])
			for i := 0; i < sz.rows; i++ {
				want[j] += float64(x[i*100+j])
			}
		}
		for _, soc := range tileSoCs {
			t.Run(fmtInt(sz.rows)+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "atomic_add_unaligned", soc)
				y := &sim.Arg{Kind: sim.ArgInOut, Data: f32bytes(init), Name: "y"}
				runTile(t, m, "atomic_add_kernel", sz.cores, in(f32bytes(x)), y, scalar(fmtInt(sz.rows)))
				checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
			})
		}
	}
}

// TestTileCountMaskChain: count_mask_chain, max(|x*y| + x, y) in f16 under
// asc2.mask(count=k, other=fill): every op of the region computes lanes [0, k) of each
// 128-lane repeat and fills the rest, so the stored result is the chain (each op rounded
// to f16, as the reference does) on those lanes and fill elsewhere. Tiles start at
// multiples of 512, so lanes are index mod 128. Exact.
func TestTileCountMaskChain(t *testing.T) {
	const k, fill = 100, -3.5
	eachTile(t, []elemSize{{"tail", 1500, 2}, {"idle", 300, 3}}, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(12))
		rnd := rounder("f16")
		x, y, want := make([]float64, sz.n), make([]float64, sz.n), make([]float64, sz.n)
		for i := range x {
			x[i], y[i] = rnd(r.Float64()*8-4), rnd(r.Float64()*8-4)
			want[i] = fill
			if i%128 < k {
				want[i] = math.Max(rnd(rnd(math.Abs(rnd(x[i]*y[i])))+x[i]), y[i])
			}
		}
		enc, dec, _ := floatCodec("f16")
		m := lowerTile(t, "count_mask_chain", soc)
		z := out(2 * sz.n)
		runTile(t, m, "count_mask_kernel", sz.cores, in(enc(x)), in(enc(y)), z, scalar(fmtInt(sz.n)), scalar(fmtInt(k)), scalar(fmtFloat(fill)))
		checkClose(t, dec(z.Data), want, 0, 0)
	})
}

// TestTileNestedIterTiles: nested_iter_tiles, per group of 4 rows sum + max carried as two
// tile iter_args of the inner loop (rows past R are 0), and each core's total of its group
// sums carried by the outer loop. The additions run in the kernel's order: exact.
func TestTileNestedIterTiles(t *testing.T) {
	for _, sz := range []struct{ rows, cores int }{{10, 2}, {4, 3}, {23, 4}} {
		r := rand.New(rand.NewSource(int64(sz.rows)))
		x := randF32(r, sz.rows*256, 5)
		groups := (sz.rows + 3) / 4
		wantY, wantZ := make([]float64, groups*256), make([]float64, sz.cores*256)
		for c := 0; c < sz.cores; c++ {
			for j := 0; j < 256; j++ {
				var tot float32
				for g := c; g < groups; g += sz.cores {
					var s float32
					m := float32(math.Inf(-1))
					for i := 4 * g; i < 4*g+4; i++ {
						var v float32
						if i < sz.rows {
							v = x[i*256+j]
						}
						s += v
						m = max(m, v)
					}
					wantY[g*256+j] = float64(s + m)
					tot += s
				}
				wantZ[c*256+j] = float64(tot)
			}
		}
		for _, soc := range tileSoCs {
			t.Run(fmtInt(sz.rows)+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "nested_iter_tiles", soc)
				y, z := out(4*groups*256), out(4*sz.cores*256)
				runTile(t, m, "nested_iter_kernel", sz.cores, in(f32bytes(x)), y, z, scalar(fmtInt(sz.rows)))
				checkClose(t, f64s(f32of(y.Data)), wantY, 0, 0)
				checkClose(t, f64s(f32of(z.Data)), wantZ, 0, 0)
			})
		}
	}
}

// TestTileIfYieldPair: if_yield_pair, an scf.if yielding two tiles by tile-index parity:
// z = p*q + x with (p, q) = (x+y, x-y) on even tiles, (x*y, max(x, y)) on odd. Exact.
func TestTileIfYieldPair(t *testing.T) {
	eachTile(t, []elemSize{{"tail", 1300, 2}, {"idle", 500, 4}}, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(21))
		x, y := randF32(r, sz.n, 3), randF32(r, sz.n, 3)
		want := make([]float64, sz.n)
		for i := range want {
			p, q := x[i]*y[i], max(x[i], y[i])
			if (i/256)%2 == 0 {
				p, q = x[i]+y[i], x[i]-y[i]
			}
			want[i] = float64(p*q + x[i])
		}
		m := lowerTile(t, "if_yield_pair", soc)
		z := out(4 * sz.n)
		runTile(t, m, "if_pair_kernel", sz.cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(sz.n)))
		checkClose(t, f64s(f32of(z.Data)), want, 0, 0)
	})
}

// TestTileCmpsIntChain: cmps_i32_chain and cmps_i16_chain, z = where(x != y,
// where(x >= s, x - s, y), s) + x with a runtime scalar s, values small enough that
// nothing wraps; half of the y equal to x so that NE takes both ways. Exact.
func TestTileCmpsIntChain(t *testing.T) {
	for _, c := range []struct {
		kernel string
		size   int
	}{{"cmps_i32_chain", 4}, {"cmps_i16_chain", 2}} {
		const s = -7
		eachTile(t, []elemSize{{"tail", 1000, 3}, {"idle", 200, 2}}, func(t *testing.T, sz elemSize, soc string) {
			r := rand.New(rand.NewSource(31))
			x, y, want := make([]int64, sz.n), make([]int64, sz.n), make([]float64, sz.n)
			for i := range x {
				x[i] = int64(r.Intn(200) - 100)
				y[i] = x[i]
				if r.Intn(2) == 0 {
					y[i] = int64(r.Intn(200) - 100)
				}
				w := int64(s)
				if x[i] != y[i] {
					w = y[i]
					if x[i] >= s {
						w = x[i] - s
					}
				}
				want[i] = float64(w + x[i])
			}
			m := lowerTile(t, c.kernel, soc)
			z := out(c.size * sz.n)
			runTile(t, m, "cmps_kernel", sz.cores, in(intBytes(x, c.size)), in(intBytes(y, c.size)), z, scalar(fmtInt(sz.n)), scalar(fmtInt(s)))
			checkClose(t, intsOf(z.Data, c.size), want, 0, 0)
		})
	}
}

// TestTileCastF16BF16: cast_f16_bf16, b = bf16(x) for f16 x (round to nearest even; f16
// values beyond bf16's precision, subnormal and large ones included) and y = f16(b * 2),
// under each of allocOpts (with reuse-ub the input shares its buffer with both outputs).
// Exact; no value overflows f16 (what an f32 -> f16 overflow gives is not settled here).
func TestTileCastF16BF16(t *testing.T) {
	eachTile(t, []elemSize{{"tail", 700, 2}, {"idle", 100, 3}}, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(41))
		edges := []float64{0, -0, 1.0009765625, -2.001953125, 6.1e-5, -3e-7, 30000, -32000, 0.333251953125}
		x, wantB, wantY := make([]float64, sz.n), make([]float64, sz.n), make([]float64, sz.n)
		for i := range x {
			if i < len(edges) {
				x[i] = roundTo("f16", edges[i])
			} else {
				x[i] = roundTo("f16", (r.Float64()*2-1)*math.Pow(2, float64(r.Intn(30)-15)))
			}
			wantB[i] = roundTo("bf16", x[i])
			wantY[i] = roundTo("f16", roundTo("bf16", wantB[i]*2))
		}
		enc, _, _ := floatCodec("f16")
		_, decB, _ := floatCodec("bf16")
		_, decH, _ := floatCodec("f16")
		for _, o := range allocOpts {
			t.Run(o, func(t *testing.T) {
				m := lowerTileOpts(t, "cast_f16_bf16", "soc="+soc+o)
				b, y := out(2*sz.n), out(2*sz.n)
				runTile(t, m, "cast_half_kernel", sz.cores, in(enc(x)), b, y, scalar(fmtInt(sz.n)))
				checkClose(t, decB(b.Data), wantB, 0, 0)
				checkClose(t, decH(y.Data), wantY, 0, 0)
			})
		}
	})
}
