package semantics

import (
	"encoding/binary"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/mem"
)

// ltdKernel sums two f32 tensors of a list element-wise, reaching them through
// GetDataPtr on a ListTensorDesc over %blk: y[j] = t0[j] + t1[j] for j < 3. MAKE builds
// %l (the constructor, or a declaration and Init) with length and shapeSize %len, %shp.
const ltdKernel = `func.func @k(%blk: memref<?xui8, 22>, %x0: memref<?xf32, 22>, %x1: memref<?xf32, 22>, %y: memref<?xf32, 22>) attributes {ascendc.global} {
  %m1 = arith.constant LEN : i32
  %len = builtin.unrealized_conversion_cast %m1 : i32 to ui32
  %m2 = arith.constant SHP : i32
  %shp = builtin.unrealized_conversion_cast %m2 : i32 to ui32
  %z = arith.constant 0 : i32
  %u0 = builtin.unrealized_conversion_cast %z : i32 to ui32
  %o = arith.constant IDX1 : i32
  %u1 = builtin.unrealized_conversion_cast %o : i32 to ui32
MAKE
  %p0 = ascendc.list_tensor_desc_get_data_ptr %l, %u0 {dtype = f32} : memref<?xf32, 22>
  %p1 = ascendc.list_tensor_desc_get_data_ptr %l, %u1 {dtype = f32} : memref<?xf32, 22>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %j = %c0 to %c3 step %c1 {
    %a = memref.load %p0[%j] : memref<?xf32, 22>
    %b = memref.load %p1[%j] : memref<?xf32, 22>
    %s = arith.addf %a, %b : f32
    memref.store %s, %y[%j] : memref<?xf32, 22>
  }
  return
}`

const (
	ltdCtor = `  %l = ascendc.list_tensor_desc_v2 %blk, %len, %shp : !ascendc.list_tensor_desc, memref<?xui8, 22>, ui32, ui32`
	ltdInit = `  %l = ascendc.list_tensor_desc : !ascendc.list_tensor_desc
  ascendc.list_tensor_desc_init %l, %blk, %len, %shp : !ascendc.list_tensor_desc, memref<?xui8, 22>, ui32, ui32`
)

// ltdBases is where RunKernel puts buffers of these sizes, bound in order (it lays out
// its arguments with mem.Global, one after another).
func ltdBases(sizes ...int) []uint64 {
	var g mem.Global
	var bs []uint64
	for _, n := range sizes {
		r, _ := g.Alloc("a", int64(n))
		bs = append(bs, uint64(g.Regions[r].Base))
	}
	return bs
}

// ltdBlock writes a block as the host does: the data-pointer offset, per tensor a
// descriptor word and shape words (not read by the model), then the pointers.
func ltdBlock(off uint64, descWords int, ptrs ...uint64) []byte {
	w := []uint64{off}
	for i := 0; i < descWords; i++ {
		w = append(w, 0x1234)
	}
	w = append(w, ptrs...)
	b := make([]byte, 8*len(w))
	for i, x := range w {
		binary.LittleEndian.PutUint64(b[8*i:], x)
	}
	return b
}

type ltdCase struct {
	make          string
	length, shape string
	idx1          string
	// block is given the bases of block, x0, x1 and y.
	block func(b []uint64) []byte
}

func runLTD(t *testing.T, c ltdCase) ([]float32, string) {
	t.Helper()
	x0 := f32buf(1, 2, 3, 4)
	x1 := f32buf(10, 20, 30, 40)
	y := make([]byte, 12)
	probe := c.block(ltdBases(0, 0, 0, 0)) // the block's size does not depend on the bases
	blk := c.block(ltdBases(len(probe), len(x0), len(x1), len(y)))
	idx1 := c.idx1
	if idx1 == "" {
		idx1 = "1"
	}
	src := strings.NewReplacer("MAKE", c.make, "LEN", c.length, "SHP", c.shape, "IDX1", idx1).Replace(ltdKernel)
	ya := &sim.Arg{Kind: sim.ArgOut, Data: y, Name: "y"}
	_, diags := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: blk, Name: "blk"},
		&sim.Arg{Kind: sim.ArgIn, Data: x0, Name: "x0"}, &sim.Arg{Kind: sim.ArgIn, Data: x1, Name: "x1"}, ya)
	return f32sOf(ya.Data), diags
}

