package ascendc

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// translate parses, verifies and translates src.
func translate(t *testing.T, src string) (string, error) {
	t.Helper()
	ctx := all.NewContext()
	mod, err := ir.ParseSource(ctx, "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := ir.Verify(mod); err != nil {
		t.Fatalf("verify: %v", err)
	}
	var out bytes.Buffer
	err = Translate(&out, mod, Options{})
	return out.String(), err
}

// body returns the lines of the function body (between the signature and `}`), trimmed.
func body(out string) []string {
	var lines []string
	in := false
	for _, l := range strings.Split(out, "\n") {
		switch {
		case strings.HasSuffix(l, "{") && !in && strings.Contains(l, "("):
			in = true
		case l == "}":
			in = false
		case in:
			lines = append(lines, strings.TrimSpace(l))
		}
	}
	return lines
}

func TestTranslateSnippets(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"add", `func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}`, []string{"int32_t v3 = v1 + v2;", "return v3;"}},
		{"constants", `func.func @f() {
  %a = arith.constant -5 : i32
  %b = arith.constant 2.5 : f32
  %c = arith.constant true
  %d = arith.constant 7 : index
  %e = arith.constant 0.5 : f16
  return
}`, []string{"constexpr int32_t cm5_i32 = -5;", "constexpr float c2_5_f32 = (float)2.500000000e+00;",
			"constexpr bool cm1_i1 = true;", "constexpr uint32_t c7_idx = 7;", "half c0_5_f16 = 5.00000e-01;", "return;"}},
		{"for", `func.func @f(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %y = arith.addf %acc, %acc : f32
    scf.yield %y : f32
  }
  return %r : f32
}`, []string{"constexpr uint32_t c0_idx = 0;", "constexpr uint32_t c1_idx = 1;", "float v3;", "float v4 = v2;",
			"for (uint32_t v5 = c0_idx; v5 < v1; v5 += c1_idx) {", "float v6 = v4 + v4;", "v4 = v6;", "}", "v3 = v4;", "return v3;"}},
		{"if", `func.func @f(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %b = arith.muli %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}`, []string{"int32_t v3;", "if (v1) {", "v3 = v2;", "} else {", "int32_t v4 = v2 * v2;", "v3 = v4;", "}", "return v3;"}},
		{"if without else", `func.func @f(%c: i1, %p: memref<4xi32>, %i: index, %a: i32) {
  scf.if %c {
    memref.store %a, %p[%i] : memref<4xi32>
  }
  return
}`, []string{"if (v1) {", "v2[v3] = v4;", "}", "return;"}},
		{"swap", `func.func @f(%n: index, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    scf.yield %y, %x : i32, i32
  }
  return %r#0 : i32
}`, []string{"constexpr uint32_t c0_idx = 0;", "constexpr uint32_t c1_idx = 1;", "int32_t v4;", "int32_t v5;",
			"int32_t v6 = v2;", "int32_t v7 = v3;", "for (uint32_t v8 = c0_idx; v8 < v1; v8 += c1_idx) {",
			"int32_t v6_next0 = v7;", "int32_t v7_next1 = v6;", "v6 = v6_next0;", "v7 = v7_next1;", "}",
			"v4 = v6;", "v5 = v7;", "return v4;"}},
		{"memref 2d", `func.func @f(%p: memref<4x8xf32, 22>, %i: index, %j: index) -> f32 {
  %v = memref.load %p[%i, %j] : memref<4x8xf32, 22>
  return %v : f32
}`, []string{"float v4 = v1[v2][v3];", "return v4;"}},
		{"math", `func.func @f(%x: f32) -> f32 {
  %0 = math.sqrt %x : f32
  %1 = math.absf %0 : f32
  return %1 : f32
}`, []string{"float v2 = sqrt(v1);", "float v3 = (v2 > static_cast<float>(0)) ? v2 : -v2;", "return v3;"}},
		{"generic api call", `func.func @f(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %n: i32) {
  ascendc.exp_l2 %d, %s, %n : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  return
}`, []string{"AscendC::Exp(v1, v2, v3);", "return;"}},
		{"queue", `func.func @f(%n: i32, %len: i32) {
  %p = ascendc.pipe
  %q = ascendc.queue : !ascendc.queue<vecin, 2>
  ascendc.pipe.init_queue %p, %q, %n, %len : !ascendc.queue<vecin, 2>, i32, i32
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<f32>
  ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<f32>
  return
}`, []string{"AscendC::TPipe v3;", "AscendC::TQue<AscendC::TPosition::VECIN, 2> v4;", "v3.InitBuffer(v4, v1, v2);",
			"AscendC::LocalTensor<float> v5 = v4.AllocTensor<float>();", "v4.EnQue(v5);", "return;"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := translate(t, tc.src)
			if err != nil {
				t.Fatalf("translate: %v", err)
			}
			got := body(out)
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("body:\n%s\nwant:\n%s\nfull output:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"), out)
			}
		})
	}
}

