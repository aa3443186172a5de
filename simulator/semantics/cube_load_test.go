package semantics

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// transposeKernel copies 4096 bytes of x (GM, element type T) into L1 and runs
// load_data_with_transpose into L0B with the params (startIndex, repeatTimes, srcStride,
// dstGap, dstFracGap, addrMode) given as PARAMS. The caller reads L0B from the chip.
const transposeKernel = `func.func @k(%x: memref<?xMT, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %m1 = arith.constant -1 : i32
  %n = arith.constant NE : i32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xT>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xT>, memref<?xMT, 22>
  %l1 = ascendc.local_tensor_v3 SRCPOS, 0, NE : !ascendc.local_tensor<NExT>
  %l0 = ascendc.local_tensor_v3 b2, 0, NE : !ascendc.local_tensor<NExT>
  ascendc.data_copy_l2 %l1, %gx, %n : !ascendc.local_tensor<NExT>, !ascendc.global_tensor<*xT>, i32
  ascendc.set_flag mte2_mte1, %c0 : i32
  ascendc.wait_flag mte2_mte1, %c0 : i32
  %p = ascendc.construct !ascendc.load_data_2d_transpose_params(PARAMS) [ui16, ui8, ui16, ui16, ui16, ui16] : i32, i32, i32, i32, i32, i32
  ascendc.load_data_with_transpose %l0, %l1, %p : !ascendc.local_tensor<NExT>, !ascendc.local_tensor<NExT>, !ascendc.load_data_2d_transpose_params
  return
}`

func transposeSrc(ty, mt string, es int, params, srcPos string) string {
	return strings.NewReplacer("PARAMS", params, "SRCPOS", srcPos, "NE", strconv.Itoa(4096/es), "MT", mt, "T", ty).Replace(transposeKernel)
}

// transposeRef is the destination LoadDataWithTranspose writes, built from the API
// reference's description of one iteration, square by square: 16-bit types transpose one
// 16×16 fractal (rows of 16 elements); 32-bit types merge two consecutive 16×8 fractals
// side by side into a 16×16 square (the first fractal is columns 0-7), transpose it and
// split it into two 16×8 fractals (columns 0-7 of the transposed square, then 8-15);
// 8-bit types stack two consecutive 16×32 fractals into a 32×32 square (the first is rows
// 0-15), transpose it and split it into rows 0-15 and 16-31. Square i is square
// start+i·srcStride of the source (512 bytes for 16-bit, 1024 otherwise); the first
// fractal of iteration i goes to byte i·(1+dstGap)·512, the second 512·(1+dstFracGap)
// after it.
func transposeRef(src []byte, es, start, rep, sStr, gap, fGap int) []byte {
	dst := make([]byte, 4096)
	for i := 0; i < rep; i++ {
		first := i * (1 + gap) * 512
		switch es {
		case 2:
			sq := src[(start+i*sStr)*512:]
			for r := 0; r < 16; r++ {
				for c := 0; c < 16; c++ {
					copy(dst[first+(c*16+r)*2:first+(c*16+r)*2+2], sq[(r*16+c)*2:])
				}
			}
		case 4:
			sq := src[(start+i*sStr)*1024:]
			var s [16][16][]byte
			for r := 0; r < 16; r++ {
				for c := 0; c < 8; c++ {
					s[r][c] = sq[r*32+c*4 : r*32+c*4+4]           // first fractal: columns 0-7
					s[r][c+8] = sq[512+r*32+c*4 : 512+r*32+c*4+4] // second: columns 8-15
				}
			}
			for f := 0; f < 2; f++ {
				base := first + f*(1+fGap)*512
				for x := 0; x < 16; x++ { // row x of the transposed square
					for y := 0; y < 8; y++ { // its column f*8+y
						copy(dst[base+x*32+y*4:], s[f*8+y][x])
					}
				}
			}
		case 1:
			sq := src[(start+i*sStr)*1024:]
			for f := 0; f < 2; f++ {
				base := first + f*(1+fGap)*512
				for x := 0; x < 16; x++ {
					for y := 0; y < 32; y++ {
						// transposed row f*16+x, column y = square row y, column f*16+x;
						// square row y is row y%16 of fractal y/16.
						dst[base+x*32+y] = sq[(y/16)*512+(y%16)*32+f*16+x]
					}
				}
			}
		}
	}
	return dst
}