// Two tensors, two descriptors of two words each (dim word and one shape word): the
// pointer array is at byte 8 + 4·8 = 40. The second pointer is 4 bytes into x1, so the
// sum reads x1 from its element 1, and that pointer's bounds are x1's end.
func TestListTensorDescGetDataPtr(t *testing.T) {
	good := func(b []uint64) []byte { return ltdBlock(40, 4, b[1], b[2]+4) }
	for _, mk := range []string{ltdCtor, ltdInit} {
		got, diags := runLTD(t, ltdCase{make: mk, length: "-1", shape: "-1", block: good})
		if diags != "" {
			t.Fatal(diags)
		}
		if got[0] != 21 || got[1] != 32 || got[2] != 43 {
			t.Fatalf("sum %v, want [21 32 43]", got)
		}
	}
	// A block with no descriptor words: offset 8 puts the pointers right after it.
	got, diags := runLTD(t, ltdCase{make: ltdCtor, length: "-1", shape: "-1", block: func(b []uint64) []byte { return ltdBlock(8, 0, b[2], b[1]) }})
	if diags != "" || got[0] != 11 || got[2] != 33 {
		t.Fatalf("offset 8: %v %q", got, diags)
	}
	// The pointer is to x1's element 1: reading its elements 0..2 is x1[1..3], in
	// bounds; element 3 of it would be past x1, so a pointer 8 bytes in overruns.
	_, diags = runLTD(t, ltdCase{make: ltdCtor, length: "-1", shape: "-1", block: func(b []uint64) []byte { return ltdBlock(8, 0, b[1], b[2]+8) }})
	wantErr(t, diags, "memref.load", "out-of-bounds")
}

// Malformed blocks and refused forms: each is a diagnostic, never a read past the block
// or a guessed value.
func TestListTensorDescRefused(t *testing.T) {
	for _, c := range []struct {
		name  string
		c     ltdCase
		frags []string
	}{
		{"offset not a multiple of 8", ltdCase{block: func(b []uint64) []byte { return ltdBlock(12, 1, b[1], b[2]) }},
			[]string{"ascendc.list_tensor_desc_v2", "malformed ListTensorDesc block: data-pointer offset 12"}},
		{"offset inside the offset word", ltdCase{block: func(b []uint64) []byte { return ltdBlock(0, 1, b[1], b[2]) }},
			[]string{"malformed ListTensorDesc block: data-pointer offset 0"}},
		{"offset past the block", ltdCase{block: func(b []uint64) []byte { return ltdBlock(64, 1, b[1], b[2]) }},
			[]string{"data-pointer offset 64 must be a multiple of 8 in [8, 32]"}},
		{"pointer past the block", ltdCase{block: func(b []uint64) []byte { return ltdBlock(16, 1, b[1]) }},
			[]string{"ascendc.list_tensor_desc_get_data_ptr", "out-of-bounds read of GM bytes [24, 32) of a 24-byte tensor"}},
		{"index beyond the array", ltdCase{idx1: "-1", block: func(b []uint64) []byte { return ltdBlock(8, 0, b[1], b[2]) }},
			[]string{"ascendc.list_tensor_desc_get_data_ptr", "out-of-bounds"}},
		{"null pointer", ltdCase{block: func(b []uint64) []byte { return ltdBlock(8, 0, b[1], 0) }},
			[]string{"data pointer 1 of the ListTensorDesc block is 0x0, in no GM allocation"}},
		{"pointer into no allocation", ltdCase{block: func(b []uint64) []byte { return ltdBlock(8, 0, b[1], b[3]+1<<20) }},
			[]string{"in no GM allocation"}},
		{"block shorter than the offset word", ltdCase{block: func(b []uint64) []byte { return []byte{8, 0, 0, 0} }},
			[]string{"ascendc.list_tensor_desc_v2", "out-of-bounds"}},
		{"length given", ltdCase{length: "64", block: func(b []uint64) []byte { return ltdBlock(8, 0, b[1], b[2]) }},
			[]string{"'ascendc.list_tensor_desc_v2' op is not simulated for length 64"}},
		{"shapeSize given", ltdCase{shape: "2", make: ltdInit, block: func(b []uint64) []byte { return ltdBlock(8, 0, b[1], b[2]) }},
			[]string{"'ascendc.list_tensor_desc_init' op is not simulated for shapeSize 2"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			lc := c.c
			if lc.make == "" {
				lc.make = ltdCtor
			}
			if lc.length == "" {
				lc.length = "-1"
			}
			if lc.shape == "" {
				lc.shape = "-1"
			}
			_, diags := runLTD(t, lc)
			wantErr(t, diags, c.frags...)
		})
	}
}

