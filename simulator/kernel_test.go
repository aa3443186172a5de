package simulator_test

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

// doubleInPlace doubles x into z and writes the doubled values back into x as well.
const doubleInPlace = `func.func @k(%x: memref<?xf32, 22>, %z: memref<?xf32, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %n = arith.constant 64 : i32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gz = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gz, %z : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %b = ascendc.local_tensor_v3 vecin, 0, 64 : !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %b, %gx, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.add_l2 %b, %b, %b, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gx, %b, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.data_copy_l2 %gz, %b, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}`

func runDouble(t *testing.T, x, z *sim.Arg) {
	t.Helper()
	cfg, err := sim.NewConfig(semantics.Registry(), "ascend910b", 1)
	if err != nil {
		t.Fatal(err)
	}
	ch, err := sim.RunKernel(parse(t, doubleInPlace), "k", cfg, []*sim.Arg{x, z})
	if err != nil {
		t.Fatal(err)
	}
	if errs := ch.Errors(); len(errs) > 0 {
		t.Fatal(errs[0])
	}
}

// The simulator works on the callers' buffers where they are (mem.Global): an in: buffer
// the kernel writes is copied then and never changes, an out: buffer starts zeroed
// whatever it held, an inout: buffer is updated in place, and an output sharing memory
// with another argument gets bytes of its own, so the kernel still reads the input as
// it was passed.
func TestRunKernelBuffers(t *testing.T) {
	orig := f32s(64, func(i int) float32 { return float32(i) + 0.25 })
	twice := f32s(64, func(i int) float32 { return 2 * (float32(i) + 0.25) })

	x := &sim.Arg{Kind: sim.ArgIn, Data: bytes.Clone(orig), Name: "x"}
	z := &sim.Arg{Kind: sim.ArgOut, Data: bytes.Repeat([]byte{0xff}, len(orig)), Name: "z"}
	for run := 0; run < 2; run++ {
		runDouble(t, x, z)
		if !bytes.Equal(x.Data, orig) {
			t.Fatalf("run %d: the kernel's write to in: x reached the caller's buffer", run)
		}
		if !bytes.Equal(z.Data, twice) {
			t.Fatalf("run %d: z = %v", run, f32sOf(z.Data)[:4])
		}
	}

	x = &sim.Arg{Kind: sim.ArgInOut, Data: bytes.Clone(orig), Name: "x"}
	z = &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, len(orig)), Name: "z"}
	runDouble(t, x, z)
	if !bytes.Equal(x.Data, twice) || !bytes.Equal(z.Data, twice) {
		t.Fatalf("inout: x = %v, z = %v", f32sOf(x.Data)[:4], f32sOf(z.Data)[:4])
	}

	// z's buffer is x's: zeroing it in place would make the kernel read zeros.
	shared := bytes.Clone(orig)
	x = &sim.Arg{Kind: sim.ArgIn, Data: shared, Name: "x"}
	z = &sim.Arg{Kind: sim.ArgOut, Data: shared[:len(shared):len(shared)], Name: "z"}
	runDouble(t, x, z)
	if !bytes.Equal(shared, twice) {
		t.Fatalf("shared buffer: z = %v", f32sOf(shared)[:4])
	}
}

func f32sOf(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

// A mixed kernel that defines ASCENDC_CUBE_ONLY is launched AIC_ONLY by PyAsc, where its
// vector instructions do not run: RunKernel refuses it instead of computing them. The
// same kernel marked cube only, or mixed without the define, runs.
func TestRunKernelCubeOnlyMixed(t *testing.T) {
	cfg, err := sim.NewConfig(semantics.Registry(), "ascend910b", 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		attrs   string
		refused bool
	}{
		{`asc.kernel_type = "mixed", asc.matmul_cube_only`, true},
		{`asc.kernel_type = "vector", asc.matmul_cube_only`, false},
		{`asc.kernel_type = "vector"`, false},
	} {
		src := "module attributes {" + c.attrs + "} {\n" + doubleInPlace + "\n}"
		x := &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 256), Name: "x"}
		z := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "z"}
		_, err := sim.RunKernel(parse(t, src), "k", cfg, []*sim.Arg{x, z})
		if got := err != nil && strings.Contains(err.Error(), "launched AIC_ONLY"); got != c.refused {
			t.Errorf("{%s}: refused %v, want %v (%v)", c.attrs, got, c.refused, err)
		}
	}
}
