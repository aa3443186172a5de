package semantics

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// kernel runs src's @k with buffers on blockDim cores of the 910B and returns the chip
// and every diagnostic as text.
func kernel(t *testing.T, src string, blockDim int, args ...*sim.Arg) (*sim.Chip, string) {
	t.Helper()
	return runSrc(t, "ascend910b", src, blockDim, nil, false, args...)
}

// kernelWith is kernel with the configuration changed by set before the run.
func kernelWith(t *testing.T, src string, blockDim int, set func(*sim.Config), args ...*sim.Arg) (*sim.Chip, string) {
	t.Helper()
	return runSrc(t, "ascend910b", src, blockDim, set, false, args...)
}

// kernelSoC runs src's @k on blockDim cores of soc and returns every diagnostic as text.
func kernelSoC(t *testing.T, soc, src string, blockDim int, args ...*sim.Arg) string {
	t.Helper()
	_, d := runSrc(t, soc, src, blockDim, nil, false, args...)
	return d
}

// kernelOn runs src's @k on one core of soc and returns every diagnostic as text (a
// compile error included).
func kernelOn(t *testing.T, soc, src string, args ...*sim.Arg) string {
	t.Helper()
	return kernelSoC(t, soc, src, 1, args...)
}

// kernelWithNotes is kernelOn with each diagnostic's notes.
func kernelWithNotes(t *testing.T, soc, src string, args ...*sim.Arg) string {
	t.Helper()
	_, d := runSrc(t, soc, src, 1, nil, true, args...)
	return d
}

// runSrc parses and verifies src, runs its @k on blockDim cores of soc with the
// configuration changed by set (when not nil), and returns the chip and every diagnostic
// as text, each followed by its notes when notes is set; an error before the run (a
// compile error) comes back as the text, with no chip. The kernel helpers above share it.
func runSrc(t *testing.T, soc, src string, blockDim int, set func(*sim.Config), notes bool, args ...*sim.Arg) (*sim.Chip, string) {
	t.Helper()
	m, err := ir.ParseSource(all.NewContext(), "k.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	cfg, err := sim.NewConfig(Registry(), soc, blockDim)
	if err != nil {
		t.Fatal(err)
	}
	if set != nil {
		set(cfg)
	}
	ch, err := sim.RunKernel(m, "k", cfg, args)
	if err != nil {
		return nil, err.Error()
	}
	var b strings.Builder
	for _, d := range ch.Errors() {
		b.WriteString(d.Error() + "\n")
		if notes {
			for _, n := range d.Notes {
				b.WriteString(n.Error() + "\n")
			}
		}
	}
	return ch, b.String()
}

func f32buf(v ...float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func f32at(b []byte, i int) float32 { return math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:])) }

const lt = "!ascendc.local_tensor<64xf32>"
const gt = "!ascendc.global_tensor<*xf32>"

// wrap builds a kernel with x (64 f32 in GM) loaded into UB %a and %b, result %o stored to y.
func wrap(body string) string {
	return `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c64 = arith.constant 64 : i32
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %a = ascendc.local_tensor_v3 vecin, 0, 64 : ` + lt + `
  %o = ascendc.local_tensor_v3 vecout, 1024, 64 : ` + lt + `
  ascendc.data_copy_l2 %a, %gx, %c64 : ` + lt + `, ` + gt + `, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
` + body + `
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %o, %c64 : ` + gt + `, ` + lt + `, i32
  return
}`
}

func iota64() []float32 {
	v := make([]float32, 64)
	for i := range v {
		v[i] = float32(i) - 20
	}
	return v
}

