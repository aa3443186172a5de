package ir

import (
	"encoding/binary"
	"encoding/hex"
	"strconv"
	"strings"
	"sync"
)

// ResourceBlob is the data behind `dense_resource<key>`: an entry of the builtin dialect's
// section of the file metadata, `{-# dialect_resources: { builtin: { key: "0x..." } } #-}`.
// Blobs belong to one parsed buffer (one -split-input-file chunk); every attribute naming
// the key there shares the handle, which the metadata, usually at the end, fills in.
type ResourceBlob struct {
	Key     string // the name used in `dense_resource<key>`
	Align   uint32 // the alignment the metadata declared (the first 4 bytes of its hex)
	Data    []byte // the bytes after the alignment
	HasData bool   // false when the metadata never defined the key
}

// DenseResourceAttr is `dense_resource<key> : type`, elements held in a resource blob.
type DenseResourceAttr struct {
	Blob *ResourceBlob // shared by every attribute naming the same key
	Type Type          // the shaped type, or nil
}

// Print writes `dense_resource<key> : type` and records the blob for the metadata section.
func (a *DenseResourceAttr) Print(p *Printer) {
	p.WriteString("dense_resource<")
	p.WriteString(a.Blob.Key)
	p.WriteChar('>')
	if p.collect == nil {
		p.useResource(a.Blob)
	}
	if a.Type != nil {
		p.WriteString(" : ")
		p.PrintType(a.Type)
	}
}

// Equal compares keys and types: the blob contents belong to the buffer, not the attribute.
func (a *DenseResourceAttr) Equal(o Attribute) bool {
	b, ok := o.(*DenseResourceAttr)
	return ok && a.Blob.Key == b.Blob.Key && TypeEqual(a.Type, b.Type)
}

// AttrType is the shaped type of the elements.
func (a *DenseResourceAttr) AttrType() Type { return a.Type }

// FileResources holds what a buffer's file metadata keeps that no attribute refers to:
// the `external_resources` groups, printed back whole as mlir-opt's fallback map does.
type FileResources struct {
	External []*ResourceGroup // in file order
}

// ResourceGroup is one `name: { key: value, ... }` of external_resources.
type ResourceGroup struct {
	Name    string          // the dialect or tool name that owns the group
	Entries []ResourceEntry // in file order
}

// ResourceEntry is a blob, a bool or a string value.
type ResourceEntry struct {
	Key  string        // the entry name
	Blob *ResourceBlob // for blobs
	Bool *bool         // for true/false
	Str  string        // otherwise
}

func (r *FileResources) group(name string) *ResourceGroup {
	for _, g := range r.External {
		if g.Name == name {
			return g
		}
	}
	g := &ResourceGroup{Name: name}
	r.External = append(r.External, g)
	return g
}

// --- parsing ---

// blobTable maps resource keys to their handles for one buffer; parsers of function
// bodies running on other cores share their file's table.
type blobTable struct {
	mu sync.Mutex
	m  map[string]*ResourceBlob
}

// resourceBlob returns this buffer's handle for key, creating it on first use.
func (p *OpParser) resourceBlob(key string) *ResourceBlob {
	t := p.blobs
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.m == nil {
		t.m = map[string]*ResourceBlob{}
	}
	b, ok := t.m[key]
	if !ok {
		b = &ResourceBlob{Key: key}
		t.m[key] = b
	}
	return b
}

// parseResourceKey parses the identifier naming a resource.
func (p *OpParser) parseResourceKey(what string) (string, error) {
	if !p.is(tBareIdent) {
		return "", p.ErrorAt(p.tok.pos, "expected identifier key for '%s' entry", what)
	}
	k := p.text()
	p.advance()
	return k, nil
}

// parseDenseResource parses `dense_resource<key>` and its type (the `dense_resource`
// keyword is current); typ is used when no `: type` follows.
func (p *OpParser) parseDenseResource(typ Type) (Attribute, error) {
	p.advance()
	if err := p.expectWrongTok(tLess, "expected '<' after 'dense_resource'"); err != nil {
		return nil, err
	}
	key, err := p.parseResourceKey("resource")
	if err != nil {
		return nil, err
	}
	if err := p.expectWrongTok(tGreater, "expected '>'"); err != nil {
		return nil, err
	}
	typePos := p.tok.pos
	if p.consumeIf(tColon) {
		if typ, err = p.ParseType(); err != nil {
			return nil, err
		}
	} else if typ == nil {
		return nil, p.wrongTok("expected ':'")
	}
	if _, ok := typ.(ShapedType); !ok {
		return nil, p.ErrorAt(typePos, "`dense_resource` expected a shaped type")
	}
	return &DenseResourceAttr{Blob: p.resourceBlob(key), Type: typ}, nil
}

