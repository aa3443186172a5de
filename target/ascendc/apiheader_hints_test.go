package ascendc

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
)

// The header declares the calls as the translator spells them, with its own emission
// hints laid over the records' (specHints): Add at L0/L1 is printed Add<T, isSetMask>(...)
// though its record has no template arguments, so the header needs the template form.
func TestAPIHeaderFollowsSpecHints(t *testing.T) {
	var hdr bytes.Buffer
	if err := WriteAPIHeader(&hdr, all.NewContext(), CoreHeader); err != nil {
		t.Fatal(err)
	}
	text := hdr.String()
	for _, want := range []string{
		"template <typename A0, auto A1> AscendC::__AscAny Add(...);",
		"template <typename A0, auto A1> AscendC::__AscAny Mul(...);",
		"template <typename A0, typename A1, auto A2> AscendC::__AscAny AddDeqRelu(...);",
		// SetVectorMask<utype(dtype), mode>: the unsigned spelling of a type is a type.
		"template <typename A0, auto A1> AscendC::__AscAny SetVectorMask(...);",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the API header lacks %q", want)
		}
	}
}

// Every structure the simulator lets emitasc.init_struct fill by member is declared with
// those members (ascendc.StructMembers), so `T r; r.f = v;` compiles.
func TestAPIHeaderStructMembers(t *testing.T) {
	var hdr bytes.Buffer
	if err := WriteAPIHeader(&hdr, all.NewContext(), CoreHeader); err != nil {
		t.Fatal(err)
	}
	text := hdr.String()
	for _, want := range []string{
		"AscendC::__AscObj dstBlkStride, src0BlkStride, src1BlkStride, dstRepStride, src0RepStride, src1RepStride;",
		"AscendC::__AscObj dstBlkStride, srcBlkStride, dstRepStride, srcRepStride;",
		"AscendC::__AscObj dstBlkStride, dstRepStride;",
		"template <typename A0> struct DataCopyPadExtParams : AscendC::__AscObj {",
		"AscendC::__AscObj isPad, leftPadding, rightPadding, paddingValue;",
		"AscendC::__AscObj src0BlockStride, repeatTimes, src0RepeatStride, src1RepeatStride;",
		"AscendC::__AscObj dstStride, srcStride, dstRepeatSize, srcRepeatSize;",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the API header lacks %q", want)
		}
	}
}
