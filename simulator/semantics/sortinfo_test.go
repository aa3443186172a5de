package semantics

import (
	"encoding/binary"
	"sort"
	"strings"
	"testing"
)

// mrgInfoBody sorts the two 32-element halves into %l0 and %l1, merges three lists
// (l0 with 32 structures, l1 with 16, l0 again with 16) through an MrgSort4Info into %m,
// and extracts the 64 merged structures.
func mrgInfoBody(susp, valid, repeat string) string {
	return sortDecl + `  %m = ascendc.local_tensor_v3 veccalc, 140000, 128 : !ascendc.local_tensor<128xf32>
  %l0 = ascendc.local_tensor_v3 vecout, 65536, 64 : !ascendc.local_tensor<64xf32>
  %l1 = ascendc.local_tensor_v3 vecout, 65792, 64 : !ascendc.local_tensor<64xf32>
  %xo = ascendc.local_tensor_v3 vecout, 65792, 64 : !ascendc.local_tensor<64xui32>
  ascendc.sort32 %o, %a, %ix, %c2 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xui32>, i32
  ascendc.pipe_barrier pipe_v
  %list = ascendc.construct !ascendc.mrg_sort_src_list<f32>(%l0, %l1, %l0, %l0) [!ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>] : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %n32 = arith.constant 32 : i16
  %n16 = arith.constant 16 : i16
  %len = memref.alloca() : memref<4xi16>
  memref.store %n32, %len[%i0] : memref<4xi16>
  memref.store %n16, %len[%i1] : memref<4xi16>
  memref.store %n16, %len[%i2] : memref<4xi16>
  memref.store %n32, %len[%i3] : memref<4xi16>
  %susp = arith.constant ` + susp + `
  %valid = arith.constant ` + valid + ` : i16
  %rep = arith.constant ` + repeat + ` : i16
  %info = ascendc.construct !ascendc.mrg_sort4_info(%len, %susp, %valid, %rep) [memref<4xi16>, i1, i16, i16] : memref<4xi16>, i1, i16, i16
  ascendc.mrg_sort_with_info %m, %list, %info : !ascendc.local_tensor<128xf32>, !ascendc.mrg_sort_src_list<f32>, !ascendc.mrg_sort4_info
  ascendc.pipe_barrier pipe_v
  ascendc.extract %o, %xo, %m, %c2 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<64xui32>, !ascendc.local_tensor<128xf32>, i32`
}

// MrgSort with an MrgSort4Info merges the lists validBit selects, each of its
// elementLengths count (here unequal: 32, 16, 16; the fourth count is ignored), the
// lower-numbered list first on equal scores.
func TestMrgSortWithInfo(t *testing.T) {
	s, ix, ib := sortInputs()
	y, d := s3Kernel(t, "f32", 64, 128, mrgInfoBody("false", "7", "1"), f32buf(s...), ib)
	if d != "" {
		t.Fatal(d)
	}
	a, b := refSorted(s[:32], ix[:32]), refSorted(s[32:], ix[32:])
	merged := append(append(append([][2]uint32{}, a...), b[:16]...), a[:16]...)
	sort.SliceStable(merged, func(i, j int) bool { return f32of(merged[i][0]) > f32of(merged[j][0]) })
	for k, w := range merged {
		got := [2]uint32{f32bitsOf(f32at(y, k)), binary.LittleEndian.Uint32(y[256+4*k:])}
		if got != w {
			t.Fatalf("extracted %d = %x, want %x", k, got, w)
		}
	}
	s2, _, ib2 := sortInputs()
	for _, c := range []struct{ susp, valid, rep, want string }{
		{"true", "7", "1", "is not simulated for ifExhaustedSuspension"},
		{"false", "7", "2", "is not simulated for repeatTime 2"},
		{"false", "5", "1", "validBit 0b101 must be 0b11, 0b111 or 0b1111"},
	} {
		_, d := s3Kernel(t, "f32", 64, 128, mrgInfoBody(c.susp, c.valid, c.rep), f32buf(s2...), ib2)
		if !strings.Contains(d, c.want) {
			t.Errorf("%v: got %q", c, d)
		}
	}
}
