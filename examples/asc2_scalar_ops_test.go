package examples

import (
	"math"
	"math/rand"
	"strconv"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// Tile-scalar kernels (asc2/sops_*, iops_*): the frontend writes a scalar operand as a
// splat (asctile.splat of a runtime scalar, or a splat arith.constant) on either side of
// an arith op; asctile-transform-math-ops turns those into the asctile tile-scalar ops
// (adds, subs, muls, divs, maxs, mins, shls, shrs, relu) that the lowering maps onto
// Ascend C's scalar vector instructions.

// pairCase is a 1-D elementwise kernel z = f(x, y, s) with the parameters
// (x, y, z, n, s) (or (x, y, z, n)) whose every operation rounds to the element format.
type pairCase struct {
	kernel, entry, format string
	s                     float64
	// noScalar: the kernel takes no s parameter.
	noScalar bool
	// gen draws one input element.
	gen func(r *rand.Rand) float64
	// ref computes one output element, rounding with rnd after every operation.
	ref func(rnd func(float64) float64, x, y, s float64) float64
}

// elemCodec encodes and decodes GM elements of a float or integer format.
func elemCodec(format string) (enc func([]float64) []byte, dec func([]byte) []float64, size int) {
	switch format {
	case "i32", "i16":
		size = 4
		if format == "i16" {
			size = 2
		}
		return func(v []float64) []byte {
			iv := make([]int64, len(v))
			for i, e := range v {
				iv[i] = int64(e)
			}
			return intBytes(iv, size)
		}, func(b []byte) []float64 { return intsOf(b, size) }, size
	}
	return floatCodec(format)
}

// rounder is the rounding of one operation's result in format (integers are exact).
func rounder(format string) func(float64) float64 {
	switch format {
	case "i32", "i16":
		return func(v float64) float64 { return v }
	}
	return func(v float64) float64 { return roundTo(format, v) }
}

func (c pairCase) run(t *testing.T, sizes []elemSize) {
	eachTile(t, sizes, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(int64(sz.n)))
		rnd := rounder(c.format)
		x, y, want := make([]float64, sz.n), make([]float64, sz.n), make([]float64, sz.n)
		for i := range x {
			x[i], y[i] = rnd(c.gen(r)), rnd(c.gen(r))
			want[i] = c.ref(rnd, x[i], y[i], c.s)
		}
		enc, dec, size := elemCodec(c.format)
		m := lowerTile(t, c.kernel, soc)
		z := out(size * sz.n)
		args := []*sim.Arg{in(enc(x)), in(enc(y)), z, scalar(fmtInt(sz.n))}
		if !c.noScalar {
			args = append(args, scalar(fmtFloat(c.s)))
		}
		runTile(t, m, c.entry, sz.cores, args...)
		checkClose(t, dec(z.Data), want, 0, 0)
	})
}

func fmtFloat(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// sopsRef is sops_*: relu(min(max((((x + s) * 1.5 - s) / 3), -2), s) + min(-2, max(s, 0.5 * (s + y)))).
func sopsRef(rnd func(float64) float64, x, y, s float64) float64 {
	t := rnd(rnd(rnd(rnd(x+s)*1.5)-s) / 3)
	t = math.Min(math.Max(t, -2), s)
	u := math.Min(-2, math.Max(s, rnd(0.5*rnd(s+y))))
	return math.Max(rnd(t+u), 0)
}

// TestTileScalarOpsFloat: sops_f32, sops_f16 (unrolled by 2), sops_bf16. Every operation
// rounds once to the format on both SoCs (on the 910B subs and divs are a duplicate and
// a tile-tile sub/div, which round the same), as the reference: exact.
func TestTileScalarOpsFloat(t *testing.T) {
	for _, f := range []string{"f32", "f16", "bf16"} {
		t.Run(f, func(t *testing.T) {
			pairCase{kernel: "sops_" + f, entry: "sops_kernel", format: f, s: 0.75,
				gen: func(r *rand.Rand) float64 { return r.Float64()*12 - 6 }, ref: sopsRef}.run(t, sizes256)
		})
	}
}

// iopsRef is iops_*: ((min(max((x + s) * 3 - s, -50), 400) << 2) >> 1) + min(400, max(-50, s + 2 * y)).
func iopsRef(_ func(float64) float64, x, y, s float64) float64 {
	t := math.Min(math.Max((x+s)*3-s, -50), 400)
	t = float64(int64(t) << 2 >> 1)
	return t + math.Min(400, math.Max(-50, s+2*y))
}

// TestTileScalarOpsInt: iops_i32 and iops_i16; values stay in range, so exact.
func TestTileScalarOpsInt(t *testing.T) {
	for _, f := range []string{"i32", "i16"} {
		t.Run(f, func(t *testing.T) {
			pairCase{kernel: "iops_" + f, entry: "iops_kernel", format: f, s: 7,
				gen: func(r *rand.Rand) float64 { return float64(r.Intn(601) - 300) }, ref: iopsRef}.run(t, sizes256)
		})
	}
}
