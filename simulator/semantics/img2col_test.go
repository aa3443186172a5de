package semantics

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// img2colCase is one LoadData 3dv2: the feature map (c channels, h × w), padList [left,
// right, top, bottom], filter, stride, dilation, the window and the padding value.
type img2colCase struct {
	ty              string // MLIR element type
	es              int
	c, h, w         int
	pad             [4]int
	kh, kw          int
	sh, sw, dh, dw  int
	mStart, mExt    int
	kStart, kExt    int
	padValue        string // an f32 constant (the construct converts it to T)
	padElem         []byte // the padding value as one element of ty
	extra           string // extra ops before the load (register setters)
	params20, fmCtl bool
}

// img2colKernel copies the NC1HWC0 feature map x into L1 (b1) and runs the 3D load into
// L0A (a2). The caller reads L0A from the chip.
const img2colKernel = `func.func @k(%x: memref<?xT, 22>) {
  %c0 = arith.constant 0 : i32
  %false = arith.constant false
  %n = arith.constant NFM : i32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xT>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xT>, memref<?xT, 22>
  %l1 = ascendc.local_tensor_v3 b1, 0, NFM : !ascendc.local_tensor<NFMxT>
  %l0 = ascendc.local_tensor_v3 a2, 0, NDST : !ascendc.local_tensor<NDSTxT>
  ascendc.data_copy_l2 %l1, %gx, %n : !ascendc.local_tensor<NFMxT>, !ascendc.global_tensor<*xT>, i32
  ascendc.set_flag mte2_mte1, %c0 : i32
  ascendc.wait_flag mte2_mte1, %c0 : i32
  %pl = memref.alloca() : memref<4xi8>
PADLIST
  %pv = arith.constant PADVALUE : f32
INTS
EXTRA
  %p = ascendc.construct !ascendc.load_data_3d_params_v2<T>(%pl, ARGS) : memref<4xi8>, TYPES
  ascendc.load_data_3d_l0_v2 %l0, %l1, %p : !ascendc.local_tensor<NDSTxT>, !ascendc.local_tensor<NFMxT>, !ascendc.load_data_3d_params_v2<T>
  return
}`

func (k img2colCase) src() string {
	var pl, ints strings.Builder
	for i, v := range k.pad {
		fmt.Fprintf(&pl, "  %%i%d = arith.constant %d : index\n  %%v%d = arith.constant %d : i8\n  memref.store %%v%d, %%pl[%%i%d] : memref<4xi8>\n", i, i, i, v, i, i)
	}
	vals := []int{k.h, k.w, k.c, k.kExt, k.mExt, k.kStart, k.mStart, k.sw, k.sh, k.kw, k.kh, k.dw, k.dh}
	var args, types []string
	for i, v := range vals {
		fmt.Fprintf(&ints, "  %%a%d = arith.constant %d : i32\n", i, v)
		args = append(args, fmt.Sprintf("%%a%d", i))
		types = append(types, "i32")
	}
	args = append(args, "%false", "%false", "%pv")
	types = append(types, "i1", "i1", "f32")
	if k.params20 {
		ctl := "%false"
		if k.fmCtl {
			ctl = "%true"
		}
		args = append(args, "%false", "%false", ctl)
		types = append(types, "i1", "i1", "i1")
		ints.WriteString("  %true = arith.constant true\n")
	}
	c0 := 32 / k.es
	nfm := (k.c + c0 - 1) / c0 * k.h * k.w * c0
	ndst := (k.mExt + 15) / 16 * 16 * (k.kExt + c0 - 1) / c0 * c0
	return strings.NewReplacer("PADLIST", pl.String(), "INTS", ints.String(), "EXTRA", k.extra,
		"ARGS", strings.Join(args, ", "), "TYPES", strings.Join(types, ", "), "PADVALUE", k.padValue,
		"NFM", fmt.Sprint(nfm), "NDST", fmt.Sprint(ndst), "T", k.ty).Replace(img2colKernel)
}

// featureMap gives every (channel, row, column) element distinct bytes and lays the map
// out as NC1HWC0: channel ch is c0 = ch % C0 of block c1 = ch / C0.
func (k img2colCase) featureMap() (fm []byte, elem func(ch, y, x int) []byte) {
	c0 := 32 / k.es
	fm = make([]byte, (k.c+c0-1)/c0*c0*k.h*k.w*k.es)
	elem = func(ch, y, x int) []byte {
		b := make([]byte, k.es)
		for i := range b {
			b[i] = byte(ch*37 + y*11 + x*5 + i*101 + 1)
		}
		if k.ty[0] == 'f' || k.ty[0] == 'b' {
			b[k.es-1] &= 0x3f // finite, not a NaN payload
		}
		return b
	}
	for ch := 0; ch < k.c; ch++ {
		for y := 0; y < k.h; y++ {
			for x := 0; x < k.w; x++ {
				at := (((ch/c0)*k.h+y)*k.w+x)*c0 + ch%c0
				copy(fm[at*k.es:], elem(ch, y, x))
			}
		}
	}
	return fm, elem
}

