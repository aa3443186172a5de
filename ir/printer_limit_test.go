package ir

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"
)

// aliasDAG defines n aliases, each a pair of the one before: printed in full, the last
// is 2^n leaves long.
func aliasDAG(n int, attr bool) string {
	var b strings.Builder
	if attr {
		b.WriteString("#a0 = 1\n")
		for i := 1; i < n; i++ {
			fmt.Fprintf(&b, "#a%d = [#a%d, #a%d]\n", i, i-1, i-1)
		}
		fmt.Fprintf(&b, "\"x.op\"() {v = #a%d} : () -> ()\n", n-1)
		return b.String()
	}
	b.WriteString("!a0 = i32\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "!a%d = tuple<!a%d, !a%d>\n", i, i-1, i-1)
	}
	fmt.Fprintf(&b, "\"x.op\"() : () -> !a%d\n", n-1)
	return b.String()
}

// A DAG of aliases whose printed form doubles per level stops at maxPrintBytes with an
// error and writes nothing, quickly: 40 levels ran out of memory (types) or walked 2^40
// nodes in the alias pass (attributes). The parser now refuses uses of such aliases
// (TestAliasExpansionLimit); 21 levels, which it accepts, pass a limit lowered to 1 MiB.
func TestPrintLimit(t *testing.T) {
	defer func(old int64) { maxPrintBytes = old }(maxPrintBytes)
	maxPrintBytes = 1 << 20
	for _, attr := range []bool{false, true} {
		m, err := ParseSource(unregCtx(), "d.mlir", []byte(aliasDAG(21, attr)), ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		start := time.Now()
		err = NewPrinter(&out, PrintOptions{}).PrintOp(m)
		if err == nil || !strings.Contains(err.Error(), "is larger than 1048576 bytes") {
			t.Errorf("attr=%v: err = %v", attr, err)
		}
		if out.Len() != 0 {
			t.Errorf("attr=%v: %d bytes written", attr, out.Len())
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("attr=%v: took %v", attr, d)
		}
		// Below the limit the same DAG prints whole.
		m, err = ParseSource(unregCtx(), "d.mlir", []byte(aliasDAG(8, attr)), ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		out.Reset()
		if err := NewPrinter(&out, PrintOptions{}).PrintOp(m); err != nil || strings.Count(out.String(), "1") < 128 && strings.Count(out.String(), "i32") < 128 {
			t.Errorf("attr=%v: %v\n%s", attr, err, out.String())
		}
	}
}
