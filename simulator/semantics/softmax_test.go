package semantics

import (
	"math"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// softmaxKernel: 2 rows of 16 f32 from GM through SoftMax; dst, sum and max go back to GM
// (32 + 16 + 16 floats). shape is the init_struct's member list.
func softmaxKernel(shape string) string {
	return `module {
func.func @k(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c16 = arith.constant 16 : i32
  %c32 = arith.constant 32 : i32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<64xf32>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<64xf32>, memref<*xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<64xf32>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<64xf32>, memref<*xf32, 22>
  %a = ascendc.local_tensor_v3 veccalc, 0, 32 : !ascendc.local_tensor<2x16xf32>
  %d = ascendc.local_tensor_v3 veccalc, 1024, 64 : !ascendc.local_tensor<64xf32>
  %s = ascendc.local_tensor_v3 veccalc, 1152, 16 : !ascendc.local_tensor<16xf32>
  %m = ascendc.local_tensor_v3 veccalc, 1216, 16 : !ascendc.local_tensor<16xf32>
  %w = ascendc.local_tensor_v3 veccalc, 2048, 512 : !ascendc.local_tensor<512xui8>
  ascendc.data_copy_l2 %a, %gx, %c32 : !ascendc.local_tensor<2x16xf32>, !ascendc.global_tensor<64xf32>, i32
  ascendc.pipe_barrier pipe_all
  %tl = ascendc.construct !ascendc.softmax_tiling()
  %si = emitasc.init_struct !ascendc.softmax_shape_info(` + shape + `)
  ascendc.softmax %d, %s, %m, %a, %w, %tl, %si {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<2x16xf32>, !ascendc.local_tensor<512xui8>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
  ascendc.pipe_barrier pipe_all
  ascendc.data_copy_l2 %gy, %d, %c32 : !ascendc.global_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  %gs = ascendc.global_tensor.subindex %gy[%c32] : !ascendc.global_tensor<64xf32>, i32, !ascendc.global_tensor<64xf32>
  ascendc.data_copy_l2 %gs, %s, %c16 : !ascendc.global_tensor<64xf32>, !ascendc.local_tensor<16xf32>, i32
  %c48 = arith.constant 48 : i32
  %gm = ascendc.global_tensor.subindex %gy[%c48] : !ascendc.global_tensor<64xf32>, i32, !ascendc.global_tensor<64xf32>
  ascendc.data_copy_l2 %gm, %m, %c16 : !ascendc.global_tensor<64xf32>, !ascendc.local_tensor<16xf32>, i32
  return
}
}`
}

const softmaxShape = `"srcM" = %c2 : i32, "srcK" = %c16 : i32, "oriSrcM" = %c2 : i32, "oriSrcK" = %c16 : i32`

// TestSoftmaxRows: each row's softmax, and the row max and sum repeated over one 32-byte
// block (8 floats) per row.
func TestSoftmaxRows(t *testing.T) {
	x := make([]float32, 32)
	for i := range x {
		x[i] = float32(i%7) - 3 + float32(i/16)*10
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
	if d := kernelOn950(t, softmaxKernel(softmaxShape), &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, y); d != "" {
		t.Fatal(d)
	}
	for r := 0; r < 2; r++ {
		row := x[16*r : 16*r+16]
		hi, sum := math.Inf(-1), 0.0
		for _, v := range row {
			hi = math.Max(hi, float64(v))
		}
		for _, v := range row {
			sum += math.Exp(float64(v) - hi)
		}
		for j, v := range row {
			want := math.Exp(float64(v)-hi) / sum
			if got := float64(f32at(y.Data, 16*r+j)); math.Abs(got-want) > 1e-6*want {
				t.Errorf("dst[%d][%d] = %v, want %v", r, j, got, want)
			}
		}
		for j := 0; j < 8; j++ {
			if got := float64(f32at(y.Data, 32+8*r+j)); math.Abs(got-sum) > 1e-6*sum {
				t.Errorf("sum[%d][%d] = %v, want %v", r, j, got, sum)
			}
			if got := float64(f32at(y.Data, 48+8*r+j)); got != hi {
				t.Errorf("max[%d][%d] = %v, want %v", r, j, got, hi)
			}
		}
	}
}

// TestSoftmaxRefused: shapes the simulator does not guess at fail at the op.
func TestSoftmaxRefused(t *testing.T) {
	for _, c := range []struct{ shape, want string }{
		{`"srcM" = %c2 : i32, "srcK" = %c16 : i32, "oriSrcM" = %c2 : i32, "oriSrcK" = %c2 : i32`, "oriSrcM/oriSrcK (2, 2) different from srcM/srcK (2, 16)"},
		{`"srcM" = %c16 : i32, "srcK" = %c2 : i32, "oriSrcM" = %c16 : i32, "oriSrcK" = %c2 : i32`, "srcK=2: a row of 8 bytes is not 32-byte aligned"},
	} {
		y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
		d := kernelOn950(t, softmaxKernel(c.shape), &sim.Arg{Kind: sim.ArgIn, Data: f32buf(make([]float32, 64)...), Name: "x"}, y)
		if !strings.Contains(d, "'ascendc.softmax' op") || !strings.Contains(d, c.want) {
			t.Errorf("want %q at the op, got %q", c.want, d)
		}
	}
}

func kernelOn950(t *testing.T, src string, args ...*sim.Arg) string {
	t.Helper()
	return kernelOn(t, "ascend950", src, args...)
}
