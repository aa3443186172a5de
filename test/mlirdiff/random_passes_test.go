package mlirdiff

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// upCorpus is a family of random programs: program k of seed is the same whatever the
// count, so a known-difference line stays valid for longer runs.
type upCorpus struct {
	name string
	prog func(seed uint64, k int) []byte
}

var (
	upCF    = upCorpus{"cf", rcProgram}
	upArith = upCorpus{"arith", func(seed uint64, k int) []byte {
		return []byte(randProgram(int(seed)<<20 + k))
	}}
	upSlots  = upCorpus{"slots", slotProgram}
	upCalls  = upCorpus{"calls", callProgram}
	upRanges = upCorpus{"ranges", rangeProgram}
	upEmitC  = upCorpus{"emitc", emitcProgram}
	upLoops  = upCorpus{"loops", loopProgram}
)

// upPasses are the upstream MLIR passes ascopt registers (TestPassDifferential and
// TestRandomControlFlow already cover -canonicalize and -cse on their own), each with
// option sets and the corpora whose programs meet what the pass rewrites.
var upPasses = []struct {
	args    string
	corpora []upCorpus
}{
	{"-canonicalize=top-down=false", []upCorpus{upCF, upArith, upLoops, upCalls}},
	{"-canonicalize=max-iterations=1", []upCorpus{upCF, upArith}},
	{"-sccp", []upCorpus{upCF, upArith, upRanges, upLoops, upCalls}},
	{"-inline", []upCorpus{upCalls, upCF}},
	{"-inline=default-pipeline=", []upCorpus{upCalls}},
	{"-symbol-dce", []upCorpus{upCalls}},
	{"-symbol-privatize", []upCorpus{upCalls}},
	{"-symbol-privatize=exclude=f0,f2", []upCorpus{upCalls}},
	{"-duplicate-function-elimination", []upCorpus{upCalls}},
	{"-loop-invariant-code-motion", []upCorpus{upCF, upLoops}},
	{"-loop-invariant-subset-hoisting", []upCorpus{upCF, upLoops}},
	{"-control-flow-sink", []upCorpus{upCF, upLoops}},
	{"-remove-dead-values", []upCorpus{upCF, upCalls, upLoops}},
	{"-mem2reg", []upCorpus{upSlots, upCF}},
	{"-mem2reg=region-simplify=false", []upCorpus{upSlots}},
	{"-sroa", []upCorpus{upSlots, upCF}},
	{"-topological-sort", []upCorpus{upCF, upArith}},
	{"-int-range-optimizations", []upCorpus{upRanges, upCF, upArith, upLoops}},
	{"-arith-unsigned-when-equivalent", []upCorpus{upRanges, upArith, upCF}},
	{"-arith-expand", []upCorpus{upArith, upRanges, upCF}},
	{"-arith-expand=include-bf16=true", []upCorpus{upArith}},
	{"-arith-emulate-unsupported-floats=source-types=bf16,f16 target-type=f32", []upCorpus{upArith, upCF}},
	{"-arith-emulate-unsupported-floats=source-types=f8E5M2 target-type=f16", []upCorpus{upArith}},
	{"-math-uplift-to-fma", []upCorpus{upArith}},
	{"-math-legalize-to-f32", []upCorpus{upArith, upCF}},
	{"-expand-realloc", []upCorpus{upSlots, upCF}},
	{"-expand-realloc=emit-deallocs=false", []upCorpus{upSlots}},
	{"-memref-expand", []upCorpus{upSlots, upCF}},
	{"-form-expressions", []upCorpus{upEmitC}},
	{"-scf-for-to-while", []upCorpus{upLoops, upCF}},
	{"-scf-for-loop-canonicalization", []upCorpus{upLoops, upCF}},
	{"-scf-for-loop-range-folding", []upCorpus{upLoops, upCF}},
	{"-strip-debuginfo --mlir-print-debuginfo", []upCorpus{upCF, upSlots}},
	{"-reconcile-unrealized-casts", []upCorpus{upSlots}},
	{"-print-op-stats", []upCorpus{upCF, upArith}},
}

// upDefaultCount programs per corpus and pass keep the default run to seconds;
// ASC_UPDIFF_COUNT raises it for a soak, ASC_UPDIFF_SEED picks another set and
// ASC_UPDIFF_PASS (a substring of the pass arguments) runs only the matching passes.
const upDefaultCount = 6

