package bytecode

import (
	"bytes"
	"math"
	"testing"
)

func TestVarintKnownBytes(t *testing.T) {
	for _, c := range []struct {
		v    uint64
		want []byte
	}{
		{0, []byte{0x01}}, {6, []byte{0x0d}}, {127, []byte{0xff}},
		{128, []byte{0x02, 0x02}}, {1<<14 - 1, []byte{0xfe, 0xff}}, {1 << 14, []byte{0x04, 0x00, 0x02}},
		{1<<56 - 1, []byte{0x80, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}},
		{1 << 56, []byte{0, 0, 0, 0, 0, 0, 0, 0, 1}},
		{math.MaxUint64, []byte{0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}},
	} {
		e := &encoder{}
		e.varint(c.v)
		if !bytes.Equal(e.buf, c.want) {
			t.Errorf("varint(%d) = % x, want % x", c.v, e.buf, c.want)
		}
		d := &decoder{buf: c.want}
		if got, err := d.varint(); err != nil || got != c.v || !d.empty() {
			t.Errorf("decode % x = %d, %v", c.want, got, err)
		}
	}
}

func TestVarintRoundTrip(t *testing.T) {
	e := &encoder{}
	var vals []uint64
	for s := 0; s < 64; s++ {
		for _, d := range []int64{-1, 0, 1} {
			vals = append(vals, uint64(int64(1)<<s+d))
		}
	}
	for _, v := range vals {
		e.varint(v)
		e.signedVarint(int64(v))
		e.varintFlag(v>>1, v&1 == 1)
	}
	d := &decoder{buf: e.buf}
	for _, v := range vals {
		u, err1 := d.varint()
		s, err2 := d.signedVarint()
		f, flag, err3 := d.varintFlag()
		if err1 != nil || err2 != nil || err3 != nil || u != v || s != int64(v) || f != v>>1 || flag != (v&1 == 1) {
			t.Fatalf("round trip of %d: %d %d %d %v (%v %v %v)", v, u, s, f, flag, err1, err2, err3)
		}
	}
	if !d.empty() {
		t.Fatal("bytes left over")
	}
}

func TestSignedVarint(t *testing.T) {
	for _, c := range []struct {
		v    int64
		want uint64
	}{{0, 0}, {-1, 1}, {1, 2}, {-2, 3}, {math.MinInt64, math.MaxUint64}, {math.MaxInt64, math.MaxUint64 - 1}} {
		e := &encoder{}
		e.signedVarint(c.v)
		d := &decoder{buf: e.buf}
		if u, _ := d.varint(); u != c.want {
			t.Errorf("zigzag(%d) = %d, want %d", c.v, u, c.want)
		}
	}
}

func TestTruncatedVarint(t *testing.T) {
	for _, b := range [][]byte{{}, {0x02}, {0x00, 1, 2}, {0x80, 1}} {
		d := &decoder{buf: b}
		if _, err := d.varint(); err == nil {
			t.Errorf("decoding % x succeeded", b)
		}
	}
}

// TestSparseArray checks the segment size encoding, including the bytes mlir-opt 19 writes
// for memref.alloc with one dynamic size (`array<i32: 1, 0>`).
func TestSparseArray(t *testing.T) {
	e := &encoder{}
	writeSparseArray(e, []int64{1, 0})
	if want := []byte{0x07, 0x01, 0x03}; !bytes.Equal(e.buf, want) {
		t.Errorf("sparse [1 0] = % x, want % x", e.buf, want)
	}
	for _, vals := range [][]int64{{}, {0}, {0, 0, 0}, {1, 2, 3}, {0, 0, 5, 0}, {3, 0, 0, 0, 0, 0, 0, 9}, make([]int64, 300)} {
		e := &encoder{}
		writeSparseArray(e, vals)
		got, err := readSparseArray(&decoder{buf: e.buf}, len(vals))
		if err != nil {
			t.Fatalf("%v: %v", vals, err)
		}
		for i := range vals {
			if got[i] != vals[i] {
				t.Fatalf("%v read back as %v", vals, got)
			}
		}
	}
	if _, err := readSparseArray(&decoder{buf: []byte{0x05, 0x03, 0x03}}, 3); err == nil {
		t.Error("a dense array of the wrong length was accepted")
	}
}

func TestSectionAlignment(t *testing.T) {
	e := &encoder{}
	e.raw([]byte("abc"))
	e.section(secResource, []byte{1, 2, 3, 4}, 8, 0)
	d := &decoder{buf: e.buf, pos: 3}
	id, sd, err := readSection(d)
	if err != nil || id != secResource || !bytes.Equal(sd.buf, []byte{1, 2, 3, 4}) || sd.base%8 != 0 {
		t.Fatalf("aligned section: id %d data % x base %d err %v", id, sd.buf, sd.base, err)
	}
	bad := append([]byte(nil), e.buf...)
	bad[6] = 0 // a padding byte
	if _, _, err := readSection(&decoder{buf: bad, pos: 3}); err == nil {
		t.Error("bad padding accepted")
	}
}
