package ir_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// TestResourceErrors checks mlir-opt's diagnostics for malformed file metadata and
// dense_resource attributes.
func TestResourceErrors(t *testing.T) {
	const fn = "func.func @f() -> tensor<1xi8> {\n %0 = arith.constant dense_resource<a> : tensor<1xi8>\n return %0 : tensor<1xi8>\n}\n"
	for _, tc := range []struct{ src, want string }{
		{fn + `{-# dialect_resources: { foo: { a: "0x04000000aa" } } #-}`, "5:26: error: dialect 'foo' is unknown"},
		{fn + `{-# dialect_resources: { arith: { a: "0x04000000aa" } } #-}`, "5:35: error: unexpected 'resource' section for dialect 'arith'"},
		{fn + `{-# dialect_resources: { builtin: { a: "0xzz" } } #-}`, "5:40: error: expected hex string blob for key 'a'"},
		{fn + `{-# dialect_resources: { builtin: { a: true } } #-}`, "5:40: error: expected hex string blob for key 'a'"},
		{fn + `{-# dialect_resources: { builtin: { a: "0x04" } } #-}`, "5:40: error: expected hex string blob for key 'a' to encode alignment in first 4 bytes"},
		{fn + `{-# dialect_resources: { builtin: { a: "0x03000000aa" } } #-}`, "but got non-power-of-2 value: 3"},
		{fn + `{-# dialect_resources: { builtin: { "a": "0x04000000aa" } } #-}`, "5:37: error: expected identifier key for 'resource' entry"},
		{fn + `{-# external_resources: { foo: { a: 1 } } #-}`, "5:37: error: expected string value for key 'a'"},
		{fn + `{-# bogus: {} #-}`, "5:5: error: unknown key 'bogus' in file metadata dictionary"},
		{fn + `{-# dialect_resources: { builtin: { a: "0x04000000aa" } } x #-}`, "5:58: error: expected ',' or '#-}'"},
		{fn + `{-# dialect_resources  { builtin: { a: "0x04000000aa" } } #-}`, "5:22: error: expected ':'"},
		{`"foo.op"() {x = dense_resource<"a"> : tensor<1xi8>} : () -> ()`, "1:32: error: expected identifier key for 'resource' entry"},
		{`"foo.op"() {x = dense_resource<a>} : () -> ()`, "1:34: error: expected ':'"},
		{`"foo.op"() {x = dense_resource<a> : i8} : () -> ()`, "1:35: error: `dense_resource` expected a shaped type"},
	} {
		ctx := all.NewContext()
		ctx.AllowUnregistered = true
		_, err := ir.ParseSource(ctx, "r.mlir", []byte(tc.src), ir.ParseOptions{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s\ngot %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestResourcesPerBuffer checks that blobs belong to the buffer that defines them.
func TestResourcesPerBuffer(t *testing.T) {
	ctx := all.NewContext()
	src := "func.func @f() -> tensor<1xi8> {\n %0 = arith.constant dense_resource<a> : tensor<1xi8>\n return %0 : tensor<1xi8>\n}\n"
	with := src + `{-# dialect_resources: { builtin: { a: "0x0100000007" } } #-}`
	for _, tc := range []struct{ src, want string }{
		{with, "{-#\n  dialect_resources: {\n    builtin: {\n      a: \"0x0100000007\"\n    }\n  }\n#-}\n"},
		{src, "}\n"},
	} {
		mod, err := ir.ParseSource(ctx, "r.mlir", []byte(tc.src), ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if got := printOp(t, mod, false); !strings.HasSuffix(got, tc.want) {
			t.Errorf("got\n%s\nwant suffix\n%s", got, tc.want)
		}
	}
}
