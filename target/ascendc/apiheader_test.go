package ascendc

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes/transforms"
)

// conformanceDir holds PyAsc's Target tests (override with ASC_CONFORMANCE_TARGET).
func conformanceDir() string {
	if d := os.Getenv("ASC_CONFORMANCE_TARGET"); d != "" {
		return d
	}
	return "/work/shared/conformance/pyasc/Target"
}

// invalidCpp lists conformance inputs whose expected Ascend C (which the emitter must
// reproduce) is not valid C++ on its own, with the reason.
var invalidCpp = map[string]string{
	"adv.mlir":                     "run-time values (function parameters) as template arguments; c0_idx declared twice",
	"matmul.mlir":                  "matmul objects as function parameters spell a static CFG definition inside the parameter list",
	"emitc.mlir":                   "includes a header that does not exist",
	"emitasc.mlir":                 "calls the undeclared opaque functions add() and empty()",
	"basic/list_tensor.mlir":       "the class template TensorDesc as a parameter type without template arguments",
	"basic/common.mlir":            "run-time values (function parameters) as template arguments of SetHcclContext and GetHcclContext",
	"basic/vec_binary_scalar.mlir": "PyAsc names every mask array of a function v1_mask_list0 (redeclarations)",
	"basic/vec_unary.mlir":         "PyAsc names every mask array of a function v2_mask_list0 (redeclarations)",
	"basic/vec_vconv.mlir":         "PyAsc names every mask array of a function v1_mask_list0 (redeclarations)",
	"basic/vec_transpose.mlir":     "both tensor lists of TransDataTo5HD are named v6_list (redeclaration)",
	"basic/fixpipe.mlir":           "a FixpipeConfig built without the constexpr/static flags passed as a template argument",
}

// TestEmittedKernelsCompile translates every example and every conformance input that
// translates, and checks the C++ with `g++ -std=c++17 -fsyntax-only` against the API
// header. Inputs in invalidCpp must still translate; their C++ is only logged.
func TestEmittedKernelsCompile(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("g++ not found")
	}
	dir := t.TempDir()
	for which, path := range map[string]string{CoreHeader: "kernel_operator.h", MatmulHeader: MatmulHeaderPath} {
		var hdr bytes.Buffer
		if err := WriteAPIHeader(&hdr, all.NewContext(), which); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, path)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, path), hdr.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	type input struct {
		name, path string
		strict     bool // translation must succeed
	}
	var inputs []input
	examples, _ := filepath.Glob("../../examples/*.mlir")
	more, _ := filepath.Glob("../../examples/*/*.mlir")
	for _, p := range append(examples, more...) {
		if filepath.Base(p) == "codegen.mlir" {
			// A PyAsc frontend dump is tile-level IR, translated only once lowered; its
			// lowered form (ascir.mlir beside it) is checked.
			continue
		}
		inputs = append(inputs, input{name: "examples/" + strings.TrimPrefix(filepath.ToSlash(p), "../../examples/"), path: p, strict: true})
	}
	conf := filepath.Join(conformanceDir(), "AscendC")
	_ = filepath.WalkDir(conf, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".mlir") {
			rel, _ := filepath.Rel(conf, p)
			inputs = append(inputs, input{name: filepath.ToSlash(rel), path: p})
		}
		return nil
	})
	if len(inputs) == 0 {
		t.Skip("no inputs")
	}
	for _, in := range inputs {
		in := in
		t.Run(in.name, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(in.path)
			if err != nil {
				t.Fatal(err)
			}
			ctx := all.NewContext()
			mod, err := ir.ParseSource(ctx, in.path, src, ir.ParseOptions{})
			if err == nil {
				err = ir.Verify(mod)
			}
			if err == nil && in.strict {
				// Kernels reach the emitter after CSE in PyAsc's pipeline; hand-written
				// examples may repeat constants, which PyAsc's value-derived names
				// would declare twice.
				transforms.CSE(mod)
			}
			var cpp bytes.Buffer
			if err == nil {
				err = Translate(&cpp, mod, Options{})
			}
			if err != nil {
				if in.strict {
					t.Fatalf("does not translate: %v", err)
				}
				t.Skipf("does not translate: %v", err)
			}
			file := filepath.Join(dir, strings.NewReplacer("/", "_", ".mlir", ".cpp").Replace(in.name))
			if err := os.WriteFile(file, cpp.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			// Hand-written inputs lack the includes PyAsc's boilerplate pass adds.
			args := []string{"-std=c++17", "-fsyntax-only", "-I", dir, "-include", "kernel_operator.h"}
			if usesMatmul(mod) {
				args = append(args, "-include", MatmulHeaderPath)
			}
			out, err := exec.Command(gxx, append(args, file)...).CombinedOutput()
			if reason, known := invalidCpp[in.name]; known {
				if err == nil {
					t.Errorf("compiles, but is listed as invalid C++ (%s)", reason)
				}
				return
			}
			if err != nil {
				t.Errorf("g++ rejects the emitted C++:\n%s\n--- C++:\n%s", out, cpp.String())
			}
		})
	}
}
