package ods_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
)

// A record source turns a root .td file into records. The checker only needs
// this small interface, so the llvm-tblgen JSON dump used today can later be
// replaced by the project's own TableGen frontend (package tablegen).
type recordSource interface {
	// name identifies the source in test logs.
	name() string
	// load parses root (with the include directories) and returns its records.
	load(root string, includeDirs []string) (*recordSet, error)
}

// The record model shared by all sources. Field values are:
//
//	string            string and code values
//	int64             int and bit values
//	[]any             lists
//	defRef            a reference to a (possibly anonymous) record
//	dagValue          a dag
//	nil               an unset value (`?`)
type recordSet struct {
	recs map[string]*record
}

type record struct {
	name      string
	anonymous bool
	supers    []string // all superclasses, outermost first
	fields    map[string]any
}

type defRef struct{ name string }

type dagValue struct {
	op   string
	args []dagArg
}

type dagArg struct {
	val  any    // string (e.g. "Type" in type parameters), defRef, ...
	name string // without `$`; "" when unnamed
}

func (rs *recordSet) get(name string) *record { return rs.recs[name] }

// derived returns the non-anonymous records deriving from class, sorted by name.
func (rs *recordSet) derived(class string) []*record {
	var out []*record
	for _, r := range rs.recs {
		if r.isA(class) {
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

func (r *record) isA(class string) bool {
	for _, s := range r.supers {
		if s == class {
			return true
		}
	}
	return false
}

func (r *record) str(field string) string {
	s, _ := r.fields[field].(string)
	return s
}

func (r *record) int(field string) int64 {
	i, _ := r.fields[field].(int64)
	return i
}

func (r *record) ref(field string) string {
	d, _ := r.fields[field].(defRef)
	return d.name
}

func (r *record) dag(field string) dagValue {
	d, _ := r.fields[field].(dagValue)
	return d
}

func (r *record) list(field string) []any {
	l, _ := r.fields[field].([]any)
	return l
}

// --- llvm-tblgen --dump-json ------------------------------------------------

// llvmTblgen runs an llvm-tblgen binary with --dump-json.
type llvmTblgen struct{ path string }

// findLLVMTblgen looks for llvm-tblgen: $ASC_LLVM_TBLGEN, the LLVM 19
// installation, then PATH. It returns "" when none is found.
func findLLVMTblgen() string {
	cands := []string{os.Getenv("ASC_LLVM_TBLGEN"), "/usr/lib/llvm-19/bin/llvm-tblgen"}
	for _, c := range cands {
		if c == "" {
			continue
		}
		if st, err := os.Stat(c); err == nil && !st.IsDir() {
			return c
		}
	}
	for _, n := range []string{"llvm-tblgen-19", "llvm-tblgen"} {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	return ""
}

func (l llvmTblgen) name() string { return "llvm-tblgen --dump-json (" + l.path + ")" }

func (l llvmTblgen) load(root string, includeDirs []string) (*recordSet, error) {
	args := []string{"--dump-json"}
	for _, d := range includeDirs {
		args = append(args, "-I", d)
	}
	args = append(args, root)
	cmd := exec.Command(l.path, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s %s: %v\n%s", l.path, strings.Join(args, " "), err, stderr.String())
	}
	return parseTblgenJSON(stdout.Bytes())
}

func parseTblgenJSON(data []byte) (*recordSet, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var top map[string]any
	if err := dec.Decode(&top); err != nil {
		return nil, fmt.Errorf("decoding llvm-tblgen JSON: %v", err)
	}
	rs := &recordSet{recs: map[string]*record{}}
	for name, v := range top {
		if strings.HasPrefix(name, "!") {
			continue
		}
		obj, ok := v.(map[string]any)
		if !ok {
			continue
		}
		r := &record{name: name, fields: map[string]any{}}
		if b, ok := obj["!anonymous"].(bool); ok {
			r.anonymous = b
		}
		if sc, ok := obj["!superclasses"].([]any); ok {
			for _, s := range sc {
				if str, ok := s.(string); ok {
					r.supers = append(r.supers, str)
				}
			}
		}
		for k, fv := range obj {
			if strings.HasPrefix(k, "!") {
				continue
			}
			val, err := convertJSONValue(fv)
			if err != nil {
				return nil, fmt.Errorf("record %s field %s: %v", name, k, err)
			}
			r.fields[k] = val
		}
		rs.recs[name] = r
	}
	return rs, nil
}

func convertJSONValue(v any) (any, error) {
	switch x := v.(type) {
	case nil:
		return nil, nil
	case string:
		return x, nil
	case bool:
		if x {
			return int64(1), nil
		}
		return int64(0), nil
	case json.Number:
		i, err := x.Int64()
		if err != nil {
			return nil, err
		}
		return i, nil
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			c, err := convertJSONValue(e)
			if err != nil {
				return nil, err
			}
			out[i] = c
		}
		return out, nil
	case map[string]any:
		switch x["kind"] {
		case "def":
			s, _ := x["def"].(string)
			return defRef{name: s}, nil
		case "dag":
			d := dagValue{}
			if op, ok := x["operator"].(map[string]any); ok {
				d.op, _ = op["def"].(string)
			}
			args, _ := x["args"].([]any)
			for _, a := range args {
				pair, ok := a.([]any)
				if !ok || len(pair) != 2 {
					return nil, fmt.Errorf("malformed dag argument %v", a)
				}
				val, err := convertJSONValue(pair[0])
				if err != nil {
					return nil, err
				}
				n, _ := pair[1].(string)
				d.args = append(d.args, dagArg{val: val, name: n})
			}
			return d, nil
		case "var", "varbit", "complex":
			p, _ := x["printable"].(string)
			return nil, fmt.Errorf("unresolved value %q", p)
		}
		return nil, fmt.Errorf("unknown JSON value %v", x)
	}
	return nil, fmt.Errorf("unknown JSON value %T", v)
}
