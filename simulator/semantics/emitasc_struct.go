package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Structures: Ascend C parameter structures (the *Params that ascendc.construct builds and
// the data movement, vector and cube ops read) and PyAsc's own packed structs
// (!emitasc.py_struct), as values, as references into memory and as memory.

// paramFields names the members of each Ascend C parameter structure the simulator reads,
// in the order of Params.F (ascendc.construct's argument order, see fieldDefaults). An
// emitasc.init_struct (`T r; r.f = v; ...`) sets members by these names; a member missing
// here is refused when the kernel is compiled unless paramExtra lists it.
var paramFields = map[string][]string{
	"binary_repeat_params": ascendc.MembersOf("binary_repeat_params"),
	"unary_repeat_params":  ascendc.MembersOf("unary_repeat_params"),
	"data_copy_params":     ascendc.MembersOf("data_copy_params"),
	"data_copy_ext_params": ascendc.MembersOf("data_copy_ext_params"),
	"mmad_params":          ascendc.MembersOf("mmad_params"),
	"load_data_2d_params":  ascendc.MembersOf("load_data_2d_params"),
	"nd2nz_params":         ascendc.MembersOf("nd2nz_params"),
	"fixpipe_params_v220":  {"nSize", "mSize", "srcStride", "dstStride", "reluEn", "quantPre"},
	// FixpipeParamsC310: the members PyAsc's copy_fixpipe lowering sets by name, read
	// as V220's are (compileFixpipe checks the one form this is certain for).
	"fixpipe_params_c310":  {"nSize", "mSize", "srcStride", "dstStride", "reluEn", "quantPre"},
	"fixpipe_config":       {"format"},
	"brcb_repeat_params":   ascendc.MembersOf("brcb_repeat_params"),
	"data_copy_pad_params": ascendc.MembersOf("data_copy_pad_params"),
	// DataCopyPadExtParams<T>: the same members, paddingValue of type T (a float kept
	// exactly in Params.Fl).
	"data_copy_pad_ext_params": ascendc.MembersOf("data_copy_pad_ext_params"),
	"gather_mask_params":       ascendc.MembersOf("gather_mask_params"),
	"copy_repeat_params":       ascendc.MembersOf("copy_repeat_params"),
	// The shape and tiling structures the high-level APIs read (docs/sim/matmul-api.md,
	// docs/sim/softmax.md): members start unset (unsetField) and are read only once set.
	// These and the next three are the API header's lists (ascendc.StructMembers).
	"softmax_shape_info": ascendc.MembersOf("softmax_shape_info"),
	"cube_tiling":        ascendc.MembersOf("cube_tiling"),
	"rmsnorm_tiling":     ascendc.MembersOf("rmsnorm_tiling"),
	// LoadDataWithTranspose (cube_load.go), Gatherb and TransDataTo5HD (gather.go).
	"load_data_2d_transpose_params": ascendc.MembersOf("load_data_2d_transpose_params"),
	"gather_repeat_params":          ascendc.MembersOf("gather_repeat_params"),
	"trans_data_to_5hd_params":      ascendc.MembersOf("trans_data_to_5hd_params"),
	// Transpose with TransposeParamsExt (transpose_ext.go).
	"transpose_params_ext": transposeExtFields,
}

// paramExtra lists members that exist in Ascend C but that no simulated consumer reads:
// init_struct accepts them only with the value the simulated behaviour assumes (no
// dequantisation scale; one ND matrix; no unit flag; no channel split), and fails
// otherwise.
var paramExtra = map[string]map[string]int64{
	"fixpipe_params_v220": {"deqScalar": 0, "ndNum": 1, "srcNdStride": 0, "dstNdStride": 0,
		"unitFlag": 0, "isChannelSplit": 0},
	"fixpipe_params_c310": {"unitFlag": 0, "isChannelSplit": 0},
}

// fieldIndex is the position of a member of a parameter structure in Params.F.
func fieldIndex(mnemonic, field string) (int, bool) {
	for i, f := range paramFields[mnemonic] {
		if f == field {
			return i, true
		}
	}
	return 0, false
}

// pyStruct is the value of a !emitasc.py_struct: its fields, with which were set (a
// default-initialised C++ struct has indeterminate members until assigned).
type pyStruct struct {
	t   *emitasc.PyStructType
	f   []sim.Value
	set []bool
}

// structRef is a reference to a py_struct in memory (emitasc.dereference/member_ref of a
// struct): member reads and set_member writes go to the memory at the time they execute.
type structRef struct {
	t   *emitasc.PyStructType
	ptr sim.Value
}

// field is one member of a py_struct laid out in memory.
type field struct {
	name string
	t    ir.Type
	off  int64
	size int64
	d    sim.DType             // scalar members
	sub  *emitasc.PyStructType // nested structs
}

// structLayout is a py_struct laid out as declare_py_struct declares it: `#pragma pack(push,
// 8)`, so each member is aligned to min(its natural alignment, 8) and the struct to its
// largest member alignment.
type structLayout struct {
	fields      []field
	size, align int64
}

func layoutOf(t *emitasc.PyStructType) (*structLayout, error) {
	if t.TypesAttr == nil || t.NamesAttr == nil || len(t.TypesAttr.Elems) != len(t.NamesAttr.Elems) {
		return nil, fmt.Errorf("malformed py_struct %q", t.NameAttr)
	}
	l := &structLayout{align: 1}
	for i, ta := range t.TypesAttr.Elems {
		ft := attrType(ta)
		name := ""
		if s, ok := t.NamesAttr.Elems[i].(*ir.StringAttr); ok {
			name = s.Value
		}
		f := field{name: name, t: ft}
		var al int64
		if sub, ok := ft.(*emitasc.PyStructType); ok {
			sl, err := layoutOf(sub)
			if err != nil {
				return nil, err
			}
			f.sub, f.size, al = sub, sl.size, sl.align
		} else {
			f.d = dtypeOfScalar(ft)
			if f.d == sim.Invalid {
				return nil, fmt.Errorf("is not simulated for py_struct member %s of type %s", name, ir.TypeString(ft))
			}
			f.size = int64(f.d.Size())
			al = min(f.size, 8)
		}
		l.size = (l.size + al - 1) / al * al
		f.off = l.size
		l.size += f.size
		l.align = max(l.align, al)
		l.fields = append(l.fields, f)
	}
	l.size = (l.size + l.align - 1) / l.align * l.align
	return l, nil
}

func attrType(a ir.Attribute) ir.Type {
	if t, ok := a.(*ir.TypeAttr); ok {
		return t.Type
	}
	return nil
}

// dtypeOfScalar maps a builtin scalar type to its DType without a registry (py_struct
// members are builtin scalars or structs).
func dtypeOfScalar(t ir.Type) sim.DType {
	if t == nil {
		return sim.Invalid
	}
	if _, shaped := t.(ir.ShapedType); shaped {
		return sim.Invalid
	}
	return sim.NewRegistry().DTypeOf(t)
}

// lookup finds a member by name.
func (l *structLayout) lookup(name string) (int, bool) {
	for i, f := range l.fields {
		if f.name == name {
			return i, true
		}
	}
	return 0, false
}

// readStruct decodes a py_struct from memory at ptr (every member read by the scalar
// unit, so GM and local reads are recorded for the sanitizer).
func readStruct(c *sim.Core, in *sim.Instr, t *emitasc.PyStructType, l *structLayout, ptr *sim.Value) (*pyStruct, bool) {
	v := &pyStruct{t: t, f: make([]sim.Value, len(l.fields)), set: make([]bool, len(l.fields))}
	for i, f := range l.fields {
		fv, ok := readField(c, in, f, ptr)
		if !ok {
			return nil, false
		}
		v.f[i], v.set[i] = fv, true
	}
	return v, true
}

// readField reads one member of the struct ptr points to.
func readField(c *sim.Core, in *sim.Instr, f field, ptr *sim.Value) (sim.Value, bool) {
	if f.sub != nil {
		sl, _ := layoutOf(f.sub) // checked when the kernel was compiled
		sp, ok := offsetPtr(c, in, *ptr, f.off)
		if !ok {
			return sim.Value{}, false
		}
		sv, ok := readStruct(c, in, f.sub, sl, &sp)
		return sim.Value{O: sv}, ok
	}
	b, ok := memBytes(c, in, ptr, f.off, f.size, false)
	if !ok {
		return sim.Value{}, false
	}
	return loadScalar(b, f.d), true
}

// writeField writes one scalar member of the struct ptr points to.
func writeField(c *sim.Core, in *sim.Instr, f field, ptr *sim.Value, v sim.Value) bool {
	if f.sub != nil {
		c.Fatal(in, "is not simulated for assigning the struct member %s as a whole", f.name)
		return false
	}
	b, ok := memBytes(c, in, ptr, f.off, f.size, true)
	if ok {
		storeScalar(b, f.d, v)
	}
	return ok
}

// StructField is a scalar member of a py_struct at its byte offset; members of nested
// structs are flattened and named "outer.inner".
type StructField struct {
	Name  string
	DType sim.DType
	Off   int64
}

// PyStructFields lays out the py_struct a memref type t points to as the kernel reads it
// (layoutOf, declare_py_struct's packing): its scalar members and the struct's size. The
// CLI checks a structured .npy bound to such a parameter against it.
func PyStructFields(t ir.Type) ([]StructField, int64, error) {
	_, l, err := pyStructOf(t)
	if err != nil {
		return nil, 0, err
	}
	return l.flatten("", 0), l.size, nil
}

// flatten lists l's scalar members, nested structs expanded, at off.
func (l *structLayout) flatten(prefix string, off int64) []StructField {
	var out []StructField
	for _, f := range l.fields {
		if f.sub != nil {
			sl, err := layoutOf(f.sub)
			if err == nil {
				out = append(out, sl.flatten(prefix+f.name+".", off+f.off)...)
			}
			continue
		}
		out = append(out, StructField{Name: prefix + f.name, DType: f.d, Off: off + f.off})
	}
	return out
}
