// Package bytecode reads and writes MLIR's binary IR format as LLVM 19's
// `mlir-opt --emit-bytecode` does (format version 6). The reader accepts what mlir-opt
// writes and the writer produces files mlir-opt reads back into the same IR.
//
// A file is the magic `ML\xefR`, the version, a producer string and a list of sections.
// Builtin attributes and types use the builtin dialect's binary encodings; attributes and
// types of other dialects are stored as their textual form, as MLIR does for dialects
// without a bytecode interface. Ops of the MLIR dialects mlir-opt knows store their
// inherent attributes as ODS-encoded properties; ops of this toolchain's own dialects are
// written the way mlir-opt writes ops it does not know.
package bytecode

import (
	"encoding/binary"
	"fmt"
	"math/bits"
)

// Magic starts every bytecode file.
const Magic = "ML\xefR"

// Version is the format version the writer produces by default (LLVM 19's).
const Version = 6

// minVersion is the oldest version the reader accepts: native properties (5) changed how
// inherent attributes are stored, and the older layouts are not implemented.
const minVersion = 5

// Section identifiers.
const (
	secString = iota
	secDialect
	secAttrType
	secAttrTypeOffset
	secIR
	secResource
	secResourceOffset
	secDialectVersions
	secProperties
	numSections
)

var sectionNames = [numSections]string{"String", "Dialect", "AttrType", "AttrTypeOffset", "IR",
	"Resource", "ResourceOffset", "DialectVersions", "Properties"}

// Bits of the mask byte that says which parts an op has.
const (
	opHasAttrs       = 1 << 0
	opHasResults     = 1 << 1
	opHasOperands    = 1 << 2
	opHasSuccessors  = 1 << 3
	opHasRegions     = 1 << 4
	opHasUseListOrds = 1 << 5
	opHasProperties  = 1 << 6
)

// Kinds of resource entries.
const (
	resBlob   = 0
	resBool   = 1
	resString = 2
)

// Limits on what a file may declare, so a malformed or hostile file fails with a
// diagnostic instead of exhausting memory: each count is also checked against the bytes
// that remain, which bounds every allocation by the file size.
// maxNesting bounds regions and attributes inside one another, as ir.MaxNesting (a
// variable so that tests can lower it).
var maxNesting = 1000

// --- decoding ---

// decoder reads the primitive encodings from a byte range of the file. Errors carry the
// absolute offset of the failing read.
type decoder struct {
	buf  []byte
	pos  int
	base int // offset of buf[0] in the file
}

// bcError is a malformed-file error at a byte offset.
type bcError struct {
	off int
	msg string
}

func (e *bcError) Error() string { return e.msg }

func (d *decoder) errorf(format string, args ...any) error {
	return &bcError{off: d.base + d.pos, msg: fmt.Sprintf(format, args...)}
}

func (d *decoder) empty() bool    { return d.pos >= len(d.buf) }
func (d *decoder) remaining() int { return len(d.buf) - d.pos }

func (d *decoder) byte1() (byte, error) {
	if d.pos >= len(d.buf) {
		return 0, d.errorf("unexpected end of data")
	}
	b := d.buf[d.pos]
	d.pos++
	return b, nil
}

func (d *decoder) bytes(n uint64) ([]byte, error) {
	if n > uint64(d.remaining()) {
		return nil, d.errorf("%d bytes requested with %d left", n, d.remaining())
	}
	b := d.buf[d.pos : d.pos+int(n)]
	d.pos += int(n)
	return b, nil
}

// varint reads MLIR's prefix varint: the count of trailing zero bits of the first byte is
// the number of bytes that follow; a zero first byte means eight full bytes follow.
func (d *decoder) varint() (uint64, error) {
	first, err := d.byte1()
	if err != nil {
		return 0, err
	}
	if first&1 != 0 {
		return uint64(first >> 1), nil
	}
	if first == 0 {
		b, err := d.bytes(8)
		if err != nil {
			return 0, err
		}
		return binary.LittleEndian.Uint64(b), nil
	}
	n := bits.TrailingZeros8(first) // extra bytes
	rest, err := d.bytes(uint64(n))
	if err != nil {
		return 0, err
	}
	var raw [8]byte
	raw[0] = first
	copy(raw[1:], rest)
	return binary.LittleEndian.Uint64(raw[:]) >> (n + 1), nil
}