// img2colRef is the convolution's input matrix, built directly: row m is output
// position (m / Wo, m % Wo); column k is channel block c1, filter row i, filter column j,
// channel c0 of the block, k = ((c1·kh + i)·kw + j)·C0 + c0 (the K order of FRACTAL_Z
// weights); the element is the input at row oy·sh − top + i·dh, column ox·sw − left +
// j·dw of channel c1·C0 + c0, or the padding value outside the map.
func img2colRef(k img2colCase, elem func(ch, y, x int) []byte) (a [][][]byte, rows int) {
	c0 := 32 / k.es
	ho := (k.h+k.pad[2]+k.pad[3]-k.dh*(k.kh-1)-1)/k.sh + 1
	wo := (k.w+k.pad[0]+k.pad[1]-k.dw*(k.kw-1)-1)/k.sw + 1
	for oy := 0; oy < ho; oy++ {
		for ox := 0; ox < wo; ox++ {
			var row [][]byte
			for cb := 0; cb < k.c/c0; cb++ {
				for i := 0; i < k.kh; i++ {
					for j := 0; j < k.kw; j++ {
						for c := 0; c < c0; c++ {
							y, x := oy*k.sh-k.pad[2]+i*k.dh, ox*k.sw-k.pad[0]+j*k.dw
							if y < 0 || y >= k.h || x < 0 || x >= k.w {
								row = append(row, k.padElem)
							} else {
								row = append(row, elem(cb*c0+c, y, x))
							}
						}
					}
				}
			}
			a = append(a, row)
		}
	}
	return a, ho * wo
}

func runImg2col(t *testing.T, k img2colCase) (*sim.Chip, string) {
	t.Helper()
	fm, _ := k.featureMap()
	return kernel(t, k.src(), 1, &sim.Arg{Kind: sim.ArgIn, Data: fm, Name: "x"})
}

// checkImg2col runs k and compares L0A with the window of img2colRef in the ZZ order
// (16×C0 fractals, a row of fractals after another, rows inside); the slots of the last
// fractals past the window must be undefined for the sanitizer.
func checkImg2col(t *testing.T, k img2colCase) {
	t.Helper()
	ch, d := runImg2col(t, k)
	if d != "" {
		t.Fatalf("%s: %s", k.ty, d)
	}
	_, elem := k.featureMap()
	a, rows := img2colRef(k, elem)
	if k.mStart+k.mExt > rows {
		t.Fatalf("bad case: window rows past %d", rows)
	}
	c0 := 32 / k.es
	kf := (k.kExt + c0 - 1) / c0
	l0a := ch.Cores[0].Local.Buf[arch.L0A]
	san := ch.Cores[0].San
	for mi := 0; mi < (k.mExt+15)/16*16; mi++ {
		for ki := 0; ki < kf*c0; ki++ {
			at := int64((((mi/16)*kf+ki/c0)*16*c0 + (mi%16)*c0 + ki%c0) * k.es)
			if mi >= k.mExt || ki >= k.kExt {
				if san != nil {
					if u, _ := san.Undefined(arch.L0A, at, at+int64(k.es)); !u {
						t.Fatalf("%s: slot (%d, %d) past the window is defined", k.ty, mi, ki)
					}
				}
				continue
			}
			want := a[k.mStart+mi][k.kStart+ki]
			if got := l0a[at : at+int64(k.es)]; !bytes.Equal(got, want) {
				t.Fatalf("%s: A[%d][%d] (L0A byte %d) = %x, want %x", k.ty, k.mStart+mi, k.kStart+ki, at, got, want)
			}
			if san != nil {
				if u, _ := san.Undefined(arch.L0A, at, at+int64(k.es)); u {
					t.Fatalf("%s: A[%d][%d] is undefined", k.ty, k.mStart+mi, k.kStart+ki)
				}
			}
		}
	}
}

// baseImg2col: a 9×10 map, padding on all four sides (left 1, right 2, top 2, bottom
// 1), a 2×3 filter with strides and dilations 2: Ho = Wo = 5, 25 rows.
func baseImg2col(ty string, es int, padValue string, padElem []byte) img2colCase {
	c0 := 32 / es
	return img2colCase{ty: ty, es: es, c: 2 * c0, h: 9, w: 10, pad: [4]int{1, 2, 2, 1}, kh: 2, kw: 3,
		sh: 2, sw: 2, dh: 2, dw: 2, mStart: 0, mExt: 25, kStart: 0, kExt: 2 * c0 * 6, padValue: padValue, padElem: padElem}
}

