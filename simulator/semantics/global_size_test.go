package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// TestGlobalTensorGetSize: GetSize is the count SetGlobalBuffer(buffer, size) recorded; a
// tensor set without a size, or offset by operator[] since, is refused at the call
// (before, it answered with the host buffer's size, which the kernel cannot know).
func TestGlobalTensorGetSize(t *testing.T) {
	const src = `func.func @k(%x: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c8 = arith.constant 8 : i32
  %n = arith.constant 24 : i32
  %g = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
  SET
  VIEW
  %s = ascendc.global_tensor.get_size %v : !ascendc.global_tensor<?xf32>, ui64
  ascendc.printf %s {desc = "%lu\n"} : ui64
  return
}`
	set := "ascendc.global_tensor.set_global_buffer %g, %x, %n : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>, i32"
	unsized := "ascendc.global_tensor.set_global_buffer %g, %x : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>"
	view := func(off string) string {
		return "%v = ascendc.global_tensor.subindex %g[" + off + "] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>"
	}
	for _, tc := range []struct{ set, view, want string }{
		{set, view("%c0"), "[core 0] 24\n"},
		{unsized, view("%c0"), "SetGlobalBuffer gave no size"},
		{set, view("%c8"), "that operator[] offset since"},
	} {
		ch, d := kernel(t, strings.NewReplacer("SET", tc.set, "VIEW", tc.view).Replace(src), 1,
			&sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 4*64), Name: "x"})
		got := d
		if d == "" {
			got = ch.Cores[0].Print.String()
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s / %s: got %q, want %q", tc.set, tc.view, got, tc.want)
		}
	}
}
