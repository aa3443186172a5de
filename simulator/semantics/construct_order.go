package semantics

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// ascendc.construct with operands is emitted as `T v{a, b, ...}` (emission.md): in C++
// that calls the structure's constructor of that many parameters, whose order need not be
// the members' declaration order (paramFields, the order Params.F keeps). ctorForms lists,
// per parameter structure, the member each value lands in for each arity a constructor
// takes (Ascend C's constructors, or PyAsc's full positional form where that is what its
// printer emits). With refuseOtherArity any other count is refused: no constructor takes
// it, so `T v{...}` does not compile, and filling the leading members would be a guess.
var ctorForms = map[string]ctorForm{
	// FixpipeParamsV220(nSize, mSize, srcStride, dstStride, reluEn) is Ascend C's short
	// constructor. The twelve-value form is what PyAsc prints for its FixpipeParamsV220
	// (Target/AscendC/basic/fixpipe.mlir: quantPre an i32 in 5th place, reluEn an i1 in
	// 10th, unitFlag an i8 in 11th), the members in declaration order (StructMembers).
	"fixpipe_params_v220": {byArity: map[int][]string{
		5:  {"nSize", "mSize", "srcStride", "dstStride", "reluEn"},
		12: ascendc.MembersOf("fixpipe_params_v220"),
	}, refuseOtherArity: true},
	// MmadParams(m, n, k, unitFlag, cmatrixSource, cmatrixInitVal) is the six-parameter
	// constructor beside the eight-parameter one (m, n, k, isBias, fmOffset, enSsparse,
	// enWinogradA, enWinogradB, the leading members); PyAsc prints the six-value form
	// (Target/AscendC/core.mlir) and builds the others with emitasc.init_struct. No
	// constructor takes another count (MmadParams{m, n, k} does not compile).
	"mmad_params": {byArity: map[int][]string{
		6: {"m", "n", "k", "unitFlag", "cmatrixSource", "cmatrixInitVal"},
		8: ascendc.MembersOf("mmad_params")[:8],
	}, refuseOtherArity: true},
	// The other structures' one constructor takes every member in declaration order.
	"binary_repeat_params":          allMembers("binary_repeat_params"),
	"unary_repeat_params":           allMembers("unary_repeat_params"),
	"data_copy_params":              allMembers("data_copy_params"),
	"data_copy_ext_params":          allMembers("data_copy_ext_params"),
	"data_copy_pad_params":          allMembers("data_copy_pad_params"),
	"data_copy_pad_ext_params":      allMembers("data_copy_pad_ext_params"),
	"brcb_repeat_params":            allMembers("brcb_repeat_params"),
	"gather_mask_params":            allMembers("gather_mask_params"),
	"copy_repeat_params":            allMembers("copy_repeat_params"),
	"gather_repeat_params":          allMembers("gather_repeat_params"),
	"trans_data_to_5hd_params":      allMembers("trans_data_to_5hd_params"),
	"load_data_2d_params":           allMembers("load_data_2d_params"),
	"load_data_2d_transpose_params": allMembers("load_data_2d_transpose_params"),
	"nd2nz_params":                  allMembers("nd2nz_params"),
}

// allMembers is the form of a structure whose one constructor takes all its members in
// declaration order.
func allMembers(mn string) ctorForm {
	ms := ascendc.MembersOf(mn)
	return ctorForm{map[int][]string{len(ms): ms}, true}
}

// ctorForm is the members each constructor arity of a structure fills, in parameter
// order, and whether other arities are refused.
type ctorForm struct {
	byArity          map[int][]string
	refuseOtherArity bool
}

// constructSlot is where operand i of a construct goes: its index in Params.F, or -1 for a
// member no simulated consumer reads, which must then hold want (paramExtra).
type constructSlot struct {
	index int
	want  int64
	name  string
}

// constructSlots maps the n operands of a construct of structure mn to Params.F; nil when
// they fill Params.F in order (the constructor's parameters are the leading members).
func constructSlots(mn string, n int) ([]constructSlot, error) {
	form, ok := ctorForms[mn]
	if !ok || n == 0 {
		return nil, nil
	}
	names, ok := form.byArity[n]
	if !ok {
		if !form.refuseOtherArity {
			return nil, nil
		}
		var arities []int
		for a := range form.byArity {
			arities = append(arities, a)
		}
		sort.Ints(arities)
		return nil, fmt.Errorf("is not simulated for a %s built from %d positional values: which members `T v{...}` with %d values fills is not given (simulated: %s values, or the members set by name with emitasc.init_struct)", mn, n, n, strings.Trim(fmt.Sprint(arities), "[]"))
	}
	slots := make([]constructSlot, n)
	for i, name := range names {
		idx, want, err := paramSlot(mn, name)
		if err != nil {
			return nil, err
		}
		slots[i] = constructSlot{index: idx, want: want, name: name}
	}
	return slots, nil
}

// placeConstructed moves the values of a construct, given in operand order in byPos, to
// the members slots names, the other members keeping their defaults; a value for a member
// no consumer reads must be the one the simulated behaviour assumes.
func placeConstructed(c *sim.Core, in *sim.Instr, mn string, byPos *Params, slots []constructSlot, defs []int64) (*Params, bool) {
	p := &Params{F: make([]int64, max(len(defs), len(paramFields[mn])))}
	copy(p.F, defs)
	for i, s := range slots {
		x := byPos.F[i]
		if s.index < 0 {
			if x != s.want {
				c.Fatal(in, "is not simulated for %s = %d in !ascendc.%s (only %d is)", s.name, x, mn, s.want)
				return nil, false
			}
			continue
		}
		p.F[s.index] = x
		if f, ok := byPos.Fl[i]; ok {
			if p.Fl == nil {
				p.Fl = map[int]float64{}
			}
			p.Fl[s.index] = f
		}
	}
	return p, true
}