// TestLoadData3dV2 checks every element type against img2colRef: the whole matrix, then
// a window starting at row 16 and column block 2 whose last fractals are partial in both
// directions, and unequal strides and dilations.
func TestLoadData3dV2(t *testing.T) {
	for _, b := range []img2colCase{
		baseImg2col("f16", 2, "-1.5", f16bits(-1.5)),
		baseImg2col("bf16", 2, "0.5", []byte{0x00, 0x3f}),
		baseImg2col("f32", 4, "0.25", f32buf(0.25)),
		baseImg2col("i32", 4, "-7.0", []byte{0xf9, 0xff, 0xff, 0xff}),
		baseImg2col("ui32", 4, "7.0", []byte{7, 0, 0, 0}),
		baseImg2col("i8", 1, "-3.0", []byte{0xfd}),
		baseImg2col("ui8", 1, "200.0", []byte{200}),
	} {
		checkImg2col(t, b)
		c0 := 32 / b.es
		w := b
		w.mStart, w.mExt, w.kStart, w.kExt = 16, 9, 2*c0, 3*c0+c0/2+1
		checkImg2col(t, w)
		u := b
		u.sh, u.dw, u.pad = 1, 1, [4]int{0, 3, 1, 0}
		checkImg2col(t, u)
	}
	// The generic LoadData with LoadData3DParamsV2 is the same call.
	k := baseImg2col("f16", 2, "-1.5", f16bits(-1.5))
	fm, _ := k.featureMap()
	gen := strings.Replace(k.src(), "ascendc.load_data_3d_l0_v2 ", "ascendc.load_data ", 1)
	ch1, d1 := kernel(t, gen, 1, &sim.Arg{Kind: sim.ArgIn, Data: fm, Name: "x"})
	ch2, d2 := runImg2col(t, k)
	if d1 != "" || d2 != "" || !bytes.Equal(ch1.Cores[0].Local.Buf[arch.L0A], ch2.Cores[0].Local.Buf[arch.L0A]) {
		t.Errorf("load_data with LoadData3DParamsV2 differs from load_data_3d_l0_v2 (%q, %q)", d1, d2)
	}
}

// TestLoadData3dV2Registers: the setters keep their values; the load writes the left
// FMATRIX and the padding registers from its params; a zero boundary and one repetition
// let the load run.
func TestLoadData3dV2Registers(t *testing.T) {
	k := baseImg2col("f16", 2, "-1.5", f16bits(-1.5))
	k.extra = `  %fm = ascendc.construct !ascendc.fmatrix_mode(%c1i8) : i8
  %c1i8 = arith.constant 1 : i8
  %h7 = arith.constant 7 : i16
  ascendc.set_fmatrix %h7, %h7, %pl, %fm : i16, i16, memref<4xi8>, !ascendc.fmatrix_mode
  %b0 = arith.constant 0 : i32
  ascendc.set_load_data_boundary %b0 : i32
  %pv16 = arith.constant 2.0 : f16
  ascendc.set_load_data_padding_value %pv16 : f16
  %r1 = arith.constant 1 : i32
  %rs = arith.constant 5 : i32
  %rp = ascendc.construct !ascendc.load_data_repeat_param(%rs, %r1, %c0) : i32, i32, i32
  ascendc.set_load_data_repeat %rp : !ascendc.load_data_repeat_param
`
	k.extra = strings.Replace(k.extra, "  %fm = ascendc.construct !ascendc.fmatrix_mode(%c1i8) : i8\n  %c1i8 = arith.constant 1 : i8\n", "  %c1i8 = arith.constant 1 : i8\n  %fm = ascendc.construct !ascendc.fmatrix_mode(%c1i8) : i8\n", 1)
	checkImg2col(t, k)
	ch, _ := runImg2col(t, k)
	st := load3dSt(ch.Cores[0])
	if r := st.fmatrix[1]; !r.set || r.l1H != 7 || r.l1W != 7 || r.pad != [4]int64{1, 2, 2, 1} {
		t.Errorf("right FMATRIX = %+v", r)
	}
	if l := st.fmatrix[0]; !l.set || l.l1H != 9 || l.l1W != 10 || l.pad != [4]int64{1, 2, 2, 1} {
		t.Errorf("left FMATRIX (written by the load) = %+v", l)
	}
	if p := st.padding; !p.set || p.d != sim.F32 || p.f != -1.5 {
		t.Errorf("padding register (written by the load) = %+v", p)
	}
	if !st.bSet || st.boundary != 0 || !st.rSet || st.repeat != [3]int64{5, 1, 0} {
		t.Errorf("boundary %v %d, repeat %v %v", st.bSet, st.boundary, st.rSet, st.repeat)
	}
}

