package mlirdiff

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/cli"
)

var funcHeader = regexp.MustCompile(`(?m)^  func\.func (?:private |public |nested )?@([^(]+)\(`)

// splitFuncs maps each top-level function of a printed module to its text.
func splitFuncs(out []byte) map[string]string {
	m := map[string]string{}
	s := string(out)
	locs := funcHeader.FindAllStringSubmatchIndex(s, -1)
	for i, l := range locs {
		end := len(s)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		m[s[l[2]:l[3]]] = s[l[0]:end]
	}
	return m
}

// TestPassDifferential runs -canonicalize / -cse / -inline on each function of the upstream tests with
// both tools and compares function by function (our output is normalised by reading it
// back through mlir-opt). It reports matched/total per file.
func TestPassDifferential(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	dir := corpusDir()
	// The testdata/canon probes are ours: every canonicalization pattern and folder LLVM 19
	// registers for math, memref and cf, and forms where each must not fire.
	cases := []struct{ file, pass string }{
		{"testdata/canon/math.mlir", "-canonicalize"},
		{"testdata/canon/memref.mlir", "-canonicalize"},
		{"testdata/canon/cf.mlir", "-canonicalize"},
		{"testdata/canon/cf.mlir", "--pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=aggressive}))"},
		{"testdata/canon/effects.mlir", "-canonicalize"},
		{"testdata/canon/effects.mlir", "-cse"},
		{"testdata/canon/licm.mlir", "-loop-invariant-code-motion"},
		// The round-trip files of the B dialects, folded and CSE'd: every op of theirs
		// meets the folders and the effect model.
		{"Dialect/MemRef/ops.mlir", "-canonicalize"},
		{"Dialect/MemRef/ops.mlir", "-cse"},
		{"Dialect/Math/ops.mlir", "-canonicalize"},
		{"Dialect/ControlFlow/ops.mlir", "-canonicalize"},
		{"Dialect/EmitC/ops.mlir", "-canonicalize"},
		{"Dialect/EmitC/ops.mlir", "-cse"},
		{"Dialect/Arith/canonicalize.mlir", "-canonicalize"},
		{"Dialect/SCF/canonicalize.mlir", "-canonicalize"},
		{"Transforms/canonicalize.mlir", "-canonicalize"},
		{"Transforms/cse.mlir", "-cse"},
		// The inliner runs canonicalize on every function it visits, inlines the calls
		// and drops private functions nobody calls any more.
		{"Dialect/SCF/canonicalize.mlir", "-inline"},
		{"Transforms/canonicalize.mlir", "-inline"},
	}
	var total, matched int
	type result struct{ ft, fm int }
	res := make([]result, len(cases))
	logs, fails := make([][]string, len(cases)), make([][]string, len(cases))
	// The cases run concurrently: each spends its time waiting on mlir-opt processes.
	parallel(len(cases), func(i int) {
		c := cases[i]
		path := filepath.Join(dir, c.file)
		if strings.HasPrefix(c.file, "testdata/") {
			path = filepath.FromSlash(c.file)
		}
		src, err := os.ReadFile(path)
		if err != nil {
			logs[i] = append(logs[i], fmt.Sprintf("corpus missing: %v", err))
			return
		}
		var texts [][]byte
		for _, ch := range cli.SplitInput(src, true) {
			if len(bytes.TrimSpace(stripComments(ch.Src))) != 0 {
				texts = append(texts, ch.Src)
			}
		}
		wants, wantOK := runMLIRChunks(texts, nil, "--allow-unregistered-dialect", c.pass)
		// Our output of each chunk mlir-opt accepts, printed generic and read back by
		// mlir-opt so both sides are in its custom form.
		var idx []int
		var ours [][]byte
		for j, text := range texts {
			if !wantOK[j] {
				continue
			}
			out, err := runOurs(text, "--allow-unregistered-dialect", c.pass, "--mlir-print-op-generic")
			if err != nil {
				out = nil // no functions of ours: every function of the chunk differs
			}
			idx = append(idx, j)
			ours = append(ours, out)
		}
		norms, normOK := runMLIRChunks(ours, nil, "--allow-unregistered-dialect")
		for k, j := range idx {
			wantF := splitFuncs(wants[j])
			gotF := map[string]string{}
			if ours[k] != nil && normOK[k] {
				gotF = splitFuncs(norms[k])
			}
			for name, w := range wantF {
				res[i].ft++
				if g, ok := gotF[name]; ok && g == w {
					res[i].fm++
				} else if fails[i] = append(fails[i], c.file+" @"+name+" "+c.pass); testing.Verbose() && os.Getenv("ASC_MLIRDIFF_SHOW") != "" {
					logs[i] = append(logs[i], fmt.Sprintf("%s @%s differs:\n--- mlir-opt\n%s--- ascopt\n%s", c.file, name, w, g))
				}
			}
		}
	})
	var all []string
	for _, f := range fails {
		all = append(all, f...)
	}
	checkKnown(t, "known-pass-differences.txt", all)
	for i, c := range cases {
		for _, l := range logs[i] {
			t.Log(l)
		}
		t.Logf("%-36s %s: %d/%d functions match", c.file, c.pass, res[i].fm, res[i].ft)
		total += res[i].ft
		matched += res[i].fm
	}
	msg := fmt.Sprintf("mlirdiff passes: %d/%d functions match (%.1f%%)", matched, total, 100*float64(matched)/float64(max(total, 1)))
	t.Log(msg)
	fmt.Println(msg)
}
