package semantics

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// smKernel runs one softmax op as PyAsc's lowering emits it (passes-asc2.md, softmax):
// x [m×k] of type t copied GM→UB, the shape from emitasc.init_struct of
// !ascendc.softmax_shape_info, a default-constructed SoftMaxTiling; y, sum and max (t2,
// one 32-byte block per row) copied back. OP is the op line; for SimpleSoftMax sum and max
// are first copied in from s and mx.
func smKernel(t, t2 string, m, k int, op string) string {
	es, es2 := map[string]int{"f16": 2, "f32": 4}[t], map[string]int{"f16": 2, "f32": 4}[t2]
	blk := 32 / es2
	r := strings.NewReplacer("T2", t2, "TT", t, "NX", itoa(m*k), "NS", itoa(m*blk), "MM", itoa(m), "KK", itoa(k),
		"SOFF", itoa(m*k*es), "MOFF", itoa(m*k*es+m*32), "TOFF", itoa(m*k*es+2*m*32), "OP", op)
	return r.Replace(`func.func @k(%x: memref<?xTT, 22>, %y: memref<?xTT, 22>, %s: memref<?xT2, 22>, %mx: memref<?xT2, 22>) {
  %c0 = arith.constant 0 : i32
  %nx = arith.constant NX : i32
  %ns = arith.constant NS : i32
  %cm = arith.constant MM : i32
  %ck = arith.constant KK : i32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xTT>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xTT>, memref<?xTT, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xTT>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xTT>, memref<?xTT, 22>
  %gs = ascendc.global_tensor : !ascendc.global_tensor<*xT2>
  ascendc.global_tensor.set_global_buffer %gs, %s : !ascendc.global_tensor<*xT2>, memref<?xT2, 22>
  %gm = ascendc.global_tensor : !ascendc.global_tensor<*xT2>
  ascendc.global_tensor.set_global_buffer %gm, %mx : !ascendc.global_tensor<*xT2>, memref<?xT2, 22>
  %lx = ascendc.local_tensor_v3 vecin, 0, NX : !ascendc.local_tensor<NXxTT>
  %ls = ascendc.local_tensor_v3 vecout, SOFF, NS : !ascendc.local_tensor<NSxT2>
  %lm = ascendc.local_tensor_v3 vecout, MOFF, NS : !ascendc.local_tensor<NSxT2>
  %tmp = ascendc.local_tensor_v3 veccalc, TOFF, 1024 : !ascendc.local_tensor<1024xui8>
  ascendc.data_copy_l2 %lx, %gx, %nx : !ascendc.local_tensor<NXxTT>, !ascendc.global_tensor<*xTT>, i32
  ascendc.data_copy_l2 %ls, %gs, %ns : !ascendc.local_tensor<NSxT2>, !ascendc.global_tensor<*xT2>, i32
  ascendc.data_copy_l2 %lm, %gm, %ns : !ascendc.local_tensor<NSxT2>, !ascendc.global_tensor<*xT2>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  %tl = ascendc.construct !ascendc.softmax_tiling()
  %si = emitasc.init_struct !ascendc.softmax_shape_info("srcM" = %cm : i32, "srcK" = %ck : i32, "oriSrcM" = %cm : i32, "oriSrcK" = %ck : i32)
OP
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %lx, %nx : !ascendc.global_tensor<*xTT>, !ascendc.local_tensor<NXxTT>, i32
  ascendc.data_copy_l2 %gs, %ls, %ns : !ascendc.global_tensor<*xT2>, !ascendc.local_tensor<NSxT2>, i32
  ascendc.data_copy_l2 %gm, %lm, %ns : !ascendc.global_tensor<*xT2>, !ascendc.local_tensor<NSxT2>, i32
  return
}`)
}

// smOp is `ascendc.softmax dst=x (in place), sum, max, src=x, tmp, tiling, shape`.
func smOp(t, t2 string, m, k int, simple bool) string {
	nx, ns := m*k, m*32/map[string]int{"f16": 2, "f32": 4}[t2]
	lt, st := fmt.Sprintf("!ascendc.local_tensor<%dx%s>", nx, t), fmt.Sprintf("!ascendc.local_tensor<%dx%s>", ns, t2)
	if simple {
		return fmt.Sprintf("  ascendc.simple_softmax %%lx, %%ls, %%lm, %%lx, %%tl, %%si {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1, 1>} : %s, %s, %s, %s, !ascendc.softmax_tiling, !ascendc.softmax_shape_info", lt, st, st, lt)
	}
	return fmt.Sprintf("  ascendc.softmax %%lx, %%ls, %%lm, %%lx, %%tmp, %%tl, %%si {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>} : %s, %s, %s, %s, !ascendc.local_tensor<1024xui8>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info", lt, st, st, lt)
}

