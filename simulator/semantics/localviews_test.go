package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// SetAddrWithOffset counts its offset in elements of the source's type and keeps the
// source's byte length; SetBufferLen sets the length in bytes (GetLength) and GetSize
// divides it by the element size. The view reads the source's memory at the offset.
func TestSetAddrWithOffsetAndBufferLen(t *testing.T) {
	src := `func.func @f() -> (i64, ui32, i64, ui32, i32, f32) {
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %c2i = arith.constant 2 : i32
  %c2 = builtin.unrealized_conversion_cast %c2i : i32 to ui32
  %c10i = arith.constant 10 : i32
  %c10u = builtin.unrealized_conversion_cast %c10i : i32 to ui32
  %v = arith.constant 2.5 : f32
  %a = ascendc.local_tensor_v3 vecin, 1024, 64 : !ascendc.local_tensor<64xf32>
  ascendc.local_tensor.set_value %a, %c3, %v : !ascendc.local_tensor<64xf32>, i32, f32
  %h = ascendc.local_tensor : !ascendc.local_tensor<*xf16>
  ascendc.local_tensor.set_addr_with_offset %h, %a, %c2 : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<64xf32>, ui32
  %addr = ascendc.local_tensor.get_phy_addr %h : !ascendc.local_tensor<*xf16>, i64
  %len = ascendc.local_tensor.get_length %h : !ascendc.local_tensor<*xf16>, ui32
  %w = ascendc.local_tensor : !ascendc.local_tensor<*xf32>
  ascendc.local_tensor.set_addr_with_offset %w, %h, %c2 : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf16>, ui32
  %waddr = ascendc.local_tensor.get_phy_addr %w : !ascendc.local_tensor<*xf32>, i64
  ascendc.local_tensor.set_buffer_len %w, %c10u : !ascendc.local_tensor<*xf32>, ui32
  %wlen = ascendc.local_tensor.get_length %w : !ascendc.local_tensor<*xf32>, ui32
  %wsize = ascendc.local_tensor.get_size %w : !ascendc.local_tensor<*xf32>, i32
  %x = ascendc.local_tensor.get_value %w, %c0 : !ascendc.local_tensor<*xf32>, i32, f32
  return %addr, %len, %waddr, %wlen, %wsize, %x : i64, ui32, i64, ui32, i32, f32
}`
	r := runFunc(t, src, "f")
	// %h: 1024 + 2 f32 = 1032, length 256 bytes; %w: 1032 + 2 f16 = 1036 = element 3 of %a.
	if r[0].I != 1032 || r[1].I != 256 || r[2].I != 1036 || r[3].I != 10 || r[4].I != 2 || r[5].F != 2.5 {
		t.Fatalf("got addr %d len %d, addr %d len %d size %d value %g; want 1032 256, 1036 10 2 2.5",
			r[0].I, r[1].I, r[2].I, r[3].I, r[4].I, r[5].F)
	}
}

