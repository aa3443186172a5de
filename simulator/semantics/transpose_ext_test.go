package semantics

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"
)

// The transpose_ext kernels run on s3Kernel: %a (x, NCHW or NHWC) is transposed into %o,
// with a 4096-byte ui8 sharedTmpBuffer %tb after the harness's tensors.
const tbDecl = "  %tb = ascendc.local_tensor_v3 veccalc, 143360, 4096 : !ascendc.local_tensor<4096xui8>\n"

// tpBody builds TransposeParamsExt(n, c, h, w, tt) with the constructor PyAsc emits and
// runs the transpose from %a into %o (LT stands for their type).
func tpBody(n, c, h, w, tt int) string {
	return tbDecl + fmt.Sprintf(`  %%pn = arith.constant %d : i32
  %%pc = arith.constant %d : i32
  %%ph = arith.constant %d : i32
  %%pw = arith.constant %d : i32
  %%pt = arith.constant %d : i32
  %%tp = ascendc.construct !ascendc.transpose_params_ext(%%pn, %%pc, %%ph, %%pw, %%pt) [ui16, ui16, ui16, ui16, !ascendc.transpose_type] : i32, i32, i32, i32, i32
  ascendc.transpose_ext %%o, %%a, %%tb, %%tp : LT, LT, !ascendc.local_tensor<4096xui8>, !ascendc.transpose_params_ext
`, n, c, h, w, tt)
}

// refTranspose is the independent reference: index arithmetic on (n, c, h, w) written
// out per direction, over 4-byte words.
func refTranspose(x []uint32, n, c, h, w int, toNHWC bool) []uint32 {
	y := make([]uint32, len(x))
	for in := 0; in < n; in++ {
		for ic := 0; ic < c; ic++ {
			for ih := 0; ih < h; ih++ {
				for iw := 0; iw < w; iw++ {
					nchwAt := in*c*h*w + ic*h*w + ih*w + iw
					nhwcAt := in*h*w*c + ih*w*c + iw*c + ic
					if toNHWC {
						y[nhwcAt] = x[nchwAt]
					} else {
						y[nchwAt] = x[nhwcAt]
					}
				}
			}
		}
	}
	return y
}

func TestTransposeExtNCHW(t *testing.T) {
	for _, tc := range []struct {
		ty         string
		es         int
		n, c, h, w int
		tt         int
	}{
		{"f32", 4, 2, 3, 5, 7, 11},  // NCHW→NHWC, odd sizes
		{"f32", 4, 2, 3, 5, 7, 12},  // NHWC→NCHW
		{"i32", 4, 1, 4, 3, 1, 11},  // W = 1
		{"f16", 2, 3, 5, 1, 9, 12},  // H = 1
		{"f16", 2, 1, 16, 4, 4, 11}, // a batch of one
	} {
		count := tc.n * tc.c * tc.h * tc.w
		padded := (count*tc.es + 31) / 32 * 32 / tc.es // whole 32-byte blocks for the copies
		words := make([]uint32, count)
		x := make([]byte, padded*tc.es)
		for i := range words {
			words[i] = uint32(1000 + 7*i)
			if tc.es == 4 {
				binary.LittleEndian.PutUint32(x[4*i:], words[i])
			} else {
				binary.LittleEndian.PutUint16(x[2*i:], uint16(words[i]))
			}
		}
		lt := fmt.Sprintf("!ascendc.local_tensor<%dx%s>", padded, tc.ty)
		body := strings.ReplaceAll(tpBody(tc.n, tc.c, tc.h, tc.w, tc.tt), "LT", lt)
		y, d := s3Kernel(t, tc.ty, padded, padded, body, x, nil)
		if d != "" {
			t.Fatalf("%+v: %s", tc, d)
		}
		want := append(refTranspose(words, tc.n, tc.c, tc.h, tc.w, tc.tt == 11), make([]uint32, padded-count)...) // the tail keeps %o's zeros
		for i, wv := range want {
			var got uint32
			if tc.es == 4 {
				got = binary.LittleEndian.Uint32(y[4*i:])
			} else {
				got, wv = uint32(binary.LittleEndian.Uint16(y[2*i:])), wv&0xffff
			}
			if got != wv {
				t.Fatalf("%+v: y[%d] = %d, want %d", tc, i, got, wv)
			}
		}
	}
}

// The two directions undo each other.
func TestTransposeExtRoundTrip(t *testing.T) {
	const n, c, h, w = 2, 5, 3, 3
	const count = n * c * h * w // 90; the copies move 96
	const padded = 96
	x := make([]byte, 4*padded)
	for i := 0; i < count; i++ {
		binary.LittleEndian.PutUint32(x[4*i:], uint32(i*i+1))
	}
	lt := fmt.Sprintf("!ascendc.local_tensor<%dxf32>", padded)
	back := `  %pt2 = arith.constant 12 : i32
  %tq = ascendc.construct !ascendc.transpose_params_ext(%pn, %pc, %ph, %pw, %pt2) [ui16, ui16, ui16, ui16, !ascendc.transpose_type] : i32, i32, i32, i32, i32
  ascendc.pipe_barrier pipe_v
  ascendc.transpose_ext %b, %o, %tb, %tq : LT, LT, !ascendc.local_tensor<4096xui8>, !ascendc.transpose_params_ext
  ascendc.pipe_barrier pipe_v
  ascendc.data_copy_l2 %o, %b, %nout : LT, LT, i32
`
	body := strings.ReplaceAll(tpBody(n, c, h, w, 11)+back, "LT", lt)
	y, d := s3Kernel(t, "f32", padded, padded, body, x, nil)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < count; i++ {
		if got := binary.LittleEndian.Uint32(y[4*i:]); got != uint32(i*i+1) {
			t.Fatalf("y[%d] = %d after NCHW→NHWC→NCHW, want %d", i, got, i*i+1)
		}
	}
}

