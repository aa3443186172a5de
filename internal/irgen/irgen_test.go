package irgen_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/irgen"
	"github.com/ascend-toolchain/asc/ir"
)

func TestModuleVerifies(t *testing.T) {
	var b bytes.Buffer
	if err := irgen.WriteFuncs(&b, 3); err != nil {
		t.Fatal(err)
	}
	mod, err := ir.ParseSource(all.NewContext(), "gen.mlir", b.Bytes(), ir.ParseOptions{})
	if err == nil {
		err = ir.Verify(mod)
	}
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	if n := len(mod.Region(0).Front().Ops()); n != 3 {
		t.Errorf("module holds %d ops, want 3 functions", n)
	}
}

func TestDeterministic(t *testing.T) {
	var a, b bytes.Buffer
	if err := irgen.WriteFuncs(&a, 5); err != nil {
		t.Fatal(err)
	}
	if err := irgen.WriteFuncs(&b, 5); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Error("two runs wrote different modules")
	}
}

// Write sizes the module by its generic form: -mb 1 prints to about one megabyte there,
// and a request for less still writes one function.
func TestWriteSize(t *testing.T) {
	var b bytes.Buffer
	if err := irgen.Write(&b, 1); err != nil {
		t.Fatal(err)
	}
	mod, err := ir.ParseSource(all.NewContext(), "gen.mlir", b.Bytes(), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var generic bytes.Buffer
	if err := ir.NewPrinter(&generic, ir.PrintOptions{Generic: true}).PrintOp(mod); err != nil {
		t.Fatal(err)
	}
	if n := generic.Len(); n < 900<<10 || n > 1200<<10 {
		t.Errorf("-mb 1 prints to %d bytes in generic form", n)
	}
	b.Reset()
	if err := irgen.Write(&b, 0); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(b.String(), "func.func"); n != 1 {
		t.Errorf("-mb 0 wrote %d functions, want 1", n)
	}
}

// Every shape parses and verifies at a few sizes, grows with its size, and an unknown
// shape or a size below 1 is an error naming it.
func TestShapesVerify(t *testing.T) {
	for _, s := range irgen.ShapeNames() {
		prev := 0
		for _, n := range []int{1, 7, 40} {
			var b bytes.Buffer
			if err := irgen.WriteShape(&b, s, n); err != nil {
				t.Fatal(err)
			}
			mod, err := ir.ParseSource(all.NewContext(), s+".mlir", b.Bytes(), ir.ParseOptions{})
			if err == nil {
				err = ir.Verify(mod)
			}
			if err != nil {
				t.Fatalf("%s %d: %v\n%s", s, n, err, b.String())
			}
			if b.Len() <= prev {
				t.Errorf("%s: size %d wrote %d bytes, no more than a smaller size", s, n, b.Len())
			}
			prev = b.Len()
		}
	}
	var b bytes.Buffer
	if err := irgen.WriteShape(&b, "no-such-shape", 3); err == nil || !strings.Contains(err.Error(), "no-such-shape") {
		t.Errorf("unknown shape: %v", err)
	}
	if err := irgen.WriteShape(&b, "br-chain", 0); err == nil || !strings.Contains(err.Error(), "br-chain") {
		t.Errorf("size 0: %v", err)
	}
}