// A declared list read before Init, a block rewritten after Init, and compile-time forms.
func TestListTensorDescObject(t *testing.T) {
	noInit := `func.func @f(%i: ui32) {
  %l = ascendc.list_tensor_desc : !ascendc.list_tensor_desc
  %p = ascendc.list_tensor_desc_get_data_ptr %l, %i {dtype = f32} : memref<?xf32, 22>
  return
}`
	if e := runErr(t, noInit, "f", sim.Value{I: 0}); !strings.Contains(e, "reads a ListTensorDesc that neither its constructor nor Init gave a block") {
		t.Errorf("no Init: %q", e)
	}
	rewrite := `func.func @k(%blk: memref<?xi64, 22>) attributes {ascendc.global} {
  %m = arith.constant -1 : i32
  %all = builtin.unrealized_conversion_cast %m : i32 to ui32
  %z = arith.constant 0 : i32
  %u0 = builtin.unrealized_conversion_cast %z : i32 to ui32
  %l = ascendc.list_tensor_desc_v2 %blk, %all, %all : !ascendc.list_tensor_desc, memref<?xi64, 22>, ui32, ui32
  %c0 = arith.constant 0 : index
  %v16 = arith.constant 16 : i64
  memref.store %v16, %blk[%c0] : memref<?xi64, 22>
  %p = ascendc.list_tensor_desc_get_data_ptr %l, %u0 {dtype = f32} : memref<?xf32, 22>
  return
}`
	blk := ltdBlock(8, 0, 0, 0, 0)
	_, diags := kernel(t, rewrite, 1, &sim.Arg{Kind: sim.ArgInOut, Data: blk, Name: "blk"})
	wantErr(t, diags, "is not simulated after the block's data-pointer offset changed (8 at Init, 16 now)")
	for _, c := range []struct{ src, frag string }{
		{`func.func @f(%d: memref<?xui8>, %n: ui32) {
  %l = ascendc.list_tensor_desc_v2 %d, %n, %n : !ascendc.list_tensor_desc, memref<?xui8>, ui32, ui32
  return
}`, "is not simulated for data of type memref<?xui8>"},
		{`func.func @f(%d: !ascendc.global_tensor<*xui8>, %n: ui32) {
  %l = ascendc.list_tensor_desc : !ascendc.list_tensor_desc
  ascendc.list_tensor_desc_init %l, %d, %n, %n : !ascendc.list_tensor_desc, !ascendc.global_tensor<*xui8>, ui32, ui32
  return
}`, "is not simulated for data of type !ascendc.global_tensor<*xui8>"},
		{`func.func @f(%n: ui32) {
  %l = ascendc.list_tensor_desc : !ascendc.list_tensor_desc
  %p = ascendc.list_tensor_desc_get_data_ptr %l, %n {dtype = f16} : memref<?xf32, 22>
  return
}`, "with dtype f16"},
		{`func.func @f(%n: ui32) {
  %l = ascendc.list_tensor_desc : !ascendc.list_tensor_desc
  %p = ascendc.list_tensor_desc_get_data_ptr %l, %n {dtype = f32} : memref<?xf32, 26>
  return
}`, "is not simulated for a result of type memref<?xf32, 26>"},
		{`func.func @f(%n: ui32) -> ui32 {
  %l = ascendc.list_tensor_desc : !ascendc.list_tensor_desc
  %s = ascendc.list_tensor_desc_get_size %l : !ascendc.list_tensor_desc
  return %s : ui32
}`, "how GetSize counts the tensors"},
		{`func.func @f(%n: ui32, %d: !ascendc.tensor_desc) {
  %l = ascendc.list_tensor_desc : !ascendc.list_tensor_desc
  ascendc.list_tensor_desc_get_desc %l, %d, %n : !ascendc.list_tensor_desc, !ascendc.tensor_desc, ui32
  return
}`, "which 32-bit half of the descriptor word holds the dimension count"},
		{`func.func @f(%a: ui64) {
  %d = ascendc.tensor_desc f32 : !ascendc.tensor_desc
  ascendc.tensor_desc_set_shape_addr %d, %a : !ascendc.tensor_desc, ui64
  return
}`, "model gives private arrays no integer address"},
		{`func.func @f() {
  %d = ascendc.tensor_desc f32 : !ascendc.tensor_desc
  %g = ascendc.tensor_desc_get_data_obj %d : !ascendc.tensor_desc, !ascendc.global_tensor<*xf32>
  return
}`, "the size GetDataObj gives its GlobalTensor"},
	} {
		if e := compileErr(t, c.src, "f"); !strings.Contains(e, c.frag) {
			t.Errorf("%q: got %q", c.frag, e)
		}
	}
}

