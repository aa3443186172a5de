package lit

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
)

// BuildTools builds the project's commands (./cmd/...) and our FileCheck
// into dir, once per process for a given repository root and directory.
// Commands that do not compile yet are skipped with a warning, so one broken
// tool does not stop the others' tests; FileCheck must build.
func BuildTools(repoRoot, dir string) (warnings []string, err error) {
	key := repoRoot + "\x00" + dir
	buildMu.Lock()
	b, ok := builds[key]
	if !ok {
		b = &buildResult{}
		builds[key] = b
	}
	buildMu.Unlock()
	b.once.Do(func() {
		b.warnings, b.err = buildTools(repoRoot, dir)
		if b.err == nil {
			b.err = statToolSources(repoRoot)
		}
	})
	return b.warnings, b.err
}

// statToolSources stats every source file the tools are built from. go test caches a
// test's result keyed on its own binary and the files the test process opened or
// stated; the tools are built by a `go build` subprocess, so without this a change to a
// pass would replay a cached lit result made with the old pass.
func statToolSources(repoRoot string) error {
	format := `{{if not .Standard}}{{$d := .Dir}}{{range .GoFiles}}{{$d}}/{{.}}
{{end}}{{range .EmbedFiles}}{{$d}}/{{.}}
{{end}}{{end}}`
	pkgs := []string{fileCheckPkg}
	if _, err := os.Stat(filepath.Join(repoRoot, "cmd")); err == nil {
		pkgs = append(pkgs, "./cmd/...")
	}
	list, err := goCmd(repoRoot, append([]string{"list", "-e", "-deps", "-f", format}, pkgs...)...)
	if err != nil {
		return fmt.Errorf("listing the tools' sources: %v\n%s", err, list)
	}
	for _, f := range strings.Fields(list) {
		// The stat is what counts (go test records it); a file gone since the build is
		// the build's problem, not this one's.
		_, _ = os.Stat(f)
	}
	return nil
}

// BuildFileCheck builds only our FileCheck into dir, for tests of the
// runner that need no project tool.
func BuildFileCheck(repoRoot, dir string) error {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return err
	}
	if msg, err := goCmd(repoRoot, "build", "-o", dir+string(filepath.Separator), fileCheckPkg); err != nil {
		return fmt.Errorf("building FileCheck: %v\n%s", err, msg)
	}
	return nil
}

type buildResult struct {
	once     sync.Once
	warnings []string
	err      error
}

var (
	buildMu sync.Mutex
	builds  = map[string]*buildResult{}
)

const fileCheckPkg = "./test/lit/cmd/FileCheck"

func buildTools(repoRoot, dir string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, err
	}
	out := dir + string(filepath.Separator)
	pkgs := []string{fileCheckPkg}
	if _, err := os.Stat(filepath.Join(repoRoot, "cmd")); err == nil {
		pkgs = append(pkgs, "./cmd/...")
	}
	if _, err := goCmd(repoRoot, append([]string{"build", "-o", out}, pkgs...)...); err == nil {
		return nil, nil
	}
	// Something failed: build the packages one by one to keep the rest.
	var warnings []string
	if msg, err := goCmd(repoRoot, "build", "-o", out, fileCheckPkg); err != nil {
		return nil, fmt.Errorf("building FileCheck: %v\n%s", err, msg)
	}
	if len(pkgs) == 1 {
		return nil, nil
	}
	list, _ := goCmd(repoRoot, "list", "-e", "-f", "{{if eq .Name \"main\"}}{{.ImportPath}}{{end}}", "./cmd/...")
	for _, p := range strings.Fields(list) {
		if msg, err := goCmd(repoRoot, "build", "-o", out, p); err != nil {
			warnings = append(warnings, fmt.Sprintf("lit: skipping %s, it does not build:\n%s", p, strings.TrimSpace(msg)))
		}
	}
	return warnings, nil
}

func goCmd(dir string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.String(), err
}

// FindRepoRoot walks up from dir to the directory holding go.mod.
func FindRepoRoot(dir string) (string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above %s", dir)
		}
		dir = parent
	}
}