// TestLoadData3dV2Refused: the forms the model does not pin fail with their reason.
func TestLoadData3dV2Refused(t *testing.T) {
	base := baseImg2col("f16", 2, "-1.5", f16bits(-1.5))
	with := func(f func(k *img2colCase)) img2colCase { k := base; f(&k); return k }
	for _, c := range []struct {
		k    img2colCase
		want string
	}{
		{with(func(k *img2colCase) { k.c = 24 }), "is not simulated for channelSize 24 with f16 elements (only multiples of C0 = 16)"},
		{with(func(k *img2colCase) { k.kStart, k.kExt = 8, 16 }), "is not simulated for kStartPt 8"},
		{with(func(k *img2colCase) { k.mStart, k.mExt = 8, 16 }), "is not simulated for mStartPt 8"},
		{with(func(k *img2colCase) { k.mExt = 26 }), "is not simulated for rows [0, 26) of an img2col matrix of 25 rows"},
		{with(func(k *img2colCase) { k.kExt = 193 }), "columns [0, 193) are past the img2col matrix's 192"},
		{with(func(k *img2colCase) { k.sw = 0 }), "strideW 0 is outside 1..63"},
		{with(func(k *img2colCase) { k.kh = 7 }), "the dilated 7x3 filter does not fit the padded 9x10 feature map"},
		{with(func(k *img2colCase) { k.params20, k.fmCtl = true, true }), "is not simulated for LoadData3DParamsV2 with fMatrixCtrl set"},
		{with(func(k *img2colCase) { k.padValue = "0.5"; k.ty, k.es, k.c, k.kExt = "i8", 1, 64, 64 }), "is not simulated for padValue 0.5 for i8 elements"},
		{with(func(k *img2colCase) {
			k.extra = "  %b9 = arith.constant 9 : i32\n  ascendc.set_load_data_boundary %b9 : i32\n"
		}), "is not simulated for a load-data boundary of 9"},
		{with(func(k *img2colCase) {
			k.extra = "  %r2 = arith.constant 2 : i32\n  %rp = ascendc.construct !ascendc.load_data_repeat_param(%c0, %r2, %c0) : i32, i32, i32\n  ascendc.set_load_data_repeat %rp : !ascendc.load_data_repeat_param\n"
		}), "is not simulated for repeatTime 2"},
	} {
		if _, d := runImg2col(t, c.k); !strings.Contains(d, c.want) {
			t.Errorf("want %q, got %q", c.want, d)
		}
	}
	// enTranspose, a B2 destination and a mismatched params type.
	src := base.src()
	for _, c := range []struct{ old, new, want string }{
		{"%a12, %false, %false, %pv", "%a12, %pv16, %false, %pv", "is not simulated for LoadData3DParamsV2 operand 14 of type f16"},
		{"%a12, %false, %false, %pv", "%a12, %a7, %false, %pv", "is not simulated for LoadData3DParamsV2 with enTranspose set"},
		{"%pl, %a0", "%c0, %a0", "is not simulated for a padList of type i32"},
		{"local_tensor_v3 a2", "local_tensor_v3 b2", "is not simulated for from L1 to L0B"},
		{"load_data_3d_params_v2<f16>", "load_data_3d_params_v2<f32>", "is not simulated for LoadData3DParamsV2<f32> with f16 tensors"},
	} {
		s := strings.ReplaceAll(src, c.old, c.new)
		s = strings.Replace(s, ": memref<4xi8>, i32", ": "+map[bool]string{true: "i32", false: "memref<4xi8>"}[c.old == "%pl, %a0"]+", i32", 1)
		if strings.HasPrefix(c.new, "%a12, %") {
			ty := map[bool]string{true: "f16", false: "i32"}[strings.Contains(c.new, "pv16")]
			s = strings.Replace(s, "i32, i1, i1, f32", "i32, "+ty+", i1, f32", 1)
		}
		s = strings.Replace(s, "  %pv = ", "  %pv16 = arith.constant 1.0 : f16\n  %pv = ", 1)
		fm, _ := base.featureMap()
		if _, d := kernel(t, s, 1, &sim.Arg{Kind: sim.ArgIn, Data: fm, Name: "x"}); !strings.Contains(d, c.want) {
			t.Errorf("want %q, got %q", c.want, d)
		}
	}
}
