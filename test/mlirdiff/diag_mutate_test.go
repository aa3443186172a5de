package mlirdiff

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/ir"
)

// TestDiagMutants is a differential of diagnostics on invalid IR nobody wrote: it takes
// valid programs (the corpus' valid files, the op probes, the random generators' programs),
// makes one plausible user error in each (diag_mutate_gen_test.go), prints the result in
// generic form (so that the verifiers, not only the custom parsers, see it) and in custom
// form, and runs both through mlir-opt 19 and ascopt. Both must accept or both reject, and
// on rejection report the same first error (line, column, message), and the same
// diagnostics when mlir-opt gives at most three.
//
// The default run takes one mutant of each seed; ASC_DIAG_MUTANTS=n takes n of each and
// ASC_DIAG_SEED=s draws another sample. ASC_DIAG_RANDOM=n adds n programs of each random
// generator (default 20). Differences not in known-diag-mutant-differences.txt fail.
func TestDiagMutants(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	per := envInt("ASC_DIAG_MUTANTS", 1)
	salt := uint64(envInt("ASC_DIAG_SEED", 0))
	seeds := diagSeeds(t, envInt("ASC_DIAG_RANDOM", 20))
	type mutant struct {
		id  string
		src []byte
	}
	var muts []mutant
	for _, s := range seeds {
		_, mod, err := parseSeed(s.src)
		if err != nil {
			continue // a seed our toolchain rejects is the other tests' business
		}
		all := enumerateMutations(mod)
		h := fnv.New64a()
		h.Write([]byte(s.name))
		r := rand.New(rand.NewPCG(h.Sum64(), salt))
		for n, tries := 0, 0; n < per && tries < 4*per && len(all) > 0; tries++ {
			m := all[r.IntN(len(all))]
			gen, custom, ok := applyMutation(s.src, m)
			if !ok {
				continue
			}
			n++
			id := fmt.Sprintf("%s op#%d %s", s.name, m.opIndex, m.desc)
			muts = append(muts, mutant{id + " [generic]", gen})
			if custom != nil && !bytes.Equal(custom, gen) {
				muts = append(muts, mutant{id + " [custom]", custom})
			}
		}
		if texts := textMutations(s.src); len(texts) > 0 {
			for n := 0; n < per; n++ {
				tm := texts[r.IntN(len(texts))]
				muts = append(muts, mutant{fmt.Sprintf("%s text %s", s.name, tm.desc), tm.src})
			}
		}
	}
	// The corpus' invalid tests, edited: inputs next to the upstream ones.
	for _, s := range invalidSeeds(t) {
		texts := textMutations(s.src)
		if len(texts) == 0 {
			continue
		}
		h := fnv.New64a()
		h.Write([]byte(s.name))
		r := rand.New(rand.NewPCG(h.Sum64(), salt))
		for n := 0; n < per; n++ {
			tm := texts[r.IntN(len(texts))]
			muts = append(muts, mutant{fmt.Sprintf("%s text %s", s.name, tm.desc), tm.src})
		}
	}
	srcs := make([][]byte, len(muts))
	for i, m := range muts {
		srcs[i] = m.src
	}
	msgs, stats := compareMutants(srcs)
	var fails []string
	for i, m := range msgs {
		if m == "" {
			continue
		}
		fails = append(fails, muts[i].id)
		if testing.Verbose() {
			t.Logf("%s: %s\n--- input:\n%s", muts[i].id, m, muts[i].src)
		}
	}
	checkKnown(t, "known-diag-mutant-differences.txt", fails)
	msg := fmt.Sprintf("diagnostic mutants: %d seeds, %d mutants (%d rejected by mlir-opt, %d mlir-opt crashes), %d agree",
		len(seeds), len(muts), stats.rejected, stats.crashed, len(muts)-len(fails))
	t.Log(msg)
	fmt.Println(msg)
}

func envInt(name string, def int) int {
	if s := os.Getenv(name); s != "" {
		if n, err := strconv.Atoi(s); err == nil {
			return n
		}
	}
	return def
}

