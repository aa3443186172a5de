// Package passsweep runs every registered pass and named pipeline (default options) on every input of the repository's and the
// conformance suites' test corpora: a pass may refuse an input with a diagnostic, but it
// must never panic, and IR it reports success on must verify and print.
package passsweep

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/internal/par"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
	passall "github.com/ascend-toolchain/asc/passes/all"
)

type input struct {
	name string
	src  []byte
}

// corpus collects the chunks of every .mlir file under the roots.
func corpus(t testing.TB, roots ...string) []input {
	var ins []input
	for _, root := range roots {
		_ = filepath.Walk(root, func(path string, fi os.FileInfo, err error) error {
			if err != nil || fi.IsDir() || !strings.HasSuffix(path, ".mlir") {
				return nil
			}
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for _, ch := range cli.SplitInput(src, true) {
				ins = append(ins, input{fmt.Sprintf("%s:%d", path, ch.FirstLine), ch.Src})
			}
			return nil
		})
	}
	return ins
}

func TestEveryPassOnEveryInput(t *testing.T) {
	ins := corpus(t, "../lit", "../../examples", "../../../shared/conformance")
	reg := passall.Registry()
	names := append(reg.Names(), reg.PipelineNames()...)
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	var mu sync.Mutex
	var bad []string
	var runs, valid atomic.Int64
	par.Each(len(ins), func(i int) {
		in := ins[i]
		if m, err := ir.ParseSource(ctx, in.name, in.src, ir.ParseOptions{}); err != nil || ir.VerifySequential(m) != nil {
			return
		}
		valid.Add(1)
		for _, p := range names {
			pm := passes.NewManager("builtin.module")
			if err := reg.AddPassByName(pm, p, ""); err != nil {
				continue
			}
			runs.Add(1)
			if msg := runOne(ctx, pm, in); msg != "" {
				mu.Lock()
				bad = append(bad, p+" on "+in.name+": "+msg)
				mu.Unlock()
			}
		}
	})
	sort.Strings(bad)
	for i, b := range bad {
		if i < 30 {
			t.Error(b)
		}
	}
	if len(bad) > 0 {
		t.Errorf("%d failing pass runs", len(bad))
	}
	t.Logf("%d inputs (%d valid), %d pass runs", len(ins), valid.Load(), runs.Load())
}

func runOne(ctx *ir.Context, pm *passes.Manager, in input) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			stack := string(debug.Stack())
			if i := strings.Index(stack, "panic("); i >= 0 {
				stack = stack[i:]
			}
			msg = fmt.Sprintf("panic: %v\n%.1200s", r, stack)
		}
	}()
	m, err := ir.ParseSource(ctx, in.name, in.src, ir.ParseOptions{})
	if err != nil {
		return ""
	}
	if err := pm.Run(m, ctx, nil); err != nil {
		// The manager turns a pass's panic into a diagnostic so that ascopt exits
		// cleanly; it is still a bug of the pass, not a refusal of the input.
		if strings.Contains(err.Error(), "' panicked: ") {
			return err.Error()
		}
		return ""
	}
	if err := ir.VerifySequential(m); err != nil {
		return "succeeded but left invalid IR: " + err.Error()
	}
	_ = ir.NewPrinter(nil, ir.PrintOptions{}).PrintOp(m)
	return ""
}

// FuzzPasses runs one registered pass or pipeline, chosen by the fuzzer, on mutated corpus
// chunks: the sweep's rules (no panic, valid IR after success) on inputs nobody wrote.
func FuzzPasses(f *testing.F) {
	reg := passall.Registry()
	names := append(reg.Names(), reg.PipelineNames()...)
	for _, in := range corpus(f, "../lit/passes", "../../../shared/conformance/pyasc/Dialect") {
		if len(in.src) < 8<<10 {
			for _, pick := range seedPicks(in.name, names) {
				f.Add(string(in.src), pick)
			}
		}
	}
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	f.Fuzz(func(t *testing.T, src string, pick uint16) {
		if len(src) > 32<<10 {
			return
		}
		if m, err := ir.ParseSource(ctx, "f.mlir", []byte(src), ir.ParseOptions{}); err != nil || ir.VerifySequential(m) != nil {
			return
		}
		p := names[int(pick)%len(names)]
		pm := passes.NewManager("builtin.module")
		if err := reg.AddPassByName(pm, p, ""); err != nil {
			return
		}
		if msg := runOne(ctx, pm, input{"f.mlir", []byte(src)}); msg != "" {
			t.Fatalf("%s: %s", p, msg)
		}
	})
}

// runPass matches a pass flag on a RUN line ("-cse", "--ascendc-insert-sync=...").
var runPass = regexp.MustCompile(`\s--?([a-z][a-z0-9-]*)`)

// seedPicks returns the indexes in names of the passes the RUN lines of the seed's file
// name, so that each seed starts under the pass it was written for (every ascendc-*,
// asclower-* and asctile-* pass has such files) instead of one chosen by its position.
func seedPicks(name string, names []string) []uint16 {
	path := name[:strings.LastIndex(name, ":")]
	src, err := os.ReadFile(path)
	if err != nil {
		return []uint16{0}
	}
	index := make(map[string]int, len(names))
	for i, n := range names {
		index[n] = i
	}
	seen := map[int]bool{}
	var picks []uint16
	for _, line := range strings.Split(string(src), "\n") {
		if !strings.Contains(line, "RUN:") {
			continue
		}
		for _, m := range runPass.FindAllStringSubmatch(line, -1) {
			if i, ok := index[m[1]]; ok && !seen[i] {
				seen[i] = true
				picks = append(picks, uint16(i))
			}
		}
	}
	if len(picks) == 0 {
		return []uint16{0}
	}
	return picks
}

func TestSeedPicks(t *testing.T) {
	reg := passall.Registry()
	names := append(reg.Names(), reg.PipelineNames()...)
	covered := map[string]bool{}
	for _, in := range corpus(t, "../lit/passes", "../../../shared/conformance/pyasc/Dialect") {
		for _, p := range seedPicks(in.name, names) {
			covered[names[p]] = true
		}
	}
	for _, n := range names {
		if strings.HasPrefix(n, "ascendc-") || strings.HasPrefix(n, "asctile-") || strings.HasPrefix(n, "asclower-") {
			// asclower-check-lowered's file runs it inside --pyasc-pipeline.
			if !covered[n] && n != "asclower-check-lowered" {
				t.Errorf("no FuzzPasses seed runs %s", n)
			}
		}
	}
}