func runWrap(t *testing.T, body string) ([]byte, string) {
	t.Helper()
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
	_, diags := kernel(t, wrap(body), 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"}, y)
	return y.Data, diags
}

func TestVectorL0MaskAndStrides(t *testing.T) {
	// Duplicate 0 everywhere, barrier, then Adds 100 on the first 10 lanes of one repeat with
	// contiguous strides: lanes 10.. keep 0.
	body := `  %zero = arith.constant 0.0 : f32
  %h = arith.constant 100.0 : f32
  %c10 = arith.constant 10 : i32
  ascendc.duplicate_l2 %o, %zero, %c64 : ` + lt + `, f32, i32
  ascendc.pipe_barrier pipe_v
  %p = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c8) : i32, i32, i32, i32
  ascendc.adds_l0 %o, %a, %h, %c10, %c1, %p {isSetMask} : ` + lt + `, ` + lt + `, f32, i32, i32, !ascendc.unary_repeat_params`
	y, d := runWrap(t, body)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 64; i++ {
		want := float32(0)
		if i < 10 {
			want = float32(i) - 20 + 100
		}
		if f32at(y, i) != want {
			t.Fatalf("y[%d] = %g, want %g", i, f32at(y, i), want)
		}
	}
	// L1: bitwise mask word selecting odd lanes.
	body = `  %zero = arith.constant 0.0 : f32
  %h = arith.constant 100.0 : f32
  %mi = arith.constant -6148914691236517206 : i64
  %m = builtin.unrealized_conversion_cast %mi : i64 to ui64
  ascendc.duplicate_l2 %o, %zero, %c64 : ` + lt + `, f32, i32
  ascendc.pipe_barrier pipe_v
  %p = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c8) : i32, i32, i32, i32
  ascendc.adds_l1 %o, %a, %h, %m, %c1, %p {isSetMask} : ` + lt + `, ` + lt + `, f32, ui64, i32, !ascendc.unary_repeat_params`
	y, d = runWrap(t, body)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 64; i++ {
		want := float32(0)
		if i%2 == 1 {
			want = float32(i) - 20 + 100
		}
		if f32at(y, i) != want {
			t.Fatalf("L1 y[%d] = %g, want %g", i, f32at(y, i), want)
		}
	}
}

func TestVectorMisc(t *testing.T) {
	// Compare (a > 0) then Select(a, -a): |a| for every element, then brcb-free check.
	body := `  %zero = arith.constant 0.0 : f32
  %mask = ascendc.local_tensor_v3 veccalc, 4096, 64 : !ascendc.local_tensor<64xui8>
  %n = ascendc.local_tensor_v3 veccalc, 8192, 64 : ` + lt + `
  ascendc.compare_scalar_l2 %mask, %a, %zero, %c64 {cmpMode = 1 : i32} : !ascendc.local_tensor<64xui8>, ` + lt + `, f32, i32
  ascendc.neg_l2 %n, %a, %c64 : ` + lt + `, ` + lt + `, i32
  ascendc.pipe_barrier pipe_v
  ascendc.select_l2 %o, %mask, %a, %n, %c64 {selMode = 2 : i32} : ` + lt + `, !ascendc.local_tensor<64xui8>, ` + lt + `, ` + lt + `, i32`
	y, d := runWrap(t, body)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 64; i++ {
		if want := float32(math.Abs(float64(i) - 20)); f32at(y, i) != want {
			t.Fatalf("y[%d] = %g, want %g", i, f32at(y, i), want)
		}
	}
	// Cast f32 -> i32 with CAST_FLOOR and back.
	body = `  %ti = ascendc.local_tensor_v3 veccalc, 4096, 64 : !ascendc.local_tensor<64xi32>
  %h = arith.constant 0.5 : f32
  %t2 = ascendc.local_tensor_v3 veccalc, 8192, 64 : ` + lt + `
  ascendc.muls_l2 %t2, %a, %h, %c64 : ` + lt + `, ` + lt + `, f32, i32
  ascendc.pipe_barrier pipe_v
  ascendc.cast_l2 %ti, %t2, %c64 {roundMode = 2 : i32} : !ascendc.local_tensor<64xi32>, ` + lt + `, i32
  ascendc.pipe_barrier pipe_v
  ascendc.cast_l2 %o, %ti, %c64 {roundMode = 0 : i32} : ` + lt + `, !ascendc.local_tensor<64xi32>, i32`
	y, d = runWrap(t, body)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 64; i++ {
		if want := float32(math.Floor((float64(i) - 20) / 2)); f32at(y, i) != want {
			t.Fatalf("cast y[%d] = %g, want %g", i, f32at(y, i), want)
		}
	}
}

func TestSanitizerFindings(t *testing.T) {
	cases := []struct{ name, body, want string }{
		{"missing barrier", `  %h = arith.constant 1.0 : f32
  ascendc.adds_l2 %o, %a, %h, %c64 : ` + lt + `, ` + lt + `, f32, i32
  ascendc.adds_l2 %o, %o, %h, %c64 : ` + lt + `, ` + lt + `, f32, i32`, "read-after-write race on UB[1024]"},
		{"uninitialised", `  %u = ascendc.local_tensor_v3 veccalc, 8192, 64 : ` + lt + `
  ascendc.add_l2 %o, %a, %u, %c64 : ` + lt + `, ` + lt + `, ` + lt + `, i32`, "'ascendc.data_copy_l2' op reads uninitialised memory UB[1024] on pipe MTE3"},
		{"misaligned count", `  %c3 = arith.constant 3 : i32
  ascendc.add_l2 %o, %a, %a, %c64 : ` + lt + `, ` + lt + `, ` + lt + `, i32
  ascendc.data_copy_l2 %gy, %o, %c3 : ` + gt + `, ` + lt + `, i32`, "misaligned DataCopy: 12 bytes"},
		{"leftover flag", `  ascendc.add_l2 %o, %a, %a, %c64 : ` + lt + `, ` + lt + `, ` + lt + `, i32
  ascendc.set_flag s_v, %c1 : i32`, "never waited"},
		{"capacity", `  %big = ascendc.local_tensor_v3 vecin, 0, 100000 : !ascendc.local_tensor<100000xf32>
  ascendc.add_l2 %o, %a, %a, %c64 : ` + lt + `, ` + lt + `, ` + lt + `, i32`, "allocation capacity exceeded"},
		{"local OOB", `  %c100 = arith.constant 100 : i32
  ascendc.add_l2 %o, %a, %a, %c100 : ` + lt + `, ` + lt + `, ` + lt + `, i32`, "out-of-bounds read of UB bytes [0, 400) of a 256-byte tensor"},
	}
	for _, c := range cases {
		_, d := runWrap(t, c.body)
		if !strings.Contains(d, c.want) {
			t.Errorf("%s: want %q in\n%s", c.name, c.want, d)
		}
	}
}

func TestQueueFindings(t *testing.T) {
	src := `func.func @k() {
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %pipe = ascendc.pipe
  %q = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %q, %c1, %c64 : !ascendc.queue<vecin, 1>, i32, i32
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<16xf32>
  return
}`
	_, d := kernel(t, src, 1)
	if !strings.Contains(d, "never freed") {
		t.Fatalf("pending tensor not reported: %s", d)
	}
	_, d = kernel(t, strings.Replace(src, "%c64 = arith.constant 64", "%c64 = arith.constant 300000", 1), 1)
	if !strings.Contains(d, "allocation capacity exceeded: UB needs at least 300000 bytes") {
		t.Fatalf("capacity: %s", d)
	}
}

func TestCrossCore(t *testing.T) {
	// Core 0 writes GM and writes its data cache back; every core sets the mode-0 flag and
	// waits for it (all cores' sets), then SyncAll; core 1 reads after them: the value is
	// visible. (Without the clean the read is reported stale: xdcache.go.)
	src := `func.func @k(%x: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c0_i64 = arith.constant 0 : i64
  %c0_64 = builtin.unrealized_conversion_cast %c0_i64 : i64 to ui64
  %v = arith.constant 7.0 : f32
  %g = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %g, %x : ` + gt + `, memref<?xf32, 22>
  %i = ascendc.get_block_idx : i32
  %first = arith.cmpi eq, %i, %c0 : i32
  scf.if %first {
    ascendc.global_tensor.set_value %g, %c0_64, %v : ` + gt + `, ui64, f32
    "ascendc.data_cache_clean_invalid_global"(%g) {entireType = 1 : i32, dcciDst = 2 : i32} : (` + gt + `) -> ()
  }
  ascendc.cross_core_set_flag %c1, 0, pipe_s : i32
  ascendc.cross_core_wait_flag %c1, 0, pipe_s : i32
  ascendc.sync_all_hard
  %second = arith.cmpi eq, %i, %c1 : i32
  scf.if %second {
    %r = ascendc.global_tensor.get_value %g, %c0 : ` + gt + `, i32, f32
    ascendc.printf %r {desc = "%.1f\n"} : f32
  }
  return
}`
	ch, d := kernel(t, src, 2, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 32), Name: "x"})
	if d != "" {
		t.Fatal(d)
	}
	if got := ch.Cores[1].Print.String(); got != "[core 1] 7.0\n" {
		t.Fatalf("got %q", got)
	}
	// A barrier that one core never reaches is a deadlock, not a hang; so is a mode-0
	// flag that one core never sets (its wait needs every core's set).
	for _, dead := range []string{
		strings.Replace(src, "  ascendc.sync_all_hard\n", "  scf.if %first {\n    ascendc.sync_all_hard\n  }\n", 1),
		strings.Replace(src, "  ascendc.cross_core_set_flag %c1, 0, pipe_s : i32\n", "  scf.if %first {\n    ascendc.cross_core_set_flag %c1, 0, pipe_s : i32\n  }\n", 1),
	} {
		_, d = kernel(t, dead, 2, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 32), Name: "x"})
		if !strings.Contains(d, "deadlock") {
			t.Fatalf("deadlock not reported: %s", d)
		}
	}
}