// The block's reads are S-pipe GM reads the sanitizer sees: a block written by DataCopy
// (MTE3) and decoded with no synchronisation in between is a race.
func TestListTensorDescSanitizer(t *testing.T) {
	src := `func.func @k(%blk: memref<?xi64, 22>) attributes {ascendc.global} {
  %m = arith.constant -1 : i32
  %all = builtin.unrealized_conversion_cast %m : i32 to ui32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %v8 = arith.constant 8 : i64
  %g = ascendc.global_tensor : !ascendc.global_tensor<*xi64>
  ascendc.global_tensor.set_global_buffer %g, %blk : !ascendc.global_tensor<*xi64>, memref<?xi64, 22>
  %u = ascendc.local_tensor_v3 vecout, 0, 4 : !ascendc.local_tensor<4xi64>
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    ascendc.local_tensor.set_value %u, %i, %v8 : !ascendc.local_tensor<4xi64>, i32, i64
  }
  ascendc.set_flag s_mte3, %c0 : i32
  ascendc.wait_flag s_mte3, %c0 : i32
  ascendc.data_copy_l2 %g, %u, %c4 : !ascendc.global_tensor<*xi64>, !ascendc.local_tensor<4xi64>, i32
  SYNC
  %l = ascendc.list_tensor_desc_v2 %blk, %all, %all : !ascendc.list_tensor_desc, memref<?xi64, 22>, ui32, ui32
  return
}`
	for _, c := range []struct {
		sync string
		race bool
	}{
		{"", true},
		{"ascendc.set_flag mte3_s, %c0 : i32\n  ascendc.wait_flag mte3_s, %c0 : i32", false},
	} {
		blk := &sim.Arg{Kind: sim.ArgInOut, Data: make([]byte, 32), Name: "blk"}
		_, diags := kernel(t, strings.Replace(src, "SYNC", c.sync, 1), 1, blk)
		if got := strings.Contains(diags, "'ascendc.list_tensor_desc_v2' op read-after-write race on GM"); got != c.race || (!c.race && diags != "") {
			t.Errorf("sync %q: diagnostics %q", c.sync, diags)
		}
	}
}
