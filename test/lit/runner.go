// Package lit runs lit-style tests: files whose RUN: lines are shell
// pipelines, usually a tool piped into FileCheck. It follows LLVM lit's
// rules for RUN/XFAIL/UNSUPPORTED/REQUIRES, substitutions (%s, %S, %p, %t,
// %T, %%), pipefail, and joining a test's RUN lines with &&, and runs the
// pipelines with its own small shell (shell.go, exec.go) instead of /bin/sh.
package lit

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
)

// Config says how to find and run tests.
type Config struct {
	// Suffixes of test files; default ".mlir".
	Suffixes []string
	// Features tested by REQUIRES, UNSUPPORTED and XFAIL.
	Features map[string]bool
	// Tools replaces tool names in RUN lines (whole words): a name maps to
	// a path or another name, e.g. "ascir-opt" -> "/tmp/bin/ascopt".
	Tools map[string]string
	// Substitutions are extra %-substitutions, e.g. "%{llvm_bin}".
	Substitutions map[string]string
	// ToolDir holds the built tools; it is searched before PATH.
	ToolDir string
	// Guard lists tools (by base name) whose stdout fails the command when
	// it contains the test's own RUN/CHECK comments.
	Guard []string
	// Timeout per test; default 60s.
	Timeout time.Duration
	// Workers for RunAll; default GOMAXPROCS.
	Workers int
	// ExecRoot is where %t files go; default a directory under os.TempDir.
	ExecRoot string
	// MaxOutput bounds each stream shown in a failure report; default 4 KiB.
	MaxOutput int
}

// Test is one test file found under a suite root.
type Test struct {
	Path string // absolute
	Root string // the suite directory it was found under
	Rel  string // Path relative to Root, with '/' separators
}

// Status is a test outcome, named as lit names them.
type Status string

const (
	Pass        Status = "PASS"
	Fail        Status = "FAIL"
	XFail       Status = "XFAIL"       // failed as expected: counts as passed
	XPass       Status = "XPASS"       // passed unexpectedly: counts as failed
	Unsupported Status = "UNSUPPORTED" // skipped for missing features
	Unresolved  Status = "UNRESOLVED"  // could not be run (no RUN line, bad syntax)
	Timeout     Status = "TIMEOUT"
)

// Failed reports whether the status counts as a failure.
func (s Status) Failed() bool {
	return s == Fail || s == XPass || s == Unresolved || s == Timeout
}

// Result is the outcome of one test.
type Result struct {
	Test     Test
	Status   Status
	Report   string // readable explanation of a failure (or why unsupported)
	Duration time.Duration
}

// Discover finds test files under the directories, skipping hidden
// directories and those lit suites reserve for non-tests (Inputs, Output,
// testdata).
func Discover(dirs []string, suffixes []string) ([]Test, error) {
	if len(suffixes) == 0 {
		suffixes = []string{".mlir"}
	}
	var tests []Test
	for _, d := range dirs {
		root, err := filepath.Abs(d)
		if err != nil {
			return nil, err
		}
		err = filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := e.Name()
			if e.IsDir() {
				if p != root && (strings.HasPrefix(name, ".") || name == "Inputs" || name == "Output" || name == "testdata") {
					return filepath.SkipDir
				}
				return nil
			}
			for _, s := range suffixes {
				if strings.HasSuffix(name, s) {
					rel, _ := filepath.Rel(root, p)
					tests = append(tests, Test{Path: p, Root: root, Rel: filepath.ToSlash(rel)})
					break
				}
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(tests, func(i, j int) bool { return tests[i].Path < tests[j].Path })
	return tests, nil
}

// RunAll runs the tests on Workers goroutines; results keep the order of
// tests.
func (c *Config) RunAll(ctx context.Context, tests []Test) []Result {
	workers := c.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	results := make([]Result, len(tests))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = c.Run(ctx, tests[i])
			}
		}()
	}
	for i := range tests {
		next <- i
	}
	close(next)
	wg.Wait()
	return results
}

// Run runs one test.
func (c *Config) Run(ctx context.Context, t Test) Result {
	start := time.Now()
	r := c.run(ctx, t)
	r.Test, r.Duration = t, time.Since(start)
	return r
}

func (c *Config) run(ctx context.Context, t Test) Result {
	ts, err := parseTestFile(t.Path)
	if err != nil {
		return Result{Status: Unresolved, Report: err.Error()}
	}
	if len(ts.runs) == 0 {
		return Result{Status: Unresolved, Report: "test has no 'RUN:' line"}
	}
	var missing []string
	for _, e := range ts.requires {
		if ok, _ := evalBool(e, c.Features); !ok {
			missing = append(missing, e)
		}
	}
	if len(missing) > 0 {
		return Result{Status: Unsupported, Report: "test requires: " + strings.Join(missing, ", ")}
	}
	for _, e := range ts.unsupported {
		if ok, _ := evalBool(e, c.Features); ok || e == "*" {
			return Result{Status: Unsupported, Report: "test is unsupported with: " + e}
		}
	}
	xfail := false
	for _, e := range ts.xfail {
		if ok, _ := evalBool(e, c.Features); ok || e == "*" {
			xfail = true
		}
	}
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = 60 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	failure := c.execute(ctx, t, ts)
	if ctx.Err() == context.DeadlineExceeded {
		return Result{Status: Timeout, Report: fmt.Sprintf("timed out after %v\n%s", timeout, failure)}
	}
	switch {
	case failure == "" && xfail:
		return Result{Status: XPass, Report: "test passed but is marked XFAIL"}
	case failure == "":
		return Result{Status: Pass}
	case xfail:
		return Result{Status: XFail, Report: failure}
	}
	return Result{Status: Fail, Report: failure}
}