func runTranspose(t *testing.T, ty, mt string, es int, p [5]int) []byte {
	t.Helper()
	x := make([]byte, 4096)
	for i := range x {
		x[i] = byte(i*7 + i/251) // distinct bytes within each element and fractal
	}
	params := strings.Join([]string{"%c" + strconv.Itoa(p[0]), "%c" + strconv.Itoa(p[1]), "%c" + strconv.Itoa(p[2]), "%c" + strconv.Itoa(p[3]), "%c" + strconv.Itoa(p[4]), "%c0"}, ", ")
	ch, d := kernel(t, transposeSrc(ty, mt, es, params, "b1"), 1, &sim.Arg{Kind: sim.ArgIn, Data: x, Name: "x"})
	if d != "" {
		t.Fatalf("%s: %s", ty, d)
	}
	got := ch.Cores[0].Local.Buf[arch.L0B][:4096]
	want := transposeRef(x, es, p[0], p[1], p[2], p[3], p[4])
	if !bytes.Equal(got, want) {
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("%s %v: L0B byte %d = %#x, want %#x", ty, p, i, got[i], want[i])
			}
		}
	}
	return got
}

// TestLoadDataWithTranspose checks every element type against transposeRef with a start
// index, a source stride of two squares, a destination gap and (two-fractal types) a
// fractal gap, and PyAsc's f32 L0B form (srcStride 1, dstGap 0, dstFracGap g-1).
func TestLoadDataWithTranspose(t *testing.T) {
	for _, c := range []struct {
		ty, mt string
		es     int
	}{{"f16", "f16", 2}, {"bf16", "bf16", 2}, {"f32", "f32", 4}, {"i32", "i32", 4}, {"ui32", "ui32", 4}, {"i8", "i8", 1}, {"ui8", "ui8", 1}} {
		runTranspose(t, c.ty, c.mt, c.es, [5]int{1, 2, 2, 1, 2})
		runTranspose(t, c.ty, c.mt, c.es, [5]int{0, 3, 1, 0, 0})
	}
	runTranspose(t, "f32", "f32", 4, [5]int{0, 2, 1, 0, 1})
}

// TestLoadDataWithTransposeMatmul: PyAsc's f32 L0B path gives B in the ZN layout Mmad
// reads. B (16×32 f32) sits in L1 as one row of 16×8 fractals; two iterations with
// dstFracGap g-1 = 1 put fractal (k-block, n-block) at k-block·2 + n-block, element
// (k, n) at n%16·8 + k%8.
func TestLoadDataWithTransposeMatmul(t *testing.T) {
	x := make([]byte, 4096)
	b := make([]float32, 16*32)
	for k := 0; k < 16; k++ {
		for n := 0; n < 32; n++ {
			b[k*32+n] = float32(k*100 + n)
		}
	}
	// L1: fractal j (0..3) is columns 8j..8j+7, rows k inside.
	for j := 0; j < 4; j++ {
		for k := 0; k < 16; k++ {
			for c := 0; c < 8; c++ {
				copy(x[j*512+k*32+c*4:], f32buf(b[k*32+j*8+c]))
			}
		}
	}
	ch, d := kernel(t, transposeSrc("f32", "f32", 4, "%c0, %c2, %c1, %c0, %c1, %c0", "b1"), 1, &sim.Arg{Kind: sim.ArgIn, Data: x, Name: "x"})
	if d != "" {
		t.Fatal(d)
	}
	l0b := ch.Cores[0].Local.Buf[arch.L0B]
	for k := 0; k < 16; k++ {
		for n := 0; n < 32; n++ {
			at := ((k/8)*2+n/16)*128 + (n%16)*8 + k%8
			if got := f32at(l0b, at); got != b[k*32+n] {
				t.Fatalf("B[%d][%d] at L0B element %d = %v, want %v", k, n, at, got, b[k*32+n])
			}
		}
	}
}

