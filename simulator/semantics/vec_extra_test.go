package semantics

import (
	"math"
	"strings"
	"testing"
)

func TestL3AndFused(t *testing.T) {
	x := xs256()
	pre := `  %b = ascendc.local_tensor_v3 veccalc, 8192, 256 : ` + lt256 + `
  %three = arith.constant 3.0 : f32
  ascendc.duplicate_l2 %b, %three, %c256 : ` + lt256 + `, f32, i32
  ascendc.pipe_barrier pipe_v
`
	cases := []struct {
		op  string
		ref func(v float64) float64
	}{
		{"add_l3", func(v float64) float64 { return v + 3 }},
		{"sub_l3", func(v float64) float64 { return v - 3 }},
		{"mul_l3", func(v float64) float64 { return v * 3 }},
		{"div_l3", func(v float64) float64 { return v / 3 }},
	}
	for _, c := range cases {
		y, d := runWide(t, pre+`  ascendc.`+c.op+` %o, %a, %b : `+lt256+`, `+lt256+`, `+lt256)
		if d != "" {
			t.Fatal(d)
		}
		for i := 0; i < 256; i++ {
			if got, want := f32at(y, i), float32(c.ref(float64(x[i]))); got != want {
				t.Fatalf("%s y[%d] = %v, want %v", c.op, i, got, want)
			}
		}
	}
	y, d := runWide(t, pre+`  ascendc.fused_abs_sub_l2 %o, %a, %b, %c256 : `+lt256+`, `+lt256+`, `+lt256+`, i32`)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 256; i++ {
		if got, want := f32at(y, i), float32(math.Abs(float64(x[i])-3)); got != want {
			t.Fatalf("fused_abs_sub y[%d] = %v, want %v", i, got, want)
		}
	}
	y, d = runWide(t, pre+`  ascendc.fused_exp_sub_l2 %o, %a, %b, %c256 : `+lt256+`, `+lt256+`, `+lt256+`, i32`)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 256; i++ {
		want := math.Exp(float64(x[i]) - 3)
		got := float64(f32at(y, i))
		if want > math.MaxFloat32 { // past f32: arithmetic overflows to inf (only Cast saturates)
			if !math.IsInf(got, 1) {
				t.Fatalf("fused_exp_sub y[%d] = %v, want +Inf", i, got)
			}
			continue
		}
		if math.Abs(got-want) > want*6e-8 {
			t.Fatalf("fused_exp_sub y[%d] = %v, want %v", i, got, want)
		}
	}
}

func TestSelectModeRefused(t *testing.T) {
	_, d := runWide(t, `  %sm = ascendc.local_tensor_v3 veccalc, 8192, 32 : !ascendc.local_tensor<32xui8>
  ascendc.select_l2 %o, %sm, %a, %a, %c256 {selMode = 1 : i32} : `+lt256+`, !ascendc.local_tensor<32xui8>, `+lt256+`, `+lt256+`, i32`)
	if !strings.Contains(d, "is not simulated for VSEL_TENSOR_SCALAR_MODE with a tensor src1") {
		t.Fatalf("got %q", d)
	}
}