// execute runs the RUN lines in order until one fails, returning a report
// of the failure or "" on success.
func (c *Config) execute(ctx context.Context, t Test, ts *testScript) string {
	execRoot := c.ExecRoot
	if execRoot == "" {
		execRoot = filepath.Join(os.TempDir(), "asc-lit")
	}
	// Like lit: the test runs in its mirror directory of the exec root and
	// its temporaries live in Output/ there.
	execDir := filepath.Join(execRoot, filepath.Base(t.Root), filepath.FromSlash(filepath.Dir(t.Rel)))
	tmpDir := filepath.Join(execDir, "Output")
	tmpBase := filepath.Join(tmpDir, filepath.Base(t.Path))
	if err := os.MkdirAll(tmpDir, 0o777); err != nil {
		return err.Error()
	}
	sh := &shell{ctx: ctx, cfg: c, cwd: execDir, env: map[string]string{}, guard: map[string]bool{}}
	for _, kv := range os.Environ() {
		if eq := strings.IndexByte(kv, '='); eq > 0 {
			sh.env[kv[:eq]] = kv[eq+1:]
		}
	}
	if c.ToolDir != "" {
		sh.env["PATH"] = c.ToolDir + string(os.PathListSeparator) + sh.env["PATH"]
	}
	for _, g := range c.Guard {
		sh.guard[g] = true
	}
	subs := c.substitutions(t, tmpDir, tmpBase)
	for _, rl := range ts.runs {
		cmdLine := c.substitute(rl.command, subs)
		status, logs, viaShell := sh.runLine(cmdLine)
		if status != 0 || ctx.Err() != nil {
			return c.failureReport(t, rl, cmdLine, status, logs, viaShell)
		}
	}
	return ""
}

// runLine runs a substituted RUN line with the internal shell, or with
// sh -c (pipefail on) when it uses syntax the internal shell lacks.
func (sh *shell) runLine(line string) (int, []cmdLog, bool) {
	sc, err := parseShell(line)
	if err == errNeedsShell {
		args := []word{{text: "sh"}, {text: "-c"}, {text: "set -o pipefail 2>/dev/null; " + line}}
		if _, err := sh.lookPath("bash", sh.env); err == nil {
			args[0].text = "bash"
		}
		status, logs := sh.runPipeline(&pipeline{cmds: []*command{{args: args}}})
		return status, logs, true
	}
	if err != nil {
		return 2, []cmdLog{{argv: []string{line}, status: 2, note: err.Error()}}, false
	}
	status, logs := sh.runScript(sc)
	return status, logs, false
}

type substitution struct{ from, to string }

// substitutions lists lit's default substitutions for a test, in lit's
// order (longer spellings first where one is a prefix of another).
func (c *Config) substitutions(t Test, tmpDir, tmpBase string) []substitution {
	dir := filepath.Dir(t.Path)
	tmpName := tmpBase + ".tmp"
	subs := []substitution{
		{"%{pathsep}", string(os.PathListSeparator)},
		{"%basename_t", filepath.Base(tmpBase)},
	}
	var names []string
	for k := range c.Substitutions {
		names = append(names, k)
	}
	sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
	for _, k := range names {
		subs = append(subs, substitution{k, c.Substitutions[k]})
	}
	for _, ps := range []struct{ letter, path string }{
		{"s", t.Path}, {"S", dir}, {"p", dir}, {"t", tmpName}, {"T", tmpDir},
	} {
		subs = append(subs,
			substitution{"%{" + ps.letter + ":real}", realPath(ps.path)},
			substitution{"%/" + ps.letter, filepath.ToSlash(ps.path)},
			substitution{"%" + ps.letter, ps.path})
	}
	return subs
}

func realPath(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return p
}

// substitute applies tool names, then %-substitutions, protecting "%%".
func (c *Config) substitute(line string, subs []substitution) string {
	const marker = "#_MARKER_#"
	line = strings.ReplaceAll(line, "%%", marker)
	line = c.substituteTools(line)
	for _, s := range subs {
		line = strings.ReplaceAll(line, s.from, s.to)
	}
	return strings.ReplaceAll(line, marker, "%")
}

var toolWordRe = regexp.MustCompile(`[A-Za-z0-9_.+-]+`)

// substituteTools replaces mapped tool names where they stand as whole
// words, not inside longer names or paths ("ascir-opt-x", "dir/ascir-opt").
func (c *Config) substituteTools(line string) string {
	if len(c.Tools) == 0 {
		return line
	}
	var b strings.Builder
	last := 0
	for _, m := range toolWordRe.FindAllStringIndex(line, -1) {
		to, ok := c.Tools[line[m[0]:m[1]]]
		if !ok || (m[0] > 0 && line[m[0]-1] == '/') || (m[1] < len(line) && line[m[1]] == '/') {
			continue
		}
		b.WriteString(line[last:m[0]])
		b.WriteString(to)
		last = m[1]
	}
	b.WriteString(line[last:])
	return b.String()
}
