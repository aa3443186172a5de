package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/optdriver"
	"github.com/ascend-toolchain/asc/simulator/npy"
)

// vfKernel builds a kernel that loads n elements of x and y (GM) into UB tensors %a and
// %b of n elements, runs body (L2 ops over %a, %b, %t, %o with count %n of type countT),
// and stores %o to z. n elements must fill whole 32-byte blocks (DataCopy's unit).
func vfKernel(elem string, n int, countT, body string) string {
	size := n
	lt := fmt.Sprintf("!ascendc.local_tensor<%dx%s>", size, elem)
	gt := "!ascendc.global_tensor<*x" + elem + ">"
	mr := "memref<?x" + elem + ", 22>"
	var b strings.Builder
	fmt.Fprintf(&b, "func.func @k(%%x: %s, %%y: %s, %%z: %s) attributes {ascendc.global} {\n", mr, mr, mr)
	fmt.Fprintf(&b, "  %%c0 = arith.constant 0 : i32\n  %%m = arith.constant %d : i32\n  %%n = arith.constant %d : %s\n", n, n, countT)
	for _, g := range []string{"x", "y", "z"} {
		fmt.Fprintf(&b, "  %%g%s = ascendc.global_tensor : %s\n  ascendc.global_tensor.set_global_buffer %%g%s, %%%s : %s, %s\n", g, gt, g, g, gt, mr)
	}
	bytes := (size*elemBytes(elem) + 31) / 32 * 32
	for i, l := range []string{"a", "b", "t", "o"} {
		pos := map[string]string{"a": "vecin", "b": "vecin", "t": "veccalc", "o": "vecout"}[l]
		fmt.Fprintf(&b, "  %%%s = ascendc.local_tensor_v3 %s, %d, %d : %s\n", l, pos, i*bytes, size, lt)
	}
	fmt.Fprintf(&b, "  ascendc.data_copy_l2 %%a, %%gx, %%m : %s, %s, i32\n", lt, gt)
	fmt.Fprintf(&b, "  ascendc.data_copy_l2 %%b, %%gy, %%m : %s, %s, i32\n", lt, gt)
	b.WriteString("  ascendc.set_flag mte2_v, %c0 : i32\n  ascendc.wait_flag mte2_v, %c0 : i32\n")
	b.WriteString(strings.NewReplacer("LT", lt, "CT", countT).Replace(body))
	b.WriteString("  ascendc.set_flag v_mte3, %c0 : i32\n  ascendc.wait_flag v_mte3, %c0 : i32\n")
	fmt.Fprintf(&b, "  ascendc.data_copy_l2 %%gz, %%o, %%m : %s, %s, i32\n  return\n}\n", gt, lt)
	return b.String()
}

func elemBytes(elem string) int {
	switch elem {
	case "f32", "i32", "ui32":
		return 4
	case "f16", "bf16", "i16", "ui16":
		return 2
	}
	return 1
}

// fuseVF runs ascopt --ascendc-fuse-vf-block on src.
func fuseVF(t *testing.T, src string) string {
	t.Helper()
	var out, errb bytes.Buffer
	if code := optdriver.Run([]string{"--ascendc-fuse-vf-block", "-"}, strings.NewReader(src), &out, &errb); code != 0 {
		t.Fatalf("ascopt: exit %d\n%s", code, errb.String())
	}
	if !strings.Contains(out.String(), "emitasc.vf_group") || !strings.Contains(out.String(), "_micro") {
		t.Fatalf("the pass built no vector function:\n%s", out.String())
	}
	return out.String()
}