// The other TransposeType values stop the run naming the value; a zero-initialised
// TransposeParamsExt names its unset member; a 64-bit element type and a tmp buffer of
// another type are refused when the kernel is compiled; overlapping operands stop the run.
func TestTransposeExtRefused(t *testing.T) {
	lt := "!ascendc.local_tensor<64xf32>"
	x := make([]byte, 256)
	run := func(body string) string {
		_, d := s3Kernel(t, "f32", 64, 64, strings.ReplaceAll(body, "LT", lt), x, nil)
		return d
	}
	wantErr(t, run(tpBody(1, 4, 4, 4, 1)), "'ascendc.transpose_ext' op is not simulated for TransposeType TRANSPOSE_NZ2ND_0213")
	wantErr(t, run(tpBody(1, 4, 4, 4, 7)), "is not simulated for TransposeType TRANSPOSE_ND2ND_ONLY")
	wantErr(t, run(tpBody(1, 4, 4, 4, 40)), "is not simulated for TransposeType 40 (no TransposeType)")
	unset := tbDecl + `  %tp = ascendc.construct !ascendc.transpose_params_ext()
  ascendc.transpose_ext %o, %a, %tb, %tp : LT, LT, !ascendc.local_tensor<4096xui8>, !ascendc.transpose_params_ext
`
	wantErr(t, run(unset), "TransposeParamsExt.nSize was never set")
	overlap := strings.Replace(tpBody(1, 4, 4, 4, 11), "%o, %a, %tb", "%a, %a, %tb", 1)
	wantErr(t, run(overlap), "is not simulated with dst overlapping src")
	wrongTmp := strings.Replace(tpBody(1, 4, 4, 4, 11), "%o, %a, %tb, %tp : LT, LT, !ascendc.local_tensor<4096xui8>", "%o, %a, %t, %tp : LT, LT, !ascendc.local_tensor<2048xf32>", 1)
	wantErr(t, run(wrongTmp), "is not simulated for a sharedTmpBuffer of f32 elements")
	ilt := "!ascendc.local_tensor<64xi64>"
	_, d := s3Kernel(t, "i64", 64, 64, strings.ReplaceAll(tpBody(1, 4, 4, 4, 11), "LT", ilt), make([]byte, 512), nil)
	wantErr(t, d, "is not simulated for i64 elements")
}

// The sharedTmpBuffer's contents after the call are unspecified: reading them back and
// storing the result to GM is an uninitialised read for the sanitizer, even where the
// buffer was written before the call; the transposed dst is clean.
func TestTransposeExtTmpUndefined(t *testing.T) {
	lt := "!ascendc.local_tensor<64xf32>"
	x := make([]byte, 256)
	fill := "  %tv = ascendc.local_tensor_v3 veccalc, 143360, 64 : LT\n  %one = arith.constant 1.0 : f32\n" +
		"  ascendc.duplicate_l2 %tv, %one, %nout : LT, f32, i32\n  ascendc.pipe_barrier pipe_v\n"
	body := fill + tpBody(1, 4, 4, 4, 11) + "  ascendc.pipe_barrier pipe_v\n"
	_, d := s3Kernel(t, "f32", 64, 64, strings.ReplaceAll(body, "LT", lt), x, nil)
	if d != "" {
		t.Fatalf("dst after the transpose: %s", d)
	}
	readTmp := body + "  ascendc.adds_l2 %o, %tv, %one, %nout : LT, LT, f32, i32\n"
	_, d = s3Kernel(t, "f32", 64, 64, strings.ReplaceAll(readTmp, "LT", lt), x, nil)
	wantErr(t, d, "reads uninitialised memory UB[65536]")
}

// Undefined source elements follow the permutation: src (N, C, H, W) = (1, 2, 4, 4) with
// channel 1 never loaded; after NCHW→NHWC the odd elements of dst are undefined, so
// storing dst's first 16 elements to GM is an uninitialised read (a mapping by position
// would have put the undefined bytes in dst's second half only): the first undefined byte
// is element 1's.
func TestTransposeExtDefinedness(t *testing.T) {
	lt32 := "!ascendc.local_tensor<32xf32>"
	body := `  %u = ascendc.local_tensor_v3 vecin, 16384, 32 : LT32
  %v = ascendc.local_tensor_v3 vecout, 65536, 32 : LT32
  ascendc.data_copy_l2 %u, %gx, %nin : LT32, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_v, %c1 : i32
  ascendc.wait_flag mte2_v, %c1 : i32
` + strings.Replace(tpBody(1, 2, 4, 4, 11), "%o, %a, %tb, %tp : LT, LT", "%v, %u, %tb, %tp : LT32, LT32", 1)
	body = strings.ReplaceAll(body, "LT32", lt32)
	x := make([]byte, 64)
	_, d := s3Kernel(t, "f32", 16, 16, body, x, nil)
	wantErr(t, d, "reads uninitialised memory UB[65540]")
	if strings.Count(d, "\n") != 1 {
		t.Fatalf("one report expected: %s", d)
	}
}
