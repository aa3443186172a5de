package semantics

import (
	"strings"
	"testing"
)

const bp = `  %bp = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c8, %c8, %c8) : i32, i32, i32, i32, i32, i32
  %sm = ascendc.local_tensor_v3 veccalc, 8192, 32 : !ascendc.local_tensor<32xui8>
`

// refCmpBits is the Compare output written out from the definition: bit i (LSB first of
// byte i/8) is x[i] op y.
func refCmpBits(x []float32, f func(float32) bool) []byte {
	b := make([]byte, (len(x)+7)/8)
	for i, v := range x {
		if f(v) {
			b[i/8] |= 1 << uint(i%8)
		}
	}
	return b
}

func TestCompareSelectL1(t *testing.T) {
	x := xs256()
	// compare_scalar_l1 x > 5 over 4 repeats of 64 f32 lanes, then select_scalar_l0 mode 1:
	// y = bit ? x : 1000.
	y, d := runWide(t, bp+`  %five = arith.constant 5.0 : f32
  %onesi = arith.constant -1 : i64
  %ones = builtin.unrealized_conversion_cast %onesi : i64 to ui64
  ascendc.compare_scalar_l1 %sm, %a, %five, %ones, %c4, %p {cmpMode = 1 : i32} : !ascendc.local_tensor<32xui8>, `+lt256+`, f32, ui64, i32, !ascendc.unary_repeat_params
  ascendc.pipe_barrier pipe_v
  %c64 = arith.constant 64 : i32
  ascendc.select_scalar_l0 %o, %sm, %a, %h, %c64, %c4, %bp {selMode = 1 : i32} : `+lt256+`, !ascendc.local_tensor<32xui8>, `+lt256+`, f32, i32, i32, !ascendc.binary_repeat_params`)
	if d != "" {
		t.Fatal(d)
	}
	bits := refCmpBits(x, func(v float32) bool { return v > 5 })
	for i := 0; i < 256; i++ {
		want := float32(1000)
		if bits[i/8]&(1<<uint(i%8)) != 0 {
			want = x[i]
		}
		if got := f32at(y, i); got != want {
			t.Fatalf("y[%d] = %v, want %v", i, got, want)
		}
	}
}

func TestCompareL0SelectModes(t *testing.T) {
	x := xs256()
	// compare_l0 x < 0 (src1 = zeros in %o), then select_l0 mode 2 (bits consumed per
	// repeat) and mode 0 (repeat 0's bits reused) between x and the zeros.
	for _, mode := range []int{2, 0} {
		y, d := runWide(t, bp+`  %c64 = arith.constant 64 : i32
  ascendc.compare_l0 %sm, %a, %o, %c64, %c4, %bp {cmpMode = 0 : i32} : !ascendc.local_tensor<32xui8>, `+lt256+`, `+lt256+`, i32, i32, !ascendc.binary_repeat_params
  ascendc.pipe_barrier pipe_v
  ascendc.select_l0 %o, %sm, %a, %o, %c64, %c4, %bp {selMode = `+string(rune('0'+mode))+` : i32} : `+lt256+`, !ascendc.local_tensor<32xui8>, `+lt256+`, `+lt256+`, i32, i32, !ascendc.binary_repeat_params`)
		if d != "" {
			t.Fatal(d)
		}
		bits := refCmpBits(x, func(v float32) bool { return v < 0 })
		for i := 0; i < 256; i++ {
			k := i
			if mode == 0 {
				k = i % 64
			}
			want := float32(0)
			if bits[k/8]&(1<<uint(k%8)) != 0 {
				want = x[i]
			}
			if got := f32at(y, i); got != want {
				t.Fatalf("mode %d: y[%d] = %v, want %v", mode, i, got, want)
			}
		}
	}
}

func TestCmpMaskRegister(t *testing.T) {
	// compare_r on 16-bit data is not in this f32 kernel; set_cmp_mask then get_cmp_mask
	// moves 16 bytes unchanged.
	y, d := runWide(t, `  %cm = ascendc.local_tensor_v3 veccalc, 8192, 4 : !ascendc.local_tensor<4xf32>
  ascendc.set_cmp_mask %a : `+lt256+`
  ascendc.get_cmp_mask %o : `+lt256)
	if d != "" {
		t.Fatal(d)
	}
	x := xs256()
	for i := 0; i < 8; i++ {
		want := float32(0)
		if i < 4 {
			want = x[i]
		}
		if got := f32at(y, i); got != want {
			t.Fatalf("y[%d] = %v, want %v", i, got, want)
		}
	}
}