func encode(d string, v []float64) []byte {
	if d == "f16" {
		b := make([]uint16, len(v))
		for i, x := range v {
			b[i] = numeric.F32ToF16(float32(x))
		}
		return u16bytes(b)
	}
	f := make([]float32, len(v))
	for i, x := range v {
		f[i] = float32(x)
	}
	return f32buf(f...)
}

func decode(d string, b []byte, i int) float64 {
	if d == "f16" {
		return float64(f16at(b, i))
	}
	return float64(f32at(b, i))
}

// smRef is the independent reference: float64 softmax of each row of the (rounded)
// inputs, with the row max and the row sum of exp(x − max).
func smRef(x []float64, m, k int) (y, sum, max []float64) {
	y, sum, max = make([]float64, m*k), make([]float64, m), make([]float64, m)
	for i := 0; i < m; i++ {
		max[i] = math.Inf(-1)
		for j := 0; j < k; j++ {
			max[i] = math.Max(max[i], x[i*k+j])
		}
		for j := 0; j < k; j++ {
			sum[i] += math.Exp(x[i*k+j] - max[i])
		}
		for j := 0; j < k; j++ {
			y[i*k+j] = math.Exp(x[i*k+j]-max[i]) / sum[i]
		}
	}
	return
}

func runSM(t *testing.T, src, t2 string, xb, sb, mb []byte, nx int) (y, s, mx []byte, d string) {
	t.Helper()
	ya := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, len(xb)), Name: "y"}
	sa := &sim.Arg{Kind: sim.ArgInOut, Data: sb, Name: "s"}
	ma := &sim.Arg{Kind: sim.ArgInOut, Data: mb, Name: "mx"}
	_, d = kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: xb, Name: "x"}, ya, sa, ma)
	return ya.Data, sa.Data, ma.Data, d
}

// TestSoftmax: SoftMax over [m×k] for (f32, f32), (f16, f16) and (f16 with f32 sum/max),
// against float64; every lane of a row's sum/max block holds the row's value.
func TestSoftmax(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	for _, tc := range []struct {
		t, t2 string
		m, k  int
		tol   float64
	}{{"f32", "f32", 5, 72, 2e-6}, {"f16", "f16", 3, 48, 1e-3}, {"f16", "f32", 4, 256, 1e-3}, {"f32", "f32", 1, 8, 2e-6}} {
		x := make([]float64, tc.m*tc.k)
		for i := range x {
			x[i] = rng.NormFloat64() * 3
		}
		xb := encode(tc.t, x)
		for i := range x {
			x[i] = decode(tc.t, xb, i)
		}
		blk := 32 / map[string]int{"f16": 2, "f32": 4}[tc.t2]
		src := smKernel(tc.t, tc.t2, tc.m, tc.k, smOp(tc.t, tc.t2, tc.m, tc.k, false))
		y, s, mx, d := runSM(t, src, tc.t2, xb, make([]byte, tc.m*32), make([]byte, tc.m*32), tc.m*tc.k)
		if d != "" {
			t.Fatalf("%+v: %s", tc, d)
		}
		wy, ws, wm := smRef(x, tc.m, tc.k)
		for i, w := range wy {
			if got := decode(tc.t, y, i); math.Abs(got-w) > tc.tol*math.Max(w, 1e-3) {
				t.Fatalf("%+v: y[%d] = %g, want %g", tc, i, got, w)
			}
		}
		for i := 0; i < tc.m; i++ {
			for l := 0; l < blk; l++ {
				if got := decode(tc.t2, s, i*blk+l); math.Abs(got-ws[i]) > tc.tol*ws[i] {
					t.Fatalf("%+v: sum row %d lane %d = %g, want %g", tc, i, l, got, ws[i])
				}
				if got := decode(tc.t2, mx, i*blk+l); got != wm[i] {
					t.Fatalf("%+v: max row %d lane %d = %g, want %g", tc, i, l, got, wm[i])
				}
			}
		}
	}
}

