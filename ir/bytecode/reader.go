package bytecode

import (
	"bytes"
	"fmt"

	"github.com/ascend-toolchain/asc/ir"
)

// IsBytecode reports whether src starts with the bytecode magic.
func IsBytecode(src []byte) bool { return bytes.HasPrefix(src, []byte(Magic)) }

// Read parses a bytecode file into its top-level op (a builtin.module). Malformed input
// gives a diagnostic located at `file:0:0` naming the byte offset; it never panics.
// Resources of the file's external_resources section go to opts.Resources when set.
func Read(ctx *ir.Context, file string, src []byte, opts ir.ParseOptions) (op *ir.Operation, err error) {
	r := &reader{ctx: ctx, file: file, res: opts.Resources}
	defer func() {
		// A reader bug must still end as a diagnostic (the tools print and exit 1).
		if p := recover(); p != nil {
			op, err = nil, r.diag(0, fmt.Sprintf("internal error reading bytecode: %v", p))
		}
	}()
	op, err = r.read(src)
	if err != nil {
		if e, ok := err.(*bcError); ok {
			return nil, r.diag(e.off, e.msg)
		}
		if _, ok := err.(*ir.Diagnostic); ok {
			return nil, err
		}
		return nil, r.diag(0, err.Error())
	}
	return op, nil
}

func (r *reader) diag(off int, msg string) error {
	return ir.Errorf(&ir.FileLineColLoc{File: r.file}, "bytecode at offset %d: %s", off, msg)
}

// reader holds the state of one file's parse.
type reader struct {
	ctx     *ir.Context
	file    string
	res     *ir.FileResources
	version uint64
	strings []string
	dialect []string
	opNames []opName
	attrs   []entry
	types   []entry
	props   [][]byte
	blobs   []*ir.ResourceBlob // dialect resources by handle number
	depth   int
	// nodes counts the attributes and types decoded within the current entry, each
	// reference counting as its entry's whole size; used sums the sizes the IR refers to
	nodes, used, limit int64
	inEntry            int // entries being decoded (depth also counts regions)
	peak               int // deepest r.depth reached in the entry being decoded
}

type opName struct {
	dialect    int
	name       string
	registered bool
	info       *ir.OpInfo
}

// entry is an attribute or type of the AttrType section, decoded on first use.
type entry struct {
	dialect  int
	data     *decoder
	custom   bool
	attr     ir.Attribute
	typ      ir.Type
	resolved bool
	busy     bool // being decoded: a reference back to it is a cycle
	size     int64
	height   int // levels of nesting of the decoded value
}

func (r *reader) read(src []byte) (*ir.Operation, error) {
	d := &decoder{buf: src}
	r.limit = maxExpansion + 4*int64(len(src))
	if _, err := d.bytes(uint64(len(Magic))); err != nil || !IsBytecode(src) {
		return nil, &bcError{0, "input is not MLIR bytecode (missing magic 'ML\\xefR')"}
	}
	v, err := d.varint()
	if err != nil {
		return nil, err
	}
	if v < minVersion || v > Version {
		return nil, d.errorf("bytecode version %d is not supported (this reader handles %d to %d)", v, minVersion, Version)
	}
	r.version = v
	if _, err := d.cstring(); err != nil { // the producer
		return nil, err
	}
	var secs [numSections]*decoder
	for !d.empty() {
		id, sd, err := readSection(d)
		if err != nil {
			return nil, err
		}
		if secs[id] != nil {
			return nil, d.errorf("duplicate %s section", sectionNames[id])
		}
		secs[id] = sd
	}
	for id, s := range secs {
		optional := id == secResource || id == secResourceOffset || id == secDialectVersions
		if s == nil && !optional {
			return nil, d.errorf("missing %s section", sectionNames[id])
		}
	}
	if (secs[secResource] == nil) != (secs[secResourceOffset] == nil) {
		return nil, d.errorf("resource and resource offset sections must come together")
	}
	if err := r.readStrings(secs[secString]); err != nil {
		return nil, err
	}
	if err := r.readDialects(secs[secDialect]); err != nil {
		return nil, err
	}
	if secs[secResource] != nil {
		if err := r.readResources(secs[secResource], secs[secResourceOffset]); err != nil {
			return nil, err
		}
	}
	if err := r.readAttrTypeOffsets(secs[secAttrType], secs[secAttrTypeOffset]); err != nil {
		return nil, err
	}
	if err := r.readProperties(secs[secProperties]); err != nil {
		return nil, err
	}
	return r.readIR(secs[secIR])
}

