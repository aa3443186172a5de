package ascendc

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/irgen"
	"github.com/ascend-toolchain/asc/ir"
)

// benchModule returns a generated func/arith/scf module of about mb megabytes. irgen's
// functions return two values, which C++ functions cannot; they return the first only.
func benchModule(b *testing.B, mb int) *ir.Operation {
	b.Helper()
	var one, src bytes.Buffer
	if err := irgen.WriteFuncs(&one, 1); err != nil {
		b.Fatal(err)
	}
	if err := irgen.WriteFuncs(&src, mb<<20/one.Len()); err != nil {
		b.Fatal(err)
	}
	text := strings.ReplaceAll(src.String(), "%n: index) -> (i32, f32) {", "%n: index) -> i32 {")
	text = strings.ReplaceAll(text, "return %z, %r#1 : i32, f32", "return %z : i32")
	mod, err := ir.ParseSource(all.NewContext(), "bench.mlir", []byte(text), ir.ParseOptions{})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	return mod
}

// BenchmarkTranslate10MB measures the emitter alone on a 10 MB module (parsing excluded):
// go test -run - -bench Translate10MB ./target/ascendc
func BenchmarkTranslate10MB(b *testing.B) {
	mod := benchModule(b, 10)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := Translate(io.Discard, mod, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