// LocalMemAllocator hands out consecutive tiles from address 0 of its buffer, tileSize
// counting elements, and GetCurAddr is the next address.
func TestLocalMemAllocator(t *testing.T) {
	const ub = "!ascendc.local_mem_allocator<1>"
	src := `func.func @f() -> (i64, i64, ui32, i64) {
  %hw = arith.constant 1 : i64
  %m = ascendc.local_mem_allocator %hw : i64, ` + ub + `
  %c64 = arith.constant 64 : i32
  %c48 = arith.constant 48 : i32
  %a = ascendc.local_mem_allocator.alloc %m, vecin, %c64, f32 : ` + ub + `, i32, !ascendc.local_tensor<*xf32>
  %b = ascendc.local_mem_allocator.alloc_dynamic %m, vecout, %c48, f16 : ` + ub + `, i32, !ascendc.local_tensor<*xf16>
  %pa = ascendc.local_tensor.get_phy_addr %a : !ascendc.local_tensor<*xf32>, i64
  %pb = ascendc.local_tensor.get_phy_addr %b : !ascendc.local_tensor<*xf16>, i64
  %n = ascendc.local_mem_allocator.get_cur_addr %m : ` + ub + `, ui32
  %p = ascendc.local_tensor.get_position %b : !ascendc.local_tensor<*xf16>, i32
  %p64 = arith.extsi %p : i32 to i64
  return %pa, %pb, %n, %p64 : i64, i64, ui32, i64
}`
	r := runFunc(t, src, "f")
	if r[0].I != 0 || r[1].I != 256 || r[2].I != 256+96 || r[3].I != 10 {
		t.Fatalf("got %d %d %d pos %d; want 0 256 352 pos 10 (VECOUT)", r[0].I, r[1].I, r[2].I, r[3].I)
	}
	run := `func.func @f() {
  %hw = arith.constant 1 : i64
  %m = ascendc.local_mem_allocator %hw : i64, ` + ub + `
  %n = arith.constant N : i32
  %a = ascendc.local_mem_allocator.alloc %m, vecin, %n, f32 : ` + ub + `, i32, !ascendc.local_tensor<*xf32>
  return
}`
	for n, want := range map[string]string{
		"12":       "is not simulated for a tile of 48 bytes (12 elements of f32): the next address after a tile that is not a multiple of UB's 32-byte alignment",
		"65536":    "allocation capacity exceeded: [0, 262144) does not fit UB",
		"-8":       "allocation capacity exceeded", // uint32_t tileSize: 2^32-8 elements
		"67108864": "allocation capacity exceeded",
	} {
		if e := runErr(t, strings.Replace(run, "N", n, 1), "f"); !strings.Contains(e, want) {
			t.Errorf("tile %s: got %q, want %q", n, e, want)
		}
	}
	for body, want := range map[string]string{
		"%a = ascendc.local_mem_allocator.alloc %m, a1, %n, f32 : " + ub + ", i32, !ascendc.local_tensor<*xf32>":    "is not simulated for TPosition a1 from a LocalMemAllocator of hardware 1",
		"%a = ascendc.local_mem_allocator.alloc %m, vecin, %n, f32 : " + ub + ", i32, !ascendc.local_tensor<*xf16>": "is not simulated for a result of element type f16 from an allocation of f32",
	} {
		src := strings.Replace(strings.Replace(run, "%a = ascendc.local_mem_allocator.alloc %m, vecin, %n, f32 : "+ub+", i32, !ascendc.local_tensor<*xf32>", body, 1), "N", "8", 1)
		if e := compileErr(t, src, "f"); !strings.Contains(e, want) {
			t.Errorf("%s: got %q, want %q", body, e, want)
		}
	}
	gm := `func.func @f() {
  %hw = arith.constant 0 : i64
  %m = ascendc.local_mem_allocator %hw : i64, !ascendc.local_mem_allocator<0>
  return
}`
	if e := compileErr(t, gm, "f"); !strings.Contains(e, "is not simulated for hardware 0") {
		t.Errorf("GM allocator: %q", e)
	}
}

// The default DataCopyPadExtParams<T>() is isPad false with no left or right padding, so
// DataCopyPad behaves as with an all-zero construct: the data lands in place and the
// row's padding has no value, which the sanitizer reports where it reaches GM.
func TestDataCopyPadExtParamsDefault(t *testing.T) {
	run := func(pad, outLen string) ([]byte, string) {
		src := `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c12 = arith.constant 12 : i32
  %c32 = arith.constant 32 : i32
  %f = arith.constant 9.0 : f32
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %u = ascendc.local_tensor_v3 vecin, 0, 64 : ` + lt + `
  %in = ascendc.construct !ascendc.data_copy_ext_params(%c1, %c12, %c0, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
  ` + pad + `
  %out = ascendc.construct !ascendc.data_copy_ext_params(%c1, ` + outLen + `, %c0, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
  ascendc.data_copy_pad_l0_ext %u, %gx, %in, %pp : ` + lt + `, ` + gt + `, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
  ascendc.set_flag mte2_mte3, %c0 : i32
  ascendc.wait_flag mte2_mte3, %c0 : i32
  ascendc.data_copy_pad_l2_ext %gy, %u, %out : ` + gt + `, ` + lt + `, !ascendc.data_copy_ext_params
  return
}`
		y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 32), Name: "y"}
		_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(1, 2, 3), Name: "x"}, y)
		return y.Data, d
	}
	const def = "%pp = ascendc.data_copy_pad_ext_params : !ascendc.data_copy_pad_ext_params<f32>"
	const zero = "%pp = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%c0, %c0, %c0, %f) [i1, ui8, ui8, f32] : i32, i32, i32, f32"
	for _, pad := range []string{def, zero} {
		y, d := run(pad, "%c12")
		if d != "" {
			t.Fatalf("%s: %s", pad, d)
		}
		if got := f32sOf(y)[:3]; got[0] != 1 || got[1] != 2 || got[2] != 3 {
			t.Fatalf("%s: y = %v", pad, got)
		}
		if _, d = run(pad, "%c32"); !strings.Contains(d, "'ascendc.data_copy_pad_l2_ext' op reads uninitialised memory UB[12] on pipe MTE3") {
			t.Fatalf("%s: padding copied to GM: %q", pad, d)
		}
	}
}

