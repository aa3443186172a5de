package hostile

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/internal/par"
	"github.com/ascend-toolchain/asc/ir"
	passall "github.com/ascend-toolchain/asc/passes/all"
)

// The mutation campaign (issue 14): valid inputs of the corpora, slightly broken by one
// mutation each, go in-process through parse and verify, every registered pass and named
// pipeline, pyasc-pipeline for both architectures, the translator and the simulator. A
// tool may refuse a mutant with a diagnostic at a location; a panic, a run over the time
// or heap bound, a refusal at loc(unknown), verified IR that does not print as text that
// parses again, or a pass that succeeds and leaves IR that does not verify is a finding
// and fails the test.
//
// The sample is deterministic: mutant k of seed s always applies the same mutation to the
// same input. Environment:
//
//	ASC_HOSTILE_MUTANTS=n   how many mutants run (default 500, about 15 s on two cores)
//	ASC_HOSTILE_SEED=s      the seed (default 1)
//	ASC_HOSTILE_ONLY=k      mutant k alone, every pass, its source logged (-v)
//	ASC_HOSTILE_SKIP=k,...  leave mutants out (to look past a known hang)
//	ASC_HOSTILE_FULL=1      every pass on every mutant (by default each meets a rotating
//	                        eighth of them)
//	ASC_HOSTILE_LIMIT_S=30  the time bound of one run, ASC_HOSTILE_HEAP_MIB=3072 the heap's
//	ASC_HOSTILE_TRACE=1     print every run as it starts
//
// A run over a bound cannot be stopped in-process: the watchdog prints the mutant and
// ends the test binary with status 3.

type corpusInput struct {
	name string
	src  []byte
}

// campaignCorpus collects the chunks of the corpora that parse and verify.
func campaignCorpus(t testing.TB, ctx *ir.Context) []corpusInput {
	roots := []string{"../lit", "../../examples", "../../../shared/conformance/pyasc"}
	var all []corpusInput
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
				all = append(all, corpusInput{fmt.Sprintf("%s:%d", path, ch.FirstLine), ch.Src})
			}
			return nil
		})
	}
	ok := make([]bool, len(all))
	par.Each(len(all), func(i int) {
		m, err := ir.ParseSource(ctx, all[i].name, all[i].src, ir.ParseOptions{})
		// An input that writes loc(unknown) itself gets diagnostics there from every tool,
		// which the campaign could not tell from a tool's own unlocated refusal.
		ok[i] = err == nil && len(all[i].src) < 48<<10 && ir.VerifySequential(m) == nil &&
			!bytes.Contains(all[i].src, []byte("loc(unknown)"))
	})
	var out []corpusInput
	for i, in := range all {
		if ok[i] {
			out = append(out, in)
		}
	}
	return out
}