// TestLoadDataWithTransposeRefused: element types the API does not define, a non-zero
// addrMode, a source outside L1, repeatTimes 0 and a negative stride (a construct
// without field types) fail with the reason.
func TestLoadDataWithTransposeRefused(t *testing.T) {
	x := &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 4096), Name: "x"}
	for _, c := range []struct{ src, want string }{
		{transposeSrc("i16", "i16", 2, "%c0, %c1, %c1, %c0, %c0, %c0", "b1"), "is not simulated for i16 elements"},
		{transposeSrc("f16", "f16", 2, "%c0, %c1, %c1, %c0, %c0, %c1", "b1"), "is not simulated for addrMode 1"},
		{transposeSrc("f16", "f16", 2, "%c0, %c1, %c1, %c0, %c0, %c0", "vecin"), "is not simulated from UB to L0B"},
		{transposeSrc("f16", "f16", 2, "%c0, %c0, %c1, %c0, %c0, %c0", "b1"), "repeatTimes 0 is outside 1..255"},
		{strings.Replace(transposeSrc("f16", "f16", 2, "%c0, %c1, %m1, %c0, %c0, %c0", "b1"), "[ui16, ui8, ui16, ui16, ui16, ui16] ", "", 1), "srcStride -1 is outside 0..65535"},
	} {
		if _, d := kernel(t, c.src, 1, x); !strings.Contains(d, c.want) {
			t.Errorf("want %q, got %q", c.want, d)
		}
	}
}

// TestFixpipeWithWorkspace: with a mode that reads no quantisation table (here NoQuant,
// f32 to f32) the workspace form writes what Fixpipe writes, byte for byte, and so does
// the kernel with SetMMLayoutTransform and SetFixpipePreQuantFlag set (the order the cube
// walks M and N, and a scalar the non-scaling modes do not read). A workspace outside L1
// and a scaling quantize mode are refused.
func TestFixpipeWithWorkspace(t *testing.T) {
	const m, k, n = 32, 64, 32
	ga, gb := make([]byte, 2*m*k), make([]byte, 2*k*n)
	for i := range ga {
		ga[i] = byte(i * 13 % 61) // small f16 values: low bytes vary, high bytes stay small
	}
	for i := range gb {
		gb[i] = byte(i * 7 % 53)
	}
	run := func(src string) ([]byte, string) {
		c := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*m*n), Name: "c"}
		_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: ga, Name: "a"}, &sim.Arg{Kind: sim.ArgIn, Data: gb, Name: "b"},
			&sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 4*n), Name: "bias"}, c)
		return c.Data, d
	}
	plain := ksplitKernel(mmadInit)
	want, d := run(plain)
	if d != "" || bytes.Equal(want, make([]byte, len(want))) {
		t.Fatalf("the plain Fixpipe kernel gave no result: %s", d)
	}
	ws := strings.Replace(plain, "  ascendc.fixpipe %gc, %l0c, %fix, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config",
		`  %ws = ascendc.local_tensor_v3 WSPOS, 4096, 16 : !ascendc.local_tensor<16xui64>
  ascendc.fixpipe_with_workspace %gc, %l0c, %ws, %fix, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<16xui64>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config`, 1)
	ws = strings.Replace(ws, "  %init = ", `  %flag = arith.constant 4575657222473777152 : i64
  ascendc.set_fixpipe_pre_quant_flag %flag : i64
  ascendc.set_mm_layout_transform %true : i1
  %init = `, 1)
	got, d := run(strings.Replace(ws, "WSPOS", "c1", 1))
	if d != "" {
		t.Fatal(d)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("fixpipe_with_workspace wrote other bytes than fixpipe")
	}
	if _, d := run(strings.Replace(ws, "WSPOS", "vecin", 1)); !strings.Contains(d, "is not simulated with the workspace in UB") {
		t.Errorf("a UB workspace was not refused: %q", d)
	}
	deq := strings.Replace(strings.Replace(ws, "WSPOS", "c1", 1), "%fix = ascendc.construct !ascendc.fixpipe_params_v220(%c32, %c32, %c32, %c32, %false) : i32, i32, i32, i32, i1",
		"%c0_i8 = arith.constant 0 : i8\n  %fix = ascendc.construct !ascendc.fixpipe_params_v220(%c32, %c32, %c32, %c32, %c4, %c0, %c1, %c0, %c0, %false, %c0_i8, %false) : i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i8, i1", 1)
	if _, d := run(deq); !strings.Contains(d, "is not simulated for Fixpipe quantPre 4") {
		t.Errorf("a scaling quantize mode was not refused: %q", d)
	}
}

