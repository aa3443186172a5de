package main

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/npy"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

// boundArg is a kernel argument with, for buffers, the file it came from or goes to.
type boundArg struct {
	arg   *sim.Arg
	path  string
	dtype npy.DType
	shape []int
}

var simDTypes = map[npy.DType]sim.DType{npy.F16: sim.F16, npy.BF16: sim.BF16, npy.F32: sim.F32,
	npy.F64: sim.F64, npy.I8: sim.I8, npy.I16: sim.I16, npy.I32: sim.I32, npy.I64: sim.I64,
	npy.U8: sim.U8, npy.U16: sim.U16, npy.U32: sim.U32, npy.U64: sim.U64}

// entry is the signature --arg binds to.
type entry struct {
	name   string
	op     *ir.Operation
	params []ir.Type
	// kinds say which params the user binds; the others (the FFTS base address) are
	// bound by the simulator.
	kinds []sim.ParamKind
	body  bool
}

// userParams are the indexes of the parameters --arg binds, in order.
func (e *entry) userParams() []int {
	var out []int
	for i := range e.params {
		if e.kinds[i] == sim.ParamUser {
			out = append(out, i)
		}
	}
	return out
}

// entryParams finds @name in the module. A name the file does not define is a usage error;
// a declaration without a body is left for the simulator to refuse at its location.
func entryParams(m *ir.Operation, file, name string) (*entry, error) {
	var found *ir.Operation
	var names []string
	m.Walk(func(op *ir.Operation) bool {
		if op.Name() != fn.OpFunc {
			return true
		}
		if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
			names = append(names, "@"+s.Value)
			if s.Value == name {
				found = op
			}
		}
		return false
	})
	if found == nil {
		sort.Strings(names)
		return nil, usagef("--entry %s: %s defines no function @%s (functions: %s)", name, file, name, strings.Join(names, ", "))
	}
	e := &entry{name: name, op: found}
	if found.NumRegions() > 0 && !found.Region(0).Empty() {
		e.body = true
		e.params = found.Region(0).Front().ArgTypes()
		kinds, err := sim.KernelParams(found, e.params)
		if err != nil {
			return nil, err
		}
		e.kinds = kinds
	}
	return e, nil
}

// where is an op's location as file:line:col, for one-line messages.
func where(op *ir.Operation) string {
	if f, ok := ir.FileLoc(op.Loc()); ok {
		return fmt.Sprintf("%s:%d:%d", f.File, f.Line, f.Col)
	}
	return "?"
}

// bind checks the --arg strings against the entry's parameters and turns them into kernel
// arguments. Problems of the command line are usage errors (2); problems of the files it
// names are input errors (1). Each message names the --arg (1-based, as typed) and the
// parameter. An entry without a body has no parameters to check against: the simulator
// refuses it at its location once the --arg are known to be well formed.
func (o *runOpts) bind(e *entry, cfg *sim.Config) ([]boundArg, error) {
	user := e.userParams()
	if e.body && len(o.args) != len(user) {
		var ts []string
		for _, i := range user {
			ts = append(ts, ir.TypeString(e.params[i]))
		}
		implicit := ""
		if b := sim.BoundBySimulator(e.kinds); b != "" {
			implicit = "; " + b
		}
		return nil, usagef("%s: @%s takes %d parameters (%s) but %d --arg were given%s",
			where(e.op), e.name, len(user), strings.Join(ts, ", "), len(o.args), implicit)
	}
	budget := cfg.MaxGMBytes
	var out []boundArg
	for i, a := range o.args {
		what := fmt.Sprintf("--arg %d (%s)", i+1, a)
		var t ir.Type
		if e.body {
			t = e.params[user[i]]
			what += fmt.Sprintf(" for parameter %d of @%s (%s)", user[i]+1, e.name, ir.TypeString(t))
			kind, _, _ := strings.Cut(a, ":")
			isBuf := kind == "in" || kind == "out" || kind == "inout"
			if sim.IsBufferType(t) != isBuf {
				if isBuf {
					return nil, usagef("%s: the parameter is a scalar: bind it with a number", what)
				}
				return nil, usagef("%s: the parameter is a GM buffer: bind it with in:PATH.npy, out:PATH.npy:DTYPE:COUNT or inout:PATH.npy", what)
			}
		}
		b, err := bindOne(a, t, cfg, &budget)
		if err != nil {
			if ee, ok := err.(*exitErr); ok {
				ee.err = fmt.Errorf("%s: %v", what, ee.err)
				return nil, ee
			}
			return nil, failf("%s: %v", what, err)
		}
		out = append(out, b)
	}
	return out, nil
}