// simulate runs @k of src on the 950 with x, y and returns z's bytes; extra are more
// asc-sim flags.
func simulate(t *testing.T, dir, name, src string, x, y []byte, dt npy.DType, n int, extra ...string) []byte {
	t.Helper()
	k := filepath.Join(dir, name+".mlir")
	if err := os.WriteFile(k, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	px, py, pz := filepath.Join(dir, name+"x.npy"), filepath.Join(dir, name+"y.npy"), filepath.Join(dir, name+"z.npy")
	for p, d := range map[string][]byte{px: x, py: y} {
		if err := npy.Save(p, &npy.Array{DType: dt, Shape: []int{n}, Data: d}); err != nil {
			t.Fatal(err)
		}
	}
	code, _, errs := runCLI(append([]string{"run", k, "--entry", "k", "--soc", "ascend950", "--arg", "in:" + px, "--arg", "in:" + py,
		"--arg", fmt.Sprintf("out:%s:%s:%d", pz, dt, n)}, extra...)...)
	if code != 0 {
		t.Fatalf("%s: exit %d\n%s\n%s", name, code, errs, src)
	}
	a, err := npy.Load(pz, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	return a.Data
}

// TestVFGroupMatchesL2 simulates vector kernels before and after ascendc-fuse-vf-block:
// the MicroAPI loop the pass builds must write exactly the bytes the L2 ops write, for
// f32, f16 (mul_add_dst reads its destination; an index count) and i16 lanes, with counts
// that leave a partial last chunk.
func TestVFGroupMatchesL2(t *testing.T) {
	cases := []struct {
		name, elem string
		dt         npy.DType
		n          int
		countT     string
		body       string
	}{
		{"f32", "f32", npy.F32, 200, "i32", `  ascendc.mul_l2 %t, %a, %b, %n : LT, LT, LT, CT
  ascendc.add_l2 %t, %t, %a, %n : LT, LT, LT, CT
  ascendc.relu_l2 %t, %t, %n : LT, LT, CT
  ascendc.max_l2 %o, %a, %b, %n : LT, LT, LT, CT
  ascendc.sub_l2 %o, %t, %o, %n : LT, LT, LT, CT
  ascendc.exp_l2 %o, %o, %n : LT, LT, CT
`},
		{"f16", "f16", npy.F16, 1008, "index", `  ascendc.abs_l2 %t, %a, %n : LT, LT, CT
  ascendc.sqrt_l2 %t, %t, %n : LT, LT, CT
  ascendc.mul_add_dst_l2 %t, %a, %b, %n : LT, LT, LT, CT
  ascendc.div_l2 %o, %t, %b, %n : LT, LT, LT, CT
  ascendc.min_l2 %o, %o, %a, %n : LT, LT, LT, CT
  ascendc.neg_l2 %o, %o, %n : LT, LT, CT
`},
		{"i16", "i16", npy.I16, 304, "i32", `  ascendc.and_l2 %t, %a, %b, %n : LT, LT, LT, CT
  ascendc.or_l2 %t, %t, %a, %n : LT, LT, LT, CT
  ascendc.not_l2 %t, %t, %n : LT, LT, CT
  ascendc.max_l2 %o, %t, %b, %n : LT, LT, LT, CT
  ascendc.relu_l2 %o, %o, %n : LT, LT, CT
`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			x, y := vfInputs(tc.dt, tc.n)
			src := vfKernel(tc.elem, tc.n, tc.countT, tc.body)
			// The L2 chain has no pipe_barrier between its dependent ops (one would end the
			// run the pass fuses; synchronisation is inserted after it), so the sanitizer
			// would report V-pipe races: the unfused kernel runs without it. The numbers do
			// not depend on it: effects happen in program order.
			before := simulate(t, dir, "before", src, x, y, tc.dt, tc.n, "--sanitize=none")
			after := simulate(t, dir, "after", fuseVF(t, src), x, y, tc.dt, tc.n)
			if !bytes.Equal(before, after) {
				es := len(before) / tc.n
				for i := 0; i < tc.n; i++ {
					if !bytes.Equal(before[i*es:(i+1)*es], after[i*es:(i+1)*es]) {
						t.Fatalf("element %d differs after ascendc-fuse-vf-block: % x, then % x", i, before[i*es:(i+1)*es], after[i*es:(i+1)*es])
					}
				}
			}
			if tc.name == "f32" {
				checkF32Reference(t, x, y, after, tc.n)
			}
		})
	}
}

// vfInputs are deterministic inputs: small signed integers for i16, values of both signs
// away from zero for floats (sqrt of |a|, division by b).
func vfInputs(dt npy.DType, n int) (x, y []byte) {
	es := 4
	if dt != npy.F32 {
		es = 2
	}
	x, y = make([]byte, es*n), make([]byte, es*n)
	for i := 0; i < n; i++ {
		a := float32((i*37)%101-50) / 8
		b := float32((i*53)%89-44)/16 + 0.03125
		switch dt {
		case npy.F32:
			binary.LittleEndian.PutUint32(x[4*i:], math.Float32bits(a))
			binary.LittleEndian.PutUint32(y[4*i:], math.Float32bits(b))
		case npy.F16:
			binary.LittleEndian.PutUint16(x[2*i:], f16bits(a))
			binary.LittleEndian.PutUint16(y[2*i:], f16bits(b))
		default:
			binary.LittleEndian.PutUint16(x[2*i:], uint16(int16(i*97%2000-1000)))
			binary.LittleEndian.PutUint16(y[2*i:], uint16(int16(i*31%700-350)))
		}
	}
	return x, y
}

// f16bits encodes a value exactly representable in f16 (multiples of 1/32 below 64).
func f16bits(v float32) uint16 {
	if v == 0 {
		return 0
	}
	var s uint16
	if v < 0 {
		s, v = 0x8000, -v
	}
	e := 0
	for v >= 2 {
		v, e = v/2, e+1
	}
	for v < 1 {
		v, e = v*2, e-1
	}
	return s | uint16(e+15)<<10 | uint16((v-1)*1024)
}

// checkF32Reference compares z with an independent float64 evaluation of the f32 kernel,
// rounded to f32 at each op as the L2 ops do: within 2 ulp (exp's argument carries the
// rounding of the four ops before it).
func checkF32Reference(t *testing.T, x, y, z []byte, n int) {
	t.Helper()
	r := func(v float64) float64 { return float64(float32(v)) }
	for i := 0; i < n; i++ {
		a := float64(math.Float32frombits(binary.LittleEndian.Uint32(x[4*i:])))
		b := float64(math.Float32frombits(binary.LittleEndian.Uint32(y[4*i:])))
		tt := math.Max(r(r(a*b)+a), 0)
		want := float32(math.Exp(r(tt - math.Max(a, b))))
		got := math.Float32frombits(binary.LittleEndian.Uint32(z[4*i:]))
		if d := math.Abs(float64(got - want)); d > 2*float64(math.Nextafter32(want, float32(math.Inf(1)))-want) {
			t.Fatalf("z[%d] = %g, want %g", i, got, want)
		}
	}
}
