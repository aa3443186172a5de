package examples

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

// The held-out tile check (issue 15) runs the three commands as processes and compares
// asc-sim's outputs with numpy, not with a Go reference the simulator could share a mistake
// with:
//
//	ascopt --pyasc-pipeline="soc=S" k.mlir -o low.mlir
//	asc-translate --mlir-to-ascendc low.mlir
//	asc-sim run low.mlir --entry F --block-dim N --arg in:x.npy ... --arg out:z.npy:DTYPE:COUNT
//
// TestTileNumpy does exactly that for every case of numpyCases on both SoCs. A case's py
// snippet runs inside numpy_harness.py: it draws inputs from a seeded numpy generator,
// binds the entry's parameters in order (IN(array), S(scalar), OUT(name, dtype, ref)) and
// states each output's numpy reference; the harness compares with the f32 tolerances of the
// held-out check (atol 1e-6, rtol 1e-4; 1e-3 for f16/bf16 -> f32 matmuls) and, for 16-bit
// outputs, f16 atol=rtol=1e-3 and bf16 atol=rtol=8e-3, logging max abs/rel error and the
// distribution of error/tolerance per output.
type npCase struct {
	name   string // subtest name; the kernel too unless kernel is set
	kernel string // examples/asc2/<kernel>/kernel.mlir
	entry  string
	grid   int    // --block-dim
	opts   string // more --pyasc-pipeline options (e.g. "reuse-ub=true"), appended to soc=S
	soc    string // the one SoC of tileSoCs to run on, for options of one architecture; "": all
	py     string // the numpy snippet (numpy_harness.py's Case API)
	// wantBad marks a control case whose reference is deliberately wrong: the comparison
	// must report it, or the harness could pass anything.
	wantBad bool
}

func (c npCase) kernelName() string {
	if c.kernel != "" {
		return c.kernel
	}
	return c.name
}

// numpyTools are the three commands built from this worktree and the python that has numpy.
// Cases sharing a kernel share its lowering for a SoC (lowered maps "kernel/soc" to one).
type numpyTools struct {
	ascopt, translate, sim, python, harness string
	root                                    string
	mu                                      sync.Mutex
	lowered                                 map[string]*lowering
}

// lowering is one kernel's `ascopt --pyasc-pipeline` and `asc-translate` run for one SoC.
type lowering struct {
	once sync.Once
	low  string // the lowered module
	err  string // what failed, if anything
}

// buildNumpyTools builds the CLIs into dir and finds a python3 with numpy; the test is
// skipped (with the reason) when there is none.
func buildNumpyTools(t *testing.T, dir string) *numpyTools {
	t.Helper()
	py := ""
	for _, p := range []string{"/usr/bin/python3", "python3"} {
		if exec.Command(p, "-c", "import numpy").Run() == nil {
			py = p
			break
		}
	}
	if py == "" {
		t.Skip("no python3 with numpy: the numpy comparison of the tile kernels needs it")
	}
	cmd := exec.Command("go", "build", "-o", dir+string(os.PathSeparator), "./cmd/ascopt", "./cmd/asc-translate", "./cmd/asc-sim")
	cmd.Dir = ".."
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	harness, err := filepath.Abs("numpy_harness.py")
	if err != nil {
		t.Fatal(err)
	}
	return &numpyTools{
		ascopt: filepath.Join(dir, "ascopt"), translate: filepath.Join(dir, "asc-translate"),
		sim: filepath.Join(dir, "asc-sim"), python: py, harness: harness,
		root: dir, lowered: map[string]*lowering{},
	}
}

// run runs a command and fails the test with its output when it exits non-zero.
func (nt *numpyTools) run(t *testing.T, name string, args ...string) []byte {
	t.Helper()
	out, err := runTool(name, args...)
	if err != "" {
		t.Fatal(err)
	}
	return out
}

// runTool runs a command and returns its stdout, or what went wrong with its stderr.
func runTool(name string, args ...string) ([]byte, string) {
	cmd := exec.Command(name, args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return out, fmt.Sprintf("%s %s: %v\n%s%s", filepath.Base(name), strings.Join(args, " "), err, out, firstLines(stderr.String(), 30))
	}
	return out, ""
}

// lower runs `ascopt --pyasc-pipeline="soc=S"` (with opts appended) on the kernel and
// `asc-translate --mlir-to-ascendc` on the result once per kernel, SoC and options, failing the test (of every case
// of the kernel) if either fails or the translation is empty.
func (nt *numpyTools) lower(t *testing.T, kernel, soc, opts string) string {
	t.Helper()
	key := kernel + "/" + soc + "/" + opts
	nt.mu.Lock()
	l := nt.lowered[key]
	if l == nil {
		tag := strings.NewReplacer(" ", "_", "=", "-").Replace(opts)
		l = &lowering{low: filepath.Join(nt.root, "low", kernel+"."+soc+tag+".mlir")}
		nt.lowered[key] = l
	}
	nt.mu.Unlock()
	l.once.Do(func() {
		src, err := filepath.Abs(filepath.Join("asc2", kernel, "kernel.mlir"))
		if err == nil {
			err = os.MkdirAll(filepath.Dir(l.low), 0o755)
		}
		if err != nil {
			l.err = err.Error()
			return
		}
		if _, l.err = runTool(nt.ascopt, strings.TrimSpace("--pyasc-pipeline=soc="+soc+" "+opts), src, "-o", l.low); l.err != "" {
			return
		}
		cpp, msg := runTool(nt.translate, "--mlir-to-ascendc", l.low)
		if l.err = msg; msg == "" && len(cpp) == 0 {
			l.err = "asc-translate --mlir-to-ascendc wrote nothing"
		}
	})
	if l.err != "" {
		t.Fatal(l.err)
	}
	return l.low
}