// parseFileMetadata parses `{-# key: {...}, ... #-}` (the `{-#` is current).
func (p *OpParser) parseFileMetadata() error {
	p.advance()
	return p.listUntil(tFileMetaEnd, "'#-}'", func() error {
		keyPos := p.tok.pos
		if !p.is(tBareIdent) {
			return p.ErrorAt(p.tok.pos, "expected identifier key in file metadata dictionary")
		}
		key := p.text()
		p.advance()
		if err := p.expectWrongTok(tColon, "expected ':'"); err != nil {
			return err
		}
		switch key {
		case "dialect_resources":
			return p.parseResourceSection(p.parseDialectResources)
		case "external_resources":
			return p.parseResourceSection(p.parseExternalResources)
		}
		return p.ErrorAt(keyPos, "unknown key '%s' in file metadata dictionary", key)
	})
}

// listUntil parses `elt (, elt)* close` or just `close`, MLIR's
// parseCommaSeparatedListUntil.
func (p *OpParser) listUntil(close tokKind, closeText string, elt func() error) error {
	if p.consumeIf(close) {
		return nil
	}
	for {
		if err := elt(); err != nil {
			return err
		}
		if !p.consumeIf(tComma) {
			break
		}
	}
	return p.expectWrongTok(close, "expected ',' or "+closeText)
}

// parseResourceSection parses `{ name: { body }, ... }`.
func (p *OpParser) parseResourceSection(body func(name string, pos int) error) error {
	if err := p.expectWrongTok(tLBrace, "expected '{'"); err != nil {
		return err
	}
	return p.listUntil(tRBrace, "'}'", func() error {
		pos := p.tok.pos
		name, err := p.parseResourceKey("resource")
		if err != nil {
			return err
		}
		if err := p.expectWrongTok(tColon, "expected ':'"); err != nil {
			return err
		}
		if err := p.expectWrongTok(tLBrace, "expected '{'"); err != nil {
			return err
		}
		return body(name, pos)
	})
}

// parseDialectResources parses a dialect's entries; only builtin has resources (blobs).
func (p *OpParser) parseDialectResources(name string, pos int) error {
	if name != "builtin" {
		if p.ctx.Dialect(name) == nil {
			return p.ErrorAt(pos, "dialect '%s' is unknown", name)
		}
		return p.ErrorAt(p.tok.pos, "unexpected 'resource' section for dialect '%s'", name)
	}
	return p.listUntil(tRBrace, "'}'", func() error {
		key, err := p.parseResourceKey("resource")
		if err != nil {
			return err
		}
		if err := p.expectWrongTok(tColon, "expected ':'"); err != nil {
			return err
		}
		b := p.resourceBlob(key)
		return p.parseBlobValue(key, b)
	})
}

// parseBlobValue parses `"0x<alignment, 4 bytes little endian><data>"` into b.
func (p *OpParser) parseBlobValue(key string, b *ResourceBlob) error {
	pos := p.tok.pos
	var raw []byte
	ok := p.is(tString)
	if ok {
		s := decodeString(p.textBytes())
		if ok = len(s) >= 2 && len(s)%2 == 0 && strings.HasPrefix(s, "0x"); ok {
			var err error
			raw, err = hex.DecodeString(s[2:])
			ok = err == nil
		}
	}
	p.advance()
	if !ok {
		return p.ErrorAt(pos, "expected hex string blob for key '%s'", key)
	}
	if len(raw) < 4 {
		return p.ErrorAt(pos, "expected hex string blob for key '%s' to encode alignment in first 4 bytes", key)
	}
	align := binary.LittleEndian.Uint32(raw)
	if align&(align-1) != 0 {
		return p.ErrorAt(pos, "expected hex string blob for key '%s' to encode alignment in first 4 bytes, but got non-power-of-2 value: %d", key, align)
	}
	b.Align, b.Data, b.HasData = align, raw[4:], true
	if len(b.Data) == 0 {
		b.Align = 0 // MLIR keeps no alignment for an empty blob
	}
	return nil
}

// parseExternalResources keeps every entry, as mlir-opt's fallback resource map does.
func (p *OpParser) parseExternalResources(name string, _ int) error {
	if p.resources == nil {
		p.resources = &FileResources{}
	}
	g := p.resources.group(name)
	return p.listUntil(tRBrace, "'}'", func() error {
		key, err := p.parseResourceKey("external_resources")
		if err != nil {
			return err
		}
		if err := p.expectWrongTok(tColon, "expected ':'"); err != nil {
			return err
		}
		e := ResourceEntry{Key: key}
		switch {
		case p.isKeyword("true") || p.isKeyword("false"):
			v := p.isKeyword("true")
			e.Bool = &v
			p.advance()
		case p.is(tString) && strings.HasPrefix(p.text(), `"0x`):
			e.Blob = &ResourceBlob{Key: key}
			if err := p.parseBlobValue(key, e.Blob); err != nil {
				return err
			}
		case p.is(tString):
			e.Str = decodeString(p.textBytes())
			p.advance()
		default:
			return p.ErrorAt(p.tok.pos, "expected string value for key '%s'", key)
		}
		g.Entries = append(g.Entries, e)
		return nil
	})
}