// bindOne binds one --arg to a parameter of type t (nil when unknown). Form errors are
// usage errors (*exitErr); file errors are plain errors.
func bindOne(a string, t ir.Type, cfg *sim.Config, budget *int64) (boundArg, error) {
	var want sim.DType
	if t != nil {
		want = cfg.Registry.DTypeOf(t)
	}
	kind, rest, _ := strings.Cut(a, ":")
	switch kind {
	case "in", "inout":
		if rest == "" {
			return boundArg{}, usagef("want %s:PATH.npy", kind)
		}
		if *budget <= 0 {
			return boundArg{}, fmt.Errorf("the buffers exceed --max-gm-bytes=%d", cfg.MaxGMBytes)
		}
		arr, err := npy.Load(rest, *budget)
		if err != nil {
			return boundArg{}, err
		}
		*budget -= int64(len(arr.Data))
		if arr.Fields != nil {
			return bindRecords(kind, rest, t, arr)
		}
		if err := sameElem(want, simDTypes[arr.DType]); err != nil {
			return boundArg{}, fmt.Errorf("%s holds %s elements: %v", rest, arr.DType, err)
		}
		k := sim.ArgIn
		if kind == "inout" {
			k = sim.ArgInOut
		}
		return boundArg{arg: &sim.Arg{Kind: k, Data: arr.Data, Name: rest, Elem: simDTypes[arr.DType]},
			path: rest, dtype: arr.DType, shape: arr.Shape}, nil
	case "out":
		return bindOut(a, rest, want, cfg, budget)
	}
	if err := checkScalar(a, want); err != nil {
		return boundArg{}, usagef("%v", err)
	}
	return boundArg{arg: &sim.Arg{Kind: sim.ArgScalar, Scalar: a}}, nil
}

// bindRecords binds a structured .npy (NumPy records) to a parameter pointing to a
// py_struct: the records' bytes, when their members are the struct's as the kernel lays it
// out (declare_py_struct's packing) — the same names, at the same offsets, of the same
// size and kind (signedness free, as for plain arrays) — and a record is the struct's size.
// Anything else would hand the kernel members at other bytes than the file's, so it is an
// error naming the first difference. Records are inputs only (in:).
func bindRecords(kind, path string, t ir.Type, arr *npy.Array) (boundArg, error) {
	if kind != "in" {
		return boundArg{}, fmt.Errorf("%s holds records: bind them with in:, they are not written back", path)
	}
	if t == nil {
		return boundArg{}, fmt.Errorf("%s holds records, and the parameter's type is unknown", path)
	}
	want, size, err := semantics.PyStructFields(t)
	if err != nil {
		return boundArg{}, fmt.Errorf("%s holds records, but the parameter (%s) is not a pointer to a py_struct", path, ir.TypeString(t))
	}
	got := arr.Fields
	rec := arr.Shape[len(arr.Shape)-1]
	for i := 0; i < max(len(want), len(got)); i++ {
		if i >= len(want) || i >= len(got) {
			return boundArg{}, fmt.Errorf("%s: the records have %d members, the parameter's struct %d", path, len(got), len(want))
		}
		w, g := want[i], got[i]
		if w.Name != g.Name || w.Off != int64(g.Off) || !simDTypes[g.DType].HoldsElemsOf(w.DType) {
			return boundArg{}, fmt.Errorf("%s: record member %d is %q (%s at byte %d), the struct's is %q (%s at byte %d)",
				path, i, g.Name, g.DType, g.Off, w.Name, w.DType, w.Off)
		}
	}
	if int64(rec) != size {
		return boundArg{}, fmt.Errorf("%s: a record is %d bytes, the struct %d (its padding differs: build the dtype with align=True)", path, rec, size)
	}
	return boundArg{arg: &sim.Arg{Kind: sim.ArgIn, Data: arr.Data, Name: path, Elem: sim.U8},
		path: path, dtype: arr.DType, shape: arr.Shape}, nil
}

