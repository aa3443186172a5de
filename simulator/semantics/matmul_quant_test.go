package semantics

import (
	"math/rand"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// quantSetters are SetQuantScalar(-5 as int32: sign-extended to uint64_t) and, with
// vector, SetQuantVector on a GlobalTensor<uint64_t>, placed after set_tensor_b.
func quantSetters(vector bool) string {
	s := "  %qs = arith.constant -5 : i32\n  ascendc.matmul.set_quant_scalar %mm, %qs : " + mmTy + ", i32\n"
	if vector {
		s += "  %gq = ascendc.global_tensor : !ascendc.global_tensor<*xui64>\n" +
			"  ascendc.matmul.set_quant_vector %mm, %gq : " + mmTy + ", !ascendc.global_tensor<*xui64>\n"
	}
	return s
}

func withQuantSetters(src string, vector bool) string {
	anchor := "  ascendc.matmul.set_tensor_b %mm"
	i := strings.Index(src, anchor)
	return src[:i] + quantSetters(vector) + src[i:]
}

// TestMatmulSetQuant: on a Matmul whose C is not quantised (f16 in, f32 out) the setters
// keep their parameters and the result is the plain product (the library's fixpipe mode
// for f32 C is NoQuant, which reads no scale).
func TestMatmulSetQuant(t *testing.T) {
	const M, N, K = 40, 48, 72
	rng := rand.New(rand.NewSource(9))
	a, b := make([]uint16, M*K), make([]uint16, K*N)
	for i := range a {
		a[i] = numeric.F32ToF16(float32(rng.NormFloat64()))
	}
	for i := range b {
		b[i] = numeric.F32ToF16(float32(rng.NormFloat64()))
	}
	want := mmRef(a, b, nil, M, N, K, false)
	for _, vector := range []bool{false, true} {
		c := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*M*N), Name: "c"}
		ch, d := kernel(t, withQuantSetters(mmKernel(M, N, K, false, false), vector), 4,
			&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(a), Name: "a"}, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(b), Name: "b"},
			&sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 4*N), Name: "bias"}, c, &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 1024), Name: "ws"})
		if d != "" {
			t.Fatal(d)
		}
		for i := range want {
			if got := float64(f32at(c.Data, i)); got-want[i] > 1e-3 || want[i]-got > 1e-3 {
				t.Fatalf("vector=%v: C[%d] = %g, want %g", vector, i, got, want[i])
			}
		}
		objs := ch.Cores[0].Ext(mmQuantKey).(map[any]*mmQuant)
		if len(objs) != 1 {
			t.Fatalf("%d Matmul objects with quant state, want 1", len(objs))
		}
		for _, q := range objs {
			if !q.set || q.perChannel != vector || q.scalar != 0xFFFFFFFFFFFFFFFB {
				t.Errorf("vector=%v: state %+v, want set, perChannel %v, scalar 0xFFFFFFFFFFFFFFFB", vector, q, vector)
			}
		}
	}
}

// TestMatmulQuantRefused: the quantised type pairs name the fixpipe modes the library
// would use; a quant vector that is not a GlobalTensor<uint64_t> matches no overload.
func TestMatmulQuantRefused(t *testing.T) {
	args := func() []*sim.Arg {
		return []*sim.Arg{{Kind: sim.ArgIn, Data: make([]byte, 2*40*72), Name: "a"}, {Kind: sim.ArgIn, Data: make([]byte, 2*72*48), Name: "b"},
			{Kind: sim.ArgIn, Data: make([]byte, 4*48), Name: "bias"}, {Kind: sim.ArgOut, Data: make([]byte, 4*40*48), Name: "c"},
			{Kind: sim.ArgIn, Data: make([]byte, 1024), Name: "ws"}}
	}
	src := withQuantSetters(mmKernel(40, 48, 72, false, false), false)
	// mmTy is A f16, B f16, C f32, bias f32 in that order.
	retype := func(a, c string) string {
		ty := strings.Replace(mmTy, "f16", a, 2)
		return strings.Replace(ty, "f32", c, 1)
	}
	for _, tc := range []struct{ name, to, want string }{
		{"s8 to f16", retype("i8", "f16"), "is not simulated for A i8, C f16: the Matmul library converts the i32 results to f16 with the fixpipe's DEQF16 (SetQuantScalar) or VDEQF16 (SetQuantVector) mode"},
		{"s8 to s8", retype("i8", "i8"), "is not simulated for A i8, C i8: the Matmul library converts the i32 results to i8 with the fixpipe's REQ8"},
		{"f16 to s8", retype("f16", "i8"), "is not simulated for A f16, C i8: the Matmul library converts the f32 results to i8 with the fixpipe's QF322B8_PRE"},
	} {
		s := strings.ReplaceAll(src, mmTy, tc.to)
		_, d := kernel(t, s, 4, args()...)
		if !strings.Contains(d, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, d, tc.want)
		}
	}
	s := withQuantSetters(mmKernel(40, 48, 72, false, false), true)
	s = strings.ReplaceAll(s, "xui64", "xi64")
	if _, d := kernel(t, s, 4, args()...); !strings.Contains(d, "is not simulated for a quant vector of type !ascendc.global_tensor<*xi64>: SetQuantVector takes a GlobalTensor<uint64_t>") {
		t.Errorf("i64 quant vector: got %q", d)
	}
}