// signedVarint reads a zigzag-encoded signed varint.
func (d *decoder) signedVarint() (int64, error) {
	v, err := d.varint()
	return int64(v>>1) ^ -int64(v&1), err
}

// varintFlag reads a varint whose low bit is a flag.
func (d *decoder) varintFlag() (uint64, bool, error) {
	v, err := d.varint()
	return v >> 1, v&1 != 0, err
}

// count reads a varint that counts items of at least minSize bytes each, refusing counts
// the remaining data cannot hold.
func (d *decoder) count(what string, minSize int) (int, error) {
	v, err := d.varint()
	if err != nil {
		return 0, err
	}
	if minSize > 0 && v > uint64(d.remaining()/minSize) || v > 1<<31 {
		return 0, d.errorf("%s count %d exceeds the data left", what, v)
	}
	return int(v), nil
}

// cstring reads a NUL-terminated string.
func (d *decoder) cstring() (string, error) {
	for i := d.pos; i < len(d.buf); i++ {
		if d.buf[i] == 0 {
			s := string(d.buf[d.pos:i])
			d.pos = i + 1
			return s, nil
		}
	}
	return "", d.errorf("string is not terminated")
}

// sub returns a decoder over the next n bytes and skips them.
func (d *decoder) sub(n uint64) (*decoder, error) {
	start := d.pos
	b, err := d.bytes(n)
	if err != nil {
		return nil, err
	}
	return &decoder{buf: b, base: d.base + start}, nil
}

// alignTo skips padding up to an alignment of the absolute file offset.
func (d *decoder) alignTo(align uint64) error {
	if align == 0 || align&(align-1) != 0 || align > 1<<16 {
		return d.errorf("invalid alignment %d", align)
	}
	abs := uint64(d.base + d.pos)
	pad := (align - abs%align) % align
	if pad > uint64(d.remaining()) {
		return d.errorf("alignment padding runs past the data")
	}
	for _, b := range d.buf[d.pos : d.pos+int(pad)] {
		if b != padByte {
			return d.errorf("invalid padding byte %#x", b)
		}
	}
	d.pos += int(pad)
	return nil
}

// padByte fills alignment gaps.
const padByte = 0xcb

// --- encoding ---

// encoder appends the primitive encodings to a buffer.
type encoder struct{ buf []byte }

func (e *encoder) byte1(b byte)     { e.buf = append(e.buf, b) }
func (e *encoder) raw(b []byte)     { e.buf = append(e.buf, b...) }
func (e *encoder) cstring(s string) { e.buf = append(append(e.buf, s...), 0) }

// varint appends v in the prefix varint encoding, using the fewest bytes.
func (e *encoder) varint(v uint64) {
	if v < 1<<7 {
		e.buf = append(e.buf, byte(v<<1|1))
		return
	}
	n := (bits.Len64(v) - 1) / 7 // extra bytes needed
	if n >= 8 {
		e.buf = append(e.buf, 0)
		e.buf = binary.LittleEndian.AppendUint64(e.buf, v)
		return
	}
	enc := (v<<1 | 1) << n
	var raw [8]byte
	binary.LittleEndian.PutUint64(raw[:], enc)
	e.buf = append(e.buf, raw[:n+1]...)
}

func (e *encoder) signedVarint(v int64) { e.varint(uint64(v<<1) ^ uint64(v>>63)) }

func (e *encoder) varintFlag(v uint64, flag bool) {
	f := uint64(0)
	if flag {
		f = 1
	}
	e.varint(v<<1 | f)
}

// alignTo pads with padByte up to an alignment of the offset within this buffer, which
// lands at the same alignment in the file when the buffer starts aligned to at least that.
func (e *encoder) alignTo(align int) {
	for len(e.buf)%align != 0 {
		e.buf = append(e.buf, padByte)
	}
}

// section appends a section: id (with the alignment flag), length, alignment and padding,
// then the data. fileOff is where e.buf starts in the file, so padding aligns absolutely.
func (e *encoder) section(id int, data []byte, align int, fileOff int) {
	if align <= 1 {
		e.byte1(byte(id))
		e.varint(uint64(len(data)))
		e.raw(data)
		return
	}
	e.byte1(byte(id) | 0x80)
	e.varint(uint64(len(data)))
	e.varint(uint64(align))
	for (fileOff+len(e.buf))%align != 0 {
		e.byte1(padByte)
	}
	e.raw(data)
}
