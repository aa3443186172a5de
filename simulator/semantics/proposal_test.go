package semantics

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// A test proposal: 8 f32 elements (x1, y1, x2, y2, score, label, reserved, reserved).
// Every element but the score is distinct across a test, so a moved proposal is
// recognised whole.
type prop [8]float32

// makeProps returns n proposals with scores from a small set (many ties) and every other
// element unique; base keeps the values of different calls apart.
func makeProps(r *rand.Rand, n, base int) []prop {
	p := make([]prop, n)
	for i := range p {
		for f := range p[i] {
			p[i][f] = float32(base + 10*i + f)
		}
		p[i][4] = float32(r.Intn(5)) / 2
	}
	return p
}

func propsFlat(ps ...[]prop) []float32 {
	var v []float32
	for _, p := range ps {
		for _, e := range p {
			v = append(v, e[:]...)
		}
	}
	return v
}

// refSortProps is the reference sort: descending by score, equal scores in input order
// (an insertion sort that moves an element only past strictly smaller scores).
func refSortProps(in []prop) []prop {
	out := append([]prop(nil), in...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j-1][4] < out[j][4]; j-- {
			out[j-1], out[j] = out[j], out[j-1]
		}
	}
	return out
}

// refMerge is the reference merge of sorted lists: their concatenation, lower-numbered
// lists first, sorted stably (refSortProps). With stop, the merge ends at the first
// position by which some list has given all its proposals; counts are what each list gave.
func refMerge(lists [][]prop, stop bool) ([]prop, []int) {
	var all []prop
	owner := map[float32]int{}
	for k, l := range lists {
		for _, p := range l {
			owner[p[0]] = k
		}
		all = append(all, l...)
	}
	merged := refSortProps(all)
	end := len(merged)
	if stop {
		for _, l := range lists {
			last := l[len(l)-1][0]
			for i, p := range merged {
				if p[0] == last && i+1 < end {
					end = i + 1
				}
			}
		}
	}
	counts := make([]int, len(lists))
	for _, p := range merged[:end] {
		counts[owner[p[0]]]++
	}
	return merged[:end], counts
}

func checkProps(t *testing.T, what string, y []byte, want []prop) {
	t.Helper()
	got := f32sOf(y)
	for i, p := range want {
		for f := range p {
			if got[8*i+f] != p[f] {
				t.Fatalf("%s: proposal %d element %d = %g, want %g (want proposal %v, got %v)", what, i, f, got[8*i+f], p[f], p, got[8*i:8*i+8])
			}
		}
	}
}

const pt256 = "!ascendc.local_tensor<256xf32>"

// RpSort16 sorts each repeat's 16 proposals on their own, stably, moving all 8 elements.
func TestRpSort16(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	ps := makeProps(r, 32, 0)
	y, d := s3Kernel(t, "f32", 256, 256, `  %c2 = arith.constant 2 : index
  ascendc.rp_sort16 %o, %a, %c2 : `+pt256+", "+pt256+", index", f32buf(propsFlat(ps)...), nil)
	if d != "" {
		t.Fatal(d)
	}
	checkProps(t, "rp_sort16", y, append(refSortProps(ps[:16]), refSortProps(ps[16:])...))

	// repeatTime 0 writes nothing.
	y, d = s3Kernel(t, "f32", 256, 256, "  ascendc.rp_sort16 %o, %a, %c0 : "+pt256+", "+pt256+", i32", f32buf(propsFlat(ps)...), nil)
	if d != "" || strings.Trim(string(y), "\x00") != "" {
		t.Fatalf("repeatTime 0: %q, output not all zero", d)
	}
}

