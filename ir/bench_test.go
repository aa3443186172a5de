package ir_test

import (
	"bytes"
	"io"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/irgen"
	"github.com/ascend-toolchain/asc/ir"
)

func benchModule(b *testing.B) []byte {
	var buf bytes.Buffer
	if err := irgen.WriteFuncs(&buf, 500); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}

func BenchmarkParseVerify(b *testing.B) {
	src := benchModule(b)
	ctx := all.NewContext()
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		mod, err := ir.ParseSource(ctx, "bench.mlir", src, ir.ParseOptions{})
		if err != nil {
			b.Fatal(err)
		}
		if err := ir.Verify(mod); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPrint(b *testing.B) {
	src := benchModule(b)
	ctx := all.NewContext()
	mod, err := ir.ParseSource(ctx, "bench.mlir", src, ir.ParseOptions{})
	if err != nil {
		b.Fatal(err)
	}
	for _, generic := range []bool{false, true} {
		name := "custom"
		if generic {
			name = "generic"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if err := ir.NewPrinter(io.Discard, ir.PrintOptions{Generic: generic}).PrintOp(mod); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
