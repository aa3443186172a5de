package semantics

import (
	"encoding/binary"
	"math/rand"
	"sort"
	"testing"
)

// refSorted is the reference: (score, index) pairs of scores[lo:hi] in descending score
// order, equal scores by ascending position (an insertion sort, unlike sortDesc).
func refSorted(scores []float32, idx []uint32) [][2]uint32 {
	type p struct {
		s float32
		i uint32
	}
	var v []p
	for k := range scores {
		j := len(v)
		v = append(v, p{})
		for j > 0 && v[j-1].s < scores[k] {
			v[j] = v[j-1]
			j--
		}
		v[j] = p{scores[k], idx[k]}
	}
	out := make([][2]uint32, len(v))
	for k, e := range v {
		out[k] = [2]uint32{f32bitsOf(e.s), e.i}
	}
	return out
}

func f32bitsOf(f float32) uint32 { return binary.LittleEndian.Uint32(f32buf(f)) }

func checkPairs(t *testing.T, what string, y []byte, want [][2]uint32) {
	t.Helper()
	for k, w := range want {
		got := [2]uint32{binary.LittleEndian.Uint32(y[8*k:]), binary.LittleEndian.Uint32(y[8*k+4:])}
		if got != w {
			t.Fatalf("%s: structure %d = %x, want %x", what, k, got, w)
		}
	}
}

const sortDecl = `  %ix = ascendc.local_tensor_v3 vecin, 32768, 64 : !ascendc.local_tensor<64xui32>
  %c2 = arith.constant 2 : i32
`

func sortInputs() ([]float32, []uint32, []byte) {
	r := rand.New(rand.NewSource(8))
	s := make([]float32, 64)
	ix := make([]uint32, 64)
	b := make([]byte, 256)
	for i := range s {
		s[i] = float32(r.Intn(20)) / 4 // many ties
		ix[i] = uint32(1000 + i)
		binary.LittleEndian.PutUint32(b[4*i:], ix[i])
	}
	return s, ix, b
}

func TestSort32AndFullSort(t *testing.T) {
	s, ix, ib := sortInputs()
	const ty = "!ascendc.local_tensor<128xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xui32>"
	y, d := s3Kernel(t, "f32", 64, 128, sortDecl+"  ascendc.sort32 %o, %a, %ix, %c2 : "+ty+", i32", f32buf(s...), ib)
	if d != "" {
		t.Fatal(d)
	}
	want := append(refSorted(s[:32], ix[:32]), refSorted(s[32:], ix[32:])...)
	checkPairs(t, "sort32", y, want)
	y, d = s3Kernel(t, "f32", 64, 128, sortDecl+"  ascendc.sort %o, %a, %ix, %t, %c2 {isFullSort} : "+ty+", !ascendc.local_tensor<2048xf32>, i32", f32buf(s...), ib)
	if d != "" {
		t.Fatal(d)
	}
	checkPairs(t, "sort full", y, refSorted(s, ix))
}

func TestMrgSortAndExtract(t *testing.T) {
	s, ix, ib := sortInputs()
	// Sort32 two groups into %o, then merge the two sorted lists (32 each) into %m, then
	// extract the scores into %o's first 64 floats and the indices into %xo.
	body := sortDecl + `  %m = ascendc.local_tensor_v3 veccalc, 140000, 128 : !ascendc.local_tensor<128xf32>
  %l0 = ascendc.local_tensor_v3 vecout, 65536, 64 : !ascendc.local_tensor<64xf32>
  %l1 = ascendc.local_tensor_v3 vecout, 65792, 64 : !ascendc.local_tensor<64xf32>
  %xo = ascendc.local_tensor_v3 vecout, 65792, 64 : !ascendc.local_tensor<64xui32>
  ascendc.sort32 %o, %a, %ix, %c2 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xui32>, i32
  ascendc.pipe_barrier pipe_v
  %list = ascendc.construct !ascendc.mrg_sort_src_list<f32>(%l0, %l1, %l0, %l0) [!ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>] : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>
  %n32i = arith.constant 32 : i16
  %n32 = builtin.unrealized_conversion_cast %n32i : i16 to ui16
  %z32i = arith.constant 0 : i32
  %z32 = builtin.unrealized_conversion_cast %z32i : i32 to ui32
  %valid = arith.constant 3 : i16
  ascendc.mrg_sort %m, %list, %n32, %n32, %n32, %n32, %z32, %z32, %z32, %z32, %valid, %c1 {operandSegmentSizes = array<i32: 1, 1, 4, 4, 1, 1>} : !ascendc.local_tensor<128xf32>, !ascendc.mrg_sort_src_list<f32>, ui16, ui16, ui16, ui16, ui32, ui32, ui32, ui32, i16, i32
  ascendc.pipe_barrier pipe_v
  ascendc.extract %o, %xo, %m, %c2 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<64xui32>, !ascendc.local_tensor<128xf32>, i32`
	y, d := s3Kernel(t, "f32", 64, 128, body, f32buf(s...), ib)
	if d != "" {
		t.Fatal(d)
	}
	// Reference: merge of the two sorted halves, the first list winning ties.
	a, b := refSorted(s[:32], ix[:32]), refSorted(s[32:], ix[32:])
	merged := append(append([][2]uint32{}, a...), b...)
	sort.SliceStable(merged, func(i, j int) bool {
		return f32of(merged[i][0]) > f32of(merged[j][0])
	})
	for k, w := range merged {
		got := [2]uint32{f32bitsOf(f32at(y, k)), binary.LittleEndian.Uint32(y[256+4*k:])}
		if got != w {
			t.Fatalf("extracted %d = %x, want %x", k, got, w)
		}
	}
}

func f32of(b uint32) float32 { return f32at(binary.LittleEndian.AppendUint32(nil, b), 0) }

// GetSortLen counts 8-byte structures in floats.
func TestGetSortLen(t *testing.T) {
	s, _, ib := sortInputs()
	y, d := s3Kernel(t, "f32", 64, 128, `  %q0 = arith.constant 7 : i32
  %q = builtin.unrealized_conversion_cast %q0 : i32 to ui32
  %r = ascendc.get_sort_len %q : ui32
  %ri = builtin.unrealized_conversion_cast %r : ui32 to i32
  %rf = arith.sitofp %ri : i32 to f32
  ascendc.duplicate_l2 %o, %rf, %nout : !ascendc.local_tensor<128xf32>, f32, i32`, f32buf(s...), ib)
	if d != "" || f32at(y, 0) != 14 {
		t.Fatalf("GetSortLen(7) = %g (%s), want 14 floats", f32at(y, 0), d)
	}
}