// --- printing ---

// useResource notes a blob an attribute printed refers to.
func (p *Printer) useResource(b *ResourceBlob) {
	for _, r := range p.resources {
		if r == b {
			return
		}
	}
	p.resources = append(p.resources, b)
}

// printResources prints the file metadata after the op, in mlir-opt's layout: the
// builtin blobs the op referred to, then the external resources given in the options.
func (p *Printer) printResources() {
	var blobs []*ResourceBlob
	for _, b := range p.resources {
		if b.HasData {
			blobs = append(blobs, b)
		}
	}
	var groups []*ResourceGroup
	if r := p.opts.Resources; r != nil {
		for _, g := range r.External {
			if len(g.Entries) > 0 {
				groups = append(groups, g)
			}
		}
	}
	if len(blobs) == 0 && len(groups) == 0 {
		return
	}
	// Elided values leave the section markers, as in mlir-opt, even when nothing is left.
	blobs, groups = p.elideResources(blobs, groups)
	p.WriteString("\n{-#\n")
	if len(blobs) > 0 {
		p.WriteString("  dialect_resources: {\n    builtin: {\n")
		p.printResourceEntries(len(blobs), "      ", func(i int) string { return blobs[i].Key }, func(i int) {
			p.printBlob(blobs[i])
		})
		p.WriteString("\n    }\n  }")
	}
	if len(groups) > 0 {
		if len(blobs) > 0 {
			p.WriteString(",\n")
		}
		p.WriteString("  external_resources: {\n")
		p.printResourceEntries(len(groups), "    ", func(i int) string { return groups[i].Name }, func(i int) {
			g := groups[i]
			p.WriteString("{\n")
			p.printResourceEntries(len(g.Entries), "      ", func(j int) string { return g.Entries[j].Key }, func(j int) {
				e := g.Entries[j]
				switch {
				case e.Blob != nil:
					p.printBlob(e.Blob)
				case e.Bool != nil && *e.Bool:
					p.WriteString("true")
				case e.Bool != nil:
					p.WriteString("false")
				default:
					p.WriteQuoted(e.Str)
				}
			})
			p.WriteString("\n    }")
		})
		p.WriteString("\n  }")
	}
	p.WriteString("\n#-}\n")
}

// printResourceEntries prints n `key: value` lines of a metadata section, comma-separated.
func (p *Printer) printResourceEntries(n int, indent string, key func(int) string, value func(int)) {
	for i := 0; i < n; i++ {
		if i > 0 {
			p.WriteString(",\n")
		}
		p.WriteString(indent)
		p.WriteString(key(i))
		p.WriteString(": ")
		value(i)
	}
}

func (p *Printer) printBlob(b *ResourceBlob) {
	var align [4]byte
	binary.LittleEndian.PutUint32(align[:], b.Align)
	p.writeHexString(align[:], b.Data)
}

// elideResources drops the blobs and strings whose quoted text is longer than
// ElideResourceLarger (--mlir-elide-resource-strings-if-larger), booleans by the length of
// true/false, and the groups it empties.
func (p *Printer) elideResources(blobs []*ResourceBlob, groups []*ResourceGroup) ([]*ResourceBlob, []*ResourceGroup) {
	if !p.opts.ElideResources {
		return blobs, groups
	}
	long := func(n int) bool { return int64(n) > p.opts.ElideResourceLarger }
	blobLen := func(b *ResourceBlob) int { return 2 + 2 + 2*(4+len(b.Data)) } // "0x" + alignment + data
	var keptBlobs []*ResourceBlob
	for _, b := range blobs {
		if !long(blobLen(b)) {
			keptBlobs = append(keptBlobs, b)
		}
	}
	var keptGroups []*ResourceGroup
	for _, g := range groups {
		kept := &ResourceGroup{Name: g.Name}
		for _, e := range g.Entries {
			switch {
			case e.Blob != nil && long(blobLen(e.Blob)):
			case e.Bool != nil && long(len(strconv.FormatBool(*e.Bool))):
			case e.Blob == nil && e.Bool == nil && long(quotedLen(e.Str)):
			default:
				kept.Entries = append(kept.Entries, e)
			}
		}
		if len(kept.Entries) > 0 {
			keptGroups = append(keptGroups, kept)
		}
	}
	return keptBlobs, keptGroups
}

// quotedLen is the length of s as the printer quotes it.
func quotedLen(s string) int {
	q := NewPrinter(nil, PrintOptions{})
	q.WriteQuoted(s)
	return len(q.buf)
}