// readSection reads a section header and returns its id and data.
func readSection(d *decoder) (int, *decoder, error) {
	idb, err := d.byte1()
	if err != nil {
		return 0, nil, err
	}
	id := int(idb & 0x7f)
	if id >= numSections {
		return 0, nil, d.errorf("invalid section id %d", id)
	}
	n, err := d.varint()
	if err != nil {
		return 0, nil, err
	}
	if idb&0x80 != 0 {
		align, err := d.varint()
		if err != nil {
			return 0, nil, err
		}
		if err := d.alignTo(align); err != nil {
			return 0, nil, err
		}
	}
	sd, err := d.sub(n)
	return id, sd, err
}

func (r *reader) readStrings(d *decoder) error {
	n, err := d.count("string", 2)
	if err != nil {
		return err
	}
	lens := make([]uint64, n)
	for i := n - 1; i >= 0; i-- {
		if lens[i], err = d.varint(); err != nil {
			return err
		}
	}
	r.strings = make([]string, n)
	for i, l := range lens {
		b, err := d.bytes(l)
		if err != nil {
			return err
		}
		if l == 0 || b[l-1] != 0 {
			return d.errorf("string %d is not NUL-terminated", i)
		}
		r.strings[i] = string(b[:l-1])
	}
	return nil
}

func (r *reader) str(d *decoder) (string, error) {
	i, err := d.varint()
	if err != nil {
		return "", err
	}
	if i >= uint64(len(r.strings)) {
		return "", d.errorf("invalid string index %d", i)
	}
	return r.strings[i], nil
}

func (r *reader) readDialects(d *decoder) error {
	n, err := d.count("dialect", 1)
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		idx, hasVersion, err := d.varintFlag()
		if err != nil {
			return err
		}
		if idx >= uint64(len(r.strings)) {
			return d.errorf("invalid string index %d", idx)
		}
		r.dialect = append(r.dialect, r.strings[idx])
		if hasVersion { // versions matter to dialects with a bytecode interface only
			id, _, err := readSection(d)
			if err != nil {
				return err
			}
			if id != secDialectVersions {
				return d.errorf("expected a dialect version section, got %s", sectionNames[id])
			}
		}
	}
	if _, err := d.count("op name", 1); err != nil {
		return err
	}
	return r.grouped(d, func(dialect int) error {
		idx, reg, err := d.varintFlag()
		if err != nil {
			return err
		}
		if idx >= uint64(len(r.strings)) {
			return d.errorf("invalid string index %d", idx)
		}
		name := r.dialect[dialect] + "." + r.strings[idx]
		if r.strings[idx] == "" { // an unregistered op named without a dot ("foo")
			name = r.dialect[dialect]
		}
		r.opNames = append(r.opNames, opName{dialect: dialect, name: name, registered: reg})
		return nil
	})
}

// grouped reads dialect groups (dialect number, count, items) to the end of d.
func (r *reader) grouped(d *decoder, item func(dialect int) error) error {
	for !d.empty() {
		dia, err := d.varint()
		if err != nil {
			return err
		}
		if dia >= uint64(len(r.dialect)) {
			return d.errorf("invalid dialect number %d", dia)
		}
		n, err := d.count("group entry", 1)
		if err != nil {
			return err
		}
		for i := 0; i < n; i++ {
			if err := item(int(dia)); err != nil {
				return err
			}
		}
	}
	return nil
}

func (r *reader) readAttrTypeOffsets(data, offs *decoder) error {
	nAttrs, err := offs.count("attribute", 1)
	if err != nil {
		return err
	}
	nTypes, err := offs.count("type", 1)
	if err != nil {
		return err
	}
	if nAttrs+nTypes > data.remaining() {
		return offs.errorf("%d attributes and types do not fit in %d bytes", nAttrs+nTypes, data.remaining())
	}
	r.attrs = make([]entry, 0, nAttrs)
	r.types = make([]entry, 0, nTypes)
	err = r.grouped(offs, func(dialect int) error {
		size, custom, err := offs.varintFlag()
		if err != nil {
			return err
		}
		sd, err := data.sub(size)
		if err != nil {
			return err
		}
		e := entry{dialect: dialect, data: sd, custom: custom}
		if len(r.attrs) < nAttrs {
			r.attrs = append(r.attrs, e)
		} else if len(r.types) < nTypes {
			r.types = append(r.types, e)
		} else {
			return offs.errorf("more attribute and type entries than declared")
		}
		return nil
	})
	if err != nil {
		return err
	}
	if len(r.attrs) != nAttrs || len(r.types) != nTypes {
		return offs.errorf("fewer attribute and type entries than declared")
	}
	return nil
}

func (r *reader) readProperties(d *decoder) error {
	n, err := d.count("properties", 1)
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		size, err := d.varint()
		if err != nil {
			return err
		}
		b, err := d.bytes(size)
		if err != nil {
			return err
		}
		r.props = append(r.props, b)
	}
	return nil
}

