package bytecode

import (
	"fmt"
	"io"

	"github.com/ascend-toolchain/asc/ir"
)

// Producer is the producer string the writer records by default.
const Producer = "MLIR19.1.7"

// WriteOptions configures Write.
type WriteOptions struct {
	// Version is the format version to write; 0 means Version. Versions 5 and 6 are
	// implemented: 5 stores segment sizes as array attributes.
	Version int
	// Producer overrides the producer string.
	Producer string
	// Resources, when set, holds the external resources to write (as read from the input).
	Resources *ir.FileResources
}

// Write writes op (normally a builtin.module) as bytecode.
func Write(out io.Writer, op *ir.Operation, opts WriteOptions) error {
	if opts.Version == 0 {
		opts.Version = Version
	}
	if opts.Version < minVersion || opts.Version > Version {
		return fmt.Errorf("unsupported version requested %d, must be in range [%d, %d]", opts.Version, minVersion, Version)
	}
	if opts.Producer == "" {
		opts.Producer = Producer
	}
	w := newWriter(opts)
	data, err := w.write(op)
	if err != nil {
		return err
	}
	_, err = out.Write(data)
	return err
}

// writer holds the numbering of one file: strings, dialects, op names, attributes, types,
// resources and properties are each numbered on first use.
type writer struct {
	opts     WriteOptions
	strings  []string
	strIdx   map[string]int
	dialects []string
	diaIdx   map[string]int
	opNames  []wOpName
	opIdx    map[*ir.OpInfo]int
	attrs    []*wEntry
	attrIdx  map[string]int
	types    []*wEntry
	typeIdx  map[string]int
	blobs    []*ir.ResourceBlob
	blobIdx  map[*ir.ResourceBlob]int
	props    [][]byte
	propIdx  map[string]int
	isolated map[*ir.Operation]bool
	depth    int
}

type wOpName struct {
	dialect    int
	name       string // without the dialect prefix
	registered bool
}

// wEntry is a numbered attribute or type and its encoding.
type wEntry struct {
	dialect int
	custom  bool
	data    []byte
}

func newWriter(opts WriteOptions) *writer {
	return &writer{opts: opts, strIdx: map[string]int{}, diaIdx: map[string]int{}, opIdx: map[*ir.OpInfo]int{},
		attrIdx: map[string]int{}, typeIdx: map[string]int{}, blobIdx: map[*ir.ResourceBlob]int{},
		propIdx: map[string]int{}, isolated: map[*ir.Operation]bool{}}
}

func (w *writer) str(s string) int {
	if i, ok := w.strIdx[s]; ok {
		return i
	}
	w.strIdx[s] = len(w.strings)
	w.strings = append(w.strings, s)
	return len(w.strings) - 1
}

func (w *writer) dialect(name string) int {
	if i, ok := w.diaIdx[name]; ok {
		return i
	}
	w.diaIdx[name] = len(w.dialects)
	w.dialects = append(w.dialects, name)
	return len(w.dialects) - 1
}

// opName numbers an op's name; ops of the dialects mlir-opt knows are marked registered,
// which tells the reader their properties are ODS-encoded.
func (w *writer) opName(op *ir.Operation) (int, bool) {
	info := op.Info()
	if i, ok := w.opIdx[info]; ok {
		return i, w.opNames[i].registered
	}
	dia, rest := splitName(info.Name)
	reg := info.Registered && upstream[dia] && schemaOf(info) != nil
	w.opIdx[info] = len(w.opNames)
	w.opNames = append(w.opNames, wOpName{dialect: w.dialect(dia), name: rest, registered: reg})
	return len(w.opNames) - 1, reg
}

func splitName(name string) (string, string) {
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			return name[:i], name[i+1:]
		}
	}
	return name, ""
}

func (w *writer) write(op *ir.Operation) ([]byte, error) {
	w.dialect("builtin") // the builtin dialect owns the encodings below
	w.computeIsolation(op)
	body := &encoder{}
	body.varintFlag(1, false)
	if err := w.writeOp(body, op, map[*ir.Value]int{}); err != nil {
		return nil, err
	}
	resData, resOffs, align := w.resourceSections()
	out := &encoder{}
	out.raw([]byte(Magic))
	out.varint(uint64(w.opts.Version))
	out.cstring(w.opts.Producer)
	// Sections refer to strings, so the string section is built last; readers take
	// sections in any order.
	attrData, attrOffs := w.attrTypeSections()
	dialects := w.dialectSection()
	props := w.propertiesSection()
	out.section(secDialect, dialects, 1, 0)
	out.section(secAttrType, attrData, 1, 0)
	out.section(secAttrTypeOffset, attrOffs, 1, 0)
	out.section(secIR, body.buf, 1, 0)
	if resOffs != nil {
		out.section(secResource, resData, align, 0)
		out.section(secResourceOffset, resOffs, 1, 0)
	}
	out.section(secProperties, props, 1, 0)
	out.section(secString, w.stringSection(), 1, 0)
	return out.buf, nil
}

func (w *writer) stringSection() []byte {
	e := &encoder{}
	e.varint(uint64(len(w.strings)))
	for i := len(w.strings) - 1; i >= 0; i-- {
		e.varint(uint64(len(w.strings[i]) + 1))
	}
	for _, s := range w.strings {
		e.cstring(s)
	}
	return e.buf
}

func (w *writer) dialectSection() []byte {
	e := &encoder{}
	e.varint(uint64(len(w.dialects)))
	for _, d := range w.dialects {
		e.varintFlag(uint64(w.str(d)), false) // no dialect here writes a version
	}
	e.varint(uint64(len(w.opNames)))
	// Op names in number order, as runs of the same dialect (the reader numbers them in
	// the order it meets them).
	for i := 0; i < len(w.opNames); {
		j := i
		for j < len(w.opNames) && w.opNames[j].dialect == w.opNames[i].dialect {
			j++
		}
		e.varint(uint64(w.opNames[i].dialect))
		e.varint(uint64(j - i))
		for _, n := range w.opNames[i:j] {
			e.varintFlag(uint64(w.str(n.name)), n.registered)
		}
		i = j
	}
	return e.buf
}

// attrTypeSections lays out the attribute and type entries in dialect runs.
func (w *writer) attrTypeSections() ([]byte, []byte) {
	data, offs := &encoder{}, &encoder{}
	offs.varint(uint64(len(w.attrs)))
	offs.varint(uint64(len(w.types)))
	for _, list := range [][]*wEntry{w.attrs, w.types} {
		for i := 0; i < len(list); {
			j := i
			for j < len(list) && list[j].dialect == list[i].dialect {
				j++
			}
			offs.varint(uint64(list[i].dialect))
			offs.varint(uint64(j - i))
			for _, e := range list[i:j] {
				offs.varintFlag(uint64(len(e.data)), e.custom)
				data.raw(e.data)
			}
			i = j
		}
	}
	return data.buf, offs.buf
}

func (w *writer) propertiesSection() []byte {
	e := &encoder{}
	e.varint(uint64(len(w.props)))
	for _, p := range w.props {
		e.varint(uint64(len(p)))
		e.raw(p)
	}
	return e.buf
}

// addProps numbers a properties blob, sharing identical ones.
func (w *writer) addProps(b []byte) int {
	if i, ok := w.propIdx[string(b)]; ok {
		return i
	}
	w.propIdx[string(b)] = len(w.props)
	w.props = append(w.props, b)
	return len(w.props) - 1
}