// TestSimpleSoftmax: SimpleSoftMax with the row max and sum given (here deliberately not
// the row's own: max − 1 and 2·sum) computes exp(x − max) / sum.
func TestSimpleSoftmax(t *testing.T) {
	rng := rand.New(rand.NewSource(22))
	for _, tc := range []struct {
		t, t2 string
		tol   float64
	}{{"f32", "f32", 2e-6}, {"f16", "f32", 1e-3}, {"f16", "f16", 2e-3}} {
		const m, k = 3, 64
		x := make([]float64, m*k)
		for i := range x {
			x[i] = rng.NormFloat64()
		}
		xb := encode(tc.t, x)
		for i := range x {
			x[i] = decode(tc.t, xb, i)
		}
		_, ws, wm := smRef(x, m, k)
		blk := 32 / map[string]int{"f16": 2, "f32": 4}[tc.t2]
		sv, mv := make([]float64, m*blk), make([]float64, m*blk)
		for i := range sv {
			sv[i], mv[i] = 2*ws[i/blk], wm[i/blk]-1
		}
		sb, mb := encode(tc.t2, sv), encode(tc.t2, mv)
		src := smKernel(tc.t, tc.t2, m, k, smOp(tc.t, tc.t2, m, k, true))
		y, _, _, d := runSM(t, src, tc.t2, xb, sb, mb, m*k)
		if d != "" {
			t.Fatalf("%+v: %s", tc, d)
		}
		for i := 0; i < m*k; i++ {
			w := math.Exp(x[i]-decode(tc.t2, mb, (i/k)*blk)) / decode(tc.t2, sb, (i/k)*blk)
			if got := decode(tc.t, y, i); math.Abs(got-w) > tc.tol*math.Max(w, 1e-3) {
				t.Fatalf("%+v: y[%d] = %g, want %g", tc, i, got, w)
			}
		}
	}
}

// TestSoftmaxRefused: the forms whose shape or layout the model does not know.
func TestSoftmaxRefused(t *testing.T) {
	const m, k = 2, 16
	xb := make([]byte, 4*m*k)
	base := smKernel("f32", "f32", m, k, smOp("f32", "f32", m, k, false))
	simple := smKernel("f32", "f32", m, k, smOp("f32", "f32", m, k, true))
	for _, tc := range []struct{ name, src, from, to, want string }{
		{"no shape info", base, ", %tl, %si {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>}", ", %tl {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0>}", "without softmaxShapeInfo"},
		{"original shape", base, `"oriSrcK" = %ck`, `"oriSrcK" = %cm`, "original shape (2, 2)"},
		{"unset member", base, `, "oriSrcK" = %ck : i32`, "", "SoftMaxShapeInfo.oriSrcK was never set"},
		{"NZ", base, "{operandSegmentSizes", "{dataFormatNZ, operandSegmentSizes", "with dataFormatNZ"},
		{"reuse", base, "{operandSegmentSizes", "{reuseSource, operandSegmentSizes", "with reuseSource"},
		{"basic block", base, "{operandSegmentSizes", "{basicBlock, operandSegmentSizes", "isBasicBlock with srcM=2, srcK=16"},
		{"unaligned", base, `%ck = arith.constant 16`, `%ck = arith.constant 10`, "srcK=10 elements of f32 is not a multiple of 32 bytes"},
		{"lanes differ", simple, "", "", "inMax row 0 holding different values"},
	} {
		s := strings.Replace(tc.src, tc.from, tc.to, 1)
		if s == tc.src && tc.from != "" {
			t.Fatalf("%s: the mutation did not apply", tc.name)
		}
		mb := make([]byte, m*32)
		if tc.name == "lanes differ" {
			copy(mb, f32buf(1, 2))
		}
		if tc.name == "no shape info" {
			s = strings.Replace(s, ", !ascendc.softmax_tiling, !ascendc.softmax_shape_info", ", !ascendc.softmax_tiling", 1)
		}
		_, _, _, d := runSM(t, s, "f32", xb, make([]byte, m*32), mb, m*k)
		if !strings.Contains(d, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, d, tc.want)
		}
	}
}

// TestSoftmaxOrder: the documented float32 steps, bit for bit: d = x − max and e = exp(d)
// rounded to float32, the row sum in the reduction tree (refTree), y = e / sum rounded to
// float32 and then to half (k = 80: the tree is padded to 128 leaves).
func TestSoftmaxOrder(t *testing.T) {
	const m, k = 2, 80
	rng := rand.New(rand.NewSource(23))
	x := make([]float64, m*k)
	for i := range x {
		x[i] = rng.NormFloat64() * 4
	}
	xb := encode("f16", x)
	src := smKernel("f16", "f32", m, k, smOp("f16", "f32", m, k, false))
	y, s, _, d := runSM(t, src, "f32", xb, make([]byte, m*32), make([]byte, m*32), m*k)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < m; i++ {
		row := make([]float32, k)
		mx := float32(math.Inf(-1))
		for j := range row {
			row[j] = f16at(xb, i*k+j)
			mx = float32(math.Max(float64(mx), float64(row[j])))
		}
		e := make([]float32, k)
		for j, v := range row {
			e[j] = float32(math.Exp(float64(v - mx)))
		}
		sum := refTree(e, false)
		if got := f32at(s, i*8); got != sum {
			t.Fatalf("row %d: sum %g, documented order gives %g", i, got, sum)
		}
		for j := range e {
			want := rd16(e[j] / sum)
			if got := f16at(y, i*k+j); got != want {
				t.Fatalf("y[%d][%d] = %g, documented steps give %g", i, j, got, want)
			}
		}
	}
}