func TestDataCopyPadAndBufIDs(t *testing.T) {
	// DataCopyPad GM→UB of 3 blocks of 20 bytes (5 f32), GM stride 4 bytes, each padded to 32
	// bytes with zeros; then back UB→GM compacted, under get_buf/rls_buf ordering.
	src := `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c20 = arith.constant 20 : i32
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %u = ascendc.local_tensor_v3 vecin, 0, 64 : ` + lt + `
  %in = ascendc.construct !ascendc.data_copy_params(%c3, %c20, %c4, %c0) : i32, i32, i32, i32
  %out = ascendc.construct !ascendc.data_copy_params(%c3, %c20, %c0, %c0) : i32, i32, i32, i32
  ascendc.get_buf pipe_mte2, 0
  ascendc.data_copy_pad_l2 %u, %gx, %in : ` + lt + `, ` + gt + `, !ascendc.data_copy_params
  ascendc.rls_buf pipe_mte2, 0
  ascendc.get_buf pipe_mte3, 0
  ascendc.data_copy_pad_l2 %gy, %u, %out : ` + gt + `, ` + lt + `, !ascendc.data_copy_params
  ascendc.rls_buf pipe_mte3, 0
  return
}`
	x := make([]float32, 24)
	for i := range x {
		x[i] = float32(i + 1)
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 60), Name: "y"}
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, y)
	if d != "" {
		t.Fatal(d)
	}
	// Block i starts at GM byte i*(20+4) = element 6i.
	for b := 0; b < 3; b++ {
		for e := 0; e < 5; e++ {
			if got, want := f32at(y.Data, b*5+e), x[6*b+e]; got != want {
				t.Fatalf("y[%d] = %g, want %g", b*5+e, got, want)
			}
		}
	}
	// Without the buffer-id lock the UB read by MTE3 races with MTE2's write.
	_, d = kernel(t, strings.NewReplacer("  ascendc.rls_buf pipe_mte2, 0\n", "", "  ascendc.get_buf pipe_mte3, 0\n", "").Replace(src), 1,
		&sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 60), Name: "y"})
	if !strings.Contains(d, "read-after-write race") {
		t.Fatalf("want a race: %s", d)
	}
}

