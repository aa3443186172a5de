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
	"github.com/ascend-toolchain/asc/passes"
	passascendc "github.com/ascend-toolchain/asc/passes/ascendc"
	"github.com/ascend-toolchain/asc/passes/transforms"
)

// redeclarePyStructs runs ascendc-declare-py-struct on m.
func redeclarePyStructs(m *ir.Operation, ctx *ir.Context) error {
	r := passes.NewRegistry()
	passascendc.Register(r)
	pm, err := r.ParsePipeline("builtin.module(ascendc-declare-py-struct)")
	if err != nil {
		return err
	}
	return pm.Run(m, ctx, &passes.Instrumentation{})
}

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

// invalidLitCpp lists the translator's lit tests (test/lit/translate) whose output is not
// valid C++ on its own, because the test pins down one of PyAsc's spellings that is not.
var invalidLitCpp = map[string]string{
	"lit/arith.mlir":                      "a NaN constant is constexpr with the value (0.f / 0.f), not a constant expression (§1.7)",
	"lit/heldout-adv.mlir":                "a run-time AscendQuantConfig (a parameter) as a template argument (§3.8); matmul objects as parameters spell their static CFG in the parameter list (Appendix B); InitObj(&pipe, ) (§3.5)",
	"lit/heldout-emitasc.mlir":            "member_ptr/member_ref without a field name use var<index>, which the struct does not have (§1.5); an opaque call with arguments no declaration takes (§1.17)",
	"lit/heldout-temporaries.mlir":        "mask arrays of two op kinds share a name, the counter being per kind (§1.5); a run-time isSetMask as a template argument of Copy (§3.12)",
	"lit/heldout-matmul.mlir":             "matmul objects as parameters spell their static CFG in the parameter list; MatmulConfig fields outside their enums print empty (Appendix B)",
	"lit/heldout3-tensor-desc-types.mlir": "TensorDesc is spelled without its template argument (§1.6)",
	"lit/heldout3-matmul-kinds.mlir":      "a matmul object as a parameter spells its static CFG in the parameter list (Appendix B); run-time sync and FixpipeConfig values as template arguments (Appendix A, §3.15)",
	"lit/ascendc-calls.mlir":              "isReuseSource, a run-time value, as a template argument of the math library (§3.6)",
	"lit/scopes.mlir":                     "module-level statements without ';' (§1.1)",
	"lit/fixpipe-dst.mlir":                "a FixpipeConfig parameter as a template argument; Fixpipe to a pointer or an integer, which only PyAsc's fallback spells (§3.15)",
	"lit/spec-1-general.mlir":             "module-level statements without ';', a NaN constexpr, opaque names, constexpr without initializer, a dense list in an array's brace initializer (§1.1, §1.7, §1.14, §1.17)",
	"lit/spec-1-scf.mlir":                 "a negative case value in a switch on uint32_t (§1.10)",
	"lit/spec-3-ascendc.mlir":             "a matmul object as a function parameter spells its static CFG inside the parameter list (Appendix B); InitObj(&pipe, ) (§3.5)",
	"lit/spec-emitasc.mlir":               "structures and functions the test never declares, used through verbatim and opaque calls (§1.17)",
	"lit/spec-extensions.mlir":            "isReuseSource, a run-time value, as a template argument of Log2 (§3.6)",
	"lit/audit-framing.mlir":              "module-level statements without ';' and verbatim text that is not C++ (§1.1, §1.2)",
	"lit/audit-values.mlir":               "a NaN constexpr, constexpr without initializer, opaque types, one constant declared twice (§1.4, §1.7, §1.14)",
	"lit/spec-memref-emitc-scf.mlir":      "module-level statements without ';', constexpr without initializer, undeclared verbatim macros, a negative case value (§1.1, §1.10, §1.14)",
}

// TestEmittedKernelsCompile translates every example, every conformance input that
// translates and every lit test of the translator, and checks the C++ with
// `g++ -std=c++17 -fsyntax-only` against the API header. Inputs in invalidCpp or
// invalidLitCpp must still translate; their C++ is only logged.
func TestEmittedKernelsCompile(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("g++ not found")
	}
	dir := t.TempDir()
	if err := WriteAPIHeaderTree(dir, all.NewContext()); err != nil {
		t.Fatal(err)
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
	lits, _ := filepath.Glob("../../test/lit/translate/*.mlir")
	for _, p := range lits {
		src, err := os.ReadFile(p)
		// Diagnostic tests (split files checked with --verify-diagnostics) emit no C++.
		if err != nil || strings.Contains(string(src), "--split-input-file") || strings.Contains(string(src), "not asc-translate") {
			continue
		}
		inputs = append(inputs, input{name: "lit/" + filepath.Base(p), path: p, strict: true})
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
			if err == nil && strings.HasPrefix(in.name, "examples/") {
				// Kernels reach the emitter after CSE in PyAsc's pipeline; hand-written
				// examples may repeat constants, which PyAsc's value-derived names
				// would declare twice.
				transforms.CSE(mod)
				// CSE erases the (Pure) emitasc.declare_py_struct ops; PyAsc's pipeline
				// declares the structs after its last CSE, and so does this.
				err = redeclarePyStructs(mod, ctx)
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
			reason, known := invalidCpp[in.name]
			if r, ok := invalidLitCpp[in.name]; ok {
				reason, known = r, true
			}
			if known {
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