func allMutations() []mutation {
	var ms []mutation
	for _, f := range []func() []mutation{textMutations, irTypeMutations, irOperandMutations, irAttrMutations, irStructMutations} {
		ms = append(ms, f()...)
	}
	return ms
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// mutant is one mutated input: its text, or why none was made.
type mutant struct {
	id       int
	mutation string
	input    string
	src      []byte
}

// makeMutant applies mutation k%len(ms) to a seeded choice of input, retrying other
// inputs when the mutation does not apply to one.
func makeMutant(ctx *ir.Context, ins []corpusInput, ms []mutation, seed uint64, k int) (mu mutant, ok bool) {
	r := rand.New(rand.NewPCG(seed, uint64(k)))
	m := ms[k%len(ms)]
	for range 20 {
		in := pick(r, ins)
		if src, ok := applyMutation(r, ctx, m, in.src); ok {
			return mutant{id: k, mutation: m.name, input: in.name, src: src}, true
		}
	}
	return mutant{}, false
}

// applyMutation makes the mutant's text; an IR mutation whose result cannot be printed is
// no mutant (the graph it made is one no text parses to).
func applyMutation(r *rand.Rand, ctx *ir.Context, m mutation, src []byte) (out []byte, ok bool) {
	if m.text != nil {
		return m.text(r, src)
	}
	mod, err := ir.ParseSource(ctx, "in.mlir", src, ir.ParseOptions{})
	if err != nil || !m.ir(r, ctx, mod) {
		return nil, false
	}
	defer func() {
		if recover() != nil {
			out, ok = nil, false
		}
	}()
	p := ir.NewPrinter(nil, ir.PrintOptions{Generic: true, DebugInfo: true})
	if p.PrintOp(mod) != nil {
		return nil, false
	}
	return []byte(p.String()), true
}

// finding is one failure of a tool on a mutant.
type finding struct {
	mutant mutant
	tool   string
	msg    string
}

// campaign collects findings and counts runs, and watches the time each run takes.
type campaign struct {
	ctx      *ir.Context
	reg      passNames
	full     bool
	trace    bool // ASC_HOSTILE_TRACE=1 prints every run as it starts
	limit    time.Duration
	mu       sync.Mutex
	findings []finding
	slow     []string // runs over a tenth of the bound: not findings, but worth a look
	runs     map[string]*atomic.Int64
	running  sync.Map // mutant id -> job: the run in progress on that mutant
}

type job struct {
	what  string
	m     *mutant
	start time.Time
}

func (c *campaign) count(tool string) {
	tool, _, _ = strings.Cut(tool, " ")
	c.mu.Lock()
	n := c.runs[tool]
	if n == nil {
		n = new(atomic.Int64)
		c.runs[tool] = n
	}
	c.mu.Unlock()
	n.Add(1)
}

func (c *campaign) report(m *mutant, tool, msg string) {
	c.mu.Lock()
	c.findings = append(c.findings, finding{*m, tool, msg})
	c.mu.Unlock()
}

// guard runs f as tool on m: a panic becomes a finding with its stack, and the watchdog
// sees how long it runs.
func (c *campaign) guard(m *mutant, tool string, f func() string) {
	c.count(tool)
	if c.trace {
		fmt.Fprintf(os.Stderr, "run %d %s (%s of %s)\n", m.id, tool, m.mutation, m.input)
	}
	start := time.Now()
	c.running.Store(m.id, job{what: tool, m: m, start: start})
	defer func() {
		if d := time.Since(start); d > c.limit/10 {
			c.mu.Lock()
			c.slow = append(c.slow, fmt.Sprintf("%v: %s on mutant %d (%s of %s)", d.Round(time.Millisecond), tool, m.id, m.mutation, m.input))
			c.mu.Unlock()
		}
		c.running.Delete(m.id)
	}()
	defer func() {
		if r := recover(); r != nil {
			c.report(m, tool, fmt.Sprintf("panic: %v\n%s", r, trimStack(debug.Stack())))
		}
	}()
	if msg := f(); msg != "" {
		c.report(m, tool, msg)
	}
}

func trimStack(stack []byte) string {
	s := string(stack)
	if i := strings.Index(s, "panic("); i >= 0 {
		s = s[i:]
	}
	if len(s) > 2000 {
		s = s[:2000]
	}
	return s
}

// watch stops the test binary when a run exceeds the time bound or the heap exceeds
// heapLimit: a hang or a runaway allocation cannot be recovered in-process, so the
// mutant is printed for the record first.
func (c *campaign) watch(done <-chan struct{}, heapLimit uint64) {
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return
		case <-tick.C:
		}
		heap := heapInUse()
		c.running.Range(func(_, v any) bool {
			j := v.(job)
			if d := time.Since(j.start); d > c.limit || heap > heapLimit {
				fmt.Fprintf(os.Stderr, "FINDING: %s on mutant %d (%s of %s): over the bound (%v, heap %d MiB)\n--- mutant ---\n%s\n",
					j.what, j.m.id, j.m.mutation, j.m.input, d.Round(time.Millisecond), heap>>20, j.m.src)
				os.Exit(3)
			}
			return true
		})
	}
}

func TestMutationCampaign(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the campaign")
	}
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	ins := campaignCorpus(t, ctx)
	ms := allMutations()
	seed := uint64(envInt("ASC_HOSTILE_SEED", 1))
	n := envInt("ASC_HOSTILE_MUTANTS", 500)
	ids := make([]int, n)
	for i := range ids {
		ids[i] = i
	}
	if only := envInt("ASC_HOSTILE_ONLY", -1); only >= 0 {
		ids = []int{only}
	}
	ids = skipIDs(ids, os.Getenv("ASC_HOSTILE_SKIP"))
	c := &campaign{ctx: ctx, reg: newPassNames(passall.Registry()), full: os.Getenv("ASC_HOSTILE_FULL") != "" || len(ids) == 1,
		limit: time.Duration(envInt("ASC_HOSTILE_LIMIT_S", 30)) * time.Second, runs: map[string]*atomic.Int64{},
		trace: os.Getenv("ASC_HOSTILE_TRACE") != ""}
	done := make(chan struct{})
	go c.watch(done, uint64(envInt("ASC_HOSTILE_HEAP_MIB", 3072))<<20)
	var made, valid atomic.Int64
	par.Each(len(ids), func(i int) {
		mu, ok := makeMutant(ctx, ins, ms, seed, ids[i])
		if !ok {
			return
		}
		made.Add(1)
		if len(ids) == 1 {
			t.Logf("mutant %d (%s of %s):\n%s", mu.id, mu.mutation, mu.input, mu.src)
		}
		if c.runMutant(&mu) {
			valid.Add(1)
		}
	})
	close(done)
	c.summarise(t, len(ins), len(ms), made.Load(), valid.Load())
}