// Half proposals are 16 bytes, the score the fifth half.
func TestRpSort16Half(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	ps := makeProps(r, 16, 0)
	for i := range ps {
		for f := range ps[i] {
			if f != 4 {
				ps[i][f] = float32(8*i + f) // exact in half
			}
		}
	}
	const ty = "!ascendc.local_tensor<128xf16>"
	y, d := s3Kernel(t, "f16", 128, 128, "  ascendc.rp_sort16 %o, %a, %c1 : "+ty+", "+ty+", i32", f16bits(propsFlat(ps)...), nil)
	if d != "" {
		t.Fatal(d)
	}
	for i, p := range refSortProps(ps) {
		for f := range p {
			if g := f16at(y, 8*i+f); g != p[f] {
				t.Fatalf("proposal %d element %d = %g, want %g", i, f, g, p[f])
			}
		}
	}
}

// proposalMoveBody copies x2 (the proposals) into %o, then ProposalConcat writes the 32
// values of %a into field mode of %o's 32 proposals.
func proposalConcatBody(mode int) string {
	return fmt.Sprintf(`  %%c2 = arith.constant 2 : i32
  %%m = arith.constant %d : i32
  ascendc.set_flag v_mte2, %%c0 : i32
  ascendc.wait_flag v_mte2, %%c0 : i32
  ascendc.data_copy_l2 %%o, %%gx2, %%nout : %s, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_v, %%c0 : i32
  ascendc.wait_flag mte2_v, %%c0 : i32
  ascendc.proposal_concat %%o, %%a, %%c2, %%m : %s, %s, i32, i32`, mode, pt256, pt256, pt256)
}

// ProposalConcat writes one field of each proposal and leaves the other seven; with
// ProposalExtract, the field comes back out.
func TestProposalConcatExtract(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	ps := makeProps(r, 32, 0)
	vals := make([]float32, 256)
	for i := range vals {
		vals[i] = float32(-1 - i)
	}
	for mode := 0; mode <= 5; mode++ {
		y, d := s3Kernel(t, "f32", 256, 256, proposalConcatBody(mode), f32buf(vals...), f32buf(propsFlat(ps)...))
		if d != "" {
			t.Fatal(d)
		}
		want := append([]prop(nil), ps...)
		for i := range want {
			want[i][mode] = vals[i]
		}
		checkProps(t, fmt.Sprintf("proposal_concat mode %d", mode), y, want)

		y, d = s3Kernel(t, "f32", 256, 256, fmt.Sprintf(`  %%c2 = arith.constant 2 : i32
  %%m = arith.constant %d : i32
  ascendc.proposal_extract %%o, %%a, %%c2, %%m : %s, %s, i32, i32`, mode, pt256, pt256), f32buf(propsFlat(ps)...), nil)
		if d != "" {
			t.Fatal(d)
		}
		got := f32sOf(y)
		for i := range got {
			w := float32(0) // past the 32 extracted values %o keeps its zeros
			if i < 32 {
				w = ps[i][mode]
			}
			if got[i] != w {
				t.Fatalf("proposal_extract mode %d: element %d = %g, want %g", mode, i, got[i], w)
			}
		}
	}
}