// TestHugeOffsetsDoNotWrap: an element offset whose byte offset overflows 64 bits stops the
// core; wrapped, 2^62+1 f32 elements would be byte 4 of the tensor, read without error.
func TestHugeOffsetsDoNotWrap(t *testing.T) {
	for _, body := range []string{
		"%r = ascendc.global_tensor.get_value %g, %big : " + gt + ", i64, f32",
		"%ub = builtin.unrealized_conversion_cast %big : i64 to ui64\n  ascendc.global_tensor.set_value %g, %ub, %v : " + gt + ", ui64, f32",
		"%s = ascendc.global_tensor.subindex %g[%big] : " + gt + ", i64, " + gt,
	} {
		src := `func.func @k(%x: memref<?xf32, 22>) {
  %big = arith.constant 4611686018427387905 : i64
  %v = arith.constant 7.0 : f32
  %g = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %g, %x : ` + gt + `, memref<?xf32, 22>
  ` + body + `
  return
}`
		_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 32), Name: "x"})
		if !strings.Contains(d, "overflows a 64-bit byte offset") {
			t.Errorf("%s: got %q", body, d)
		}
	}
}

// TestHugeBufferLength: a buffer length near 2^63 is a capacity error, not a rounded-up
// negative size that passes the check.
func TestHugeBufferLength(t *testing.T) {
	src := `func.func @k(%x: memref<?xf32, 22>) {
  %len = arith.constant 9223372036854775807 : i64
  %p = ascendc.pipe
  %b = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b, %len : !ascendc.tbuf<veccalc>, i64
  return
}`
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 32), Name: "x"})
	if !strings.Contains(d, "allocation capacity exceeded: UB needs at least 9223372036854775807 bytes") {
		t.Fatalf("got %q", d)
	}
}