func TestSignatures(t *testing.T) {
	out, err := translate(t, `module {
  func.func private @ext(i32, f32) -> i1
  func.func @k(%a: memref<?xf16, 22>, %b: !ascendc.global_tensor<*xbf16>) attributes {ascendc.aicore, ascendc.global} {
    return
  }
  func.func @g(%a: index) -> index {
    return %a : index
  }
}`)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, "#include") {
		t.Errorf("the translator wrote an include of its own (emission.md §1: no prologue):\n%s", out)
	}
	for _, want := range []string{
		"__inline__ __attribute__((always_inline)) __aicore__ bool ext(int32_t, float);",
		`extern "C"  __global__ __aicore__ void k(__gm__ half* v1, AscendC::GlobalTensor<bfloat16_t> v2) {`,
		"__inline__ __attribute__((always_inline)) __aicore__ uint32_t g(uint32_t v1) {",
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("missing line %q in:\n%s", want, out)
		}
	}
}

func TestDiagnostics(t *testing.T) {
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	src := "func.func @f() {\n  \"foo.bar\"() : () -> ()\n  return\n}\n"
	mod, err := ir.ParseSource(ctx, "in.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	err = Translate(&out, mod, Options{})
	if err == nil {
		t.Fatal("expected an error")
	}
	if got, want := err.Error(), "in.mlir:2:3: error: 'foo.bar' op unable to find printer for op"; got != want {
		t.Errorf("error %q, want %q", got, want)
	}
	if out.Len() != 0 {
		t.Errorf("partial output written: %q", out.String())
	}
}

func TestCustomRuleOption(t *testing.T) {
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	mod, err := ir.ParseSource(ctx, "in.mlir", []byte(`func.func @f() {
  "foo.bar"() : () -> ()
  return
}`), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	rules := map[string]Rule{"foo.bar": func(e *Emitter, op *ir.Operation) error { e.line("bar();"); return nil }}
	if err := Translate(&out, mod, Options{Rules: rules}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "  bar();\n") {
		t.Errorf("custom rule not used:\n%s", out.String())
	}
}

// TestArrayCountsOption: translations that share Options.ArrayCounts continue each op
// kind's array numbering (PyAsc's process-wide counters, emission.md §1.5); without it
// every translation starts at 0.
func TestArrayCountsOption(t *testing.T) {
	src := []byte(`func.func @f(%d: !ascendc.local_tensor<8xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.abs_l1 %d, %d, %m, %r, %p : !ascendc.local_tensor<8xf16>, !ascendc.local_tensor<8xf16>, ui64, ui8, !ascendc.unary_repeat_params
  return
}`)
	run := func(counts map[string]int) string {
		mod, err := ir.ParseSource(all.NewContext(), "in.mlir", src, ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := Translate(&out, mod, Options{ArrayCounts: counts}); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	shared := map[string]int{}
	for i, want := range []string{"v1_mask_list0[]", "v1_mask_list1[]"} {
		if out := run(shared); !strings.Contains(out, want) {
			t.Errorf("shared counts, translation %d: want %s in\n%s", i, want, out)
		}
	}
	for i := 0; i < 2; i++ {
		if out := run(nil); !strings.Contains(out, "v1_mask_list0[]") {
			t.Errorf("no shared counts, translation %d: want v1_mask_list0 in\n%s", i, out)
		}
	}
}

func TestPlaceholders(t *testing.T) {
	out, err := translate(t, `func.func @f() {
  ascendc.noop
  return
}`)
	// A no-op is an empty statement in a function body (emission spec §1.2).
	if err != nil || strings.Join(body(out), "\n") != ";\nreturn;" {
		t.Errorf("noop: %v\n%s", err, out)
	}
	_, err = translate(t, `func.func @g(%n: i64) {
  %t = ascendc.local_tensor_auto vecin(%n) : !ascendc.local_tensor<?xf32>
  %u = ascendc.local_tensor.get_size %t : !ascendc.local_tensor<?xf32>, i32
  return
}`)
	// PyAsc has no printer for local_tensor_auto (emission.md §4.1): the allocation
	// passes replace it.
	if err == nil || !strings.Contains(err.Error(), "'ascendc.local_tensor_auto' op unable to find printer for op") {
		t.Errorf("used placeholder: %v", err)
	}
}

func TestParallelAndExtendedAdd(t *testing.T) {
	out, err := translate(t, `func.func @f(%n: index, %p: memref<?xi32>, %a: i32, %b: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s, %o = arith.addui_extended %a, %b : i32, i1
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %s, %p[%i] : memref<?xi32>
    scf.reduce
  }
  return
}`)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"constexpr uint32_t c0_idx = 0;", "constexpr uint32_t c1_idx = 1;", "int32_t v5 = v3 + v4;",
		"bool v6 = static_cast<uint32_t>(v5) < static_cast<uint32_t>(v3);",
		"for (uint32_t v7 = c0_idx; v7 < v1; v7 += c1_idx) {", "for (uint32_t v8 = c0_idx; v8 < v1; v8 += c1_idx) {",
		"v2[v7] = v5;", "}", "}", "return;"}
	if got := body(out); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
