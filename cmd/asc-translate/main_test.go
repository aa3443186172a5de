package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runTool(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

const addFunc = "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}\n"

func TestTranslateStdin(t *testing.T) {
	for _, flag := range []string{"--mlir-to-ascendc", "-mlir-to-ascendc"} {
		out, errs, code := runTool(t, addFunc, flag)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", flag, code, errs)
		}
		if !strings.Contains(out, "int32_t v3 = v1 + v2;\n") {
			t.Errorf("%s: unexpected output:\n%s", flag, out)
		}
	}
}

func TestOutputFile(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.mlir")
	if err := os.WriteFile(in, []byte(addFunc), 0o644); err != nil {
		t.Fatal(err)
	}
	outFile := filepath.Join(dir, "out.cpp")
	stdout, errs, code := runTool(t, "", "-mlir-to-ascendc", in, "-o", outFile)
	if code != 0 || stdout != "" {
		t.Fatalf("exit %d, stdout %q, stderr %s", code, stdout, errs)
	}
	b, err := os.ReadFile(outFile)
	if err != nil || !strings.Contains(string(b), "return v3;") {
		t.Errorf("output file: %v\n%s", err, b)
	}
}

func TestErrorsWriteNothing(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "bad.mlir")
	src := addFunc + "func.func @g() {\n  \"foo.bar\"() : () -> ()\n  return\n}\n"
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	outFile := filepath.Join(dir, "out.cpp")
	stdout, errs, code := runTool(t, "", "--mlir-to-ascendc", "--allow-unregistered-dialect", in, "-o", outFile)
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	if stdout != "" {
		t.Errorf("stdout not empty: %q", stdout)
	}
	if _, err := os.Stat(outFile); !os.IsNotExist(err) {
		t.Errorf("output file written despite the error")
	}
	want := "bad.mlir:6:3: error: 'foo.bar' op unable to find printer for op"
	if !strings.Contains(errs, want) || !strings.Contains(errs, "^") {
		t.Errorf("stderr %q, want %q with a caret line", errs, want)
	}
	// Without --allow-unregistered-dialect the parser rejects the op first.
	if _, errs, code := runTool(t, "", "--mlir-to-ascendc", in); code != 1 || !strings.Contains(errs, "foo.bar") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

func TestSplitInput(t *testing.T) {
	src := addFunc + "// -----\n" + strings.Replace(addFunc, "@f", "@g", 1)
	out, errs, code := runTool(t, src, "-mlir-to-ascendc", "-split-input-file")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if strings.Count(out, "// -----\n") != 1 || !strings.Contains(out, " f(") || !strings.Contains(out, " g(") {
		t.Errorf("unexpected output:\n%s", out)
	}
	// Each chunk names its values from v1 again.
	if strings.Count(out, "int32_t v3 = v1 + v2;") != 2 {
		t.Errorf("chunks do not restart naming:\n%s", out)
	}
}

// --split-input-file=MARKER and --output-split-marker, as mlir-translate takes them.
func TestSplitMarkers(t *testing.T) {
	src := addFunc + "//--\n" + strings.Replace(addFunc, "@f", "@g", 1)
	out, errs, code := runTool(t, src, "-mlir-to-ascendc", "--split-input-file=//--", "--output-split-marker=// XX")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if strings.Count(out, "// XX\n") != 1 || strings.Contains(out, "// -----") || !strings.Contains(out, " g(") {
		t.Errorf("unexpected output:\n%s", out)
	}
}

func TestVerifyDiagnostics(t *testing.T) {
	src := "func.func @g() {\n  // expected-error @+1 {{unable to find printer for op}}\n  \"foo.bar\"() : () -> ()\n  return\n}\n"
	if _, errs, code := runTool(t, src, "-mlir-to-ascendc", "-allow-unregistered-dialect", "-verify-diagnostics"); code != 0 {
		t.Errorf("exit %d: %s", code, errs)
	}
}

func TestAPIHeader(t *testing.T) {
	out, errs, code := runTool(t, "", "--emit-api-header")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"#pragma once", "namespace AscendC { enum class HardEvent {", "struct TQue"} {
		if !strings.Contains(out, want) {
			t.Errorf("header lacks %q", want)
		}
	}
	out, errs, code = runTool(t, "", "--emit-api-header=matmul")
	if code != 0 || !strings.Contains(out, "namespace matmul {") {
		t.Errorf("matmul header: exit %d, stderr %s", code, errs)
	}
	if _, errs, code := runTool(t, "", "--emit-api-header=nope"); code != 1 || !strings.Contains(errs, "unknown API header") {
		t.Errorf("unknown header: exit %d, stderr %s", code, errs)
	}
}

func TestUsageErrors(t *testing.T) {
	if _, errs, code := runTool(t, addFunc); code != 1 || !strings.Contains(errs, "no translation given") {
		t.Errorf("no translation: exit %d, stderr %q", code, errs)
	}
	if _, errs, code := runTool(t, addFunc, "--mlir-to-ascendc", "--emit-api-header"); code != 1 || !strings.Contains(errs, "choose one") {
		t.Errorf("two translations: exit %d, stderr %q", code, errs)
	}
	if _, _, code := runTool(t, "", "--mlir-to-ascendc", "/nonexistent/x.mlir"); code != 1 {
		t.Errorf("missing input: exit %d", code)
	}
	if _, _, code := runTool(t, "", "--no-such-flag"); code != 1 {
		t.Errorf("unknown flag: exit %d", code)
	}
}