// deqKernel runs BODY (set_deq_scale forms) on one core; %h is 0.3 as f16, %f 0.3 as f32,
// %o -5 as i16, %t true.
const deqKernel = `func.func @k() {
  %h = arith.constant 0.3 : f16
  %f = arith.constant 0.3 : f32
  %o = arith.constant -5 : i16
  %t = arith.constant true
BODY
  return
}`

// TestSetDeqScale: the two overloads keep exactly what they were given (the f16 scale as
// its f16 value, the f32 scale as its f32 value); other operand lists are refused. Its
// readers: AddDeqRelu and Cast s32 -> f16 read it by agreement (deq_test.go), CastDeq is
// refused (refused.go).
func TestSetDeqScale(t *testing.T) {
	run := func(body string) (*sim.Chip, string) {
		return kernel(t, strings.Replace(deqKernel, "BODY", body, 1), 1)
	}
	ch, d := run("  ascendc.set_deq_scale %h : f16")
	if d != "" {
		t.Fatal(d)
	}
	want := deqScale{set: true, scale: float64(numeric.F16ToF32(numeric.F32ToF16(0.3)))}
	if got := cubeSt(ch.Cores[0]).deq; got != want {
		t.Errorf("SetDeqScale(half): %+v, want %+v", got, want)
	}
	ch, d = run("  ascendc.set_deq_scale %f, %o, %t : f32, i16, i1")
	if d != "" {
		t.Fatal(d)
	}
	want = deqScale{set: true, withOffset: true, scale: float64(float32(0.3)), offset: -5, signMode: true}
	if got := cubeSt(ch.Cores[0]).deq; got != want {
		t.Errorf("SetDeqScale(float, int16_t, bool): %+v, want %+v", got, want)
	}
	for _, body := range []string{"  ascendc.set_deq_scale %f : f32", "  ascendc.set_deq_scale %h, %o : f16, i16"} {
		if _, d := run(body); !strings.Contains(d, "is not simulated for SetDeqScale with a") {
			t.Errorf("%s: not refused: %q", body, d)
		}
	}
}