// mrgSort4Body merges lists stored in %a at the given proposal offsets and lengths into
// %o with an MrgSort4Info(lens, susp, valid, rep); GetMrgSortResult's four counts, when
// asked for, go to %o's floats 224, 232, 240 and 248 (32-byte aligned).
func mrgSort4Body(ty string, offs, lens [4]int, susp bool, valid, rep int, result bool) string {
	es := map[string]int{"f32": 4, "f16": 2}[ty]
	var b strings.Builder
	var names, types []string
	for k := range offs {
		n := 256 - 8*offs[k] // the view reaches %a's end: a repeat reads past the first list
		fmt.Fprintf(&b, "  %%l%d = ascendc.local_tensor_v3 vecin, %d, %d : !ascendc.local_tensor<%dx%s>\n", k, 8*es*offs[k], n, n, ty)
		names = append(names, fmt.Sprintf("%%l%d", k))
		types = append(types, fmt.Sprintf("!ascendc.local_tensor<%dx%s>", n, ty))
	}
	tl := strings.Join(types, ", ")
	fmt.Fprintf(&b, "  %%list = ascendc.construct !ascendc.mrg_sort_src_list<%s>(%s) [%s] : %s\n", ty, strings.Join(names, ", "), tl, tl)
	b.WriteString("  %len = memref.alloca() : memref<4xi16>\n")
	for k, n := range lens {
		fmt.Fprintf(&b, "  %%i%d = arith.constant %d : index\n  %%n%d = arith.constant %d : i16\n  memref.store %%n%d, %%len[%%i%d] : memref<4xi16>\n", k, k, k, n, k, k)
	}
	fmt.Fprintf(&b, `  %%susp = arith.constant %v
  %%valid = arith.constant %d : i16
  %%rep = arith.constant %d : i16
  %%info = ascendc.construct !ascendc.mrg_sort4_info(%%len, %%susp, %%valid, %%rep) [memref<4xi16>, i1, i16, i16] : memref<4xi16>, i1, i16, i16
  ascendc.mrg_sort4 %%o, %%list, %%info : !ascendc.local_tensor<256x%s>, !ascendc.mrg_sort_src_list<%s>, !ascendc.mrg_sort4_info
`, susp, valid, rep, ty, ty)
	if result {
		b.WriteString("  %r0, %r1, %r2, %r3 = ascendc.get_mrg_sort_result : ui16, ui16, ui16, ui16\n")
		for k := 0; k < 4; k++ {
			fmt.Fprintf(&b, `  %%s%d = builtin.unrealized_conversion_cast %%r%d : ui16 to i16
  %%f%d = arith.uitofp %%s%d : i16 to f32
  %%v%d = ascendc.local_tensor_v3 vecout, %d, 1 : !ascendc.local_tensor<1xf32>
  ascendc.duplicate_l2 %%v%d, %%f%d, %%c1 : !ascendc.local_tensor<1xf32>, f32, i32
`, k, k, k, k, k, 65536+4*(224+8*k), k, k)
		}
	}
	return b.String()
}

// sortedLists makes sorted lists of the given lengths, stored one after the other from
// proposal 0; offs are the first four lists' positions.
func sortedLists(seed int64, lens ...int) ([][]prop, [4]int, []float32) {
	r := rand.New(rand.NewSource(seed))
	var lists [][]prop
	var offs [4]int
	at := 0
	for k, n := range lens {
		lists = append(lists, refSortProps(makeProps(r, n, 1000*(k+1))))
		if k < 4 {
			offs[k] = at
		}
		at += n
	}
	x := propsFlat(lists...)
	return lists, offs, append(x, make([]float32, 256-len(x))...)
}

// MrgSort4 merges the lists validBit selects (2, 3 or 4), lower-numbered lists first on
// equal scores, and leaves dst past the merged proposals alone.
func TestMrgSort4(t *testing.T) {
	for _, c := range []struct {
		valid int
		lens  [4]int
	}{{3, [4]int{7, 5, 9, 4}}, {7, [4]int{7, 5, 9, 4}}, {15, [4]int{7, 5, 9, 4}}, {15, [4]int{6, 0, 3, 8}}} {
		lists, offs, x := sortedLists(int64(c.valid), c.lens[:]...)
		nl := map[int]int{3: 2, 7: 3, 15: 4}[c.valid]
		y, d := s3Kernel(t, "f32", 256, 256, mrgSort4Body("f32", offs, c.lens, false, c.valid, 1, false), f32buf(x...), nil)
		if d != "" {
			t.Fatal(d)
		}
		want, _ := refMerge(lists[:nl], false)
		checkProps(t, fmt.Sprintf("mrg_sort4 validBit %d", c.valid), y, want)
		if rest := y[32*len(want):]; strings.Trim(string(rest), "\x00") != "" {
			t.Fatalf("validBit %d: dst past %d proposals changed", c.valid, len(want))
		}
	}
}

