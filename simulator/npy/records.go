package npy

import (
	"fmt"
	"strconv"
	"strings"
)

// Field is one scalar member of a structured (record) dtype at its byte offset in a
// record. Members of nested records are flattened and named "outer.inner".
type Field struct {
	Name  string
	DType DType
	Off   int
}

// parseRecord reads the descr NumPy writes for a record dtype, a Python list of (name,
// descr) pairs: [('n', '<i4'), (”, '|V4'), ('s', [('x', '<f4')])]. An unnamed '|V<k>'
// member is padding (NumPy's align=True layout). It returns the scalar members with their
// offsets and the record's size. Sub-array members, big-endian members and object or
// string members are refused. A bool member ('|b1') is read as u8.
func parseRecord(s string) ([]Field, int, error) {
	p := &recParser{s: s}
	fs, size, err := p.list("", 0, 0)
	if err != nil {
		return nil, 0, fmt.Errorf("npy: structured descr: %v", err)
	}
	if p.skip(); p.i != len(p.s) {
		return nil, 0, fmt.Errorf("npy: structured descr: trailing %q", p.s[p.i:])
	}
	return fs, size, nil
}

type recParser struct {
	s string
	i int
}

func (p *recParser) skip() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\n') {
		p.i++
	}
}

// eat consumes c (after spaces), reporting whether it was there.
func (p *recParser) eat(c byte) bool {
	if p.skip(); p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

// str reads a quoted Python string without escapes.
func (p *recParser) str() (string, error) {
	p.skip()
	if p.i >= len(p.s) || (p.s[p.i] != '\'' && p.s[p.i] != '"') {
		return "", fmt.Errorf("want a string at %d", p.i)
	}
	q := p.s[p.i]
	end := strings.IndexByte(p.s[p.i+1:], q)
	if end < 0 {
		return "", fmt.Errorf("unterminated string")
	}
	v := p.s[p.i+1 : p.i+1+end]
	p.i += end + 2
	return v, nil
}

// maxRecordDepth bounds the nesting of record members (a hostile header could nest
// thousands of lists in its 64 KB).
const maxRecordDepth = 32

// list reads [(name, descr), ...] starting at byte off of the record, prefixing names;
// depth counts the enclosing lists.
func (p *recParser) list(prefix string, off, depth int) ([]Field, int, error) {
	if depth >= maxRecordDepth {
		return nil, 0, fmt.Errorf("records nested more than %d deep", maxRecordDepth)
	}
	if !p.eat('[') {
		return nil, 0, fmt.Errorf("want '[' at %d", p.i)
	}
	var fs []Field
	start := off
	for !p.eat(']') {
		if !p.eat('(') {
			return nil, 0, fmt.Errorf("want '(' at %d", p.i)
		}
		name, err := p.str()
		if err != nil {
			return nil, 0, err
		}
		if !p.eat(',') {
			return nil, 0, fmt.Errorf("want ',' after %q", name)
		}
		p.skip()
		if p.i < len(p.s) && p.s[p.i] == '[' {
			sub, size, err := p.list(prefix+name+".", off, depth+1)
			if err != nil {
				return nil, 0, err
			}
			fs, off = append(fs, sub...), off+size
		} else {
			d, err := p.str()
			if err != nil {
				return nil, 0, err
			}
			n, f, err := member(name == "", prefix+name, d, off)
			if err != nil {
				return nil, 0, err
			}
			if f != nil {
				fs = append(fs, *f)
			}
			off += n
		}
		if !p.eat(')') {
			return nil, 0, fmt.Errorf("member %q: sub-array members are not read", name)
		}
		p.eat(',')
	}
	if len(fs) == 0 {
		return nil, 0, fmt.Errorf("a record without members")
	}
	return fs, off - start, nil
}

// member maps one scalar descr to its size and field (nil for an unnamed padding member).
func member(unnamed bool, name, d string, off int) (int, *Field, error) {
	if unnamed && strings.HasPrefix(d, "|V") {
		n, err := strconv.Atoi(d[2:])
		if err != nil || n <= 0 {
			return 0, nil, fmt.Errorf("bad padding %q", d)
		}
		return n, nil, nil
	}
	if d == "|b1" {
		// NumPy's bool is one byte holding 0 or 1, the bytes of a C++ bool member (a
		// py_struct's i1): read as u8, which binds an i1 member as it binds any 1-byte one.
		return 1, &Field{Name: name, DType: U8, Off: off}, nil
	}
	for k, v := range descrs {
		if k != BF16 && (v == d || (v[0] == '<' && "="+v[1:] == d) || (v[0] == '|' && "<"+v[1:] == d)) {
			return k.Size(), &Field{Name: name, DType: k, Off: off}, nil
		}
	}
	return 0, nil, fmt.Errorf("member %q of type %q is not read (little-endian numbers only)", name, d)
}
