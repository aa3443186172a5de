package ascendc

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	ascdialect "github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// notCompilable lists ops whose synthetic instance (one function whose parameters are
// the op's operands, see emitSynthetic) is not valid C++ although the rule is right:
// the printed spelling needs a constant where a parameter stands, or a context the
// synthetic instance lacks.
var notCompilable = map[string]string{
	ascdialect.OpCopyL0:                 "isSetMask, an operand, is a template argument",
	ascdialect.OpCopyL1:                 "isSetMask, an operand, is a template argument",
	ascdialect.OpQuant:                  "config, an operand, is a template argument",
	ascdialect.OpFixpipe:                "fixpipeConfig, an operand, is a template argument",
	ascdialect.OpFixpipeWithWorkspace:   "fixpipeConfig, an operand, is a template argument",
	ascdialect.OpGetHcclContext:         "index, an operand, is a template argument",
	ascdialect.OpSetHcclContext:         "index, an operand, is a template argument",
	ascdialect.OpScalarGetCountOfValue:  "countValue, an operand, is a template argument",
	ascdialect.OpScalarGetSffValue:      "countValue, an operand, is a template argument",
	ascdialect.OpLocalMemAllocatorAlloc: "tileSize, an operand, is a template argument",
	ascdialect.OpSetAippFunctions:       "AippParams is spelled without its template argument (§1.6)",
	ascdialect.OpListTensorDescGetDesc:  "TensorDesc is spelled without its template argument (§1.6)",
	ascdialect.OpSetSysWorkspace:        "the synthetic workspace is an i32, not a memref",
	ascdialect.OpConstruct:              "the synthetic construct builds an i32 from two values",
	emitasc.OpCallOpaque:                "the synthetic callee is an undeclared name",
	emitasc.OpVerbatim:                  "the synthetic text names undeclared identifiers",
	emitasc.OpDereference:               "the synthetic pointer and result types differ",
	emitasc.OpMember:                    "the synthetic base is not a structure",
	emitasc.OpMemberPtr:                 "the synthetic base is not a structure",
	emitasc.OpMemberRef:                 "the synthetic base is not a structure",
	emitasc.OpSetMember:                 "the synthetic base is not a structure",
}

// notCompilableFamily covers whole op families with one reason.
func notCompilableFamily(name string, def *opdef.Op) string {
	switch {
	case def.OperandIndex("isReuseSource") >= 0:
		return "isReuseSource, an operand, is a template argument (§3.6)"
	case strings.HasPrefix(name, "ascendc.matmul."):
		return "the synthetic matmul object is an i32 (a matmul type needs its configuration)"
	case strings.HasPrefix(name, "ascendc.tensor_desc_"):
		return "TensorDesc is spelled without its template argument (§1.6)"
	}
	return ""
}

// TestEveryOpCompiles emits the synthetic instances of every ascendc and emitasc op, in
// every form (as TestEveryOpEmits does), into one C++ file and checks it with `g++ -std=c++17
// -fsyntax-only` against the API headers: every name a rule prints, with its template
// arguments, must be declared there. Ops whose synthetic instance cannot be valid C++
// are listed with the reason in notCompilable and must still fail to compile in some form.
func TestEveryOpCompiles(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("g++ not found")
	}
	ctx := all.NewContext()
	var src strings.Builder
	var ops []string    // ops[i]: the op of function f<i>
	var startLine []int // the first line of function f<i>
	line := 1
	var forms []form // forms[i]: the form of function f<i>
	syntheticOps(t, ctx, func(name string, fm form, out string, err error) {
		if err != nil {
			if refusedForm(name, fm) == "" {
				t.Errorf("%s %s: %v", name, fm, err)
			}
			return
		}
		out = strings.Replace(out, " f(", fmt.Sprintf(" f%d(", len(ops)), 1)
		ops = append(ops, name)
		forms = append(forms, fm)
		startLine = append(startLine, line)
		src.WriteString(out)
		line += strings.Count(out, "\n")
	})
	dir := t.TempDir()
	for which, path := range map[string]string{CoreHeader: "kernel_operator.h", MatmulHeader: MatmulHeaderPath} {
		var hdr bytes.Buffer
		if err := WriteAPIHeader(&hdr, ctx, which); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, path)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, path), hdr.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	file := filepath.Join(dir, "allops.cpp")
	if err := os.WriteFile(file, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _ := exec.Command(gxx, "-std=c++17", "-fsyntax-only", "-fmax-errors=0", "-I", dir,
		"-include", "kernel_operator.h", "-include", MatmulHeaderPath, file).CombinedOutput()
	fnAt := func(l int) int {
		return sort.Search(len(startLine), func(i int) bool { return startLine[i] > l }) - 1
	}
	errLine := regexp.MustCompile(`allops\.cpp:(\d+):\d+: error: (.*)`)
	failing := map[int]string{} // function index -> first error
	for _, m := range errLine.FindAllStringSubmatch(string(out), -1) {
		l, _ := strconv.Atoi(m[1])
		if i := fnAt(l); i >= 0 && failing[i] == "" {
			failing[i] = m[2]
		}
	}
	anyFails := map[string]bool{}
	for i, op := range ops {
		msg, fails := failing[i]
		anyFails[op] = anyFails[op] || fails
		reason := notCompilable[op]
		if reason == "" {
			reason = notCompilableFamily(op, opdef.DefOf(ctx.LookupOp(op)))
		}
		if reason == "" {
			reason = notCompilableForm(op, forms[i])
		}
		if fails && reason == "" {
			t.Errorf("%s %s: g++ rejects its emission: %s", op, forms[i], msg)
		}
	}
	for op, reason := range notCompilable {
		if !anyFails[op] {
			t.Errorf("%s: compiles in every form, but is listed as not compilable (%s)", op, reason)
		}
	}
	t.Logf("%d synthetic forms of %d ops compiled", len(ops), len(anyFails))
}

// notCompilableForm is why one form of an op is not valid C++ although its rule follows
// emission.md, "" if it must compile.
func notCompilableForm(op string, fm form) string {
	if op == ascdialect.OpKfcServerInitObj && strings.Contains(fm.label, "without ops") {
		return "PyAsc writes `InitObj(&pipe, )` with no objects (§3.5, a quirk)"
	}
	return ""
}