// With ifExhaustedSuspension the merge stops once a list is used up, and GetMrgSortResult
// reports how many proposals each list gave.
func TestMrgSort4Suspension(t *testing.T) {
	for _, c := range []struct {
		valid int
		lens  [4]int
	}{{15, [4]int{7, 2, 9, 4}}, {7, [4]int{3, 8, 6, 1}}, {3, [4]int{9, 8, 1, 1}}} {
		lists, offs, x := sortedLists(int64(10+c.valid), c.lens[:]...)
		nl := map[int]int{3: 2, 7: 3, 15: 4}[c.valid]
		y, d := s3Kernel(t, "f32", 256, 256, mrgSort4Body("f32", offs, c.lens, true, c.valid, 1, true), f32buf(x...), nil)
		if d != "" {
			t.Fatal(d)
		}
		want, counts := refMerge(lists[:nl], true)
		if len(want) == c.lens[0]+c.lens[1]+c.lens[2]+c.lens[3] {
			t.Fatalf("test lists %v do not stop early", c.lens)
		}
		checkProps(t, "mrg_sort4 suspended", y, want)
		got := f32sOf(y)
		for i := 8 * len(want); i < 256; i++ {
			if got[i] != 0 && (i < 224 || i%8 != 0) {
				t.Fatalf("suspended merge wrote element %d past its %d proposals", i, len(want))
			}
		}
		for k := 0; k < 4; k++ {
			w := 0
			if k < nl {
				w = counts[k]
			}
			if got[224+8*k] != float32(w) {
				t.Fatalf("lens %v: GetMrgSortResult list %d = %g, want %d", c.lens, k, got[224+8*k], w)
			}
		}
	}
}

// Half proposals merge the same way, 16 bytes each.
func TestMrgSort4Half(t *testing.T) {
	lens := [4]int{6, 8, 4, 3} // even offsets: each list 32-byte aligned
	lists, offs, x := sortedLists(31, lens[:]...)
	for _, l := range lists { // every element but the score exact in half
		for i := range l {
			for f := range l[i] {
				if f != 4 {
					l[i][f] = float32(int(l[i][f]) % 2048)
				}
			}
		}
	}
	x = append(propsFlat(lists...), make([]float32, 256-8*21)...)
	y, d := s3Kernel(t, "f16", 256, 256, mrgSort4Body("f16", offs, lens, false, 7, 1, false), f16bits(x...), nil)
	if d != "" {
		t.Fatal(d)
	}
	want, _ := refMerge(lists[:3], false)
	for i, p := range want {
		for f := range p {
			if g := f16at(y, 8*i+f); g != p[f] {
				t.Fatalf("proposal %d element %d = %g, want %g", i, f, g, p[f])
			}
		}
	}
}

// repeatTimes > 1 merges repeat r's four lists, stored after repeat r-1's, into dst after
// repeat r-1's result.
func TestMrgSort4Repeat(t *testing.T) {
	lists, _, x := sortedLists(21, 4, 4, 4, 4, 4, 4, 4, 4)
	y, d := s3Kernel(t, "f32", 256, 256, mrgSort4Body("f32", [4]int{0, 4, 8, 12}, [4]int{4, 4, 4, 4}, false, 15, 2, false), f32buf(x...), nil)
	if d != "" {
		t.Fatal(d)
	}
	a, _ := refMerge(lists[:4], false)
	b, _ := refMerge(lists[4:], false)
	checkProps(t, "mrg_sort4 repeat 2", y, append(a, b...))
}