type seed struct {
	name string
	src  []byte
}

// diagSeedFiles are the corpus' files of valid programs in the dialects the held-out
// invalid tests exercise.
var diagSeedFiles = []string{
	"Dialect/MemRef/ops.mlir", "Dialect/ControlFlow/ops.mlir", "Dialect/Math/ops.mlir",
	"Dialect/Arith/ops.mlir", "Dialect/EmitC/ops.mlir", "IR/core-ops.mlir",
	"Dialect/SCF/canonicalize.mlir", "Transforms/cse.mlir",
}

// diagSeeds returns the seeds: each top-level op of the corpus' valid files and of the op
// probes on its own (mutants stay small, their diagnostics few), and random programs.
func diagSeeds(t *testing.T, nRandom int) []seed {
	var seeds []seed
	var files []string
	for _, f := range diagSeedFiles {
		files = append(files, filepath.Join(corpusDir(), f))
	}
	probes, _ := filepath.Glob(filepath.Join("testdata", "dialects", "*-ops.mlir"))
	files = append(files, probes...)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Logf("seed file %s: %v", f, err)
			continue
		}
		base := filepath.Base(filepath.Dir(f)) + "/" + filepath.Base(f)
		for _, ch := range cli.SplitInput(src, true) {
			for k, top := range topLevelOps(ch.Src) {
				seeds = append(seeds, seed{fmt.Sprintf("%s:%d#%d", base, ch.FirstLine, k), top})
			}
		}
	}
	for i := 0; i < nRandom; i++ {
		seeds = append(seeds, seed{fmt.Sprintf("randProgram(%d)", i), []byte(randProgram(i))})
		seeds = append(seeds, seed{fmt.Sprintf("rcProgram(7,%d)", i), rcProgram(7, i)})
	}
	return seeds
}

// invalidSeeds are the chunks of the corpus' invalid tests of the dialects the held-out
// tests cover, as written (their expected-* comments are plain comments here).
func invalidSeeds(t *testing.T) []seed {
	var seeds []seed
	for _, f := range []string{"Dialect/MemRef/invalid.mlir", "Dialect/ControlFlow/invalid.mlir",
		"Dialect/Arith/invalid.mlir", "Dialect/SCF/invalid.mlir", "Dialect/Func/invalid.mlir",
		"Dialect/EmitC/invalid_ops.mlir", "Dialect/EmitC/invalid_types.mlir", "IR/invalid.mlir"} {
		src, err := os.ReadFile(filepath.Join(corpusDir(), f))
		if err != nil {
			t.Logf("seed file %s: %v", f, err)
			continue
		}
		for _, ch := range cli.SplitInput(src, true) {
			if len(bytes.TrimSpace(stripComments(ch.Src))) == 0 {
				continue
			}
			seeds = append(seeds, seed{fmt.Sprintf("%s:%d", f, ch.FirstLine), ch.Src})
		}
	}
	return seeds
}

// topLevelOps prints each top-level op of a valid chunk on its own (in custom form); a
// chunk whose ops refer to each other by symbol stays whole.
func topLevelOps(src []byte) [][]byte {
	_, mod, err := parseSeed(src)
	if err != nil {
		return nil
	}
	body := mod.Region(0).Front()
	if body == nil || bytes.Contains(src, []byte("@")) && bytes.Contains(src, []byte("call")) {
		return [][]byte{src}
	}
	var out [][]byte
	for _, op := range body.Ops() {
		var b bytes.Buffer
		if ir.NewPrinter(&b, ir.PrintOptions{}).PrintOp(op) == nil {
			out = append(out, b.Bytes())
		}
	}
	return out
}

type mutantStats struct{ rejected, crashed int }

