package lit

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// toolDir holds the tools built for this test process.
var toolDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "asc-lit-tools-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	toolDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// tools builds the project's tools once and returns their directory.
func tools(t *testing.T) string {
	t.Helper()
	root, err := FindRepoRoot(".")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(toolDir, "all")
	warnings, err := BuildTools(root, dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range warnings {
		t.Log(w)
	}
	return dir
}

var (
	fileCheckOnce sync.Once
	fileCheckErr  error
)

// fileCheckTools builds only FileCheck, for runner tests that need no
// project tool (and should not wait for ./cmd/... to build).
func fileCheckTools(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(toolDir, "filecheck")
	fileCheckOnce.Do(func() {
		root, err := FindRepoRoot(".")
		if err != nil {
			fileCheckErr = err
			return
		}
		fileCheckErr = BuildFileCheck(root, dir)
	})
	if fileCheckErr != nil {
		t.Fatal(fileCheckErr)
	}
	return dir
}

// TestLit runs every lit test under test/lit. Each test is a subtest named
// by its path, e.g. go test ./test/lit -run 'TestLit/runner/'.
func TestLit(t *testing.T) {
	cfg := ProjectConfig(tools(t), DefaultToolMap)
	cfg.ExecRoot = t.TempDir()
	tests, err := Discover([]string{"."}, cfg.Suffixes)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var results []Result
	t.Cleanup(func() {
		line := Summarize(results).String()
		t.Log(line)
		fmt.Println(line)
	})
	for _, test := range tests {
		t.Run(test.Rel, func(t *testing.T) {
			t.Parallel()
			r := cfg.Run(context.Background(), test)
			mu.Lock()
			results = append(results, r)
			mu.Unlock()
			switch {
			case r.Status.Failed():
				t.Error("\n" + FormatResult(r))
			case r.Status == Unsupported:
				t.Skip(r.Report)
			}
		})
	}
}