// runCase runs the three commands for case c on soc, in root/<case>/<soc>, with the
// arguments the numpy side generated (root/<case>/meta.json).
func (nt *numpyTools) runCase(t *testing.T, root string, c npCase, soc string) {
	work := filepath.Join(root, c.name)
	meta, err := os.ReadFile(filepath.Join(work, "meta.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Args []string `json:"args"`
	}
	if err := json.Unmarshal(meta, &m); err != nil {
		t.Fatalf("meta.json: %v", err)
	}
	low := nt.lower(t, c.kernelName(), soc, c.opts)
	dir := filepath.Join(work, soc)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	args := []string{"run", low, "--entry", c.entry, "--block-dim", fmt.Sprint(c.grid)}
	for _, a := range m.Args {
		args = append(args, "--arg="+strings.ReplaceAll(a, "{OUT}", dir))
	}
	nt.run(t, nt.sim, args...)
}

// TestTileNumpy runs every numpy case on both SoCs: one python process draws all inputs
// and references, the commands run in parallel subtests, one python process compares.
func TestTileNumpy(t *testing.T) {
	if os.Getenv("ASC_TILE_EXTRA_OPTS") != "" {
		// The check runs the pipeline as the held-out checker does, with its defaults; the
		// option sweeps are the Go-reference tests' (they honour the variable).
		t.Skip("ASC_TILE_EXTRA_OPTS is set: the numpy check runs the default pipeline only")
	}
	if os.Getenv(extraPassesEnv) != "" {
		// It runs the command-line tools, which the variable does not reach.
		t.Skip(extraPassesEnv + " is set: the numpy check runs the command-line tools, which it does not reach")
	}
	root := t.TempDir()
	nt := buildNumpyTools(t, root)
	only := os.Getenv("ASC_NUMPY_CASE") // a comma-separated subset of case names, for debugging
	var cases []npCase
	type pyCase struct {
		Name string `json:"name"`
		Py   string `json:"py"`
	}
	var py []pyCase
	for _, c := range numpyCases() {
		if only == "" || containsName(only, c.name) {
			cases = append(cases, c)
			py = append(py, pyCase{c.name, c.py})
		}
	}
	js, err := json.Marshal(py)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "cases.json"), js, 0o644); err != nil {
		t.Fatal(err)
	}
	nt.run(t, nt.python, nt.harness, "gen", root, "1234")
	ran := map[string]bool{}
	t.Run("run", func(t *testing.T) {
		for _, c := range cases {
			for _, soc := range tileSoCs {
				if c.soc != "" && c.soc != soc {
					continue
				}
				ran[c.name+"/"+soc] = true
				t.Run(c.name+"/"+soc, func(t *testing.T) {
					t.Parallel()
					nt.runCase(t, root, c, soc)
				})
			}
		}
	})
	checkNumpyRuns(t, nt, root, ran, cases)
}

// checkNumpyRuns compares the outputs of the runs that succeeded with numpy, logging one
// line per output and failing the test on each that misses its tolerance.
func checkNumpyRuns(t *testing.T, nt *numpyTools, root string, ran map[string]bool, cases []npCase) {
	control := map[string]bool{}
	for _, c := range cases {
		control[c.name] = c.wantBad
	}
	args := []string{nt.harness, "check", root}
	for run := range ran {
		args = append(args, run)
	}
	out := nt.run(t, nt.python, args...)
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	sort.Strings(lines)
	for _, l := range lines {
		run, res, _ := strings.Cut(l, " ")
		ok := strings.HasPrefix(res, "OK ")
		switch name := run[:strings.LastIndex(run, "/")]; {
		case control[name] && ok:
			t.Errorf("%s: the control case's wrong reference was not reported: %s", run, res)
		case ok || control[name]:
			t.Log(l)
		default:
			t.Errorf("%s: differs from numpy beyond the tolerance: %s", run, res)
		}
	}
}

func containsName(list, name string) bool {
	for _, s := range strings.Split(list, ",") {
		if s == name {
			return true
		}
	}
	return false
}

// numpyCases are the existing kernels of the held-out categories (entry and arguments as
// their Go tests bind them) and the kernels written for this check.
func numpyCases() []npCase {
	return append(append(append(append(append([]npCase{}, numpyExisting...), numpyNew...), numpyR8...), numpyR9...), numpyR9Cube()...)
}