// TestEmptyTBuf: InitBuffer(buf, 0) gives an empty TBuf (PyAsc's work tensor of a
// reduction under one repeat on c220); its tensor cannot be read; a negative length and
// an empty queue buffer stay errors.
func TestEmptyTBuf(t *testing.T) {
	src := func(init string) string {
		return `func.func @k(%x: memref<?xf32, 22>) {
  %p = ascendc.pipe
  %b = ascendc.tbuf : <veccalc>
  %q = ascendc.queue : <vecin, 1>
  %c0 = arith.constant 0 : i32
  ` + init + `
  %t = ascendc.tbuf.get_tensor %b : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %v = ascendc.local_tensor.get_value %t, %c0 : !ascendc.local_tensor<8xf32>, i32, f32
  return
}`
	}
	for _, c := range []struct{ init, want string }{
		{`%len = arith.constant 0 : i64
  ascendc.pipe.init_buffer %p, %b, %len : !ascendc.tbuf<veccalc>, i64`, "out-of-bounds"},
		{`%len = arith.constant -32 : i64
  ascendc.pipe.init_buffer %p, %b, %len : !ascendc.tbuf<veccalc>, i64`, "buffer length must be positive, got -32"},
		{`%len = arith.constant 0 : i64
  %n = arith.constant 1 : i64
  ascendc.pipe.init_queue %p, %q, %n, %len : !ascendc.queue<vecin, 1>, i64, i64`, "buffer length must be positive, got 0"},
	} {
		_, d := kernel(t, src(c.init), 1, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 32), Name: "x"})
		if !strings.Contains(d, c.want) {
			t.Errorf("%s: got %q, want %q", c.init, d, c.want)
		}
	}
}

// An !emitasc.mask pair of words in an L0 op's mask position is the bitwise
// (uint64_t[2]) overload, as PyAsc's tile lowering emits it.
func TestVectorL0EmitAscMask(t *testing.T) {
	body := `  %zero = arith.constant 0.0 : f32
  %h = arith.constant 100.0 : f32
  %hi = arith.constant 0 : i64
  %lo = arith.constant 6148914691236517205 : i64
  %m = emitasc.mask %hi, %lo
  ascendc.duplicate_l2 %o, %zero, %c64 : ` + lt + `, f32, i32
  ascendc.pipe_barrier pipe_v
  %p = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c8) : i32, i32, i32, i32
  ascendc.adds_l0 %o, %a, %h, %m, %c1, %p {isSetMask} : ` + lt + `, ` + lt + `, f32, !emitasc.mask, i32, !ascendc.unary_repeat_params`
	y, d := runWrap(t, body)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 64; i++ {
		want := float32(0)
		if i%2 == 0 {
			want = float32(i) - 20 + 100
		}
		if f32at(y, i) != want {
			t.Fatalf("y[%d] = %g, want %g", i, f32at(y, i), want)
		}
	}
}

// TestHugeNd2NzParams (F4): Nd2NzParams describing more fractal rows than the destination
// holds stop the core before the rows are listed; fields beyond uint16_t are refused.
func TestHugeNd2NzParams(t *testing.T) {
	for _, c := range []struct{ v, want string }{
		{"65535", "more than the 16384-byte destination holds"},
		{"65536", "outside uint16_t"},
	} {
		src := `func.func @k(%x: memref<?xf32, 22>) {
  %c = arith.constant ` + c.v + ` : i32
  %one = arith.constant 1 : i32
  %len = arith.constant 16384 : i32
  %g = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %g, %x : ` + gt + `, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %q = ascendc.queue : !ascendc.queue<a1, 1>
  ascendc.pipe.init_queue %pipe, %q, %one, %len : !ascendc.queue<a1, 1>, i32, i32
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<a1, 1>, !ascendc.local_tensor<4096xf32>
  %nd = ascendc.construct !ascendc.nd2nz_params(%c, %c, %c, %c, %c, %c, %c, %c) : i32, i32, i32, i32, i32, i32, i32, i32
  ascendc.data_copy_l2 %t, %g, %nd : !ascendc.local_tensor<4096xf32>, ` + gt + `, !ascendc.nd2nz_params
  return
}`
		_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 32), Name: "x"})
		if !strings.Contains(d, c.want) {
			t.Errorf("%s: got %q", c.v, d)
		}
	}
}
