package simulator

import (
	"encoding/binary"
	"testing"
)

// A NaN moved through a scalar register (LoadScalar, then StoreScalar to the same type)
// keeps its bits: signalling NaNs stay signalling, payloads and signs stay.
func TestScalarNaNMove(t *testing.T) {
	cases := []struct {
		d    DType
		bits uint64
	}{
		{F16, 0xfca6}, {F16, 0x7c01}, {F16, 0x7e00}, {F16, 0x3c00},
		{BF16, 0x7f81}, {BF16, 0xffc1}, {BF16, 0x3f80},
		{F32, 0x7f800001}, {F32, 0xffa00000}, {F32, 0x7fc00123}, {F32, 0x3f800000},
	}
	for _, c := range cases {
		b := make([]byte, 4)
		StoreI(b, 0, unsignedOf(c.d), int64(c.bits))
		o := make([]byte, 4)
		StoreScalar(o, 0, c.d, LoadScalar(b, 0, c.d))
		got := uint64(binary.LittleEndian.Uint32(o))
		if c.d.Size() == 2 {
			got &= 0xffff
		}
		if got != c.bits {
			t.Errorf("%s %#x moved through a scalar register became %#x", c.d, c.bits, got)
		}
	}
}
