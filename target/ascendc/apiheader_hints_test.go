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
