package examples

import (
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// TestConv2dImg2col runs conv2d_img2col/ (img2col by the 3D LoadData, FRACTAL_Z weights,
// two Mmads over the halves of K) against a direct convolution: C = N = 32 channels,
// 8×8 map, 3×3 filters, padding 1, stride 1. Inputs are small integers, so every product
// and sum is exact and the comparison is exact: a wrong K order (which filter tap and
// channel a column of the img2col matrix holds) or a wrong padding changes outputs.
func TestConv2dImg2col(t *testing.T) {
	const c, h, w, n, kh, kw = 32, 8, 8, 32, 3, 3
	r := rand.New(rand.NewSource(31))
	x := make([]float32, c*h*w)     // NCHW
	f := make([]float32, n*c*kh*kw) // [n][c][i][j]
	for i := range x {
		x[i] = float32(r.Intn(5) - 2)
	}
	for i := range f {
		f[i] = float32(r.Intn(5) - 2)
	}
	// NC1HWC0 input and FRACTAL_Z weights, laid out here from their definitions.
	gx := make([]uint16, c*h*w)
	for ch := 0; ch < c; ch++ {
		for y := 0; y < h; y++ {
			for xx := 0; xx < w; xx++ {
				gx[(((ch/16)*h+y)*w+xx)*16+ch%16] = numeric.F32ToF16(x[(ch*h+y)*w+xx])
			}
		}
	}
	gw := make([]uint16, n*c*kh*kw)
	for o := 0; o < n; o++ {
		for ch := 0; ch < c; ch++ {
			for i := 0; i < kh; i++ {
				for j := 0; j < kw; j++ {
					k1 := (ch/16)*kh*kw + i*kw + j
					gw[((k1*(n/16)+o/16)*16+o%16)*16+ch%16] = numeric.F32ToF16(f[((o*c+ch)*kh+i)*kw+j])
				}
			}
		}
	}
	y := out(4 * h * w * n)
	run(t, load(t, "conv2d_img2col"), "conv2d", 1, in(f16bytes(gx)), in(f16bytes(gw)), y)
	got := f32of(y.Data)
	for oy := 0; oy < h; oy++ {
		for ox := 0; ox < w; ox++ {
			for o := 0; o < n; o++ {
				var want float32
				for ch := 0; ch < c; ch++ {
					for i := 0; i < kh; i++ {
						for j := 0; j < kw; j++ {
							iy, ix := oy-1+i, ox-1+j
							if iy >= 0 && iy < h && ix >= 0 && ix < w {
								want += x[(ch*h+iy)*w+ix] * f[((o*c+ch)*kh+i)*kw+j]
							}
						}
					}
				}
				if v := got[(oy*w+ox)*n+o]; v != want {
					t.Fatalf("y[%d][%d][%d] = %v, want %v", oy, ox, o, v, want)
				}
			}
		}
	}
}
