package scf_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/optdriver"
)

// roundTrip parses src, verifies it and prints it in the custom or the generic form.
func roundTrip(t *testing.T, src string, generic bool) string {
	t.Helper()
	out, err := all.RoundTrip(src, generic)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return out
}

// The custom forms print back as written, and their generic form parses to the same IR.
func TestCustomFormRoundTrip(t *testing.T) {
	cases := map[string]string{
		"for": `module {
  func.func @f(%arg0: index, %arg1: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
      %1 = arith.addi %arg3, %arg1 : i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}`,
		"for-no-results": `module {
  func.func @f(%arg0: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %arg0 step %c1 {
    }
    return
  }
}`,
		"if": `module {
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %0 = scf.if %arg0 -> (i32) {
      scf.yield %arg1 : i32
    } else {
      scf.yield %arg2 : i32
    }
    return %0 : i32
  }
}`,
		"while": `module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %1 = arith.cmpi slt, %arg2, %arg1 : i32
      scf.condition(%1) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      %1 = arith.addi %arg2, %arg2 : i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}`,
		// MLIR prints a space after the result types of scf.index_switch.
		"index_switch": `module {
  func.func @f(%arg0: index, %arg1: i32) -> i32 {
    %0 = scf.index_switch %arg0 -> i32 
    case 2 {
      scf.yield %arg1 : i32
    }
    case 5 {
      %c7_i32 = arith.constant 7 : i32
      scf.yield %c7_i32 : i32
    }
    default {
      %c0_i32 = arith.constant 0 : i32
      scf.yield %c0_i32 : i32
    }
    return %0 : i32
  }
}`,
	}
	for name, src := range cases {
		t.Run(name, func(t *testing.T) {
			if got := roundTrip(t, src, false); got != src {
				t.Errorf("custom form:\n%s\nwant:\n%s", got, src)
			}
			generic := roundTrip(t, src, true)
			if !strings.Contains(generic, `"scf.`) {
				t.Errorf("generic form has no quoted scf op:\n%s", generic)
			}
			if got := roundTrip(t, generic, false); got != src {
				t.Errorf("custom form of the generic form:\n%s\nwant:\n%s", got, src)
			}
		})
	}
}

// run runs ascopt with args on src and returns its exit code, output and diagnostics.
func run(src string, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := optdriver.Run(append(args, "-"), strings.NewReader(src), &out, &errb)
	return code, out.String(), errb.String()
}

func TestVerifierErrors(t *testing.T) {
	cases := []struct{ name, body, want string }{
		{"if-results-without-else", `%0 = scf.if %c -> (i32) {
  scf.yield %x : i32
}
return`, "'scf.if' op must have an else block if defining values"},
		{"for-iter-arg-type", `%0 = "scf.for"(%i, %i, %i, %x) ({
^bb0(%iv: index, %a: f32):
  "scf.yield"(%a) : (f32) -> ()
}) : (index, index, index, i32) -> i32
return`, "'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'f32'"},
		{"switch-duplicate-case", `%0 = scf.index_switch %i -> i32
case 1 {
  scf.yield %x : i32
}
case 1 {
  scf.yield %x : i32
}
default {
  scf.yield %x : i32
}
return`, "'scf.index_switch' op has duplicate case value: 1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := "func.func @f(%c: i1, %x: i32, %i: index) {\n" + c.body + "\n}\n"
			code, _, diag := run(src)
			if code == 0 {
				t.Fatalf("verified:\n%s", src)
			}
			if !strings.Contains(diag, c.want) {
				t.Errorf("diagnostic:\n%s\nwant it to contain %q", diag, c.want)
			}
		})
	}
}

func TestCanonicalize(t *testing.T) {
	cases := []struct{ name, sig, body, want string }{
		{"if-true-inlines-then", "(%x: i32, %y: i32) -> i32", `%t = arith.constant true
%0 = scf.if %t -> (i32) {
  scf.yield %x : i32
} else {
  scf.yield %y : i32
}
return %0 : i32`, "return %arg0 : i32"},
		{"if-to-select", "(%c: i1, %x: i32, %y: i32) -> i32", `%0 = scf.if %c -> (i32) {
  scf.yield %x : i32
} else {
  scf.yield %y : i32
}
return %0 : i32`, "%0 = arith.select %arg0, %arg1, %arg2 : i32\nreturn %0 : i32"},
		{"for-zero-trip", "(%x: i32) -> i32", `%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%0 = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %x) -> (i32) {
  %s = arith.addi %a, %a : i32
  scf.yield %s : i32
}
return %0 : i32`, "return %arg0 : i32"},
		// The one trip's induction variable, yielded, becomes the lower bound.
		{"for-one-trip-yields-iv", "(%m: memref<?xi32>, %x: i32) -> index", `%c0 = arith.constant 0 : index
%c2 = arith.constant 2 : index
%0:2 = scf.for %i = %c0 to %c2 step %c2 iter_args(%a = %m, %b = %c2) -> (memref<?xi32>, index) {
  memref.store %x, %a[%c0] : memref<?xi32>
  scf.yield %m, %i : memref<?xi32>, index
}
return %0#1 : index`, "%c0 = arith.constant 0 : index\nmemref.store %arg1, %arg0[%c0] : memref<?xi32>\nreturn %c0 : index"},
		{"switch-constant-case", "(%x: i32) -> i32", `%c2 = arith.constant 2 : index
%0 = scf.index_switch %c2 -> i32
case 2 {
  scf.yield %x : i32
}
default {
  %z = arith.constant 0 : i32
  scf.yield %z : i32
}
return %0 : i32`, "return %arg0 : i32"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := "func.func @f" + c.sig + " {\n" + c.body + "\n}\n"
			code, out, diag := run(src, "-canonicalize")
			if code != 0 {
				t.Fatalf("ascopt: %s", diag)
			}
			if got := body(out); got != c.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}

// body keeps the trimmed lines of the only function's body.
func body(out string) string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "module") || strings.HasPrefix(l, "func.func") || l == "}" {
			continue
		}
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n")
}

// A constant step of zero or less verifies for scf.for, as mlir-opt 19 accepts it; for
// scf.parallel it is still an error.
func TestForNonPositiveStepVerifies(t *testing.T) {
	for _, step := range []string{"0", "-2"} {
		src := "func.func @f(%a: index) {\n  %s = arith.constant " + step + " : index\n  %c0 = arith.constant 0 : index\n  scf.for %i = %c0 to %a step %s {\n  }\n  return\n}\n"
		roundTrip(t, src, false)
	}
	src := "func.func @f(%a: index) {\n  %s = arith.constant 0 : index\n  scf.parallel (%i) = (%a) to (%a) step (%s) {\n  }\n  return\n}\n"
	if _, err := all.RoundTrip(src, false); err == nil || !strings.Contains(err.Error(), "constant step operand must be positive") {
		t.Errorf("scf.parallel with step 0: %v", err)
	}
}

func TestForallRoundTrip(t *testing.T) {
	src := `func.func @f(%ub: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  scf.forall (%i, %j) = (1, %ub) to (10, %ub) step (2, %ub) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  %r = scf.forall (%i) in (%ub) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return %r : tensor<4xf32>
}`
	out := roundTrip(t, src, false)
	for _, want := range []string{
		"scf.forall (%arg2, %arg3) = (1, %arg0) to (10, %arg0) step (2, %arg0) {\n    } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}",
		"scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) -> (tensor<4xf32>) {\n      scf.forall.in_parallel {\n      }\n    }",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}