// f32MatmulKernel is C[32×32] = A[32×32] × B[32×32] in f32 on the 950 as PyAsc's tile
// lowering emits it: A goes GM→L1 as one NZ matrix (Nd2Nz, 16-row fractals of 8 columns,
// k-block major) and L1→L0A unchanged (load_data_g2l, 8 fractals); B goes GM→L1 as two
// 16-row ND bands, each its own NZ matrix (so the 16×8 fractals of a band lie side by
// side), and each band into L0B with load_data_with_transpose (repeatTimes 2, srcStride
// 1, dstGap 0, dstFracGap 1), the band i reading src[i·512] and writing dst[i·512].
const f32MatmulKernel = `func.func @k(%a: memref<?xf32, 22>, %b: memref<?xf32, 22>, %c: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c8 = arith.constant 8 : i32
  %c16 = arith.constant 16 : i32
  %c32 = arith.constant 32 : i32
  %c512 = arith.constant 512 : i32
  %false = arith.constant false
  %true = arith.constant true
  %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gc = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gc, %c : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %l1a = ascendc.local_tensor_v3 a1, 0, 1024 : !ascendc.local_tensor<1024xf32>
  %l1b = ascendc.local_tensor_v3 b1, 4096, 1024 : !ascendc.local_tensor<1024xf32>
  %pa = ascendc.construct !ascendc.nd2nz_params(%c1, %c32, %c32, %c0, %c32, %c32, %c1, %c0) : i32, i32, i32, i32, i32, i32, i32, i32
  %pb = ascendc.construct !ascendc.nd2nz_params(%c2, %c16, %c32, %c512, %c32, %c16, %c1, %c512) : i32, i32, i32, i32, i32, i32, i32, i32
  ascendc.data_copy_l2 %l1a, %ga, %pa : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<*xf32>, !ascendc.nd2nz_params
  ascendc.data_copy_l2 %l1b, %gb, %pb : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<*xf32>, !ascendc.nd2nz_params
  ascendc.set_flag mte2_mte1, %c0 : i32
  ascendc.wait_flag mte2_mte1, %c0 : i32
  %l0a = ascendc.local_tensor_v3 a2, 0, 1024 : !ascendc.local_tensor<1024xf32>
  %l0b = ascendc.local_tensor_v3 b2, 0, 1024 : !ascendc.local_tensor<1024xf32>
  %ld = ascendc.construct !ascendc.load_data_2d_params(%c0, %c8, %c1, %c0, %c0, %false, %c0) [ui16, ui8, ui16, ui8, ui16, i1, ui8] : i32, i32, i32, i32, i32, i1, i32
  ascendc.load_data_g2l %l0a, %l1a, %ld : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.load_data_2d_params
  %tp = emitasc.init_struct !ascendc.load_data_2d_transpose_params("repeatTimes" = %c2 : i32, "srcStride" = %c1 : i32, "dstGap" = %c0 : i32, "dstFracGap" = %c1 : i32)
  scf.for %i = %c0 to %c2 step %c1 : i32 {
    %off = arith.muli %i, %c512 : i32
    %s = ascendc.local_tensor.subindex %l1b[%off] : !ascendc.local_tensor<1024xf32>, i32, !ascendc.local_tensor<1024xf32>
    %d = ascendc.local_tensor.subindex %l0b[%off] : !ascendc.local_tensor<1024xf32>, i32, !ascendc.local_tensor<1024xf32>
    ascendc.load_data_with_transpose %d, %s, %tp : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.load_data_2d_transpose_params
  }
  ascendc.set_flag mte1_m, %c0 : i32
  ascendc.wait_flag mte1_m, %c0 : i32
  %l0c = ascendc.local_tensor_v3 co1, 0, 1024 : !ascendc.local_tensor<1024xf32>
  %mp = emitasc.init_struct !ascendc.mmad_params("m" = %c32 : i32, "n" = %c32 : i32, "k" = %c32 : i32, "isBias" = %false : i1, "fmOffset" = %c0 : i32, "enSsparse" = %false : i1, "enWinogradA" = %false : i1, "enWinogradB" = %false : i1, "unitFlag" = %c0 : i32, "kDirectionAlign" = %false : i1, "cmatrixSource" = %c0 : i32, "cmatrixInitVal" = %true : i1)
  ascendc.mmad %l0c, %l0a, %l0b, %mp : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.mmad_params
  ascendc.set_flag m_fix, %c0 : i32
  ascendc.wait_flag m_fix, %c0 : i32
  %fix = ascendc.construct !ascendc.fixpipe_params_v220(%c32, %c32, %c32, %c32, %false) : i32, i32, i32, i32, i1
  %cfg = ascendc.construct !ascendc.fixpipe_config(%c1) : i32
  ascendc.fixpipe %gc, %l0c, %fix, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  return
}`

