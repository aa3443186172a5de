package ir

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// printHex prints a with mlir-opt's default threshold for the hex form (100 elements).
func printHex(a Attribute) string {
	var b bytes.Buffer
	p := NewPrinter(&b, PrintOptions{HexElements: true, HexElementsLarger: 100})
	p.PrintAttr(a)
	p.Flush()
	return b.String()
}

// Dense f80/f128 elements in MLIR's hex form (each element in its 16-byte storage, as
// mlir-opt prints more than 100 of them) read back to their exact values, values a float64
// does not hold among them, and print back to the same hex.
func TestDenseWideHex(t *testing.T) {
	ctx := NewContext()
	for _, c := range []struct{ typ, first, second string }{
		{"f80", "3FFF8000000000000001", "00000000000000000001"},
		{"f128", "3FFF0000000000000000000000000001", "3FFF8000000000000000000000000000"},
	} {
		var elems []string
		for i := 0; i < 101; i++ {
			elems = append(elems, "0x"+map[bool]string{true: c.first, false: c.second}[i%2 == 0])
		}
		src := fmt.Sprintf("dense<[%s]> : tensor<101x%s>", strings.Join(elems, ", "), c.typ)
		a, err := ParseAttrText(ctx, src)
		if err != nil {
			t.Fatal(err)
		}
		hex := printHex(a)
		if !strings.HasPrefix(hex, `dense<"0x`) {
			t.Fatalf("%s: more than 100 elements print in hex, got %.60s", c.typ, hex)
		}
		b, err := ParseAttrText(ctx, hex)
		if err != nil {
			t.Fatal(err)
		}
		d := b.(*DenseElementsAttr)
		ft := d.Type.ElementType().(*FloatType)
		if got := d.WideElem(0).HexDigits(ft); got != c.first {
			t.Errorf("%s: element 0 read back as %s, want %s", c.typ, got, c.first)
		}
		if got := d.WideElem(1).HexDigits(ft); got != c.second {
			t.Errorf("%s: element 1 read back as %s, want %s", c.typ, got, c.second)
		}
		if again := printHex(b); again != hex {
			t.Errorf("%s: hex does not print back the same", c.typ)
		}
	}
}