func TestCopyUB(t *testing.T) {
	// copy_l1 with isSetMask = 1, mask 32 lanes, 2 repeats, src repeat stride 16 blocks:
	// y[r*64 + l] = x[r*128 + l] for l < 32.
	y, d := runWide(t, `  %cp = ascendc.construct !ascendc.copy_repeat_params(%c1, %c1, %c8, %c16) : i32, i32, i32, i32
  %c32 = arith.constant 32 : i32
  ascendc.copy_l1 %o, %a, %c32, %c2, %cp, %c1 : `+lt256+`, `+lt256+`, i32, i32, !ascendc.copy_repeat_params, i32`)
	if d != "" {
		t.Fatal(d)
	}
	x := xs256()
	for i := 0; i < 256; i++ {
		r, l := i/64, i%64
		want := float32(0)
		if r < 2 && l < 32 {
			want = x[r*128+l]
		}
		if got := f32at(y, i); got != want {
			t.Fatalf("y[%d] = %v, want %v", i, got, want)
		}
	}
}

func TestCompareSelectRefused(t *testing.T) {
	cases := []struct{ body, want string }{
		{bp + `  ascendc.compare_l0 %sm, %a, %o, %c16, %c4, %bp {cmpMode = 0 : i32} : !ascendc.local_tensor<32xui8>, ` + lt256 + `, ` + lt256 + `, i32, i32, !ascendc.binary_repeat_params`,
			"is not simulated with disabled lanes"},
		{bp + `  ascendc.select_scalar_l0 %o, %sm, %a, %h, %c16, %c4, %bp {selMode = 2 : i32} : ` + lt256 + `, !ascendc.local_tensor<32xui8>, ` + lt256 + `, f32, i32, i32, !ascendc.binary_repeat_params`,
			"is not simulated for selMode 2"},
		{`  ascendc.get_cmp_mask %o : ` + lt256, "reads CMPMASK before"},
	}
	for _, k := range cases {
		_, d := runWide(t, k.body)
		if !strings.Contains(d, k.want) {
			t.Errorf("want %q, got %q", k.want, d)
		}
	}
}

// TestSelectL0MaskSizedForElements: select_l0 mode 2 over 32 f32 lanes (mask 32, one
// repeat) with a 4-byte selMask, as PyAsc sizes the packed i1 tile of 32 elements. Only
// the bits of enabled lanes are read: the undefined bytes past the mask's 4 are no read of
// uninitialised memory, so nothing of y is poisoned and the store to GM is clean.
func TestSelectL0MaskSizedForElements(t *testing.T) {
	y, d := runWide(t, bp+`  %m4 = ascendc.local_tensor_v3 veccalc, 12288, 4 : !ascendc.local_tensor<4xi8>
  %b0 = arith.constant 73 : i8
  %b1 = arith.constant -110 : i8
  ascendc.local_tensor.set_value %m4, %c0, %b0 : !ascendc.local_tensor<4xi8>, i32, i8
  ascendc.local_tensor.set_value %m4, %c1, %b1 : !ascendc.local_tensor<4xi8>, i32, i8
  ascendc.local_tensor.set_value %m4, %c2, %b0 : !ascendc.local_tensor<4xi8>, i32, i8
  %c3 = arith.constant 3 : i32
  %b3 = arith.constant 0 : i8
  ascendc.local_tensor.set_value %m4, %c3, %b3 : !ascendc.local_tensor<4xi8>, i32, i8
  ascendc.set_flag s_v, %c0 : i32
  ascendc.wait_flag s_v, %c0 : i32
  %mu = ascendc.reinterpret_cast %m4 : !ascendc.local_tensor<4xi8> to !ascendc.local_tensor<4xui8>
  %c32 = arith.constant 32 : i32
  ascendc.select_l0 %o, %mu, %a, %o, %c32, %c1, %bp {selMode = 2 : i32} : `+lt256+`, !ascendc.local_tensor<4xui8>, `+lt256+`, `+lt256+`, i32, i32, !ascendc.binary_repeat_params`)
	if d != "" {
		t.Fatal(d)
	}
	x := xs256()
	mask := []byte{73, 146, 73, 0}
	for i := 0; i < 256; i++ {
		want := float32(0)
		if i < 32 && mask[i/8]&(1<<uint(i%8)) != 0 {
			want = x[i]
		}
		if got := f32at(y, i); got != want {
			t.Fatalf("y[%d] = %v, want %v", i, got, want)
		}
	}
}
