package bytecode

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// An attribute table whose entries each pair the one before stands for 2^n values in n
// entries: the reader refuses IR referring to more than maxExpansion of them (the text
// parser bounds alias uses the same way), and reads the same table below the bound.
func TestReadExpansionLimit(t *testing.T) {
	defer func(old int64) { maxExpansion = old }(maxExpansion)
	var b strings.Builder
	b.WriteString("#a0 = 1\n")
	for i := 1; i < 12; i++ {
		fmt.Fprintf(&b, "#a%d = [#a%d, #a%d]\n", i, i-1, i-1)
	}
	b.WriteString("\"x.op\"() {v = #a11} : () -> ()\n")
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	m, err := ir.ParseSource(ctx, "d.mlir", []byte(b.String()), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var bc bytes.Buffer
	if err := Write(&bc, m, WriteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := Read(ctx, "d.mlirbc", bc.Bytes(), ir.ParseOptions{}); err != nil {
		t.Fatalf("2^12 values under the default bound: %v", err)
	}
	maxExpansion = 1 << 10
	_, err = Read(ctx, "d.mlirbc", bc.Bytes(), ir.ParseOptions{})
	if err == nil || !strings.Contains(err.Error(), "references to attributes and types stand for more than") {
		t.Fatalf("2^12 values over a bound of 2^10: %v", err)
	}
}

// Entries decoded one by one from the innermost (the IR refers to each in turn) make a
// value as deep as the chain: a reference to it is refused past maxNesting levels, as
// decoding it in one go would be.
func TestReadNestingThroughEntries(t *testing.T) {
	chain := func(n int) []byte {
		var b strings.Builder
		b.WriteString("#a0 = 1\n")
		for i := 1; i < n; i++ {
			fmt.Fprintf(&b, "#a%d = [#a%d]\n", i, i-1)
		}
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "\"x.op\"() {v = #a%d} : () -> ()\n", i)
		}
		ctx := ir.NewContext()
		ctx.AllowUnregistered = true
		m, err := ir.ParseSource(ctx, "c.mlir", []byte(b.String()), ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var bc bytes.Buffer
		if err := Write(&bc, m, WriteOptions{}); err != nil {
			t.Fatal(err)
		}
		return bc.Bytes()
	}
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	if _, err := Read(ctx, "c.mlirbc", chain(990), ir.ParseOptions{}); err != nil {
		t.Errorf("990 levels: %v", err)
	}
	defer func(old int) { maxNesting = old }(maxNesting)
	maxNesting = 100
	_, err := Read(ctx, "c.mlirbc", chain(990), ir.ParseOptions{})
	if err == nil || !strings.Contains(err.Error(), "nest deeper than 100") {
		t.Errorf("990 levels over a bound of 100: %v", err)
	}
}