// attr returns attribute i, decoding it on first use.
func (r *reader) attr(d *decoder, i uint64) (ir.Attribute, error) {
	return lazy(r, d, r.attrs, i, "attribute", func(e *entry) *ir.Attribute { return &e.attr }, r.builtinAttr, r.textAttr)
}

// typ returns type i, decoding it on first use.
func (r *reader) typ(d *decoder, i uint64) (ir.Type, error) {
	return lazy(r, d, r.types, i, "type", func(e *entry) *ir.Type { return &e.typ }, r.builtinType, r.textType)
}

// lazy decodes entry i of an attribute or type table on first use and keeps
// the result in the entry's slot: both tables share the index check, the
// guard against self-reference and deep nesting, and the rule that only the
// builtin dialect's binary encodings are known.
func lazy[T any](r *reader, d *decoder, table []entry, i uint64, kind string, slot func(*entry) *T, builtin, text func(*decoder) (T, error)) (T, error) {
	var zero T
	if i >= uint64(len(table)) {
		return zero, d.errorf("invalid %s index %d", kind, i)
	}
	e := &table[i]
	if !e.resolved {
		outer, outerPeak, base := r.nodes, r.peak, r.depth
		r.nodes, r.peak = 0, base
		if err := decodeEntry(r, d, e, kind, slot, builtin, text); err != nil {
			return zero, err
		}
		e.size, e.height = ir.SatAdd(r.nodes, 1), r.peak-base
		r.nodes, r.peak = outer, max(outerPeak, r.peak)
	}
	// A value decoded once is as deep wherever it is referred to again.
	if r.depth+e.height > maxNesting {
		return zero, d.errorf("attributes and types nest deeper than %d", maxNesting)
	}
	r.peak = max(r.peak, r.depth+e.height)
	// An entry may refer to another several times, so a few hundred bytes can stand
	// for 2^40 nested values: the IR may refer to at most limit of them, as the text
	// parser's aliases (every walk over the IR would visit each).
	r.nodes = ir.SatAdd(r.nodes, e.size)
	if r.inEntry == 0 {
		if r.used = ir.SatAdd(r.used, e.size); r.used > r.limit {
			return zero, d.errorf("references to attributes and types stand for more than %d of them", r.limit)
		}
	}
	return *slot(e), nil
}

// maxExpansion is ir's alias expansion bound (a variable so that tests can lower it).
var maxExpansion int64 = ir.MaxAliasExpansion

// decodeEntry decodes e into its slot; d is the reference's decoder (errors of the
// reference itself point there).
func decodeEntry[T any](r *reader, d *decoder, e *entry, kind string, slot func(*entry) *T, builtin, text func(*decoder) (T, error)) error {
	if err := r.enter(d, e); err != nil {
		return err
	}
	defer r.leave(e)
	r.inEntry++
	defer func() { r.inEntry-- }()
	decode := text
	if e.custom {
		if r.dialect[e.dialect] != "builtin" {
			return e.data.errorf("%s of dialect '%s' has a binary encoding this reader does not know", kind, r.dialect[e.dialect])
		}
		decode = builtin
	}
	v, err := decode(e.data)
	if err != nil {
		return err
	}
	*slot(e) = v
	e.resolved = true
	return nil
}

func (r *reader) enter(d *decoder, e *entry) error {
	if e.busy {
		return d.errorf("attribute or type refers to itself")
	}
	if r.depth >= maxNesting {
		return d.errorf("attributes and types nest deeper than %d", maxNesting)
	}
	e.busy = true
	r.depth++
	r.peak = max(r.peak, r.depth)
	e.data.pos = 0
	return nil
}

func (r *reader) leave(e *entry) { e.busy = false; r.depth-- }

func (r *reader) textType(d *decoder) (ir.Type, error) {
	text, err := d.cstring()
	if err != nil {
		return nil, err
	}
	t, err := ir.ParseTypeText(r.ctx, text)
	if err != nil {
		return nil, d.errorf("cannot parse type '%s': %v", text, diagText(err))
	}
	return t, nil
}

func (r *reader) textAttr(d *decoder) (ir.Attribute, error) {
	text, err := d.cstring()
	if err != nil {
		return nil, err
	}
	a, err := ir.ParseAttrText(r.ctx, text)
	if err != nil {
		return nil, d.errorf("cannot parse attribute '%s': %v", text, diagText(err))
	}
	return a, nil
}

// diagText is the message of a parse diagnostic without its (meaningless) location.
func diagText(err error) string {
	if ds := ir.AsDiagnostics(err); len(ds) > 0 {
		return ds[0].Msg
	}
	return err.Error()
}