// compareMutants runs every mutant through both tools (mlir-opt once per batch, with
// --split-input-file) and returns for each a description of the difference, or "".
func compareMutants(srcs [][]byte) ([]string, mutantStats) {
	msgs := make([]string, len(srcs))
	var st mutantStats
	const batch = 200
	for lo := 0; lo < len(srcs); lo += batch {
		hi := min(lo+batch, len(srcs))
		var joined bytes.Buffer
		for i := lo; i < hi; i++ {
			if i > lo {
				joined.WriteString("// -----\n")
			}
			joined.Write(bytes.TrimRight(srcs[i], "\n"))
			joined.WriteString("\n")
		}
		chunks := cli.SplitInput(joined.Bytes(), true)
		if len(chunks) != hi-lo {
			panic(fmt.Sprintf("mutant batch split into %d chunks, want %d", len(chunks), hi-lo))
		}
		for i := range chunks {
			chunks[i].Src = append(bytes.Repeat([]byte("\n"), chunks[i].FirstLine-1), chunks[i].Src...)
		}
		diags, batched := mlirSplitDiagnostics(joined.Bytes(), chunks)
		crashed := make([]bool, len(chunks))
		parallel(len(chunks), func(i int) {
			want := []string(nil)
			if batched {
				want = diags[i]
			} else {
				out, err := runMLIR(chunks[i].Src, "--allow-unregistered-dialect")
				if err != nil && mlirCrashed(err) {
					crashed[i] = true
					return
				}
				if err != nil {
					want = diagnostics(out)
				}
			}
			msgs[lo+i] = compareFirstDiagnostics(want, chunks[i].Src)
		})
		for i := range chunks {
			if crashed[i] {
				st.crashed++
			} else if batched && len(diags[i]) > 0 || !batched && msgs[lo+i] == "" {
				st.rejected++
			}
		}
	}
	return msgs, st
}

// compareFirstDiagnostics compares ascopt's diagnostics on src with mlir-opt's (want;
// none when mlir-opt accepts): the first error, and all when mlir-opt gives three or fewer.
func compareFirstDiagnostics(want []string, src []byte) string {
	got, gerr := runOurs(src, "--allow-unregistered-dialect")
	wantErr := firstError(want)
	switch {
	case wantErr == "" && gerr == nil:
		return ""
	case wantErr == "":
		return "mlir-opt accepts, ascopt rejects:\n" + trim(got)
	case gerr == nil:
		return "mlir-opt rejects (" + wantErr + "), ascopt accepts"
	}
	g := diagnostics(got)
	want, g = dropDialectList(want), dropDialectList(g)
	if gotErr := firstError(g); gotErr != wantErr {
		return fmt.Sprintf("first error differs:\nmlir-opt: %s\nascopt:   %s", wantErr, gotErr)
	}
	if len(want) <= 3 && strings.Join(want, "\n") != strings.Join(g, "\n") {
		return fmt.Sprintf("diagnostics differ:\nmlir-opt: %q\nascopt:   %q", want, g)
	}
	return ""
}

// dropDialectList leaves out the note listing the registered dialects (a different set
// in each tool, and no -verify-diagnostics test expects it).
func dropDialectList(ds []string) []string {
	var out []string
	for _, d := range ds {
		if !strings.Contains(d, ": note: Registered dialects: ") {
			out = append(out, d)
		}
	}
	return out
}

func firstError(ds []string) string {
	for _, d := range ds {
		if strings.Contains(d, ": error: ") {
			return d
		}
	}
	return ""
}

// TestDiagMutantRegressions checks the expectations of the minimised differences this
// differential found (test/lit/ascopt/diag-mutants.mlir, which pins ascopt's diagnostics)
// against mlir-opt 19: they must be its diagnostics, not only ours.
func TestDiagMutantRegressions(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	path := filepath.Join("..", "lit", "ascopt", "diag-mutants.mlir")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out, err := runMLIR(src, "--split-input-file", "--verify-diagnostics", "--allow-unregistered-dialect")
	if err != nil {
		t.Fatalf("mlir-opt 19 -verify-diagnostics fails on %s:\n%s", path, trim(out))
	}
}