// Default-constructed descriptors and sort lists declare an object; their uses stay
// refused (the list at mrg_sort, the descriptor at each query).
func TestDeclaredObjects(t *testing.T) {
	decl := `func.func @f() {
  %d = ascendc.tensor_desc f32 : !ascendc.tensor_desc
  %l = ascendc.list_tensor_desc : !ascendc.list_tensor_desc
  %s = ascendc.mrg_sort_src_list : !ascendc.mrg_sort_src_list<f32>
  return
}`
	if e := runErr(t, decl, "f"); e != "" {
		t.Fatal(e)
	}
	use := `func.func @f() -> ui64 {
  %d = ascendc.tensor_desc f32 : !ascendc.tensor_desc
  %n = ascendc.tensor_desc_get_dim %d : !ascendc.tensor_desc, ui64
  return %n : ui64
}`
	if e := compileErr(t, use, "f"); !strings.Contains(e, "ascendc.tensor_desc_get_dim") || !strings.Contains(e, "no descriptor is decoded") {
		t.Errorf("get_dim: %q", e)
	}
	mrg := `func.func @f(%m: !ascendc.local_tensor<128xf32>, %n: ui16, %z: ui32, %v: i16, %r: i32) {
  %s = ascendc.mrg_sort_src_list : !ascendc.mrg_sort_src_list<f32>
  ascendc.mrg_sort %m, %s, %n, %n, %n, %n, %z, %z, %z, %z, %v, %r {operandSegmentSizes = array<i32: 1, 1, 4, 4, 1, 1>} : !ascendc.local_tensor<128xf32>, !ascendc.mrg_sort_src_list<f32>, ui16, ui16, ui16, ui16, ui32, ui32, ui32, ui32, i16, i32
  return
}`
	if e := compileErr(t, mrg, "f"); !strings.Contains(e, "not built by ascendc.construct from four tensors") {
		t.Errorf("mrg_sort of a declared list: %q", e)
	}
}

// In L0A (512-byte alignment) a 256-byte tile is refused: the next tile's address would
// depend on a rounding rule no source fixes; a 512-byte one is simulated.
func TestLocalMemAllocatorL0AAlignment(t *testing.T) {
	src := `func.func @f() -> ui32 {
  %hw = arith.constant 3 : i64
  %m = ascendc.local_mem_allocator %hw : i64, !ascendc.local_mem_allocator<3>
  %n = arith.constant N : i32
  %a = ascendc.local_mem_allocator.alloc %m, a2, %n, f16 : !ascendc.local_mem_allocator<3>, i32, !ascendc.local_tensor<*xf16>
  %c = ascendc.local_mem_allocator.get_cur_addr %m : !ascendc.local_mem_allocator<3>, ui32
  return %c : ui32
}`
	if e := runErr(t, strings.Replace(src, "N", "128", 1), "f"); !strings.Contains(e, "not a multiple of L0A's 512-byte alignment") {
		t.Errorf("256-byte L0A tile: %q", e)
	}
	if r := runFunc(t, strings.Replace(src, "N", "256", 1), "f"); r[0].I != 512 {
		t.Errorf("next address after a 512-byte L0A tile = %d, want 512", r[0].I)
	}
}