func bindOut(a, rest string, want sim.DType, cfg *sim.Config, budget *int64) (boundArg, error) {
	parts := strings.Split(rest, ":")
	if len(parts) != 3 || parts[0] == "" {
		return boundArg{}, usagef("want out:PATH.npy:DTYPE:COUNT")
	}
	dt, err := npy.ParseDType(parts[1])
	if err != nil {
		return boundArg{}, usagef("%v", err)
	}
	n, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil || n < 0 {
		return boundArg{}, usagef("bad COUNT %q: want a non-negative integer", parts[2])
	}
	if err := sameElem(want, simDTypes[dt]); err != nil {
		return boundArg{}, usagef("DTYPE %s: %v", dt, err)
	}
	if n > *budget/int64(dt.Size()) {
		return boundArg{}, fmt.Errorf("%d elements of %s exceed --max-gm-bytes=%d", n, dt, cfg.MaxGMBytes)
	}
	*budget -= n * int64(dt.Size())
	return boundArg{arg: &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, n*int64(dt.Size())), Name: parts[0], Elem: simDTypes[dt]},
		path: parts[0], dtype: dt, shape: []int{int(n)}}, nil
}

// sameElem applies the simulator's binding rule: the element types agree, both are
// integers of one size (signedness is the kernel's reading of the bits), or a bf16
// parameter takes u16 data (bfloat16's raw bits, as NumPy without a bfloat16 dtype holds them).
func sameElem(param, file sim.DType) error {
	if file.HoldsElemsOf(param) {
		return nil
	}
	return fmt.Errorf("the parameter's elements are %s", param)
}

// checkScalar checks a number against the parameter's element type (any number when the
// type is unknown).
func checkScalar(s string, d sim.DType) error {
	isFloat := func() bool { _, err := strconv.ParseFloat(s, 64); return err == nil }
	isInt := func() bool {
		if s == "true" || s == "false" {
			return true
		}
		if _, err := strconv.ParseInt(s, 0, 64); err == nil {
			return true
		}
		_, err := strconv.ParseUint(s, 0, 64)
		return err == nil
	}
	switch {
	case d == sim.Invalid:
		if !isFloat() && !isInt() {
			return fmt.Errorf("%q is neither a number nor in:/out:/inout:", s)
		}
	case d.IsFloat():
		if !isFloat() {
			return fmt.Errorf("%q is not a number", s)
		}
	default:
		if !isInt() {
			return fmt.Errorf("%q is not an integer", s)
		}
		return checkIntRange(s, d)
	}
	return nil
}

// checkIntRange rejects an integer the parameter's type cannot hold: C would narrow it
// silently (4294967297 as an int32_t is 1), which a user binding a number never means.
func checkIntRange(s string, d sim.DType) error {
	if d == sim.Bool || s == "true" || s == "false" {
		if s != "true" && s != "false" && s != "0" && s != "1" {
			return fmt.Errorf("%q is not a boolean (true, false, 0 or 1)", s)
		}
		return nil
	}
	bits := d.Bits()
	if d.Signed() {
		v, err := strconv.ParseInt(s, 0, 64)
		lo, hi := int64(-1)<<(bits-1), int64(1)<<(bits-1)-1
		if bits == 64 {
			lo, hi = math.MinInt64, math.MaxInt64
		}
		if err != nil || v < lo || v > hi {
			return fmt.Errorf("%s does not fit the parameter's %s (%d..%d)", s, d, lo, hi)
		}
		return nil
	}
	v, err := strconv.ParseUint(s, 0, 64)
	if err != nil || (bits < 64 && v > uint64(1)<<bits-1) {
		return fmt.Errorf("%s does not fit the parameter's %s (0..%d)", s, d, uint64(1)<<bits-1)
	}
	return nil
}
