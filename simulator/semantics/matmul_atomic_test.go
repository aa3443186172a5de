package semantics

import (
	"encoding/binary"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// mmAtomicKernel is mmKernel's 32×32×16 block computed whole by each of the 4 cores into
// the same C with IterateAll(enAtomic = 1): the split-K / accumulate form.
func mmAtomicKernel() string {
	src := mmKernel(32, 32, 16, false, false)
	r := strings.NewReplacer(
		"  %c0_i8 = arith.constant 0 : i8\n", "  %c0_i8 = arith.constant 1 : i8\n  %z = arith.constant 0 : i32\n",
		"[%aoff]", "[%z]", "[%bj32]", "[%z]", "[%coff]", "[%z]")
	src = r.Replace(src)
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		if strings.Contains(l, "matmul.set_tail") {
			lines[i] = ""
		}
	}
	return strings.Join(lines, "\n")
}

// TestMatmulAPIAtomicAcrossCores: four cores adding their products into one C with
// enAtomic are the hardware's serialised atomic adds, not a race (the read of C's old value
// belongs to the atomic update), and C ends as its start plus four products.
func TestMatmulAPIAtomicAcrossCores(t *testing.T) {
	a, b := make([]uint16, 32*16), make([]uint16, 16*32)
	for i := range a {
		a[i] = numeric.F32ToF16(float32(i%5 - 2))
	}
	for i := range b {
		b[i] = numeric.F32ToF16(float32(i%3 - 1))
	}
	cinit := make([]float32, 32*32)
	for i := range cinit {
		cinit[i] = float32(i)
	}
	c := &sim.Arg{Kind: sim.ArgInOut, Data: f32buf(cinit...), Name: "c"}
	_, d := kernel(t, mmAtomicKernel(), 4, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(a), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(b), Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 128), Name: "bias"}, c,
		&sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 1024), Name: "ws"})
	if d != "" {
		t.Fatal(d)
	}
	want := mmRef(a, b, nil, 32, 32, 16, false)
	for i := range want {
		if got, w := f32at(c.Data, i), cinit[i]+4*float32(want[i]); got != w {
			t.Fatalf("C[%d] = %v, want %v", i, got, w)
		}
	}
}

// TestMatmulAPIAtomicIntOverflow: an s32 enAtomic add that leaves int32 stops the run, as
// SetAtomicAdd<int32_t>'s does (wrap or saturate is not documented).
func TestMatmulAPIAtomicIntOverflow(t *testing.T) {
	src := strings.NewReplacer("f16", "i8", "f32", "i32").Replace(mmAtomicKernel())
	ones := make([]byte, 32*16)
	for i := range ones {
		ones[i] = 1
	}
	cinit := make([]byte, 4*32*32)
	for i := 0; i < 32*32; i++ {
		binary.LittleEndian.PutUint32(cinit[4*i:], uint32(1<<31-1-20))
	}
	c := &sim.Arg{Kind: sim.ArgInOut, Data: cinit, Name: "c"}
	_, d := kernel(t, src, 4, &sim.Arg{Kind: sim.ArgIn, Data: ones, Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: ones, Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 128), Name: "bias"}, c,
		&sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 1024), Name: "ws"})
	if !strings.Contains(d, "atomic add (enAtomic) in s32 overflows") && !strings.Contains(d, "atomic add (enAtomic) in i32 overflows") {
		t.Fatalf("diagnostic %q, want the enAtomic overflow", d)
	}
}
