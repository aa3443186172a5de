package semantics

import (
	"strings"
	"testing"
)

// TestMicroDuplicate: Duplicate(dst, src, mask) broadcasts lane 0 of src (HighLowPart's
// default, LOWEST) to the active lanes and zeroes the others (ZEROING). x = i - 20.
func TestMicroDuplicate(t *testing.T) {
	store := "\n  ascendc.data_copy_vst_micro %po, %r, %all : " + ptr + ", " + rt + ", " + mk
	for _, c := range []struct {
		name, body string
		want       func(i int) float32
	}{
		// Lane 0 is x[0] = -20, not the highest lane's 43.
		{"lowest lane, masked", `  ascendc.duplicate_micro %r, %v, %m16 : ` + rt + `, ` + rt + `, ` + mk + store,
			func(i int) float32 { return map[bool]float32{true: -20, false: 0}[i < 16] }},
		// A source loaded 8 elements (32 bytes) in: lane 0 is x[8] = -12; its lanes past the tensor's
		// end are undefined but never read.
		{"shifted source", `  %e8 = arith.constant 8 : index
  %p5 = emitasc.ptr_offset %pa[%e8] : ` + ptr + `, ` + ptr + `
  %t = ascendc.reg_tensor : ` + rt + `
  ascendc.data_copy_vld_micro %t, %p5 : ` + rt + `, ` + ptr + `
  ascendc.duplicate_micro %r, %t, %all : ` + rt + `, ` + rt + `, ` + mk + store,
			func(int) float32 { return -12 }},
		// In place: lane 0 is read before any lane is written.
		{"in place", `  ascendc.duplicate_micro %v, %v, %all : ` + rt + `, ` + rt + `, ` + mk + `
  ascendc.data_copy_vst_micro %po, %v, %all : ` + ptr + `, ` + rt + `, ` + mk,
			func(int) float32 { return -20 }},
		// No active lane: an undefined source is never read; every lane becomes 0.
		{"no active lane", `  %none = ascendc.create_mask f32, ALLF : ` + mk + `
  %u = ascendc.reg_tensor : ` + rt + `
  ascendc.duplicate_micro %r, %u, %none : ` + rt + `, ` + rt + `, ` + mk + store,
			func(int) float32 { return 0 }},
	} {
		t.Run(c.name, func(t *testing.T) {
			y, d := runMicro(t, c.body)
			if d != "" {
				t.Fatal(d)
			}
			for i, got := range y {
				if want := c.want(i); got != want {
					t.Fatalf("lane %d = %g, want %g", i, got, want)
				}
			}
		})
	}
}

// TestMicroDuplicateErrors: mixed lane types are refused when compiled; an undefined lane
// 0 read by an active lane stops the run; the neighbouring unary ops still refused say why.
func TestMicroDuplicateErrors(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{"  %i = ascendc.reg_tensor : " + ri + "\n  ascendc.duplicate_micro %r, %i, %all : " + rt + ", " + ri + ", " + mk,
			"'ascendc.duplicate_micro' op is not simulated for registers of different lane types"},
		{"  %u = ascendc.reg_tensor : " + rt + "\n  ascendc.duplicate_micro %r, %u, %m16 : " + rt + ", " + rt + ", " + mk,
			"active lane 0 reads lane 0 of a register that holds no defined value"},
		// Still refused: MaskNot on register tensors (the emitted call does not compile),
		// and Log (its base is not fixed here).
		{"  ascendc.mask_not_micro %r, %v, %all : " + rt + ", " + rt + ", " + mk,
			"passes two RegTensor<T> where MaskNot (Ascend C API reference, MicroAPI MaskNot) negates a mask register"},
		{"  ascendc.log_micro %r, %v, %all : " + rt + ", " + rt + ", " + mk,
			"MicroAPI::Log: no source available here fixes its base"},
	} {
		_, d := runMicro(t, c.body+"\n  ascendc.data_copy_vst_micro %po, %r, %all : "+ptr+", "+rt+", "+mk)
		if !strings.Contains(d, c.want) {
			t.Errorf("%s: got %q, want %q", c.body, d, c.want)
		}
	}
}