// TestF32MatmulThroughTranspose runs f32MatmulKernel on small integers (every product and
// sum exact in f32) against the plain triple loop.
func TestF32MatmulThroughTranspose(t *testing.T) {
	const m, k, n = 32, 32, 32
	a, b := make([]float32, m*k), make([]float32, k*n)
	for i := range a {
		a[i] = float32(i*7%11 - 5)
	}
	for i := range b {
		b[i] = float32(i*5%13 - 6)
	}
	c := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*m*n), Name: "c"}
	if d := kernelOn(t, "ascend950", f32MatmulKernel, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(a...), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: f32buf(b...), Name: "b"}, c); d != "" {
		t.Fatal(d)
	}
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			var want float32
			for x := 0; x < k; x++ {
				want += a[i*k+x] * b[x*n+j]
			}
			if got := f32at(c.Data, i*n+j); got != want {
				t.Fatalf("C[%d][%d] = %v, want %v", i, j, got, want)
			}
		}
	}
}

// TestLoadDataWithTransposeDefinedness: only the first 16×8 fractal of an f32 square was
// loaded into L1, so columns 0-7 of the square are defined and 8-15 are not. After the
// transpose, row x of each destination fractal holds column x of the square: rows 0-7
// (the first 256 bytes of both fractals) are defined, rows 8-15 undefined — not the first
// fractal clean and the second garbage, as a fractal-by-fractal mapping would say.
func TestLoadDataWithTransposeDefinedness(t *testing.T) {
	src := transposeSrc("f32", "f32", 4, "%c0, %c1, %c1, %c0, %c1, %c0", "b1")
	src = strings.Replace(src, "%n = arith.constant 1024 : i32", "%n = arith.constant 128 : i32", 1)
	ch, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 4096), Name: "x"})
	if d != "" {
		t.Fatal(d)
	}
	san := ch.Cores[0].San
	for _, frac := range []int64{0, 1024} { // dstFracGap 1: the second fractal at 1024
		for row := int64(0); row < 16; row++ {
			u, _ := san.Undefined(arch.L0B, frac+row*32, frac+row*32+32)
			if u != (row >= 8) {
				t.Errorf("L0B fractal at %d, row %d: undefined = %v, want %v", frac, row, u, row >= 8)
			}
		}
	}
}

// TestSetFixpipePreQuantFlag: the 64-bit config is kept as given, all 64 bits.
func TestSetFixpipePreQuantFlag(t *testing.T) {
	ch, d := kernel(t, strings.Replace(deqKernel, "BODY", "  %q = arith.constant -2 : i64\n  ascendc.set_fixpipe_pre_quant_flag %q : i64", 1), 1)
	if d != "" {
		t.Fatal(d)
	}
	if s := cubeSt(ch.Cores[0]); !s.preQuantSet || s.preQuant != 0xFFFFFFFFFFFFFFFE {
		t.Errorf("pre-quant flag: set=%v %#x, want 0xfffffffffffffffe", s.preQuantSet, s.preQuant)
	}
}

// TestSetHF32ModeRefusesF32Mmad: SetHF32Mode(true) would make the f32 Mmad round its
// inputs to HF32, which no source here defines: the Mmad stops at the op naming the mode.
// SetHF32Mode(false) (and the trans mode, which only picks the rounding) leave it exact.
func TestSetHF32ModeRefusesF32Mmad(t *testing.T) {
	for _, on := range []bool{true, false} {
		src := strings.Replace(f32MatmulKernel, "  %true = arith.constant true\n",
			fmt.Sprintf("  %%true = arith.constant true\n  %%hf = arith.constant %v\n  ascendc.set_hf32_trans_mode %%true : i1\n  ascendc.set_hf32_mode %%hf : i1\n", on), 1)
		a := &sim.Arg{Kind: sim.ArgIn, Data: f32buf(make([]float32, 1024)...), Name: "a"}
		b := &sim.Arg{Kind: sim.ArgIn, Data: f32buf(make([]float32, 1024)...), Name: "b"}
		c := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4096), Name: "c"}
		d := kernelOn(t, "ascend950", src, a, b, c)
		if want := "HF32 mode on"; on != strings.Contains(d, want) || !on && d != "" {
			t.Errorf("SetHF32Mode(%v): diagnostic %q, want one naming %q: %v", on, d, want, on)
		}
	}
}