// TestRandomUpstreamPasses runs random programs through every upstream pass ascopt
// registers, in mlir-opt 19 and ascopt, and compares the printed output exactly; when
// mlir-opt refuses a program, ascopt must refuse it too with the same diagnostics. A
// difference fails the test unless known-random-pass-differences.txt lists it
// ("corpus seed/program pass").
func TestRandomUpstreamPasses(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	seed := rcEnvInt("ASC_UPDIFF_SEED", 1)
	n := int(rcEnvInt("ASC_UPDIFF_COUNT", upDefaultCount))
	only := os.Getenv("ASC_UPDIFF_PASS")
	progs := map[string][][]byte{}
	var fails []string
	runs, agree := 0, 0
	for _, p := range upPasses {
		if only != "" && !strings.Contains(p.args, only) {
			continue
		}
		for _, c := range p.corpora {
			if progs[c.name] == nil {
				progs[c.name] = upPrograms(t, c, seed, n)
			}
			ps := progs[c.name]
			r, a, f := upCompare(t, c.name, seed, ps, p.args)
			runs, agree, fails = runs+r, agree+a, append(fails, f...)
			t.Logf("%-72s %-6s %d/%d agree", p.args, c.name, a, r)
		}
	}
	if only != "" {
		// A partial run cannot tell a fixed known difference from one not run.
		for _, f := range fails {
			t.Errorf("difference: %s", f)
		}
	} else {
		checkKnown(t, "known-random-pass-differences.txt", fails)
	}
	msg := fmt.Sprintf("random upstream passes: %d/%d pass runs print what mlir-opt prints (%d programs per corpus)", agree, runs, n)
	t.Log(msg)
	fmt.Println(msg)
}

// upPrograms makes n programs of corpus c and checks that mlir-opt accepts each.
func upPrograms(t *testing.T, c upCorpus, seed uint64, n int) [][]byte {
	ps := make([][]byte, n)
	for k := range ps {
		ps[k] = c.prog(seed, k)
	}
	_, ok, _ := rcRunMLIR(ps)
	for k, good := range ok {
		if !good {
			out, _ := runMLIR(ps[k])
			t.Fatalf("generator bug: mlir-opt rejects %s program %d/%d:\n%s\n%s", c.name, seed, k, ps[k], out)
		}
	}
	return ps
}

// upCompare runs programs ps through one pass in both tools; it returns the runs
// compared, those that agree and the keys of those that differ.
func upCompare(t *testing.T, corpus string, seed uint64, ps [][]byte, pass string) (runs, agree int, fails []string) {
	args := strings.Fields(pass)
	wants, wok, hung := rcRunMLIR(ps, args...)
	// A program mlir-opt 19 crashes on (remove-dead-values does on many) has nothing to
	// compare with: it is skipped like one it does not finish.
	for k := range ps {
		if !wok[k] && mlirCrashOutput(wants[k]) {
			hung[k] = true
		}
	}
	diffs := make([]string, len(ps))
	parallel(len(ps), func(k int) {
		if hung[k] {
			return
		}
		got, gerr := rcRunOurs(ps[k], args...)
		if why := upDiffer(wants[k], wok[k], got, gerr); why != "" {
			diffs[k] = why
		}
	})
	for k, why := range diffs {
		if hung[k] {
			t.Logf("%s %d/%d %s: mlir-opt 19 crashes or does not finish; not compared", corpus, seed, k, pass)
			continue
		}
		runs++
		if why == "" {
			agree++
			continue
		}
		key := fmt.Sprintf("%s %d/%d %s", corpus, seed, k, pass)
		fails = append(fails, key)
		if testing.Verbose() && os.Getenv("ASC_MLIRDIFF_SHOW") != "" {
			t.Logf("%s: %s\n--- program\n%s--- mlir-opt\n%s", key, why, ps[k], wants[k])
		}
	}
	return runs, agree, fails
}

// upDiffer says how ascopt's run differs from mlir-opt's ("" when it does not): the same
// output when mlir-opt succeeds, else a refusal with the same diagnostics.
func upDiffer(want []byte, wok bool, got []byte, gerr error) string {
	switch {
	case wok && gerr == nil:
		if bytes.Equal(want, got) {
			return ""
		}
		return diffText(want, got)
	case wok:
		return fmt.Sprintf("ascopt fails (%v):\n%s", gerr, trim(got))
	case gerr == nil:
		return fmt.Sprintf("mlir-opt refuses, ascopt does not:\n%s", trim(want))
	}
	if w, g := diagnostics(want), diagnostics(got); !slices.Equal(w, g) {
		return fmt.Sprintf("diagnostics differ:\n--- mlir-opt\n%s\n--- ascopt\n%s", strings.Join(w, "\n"), strings.Join(g, "\n"))
	}
	return ""
}