func TestProposalRefusals(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	x := f32buf(propsFlat(makeProps(r, 32, 0))...)
	run := func(body string) string {
		_, d := s3Kernel(t, "f32", 256, 256, body, x, nil)
		return d
	}
	_, _, lx := sortedLists(1, 4, 4, 4, 4)
	runLists := func(body string) string {
		_, d := s3Kernel(t, "f32", 256, 256, body, f32buf(lx...), nil)
		return d
	}
	const i32t = "!ascendc.local_tensor<256xi32>"
	for _, c := range []struct{ diag, want string }{
		{run("  %c256 = arith.constant 256 : i32\n  ascendc.rp_sort16 %o, %a, %c256 : " + pt256 + ", " + pt256 + ", i32"), "repeatTime 256 is outside 0..255"},
		{run("  ascendc.rp_sort16 %a, %a, %c1 : " + pt256 + ", " + pt256 + ", i32"), "'ascendc.rp_sort16' op is not simulated for overlapping src and dst"},
		{run("  %i = ascendc.local_tensor_v3 veccalc, 131072, 256 : " + i32t + "\n  ascendc.rp_sort16 %i, %i, %c1 : " + i32t + ", " + i32t + ", i32"), "'ascendc.rp_sort16' op is not simulated for score type i32"},
		{run("  %h = ascendc.local_tensor_v3 veccalc, 131072, 256 : !ascendc.local_tensor<256xf16>\n  ascendc.rp_sort16 %h, %a, %c1 : !ascendc.local_tensor<256xf16>, " + pt256 + ", i32"), "is not simulated for operands of types f16 and f32"},
		{run("  %m = arith.constant 6 : i32\n  ascendc.proposal_concat %o, %a, %c1, %m : " + pt256 + ", " + pt256 + ", i32, i32"), "modeNumber 6 is outside 0..5"},
		{run("  ascendc.proposal_extract %o, %o, %c1, %c0 : " + pt256 + ", " + pt256 + ", i32, i32"), "'ascendc.proposal_extract' op is not simulated for overlapping src and dst"},
		{run("  %r0, %r1, %r2, %r3 = ascendc.get_mrg_sort_result : i32, i32, i32, i32"), "'ascendc.get_mrg_sort_result' op is not simulated unless the last merge was an MrgSort4 with ifExhaustedSuspension"},
		{runLists(mrgSort4Body("f32", [4]int{0, 4, 8, 12}, [4]int{4, 4, 4, 4}, false, 15, 1, true)), "get_mrg_sort_result' op is not simulated unless the last merge was an MrgSort4 with ifExhaustedSuspension"},
		{runLists(mrgSort4Body("f32", [4]int{0, 4, 8, 12}, [4]int{4, 4, 4, 4}, true, 15, 2, false)), "is not simulated for repeatTimes 2 unless validBit is 0b1111"},
		{runLists(mrgSort4Body("f32", [4]int{0, 4, 8, 12}, [4]int{4, 4, 4, 4}, false, 7, 2, false)), "is not simulated for repeatTimes 2 unless"},
		{runLists(mrgSort4Body("f32", [4]int{0, 4, 9, 13}, [4]int{4, 4, 4, 4}, false, 15, 2, false)), "is not simulated for repeatTimes 2 unless"},
		{runLists(mrgSort4Body("f32", [4]int{0, 4, 8, 12}, [4]int{4, 4, 4, 4}, false, 15, 0, false)), "repeatTimes 0 is outside 1..255"},
		{runLists(mrgSort4Body("f32", [4]int{0, 4, 8, 12}, [4]int{4, 0, 4, 4}, true, 15, 1, false)), "is not simulated for ifExhaustedSuspension with an empty list (list 1)"},
		{runLists(mrgSort4Body("f32", [4]int{0, 4, 8, 12}, [4]int{4, 4, 4, 4}, false, 5, 1, false)), "validBit 0b101 must be 0b11, 0b111 or 0b1111"},
		{runLists(mrgSort4Body("f32", [4]int{0, 4, 8, 12}, [4]int{4, 4096, 4, 4}, false, 3, 1, false)), "elementLengths[1] 4096 is outside 0..4095"},
		{runLists(strings.Replace(mrgSort4Body("f32", [4]int{0, 4, 8, 12}, [4]int{4, 4, 4, 4}, false, 15, 1, false), "ascendc.mrg_sort4 %o", "ascendc.mrg_sort4 %a", 1)), "is not simulated for a destination overlapping list 0"},
	} {
		if !strings.Contains(c.diag, c.want) {
			t.Errorf("got %q, want %q", c.diag, c.want)
		}
	}
}