func (c *campaign) summarise(t *testing.T, inputs, mutations int, made, valid int64) {
	var tools []string
	for k, v := range c.runs {
		tools = append(tools, fmt.Sprintf("%s %d", k, v.Load()))
	}
	sort.Strings(tools)
	t.Logf("%d valid inputs, %d mutations, %d mutants (%d verify); runs: %s", inputs, mutations, made, valid, strings.Join(tools, ", "))
	for _, s := range c.slow {
		t.Logf("slow: %s", s)
	}
	sort.Slice(c.findings, func(i, j int) bool { return c.findings[i].mutant.id < c.findings[j].mutant.id })
	for i, f := range c.findings {
		if i < 25 {
			var b bytes.Buffer
			fmt.Fprintf(&b, "mutant %d (%s of %s): %s: %s", f.mutant.id, f.mutant.mutation, f.mutant.input, f.tool, f.msg)
			t.Error(b.String())
		}
	}
	if len(c.findings) > 0 {
		t.Errorf("%d findings (rerun one with ASC_HOSTILE_ONLY=<id> -v)", len(c.findings))
	}
}

// skipIDs leaves out the mutants of a comma-separated list (ASC_HOSTILE_SKIP), so that a
// campaign can look past a known hang.
func skipIDs(ids []int, list string) []int {
	skip := map[int]bool{}
	for _, f := range strings.Split(list, ",") {
		if v, err := strconv.Atoi(strings.TrimSpace(f)); err == nil {
			skip[v] = true
		}
	}
	var out []int
	for _, id := range ids {
		if !skip[id] {
			out = append(out, id)
		}
	}
	return out
}

// The campaign's own checks can fail: a panic is a finding with its stack, a plain
// refusal is none, and a mutant is the same text each time it is made.
func TestCampaignChecks(t *testing.T) {
	c := &campaign{limit: time.Minute, runs: map[string]*atomic.Int64{}}
	m := &mutant{id: 7, mutation: "x", input: "in"}
	c.guard(m, "tool a", func() string { panic("boom") })
	c.guard(m, "tool b", func() string { return "" })
	c.guard(m, "tool c", func() string { return locatedDiag("verify", ir.Errorf(ir.Unknown, "no place")) })
	if len(c.findings) != 2 || !strings.Contains(c.findings[0].msg, "panic: boom") || !strings.Contains(c.findings[0].msg, "TestCampaignChecks") ||
		!strings.Contains(c.findings[1].msg, "without a location") {
		t.Errorf("findings: %+v", c.findings)
	}
	if c.runs["tool"].Load() != 3 {
		t.Errorf("runs: %d", c.runs["tool"].Load())
	}
	ctx := all.NewContext()
	ins := []corpusInput{{"a.mlir", []byte("func.func @f(%a: i32) -> i32 {\n  %c = arith.constant 3 : i32\n  %0 = arith.addi %a, %c : i32\n  return %0 : i32\n}\n")}}
	ms := allMutations()
	for k := range 2 * len(ms) {
		a, okA := makeMutant(ctx, ins, ms, 1, k)
		b, okB := makeMutant(ctx, ins, ms, 1, k)
		if okA != okB || !bytes.Equal(a.src, b.src) {
			t.Errorf("mutant %d (%s) differs between two makings", k, a.mutation)
		}
	}
	roundTripExcuse(t, ctx)
}

// roundTripExcuse checks that the campaign excuses exactly the INT64_MIN case value
// mlir-opt 19 cannot read back, not other custom-form integers that fail to read.
func roundTripExcuse(t *testing.T, ctx *ir.Context) {
	sw := func(v string) string {
		return "func.func @f(%a: index) {\n  \"scf.index_switch\"(%a) <{cases = array<i64: " + v +
			">}> ({\n    scf.yield\n  }, {\n    scf.yield\n  }) : (index) -> ()\n  return\n}\n"
	}
	mod, err := ir.ParseSource(ctx, "in.mlir", []byte(sw("-9223372036854775808")), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if msg := roundTrip(ctx, mod); msg != "" {
		t.Errorf("INT64_MIN case value not excused: %s", msg)
	}
	bad := fmt.Errorf("printed.mlir:3:8: error: custom op 'scf.index_switch' integer value too large")
	if mlirCannotReadBack(bad, "a\nb\n  case -9223372036854775807 {\n") || !mlirCannotReadBack(bad, "a\nb\n  case -9223372036854775808 {\n") {
		t.Error("mlirCannotReadBack does not single out -9223372036854775808")
	}
}
