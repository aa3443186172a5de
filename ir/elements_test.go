package ir_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// printAttrOf parses `"t.op"() {a = ATTR} : () -> ()` and returns the attribute as printed.
func printAttrOf(t *testing.T, attr string) (string, error) {
	t.Helper()
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	m, err := ir.ParseSource(ctx, "in.mlir", []byte(`"t.op"() {a = `+attr+`} : () -> ()`), ir.ParseOptions{})
	if err != nil {
		return "", err
	}
	op := m.Region(0).Blocks()[0].First()
	return ir.AttrString(op.Attr("a")), nil
}

// Sparse, string and unregistered-dialect attributes print as mlir-opt 19 prints them
// (each case checked against it): splat halves collapse to one element, a single index
// stands for one row, numbers in a string tensor read as "", and dialect symbols that are
// identifiers use the dotted form.
func TestElementsAndDialectSymbols(t *testing.T) {
	for in, want := range map[string]string{
		`sparse<0, -1> : tensor<1xi64>`:                                    `sparse<0, -1> : tensor<1xi64>`,
		`sparse<[[0]], [-1]> : tensor<1xi64>`:                              `sparse<0, -1> : tensor<1xi64>`,
		`sparse<[[0, 1], [1, 0]], [1.5, 2.5]> : tensor<2x2xf32>`:           `sparse<[[0, 1], [1, 0]], [1.500000e+00, 2.500000e+00]> : tensor<2x2xf32>`,
		`sparse<> : tensor<3xi32>`:                                         `sparse<> : tensor<3xi32>`,
		`sparse<[[0],[1]], [3, 3]> : tensor<4xi16>`:                        `sparse<[[0], [1]], 3> : tensor<4xi16>`,
		`sparse<[0, 2], [1, 2]> : tensor<4xi32>`:                           `sparse<[0, 2], [1, 2]> : tensor<4xi32>`,
		`sparse<[[0, 0], [1, 1]], "0x0000803F00000040"> : tensor<2x2xf32>`: `sparse<[[0, 0], [1, 1]], [1.000000e+00, 2.000000e+00]> : tensor<2x2xf32>`,
		`sparse<0, "foo"> : tensor<1x1x1x!unknown<>>`:                      `sparse<0, "foo"> : tensor<1x1x1x!unknown<>>`,
		`dense<["a", 1]> : tensor<2x!u.x>`:                                 `dense<["a", ""]> : tensor<2x!u.x>`,
		`dense<["a", "a"]> : tensor<2x!u.x>`:                               `dense<"a"> : tensor<2x!u.x>`,
		`dense<"0x01"> : tensor<1x!u.x>`:                                   `dense<"0x01"> : tensor<1x!u.x>`,
		`dense<"0x0100"> : tensor<2xi8>`:                                   `dense<[1, 0]> : tensor<2xi8>`,
		`#bar<baz>`:                                                        `#bar.baz`,
		`#u<a.b_c>`:                                                        `#u.a.b_c`,
		`#u<1a>`:                                                           `#u<1a>`,
		`#foo.x<y>`:                                                        `#foo.x<y>`,
		`!bar<baz>`:                                                        `!bar.baz`,
		`!u<"q">`:                                                          `!u<"q">`,
		`!u<>`:                                                             `!u<>`,
	} {
		got, err := printAttrOf(t, in)
		if err != nil || got != want {
			t.Errorf("%s: got %q, %v; want %q", in, got, err, want)
		}
	}
	for in, msg := range map[string]string{
		`sparse<[[5]], [1]> : tensor<4xi32>`:    "sparse index #0 is not contained within the value shape, with index=[5], and type='tensor<4xi32>'",
		`sparse<[[0, 1]], [1]> : tensor<4xi32>`: "expected shape ([4]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([1])",
		`sparse<[[0]], [1]> : tensor<?xi32>`:    "elements literal type must have static shape",
		`dense<["a", "b"]> : tensor<2xi32>`:     "integer constant out of range for type",
		`dense<"abc"> : tensor<3xi8>`:           "expected string containing hex digits starting with `0x`",
	} {
		if _, err := printAttrOf(t, in); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%s: error %v, want %q", in, err, msg)
		}
	}
}

// An op written in the generic form without a default-valued property gets the default, as
// MLIR's property storage always holds it (mlir-opt prints it back generically).
func TestGenericDefaultProperties(t *testing.T) {
	ctx := all.NewContext()
	m, err := ir.ParseSource(ctx, "in.mlir", []byte(`func.func @f(%a: f32) -> f32 {
  %0 = "arith.addf"(%a, %a) : (f32, f32) -> f32
  %1 = "arith.mulf"(%0, %0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  return %1 : f32
}`), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := ir.NewPrinter(&b, ir.PrintOptions{Generic: true}).PrintOp(m); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}>`,
		`"arith.mulf"(%0, %0) <{fastmath = #arith.fastmath<fast>}>`,
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("missing %s in\n%s", want, b.String())
		}
	}
}
