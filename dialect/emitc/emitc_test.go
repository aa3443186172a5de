package emitc_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/ir"
)

// check parses and verifies src, then prints it in the custom or the generic form.
func check(src string, generic bool) (string, error) { return all.RoundTrip(src, generic) }

const ops = `module {
  emitc.include <"kernel_operator.h">
  emitc.include "local.h"
  func.func @f(%arg0: !emitc.ptr<i32>, %arg1: i32) {
    %0 = "emitc.constant"() <{value = #emitc.opaque<"AscendC::TPipe()">}> : () -> !emitc.opaque<"AscendC::TPipe">
    %1 = "emitc.constant"() <{value = 3 : i32}> : () -> i32
    emitc.verbatim "pipe.Init();"
    emitc.verbatim "x = {};" args %arg1 : i32
    return
  }
}`

func TestRoundTrip(t *testing.T) {
	got, err := check(ops, false)
	if err != nil {
		t.Fatal(err)
	}
	if got != ops {
		t.Errorf("custom form:\n%s\nwant:\n%s", got, ops)
	}
	generic, err := check(ops, true)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(generic, `"emitc.include"() <{include = "kernel_operator.h", is_standard_include}>`) {
		t.Errorf("generic form of a standard include:\n%s", generic)
	}
	if again, err := check(generic, false); err != nil || again != ops {
		t.Errorf("generic form re-parsed (%v):\n%s\nwant:\n%s", err, again, ops)
	}
}

func TestTypesAndAttrs(t *testing.T) {
	a, b := &emitc.OpaqueType{Value: "AscendC::TPipe"}, &emitc.OpaqueType{Value: "AscendC::TPipe"}
	if !a.Equal(b) || a.Equal(&emitc.OpaqueType{Value: "int"}) {
		t.Error("OpaqueType.Equal compares the wrong thing")
	}
	p := &emitc.PointerType{Pointee: ir.I32}
	if !p.Equal(&emitc.PointerType{Pointee: ir.I32}) || p.Equal(&emitc.PointerType{Pointee: a}) {
		t.Error("PointerType.Equal compares the wrong thing")
	}
	if got := ir.TypeString(p); got != "!emitc.ptr<i32>" {
		t.Errorf("pointer type prints as %q", got)
	}
	if got := ir.TypeString(a); got != `!emitc.opaque<"AscendC::TPipe">` {
		t.Errorf("opaque type prints as %q", got)
	}
}

func TestErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{`func.func @f(%a: !emitc.opaque<"">) {
  return
}`, "invalid `!emitc.opaque` type: expected non empty string"},
		{`func.func @f(%a: !emitc.array<i32>) {
  return
}`, "unknown type 'array' in dialect 'emitc'"},
		{`func.func @f() {
  %0 = "emitc.constant"() <{value = "text"}> : () -> i32
  return
}`, "'emitc.constant' op"},
	}
	for _, c := range cases {
		_, err := check(c.src, false)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\nerror %v\nwant it to contain %q", c.src, err, c.want)
		}
	}
}
