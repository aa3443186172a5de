package lit

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const llvmLitPy = "/usr/lib/llvm-19/build/utils/lit/lit.py"

// TestAgainstLLVMLit runs the runner's own lit tests (test/lit/runner) with
// LLVM's lit and LLVM's FileCheck and requires the verdicts this runner
// gives with our FileCheck. Tests needing this runner's extensions are
// unsupported there and skipped here.
func TestAgainstLLVMLit(t *testing.T) {
	if _, err := os.Stat(llvmLitPy); err != nil {
		t.Skip("LLVM lit not installed (apt-get install llvm-19-tools)")
	}
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	suite := t.TempDir()
	if err := copyTree("runner", filepath.Join(suite, "runner")); err != nil {
		t.Fatal(err)
	}
	cfg := `import lit.formats, os
config.name = 'asc'
config.suffixes = ['.mlir']
config.test_format = lit.formats.ShTest(execute_external=False)
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.path.dirname(__file__), 'out')
config.environment['PATH'] = os.pathsep.join(['` + LLVMBin + `', os.environ.get('PATH', '')])
config.substitutions.append(('%{llvm_bin}', '` + LLVMBin + `'))
config.available_features.add('llvm-tools')
`
	if err := os.WriteFile(filepath.Join(suite, "lit.cfg.py"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _ := exec.Command(python, llvmLitPy, "-v", suite).CombinedOutput()
	theirs := map[string]Status{}
	for _, m := range regexp.MustCompile(`(?m)^([A-Z]+): asc :: (\S+)`).FindAllStringSubmatch(string(out), -1) {
		theirs[m[2]] = Status(m[1])
	}
	if len(theirs) == 0 {
		t.Fatalf("LLVM lit reported nothing:\n%s", out)
	}

	c := ProjectConfig(fileCheckTools(t), DefaultToolMap)
	c.ExecRoot = t.TempDir()
	tests, err := Discover([]string{"runner"}, c.Suffixes)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range c.RunAll(context.Background(), tests) {
		name := "runner/" + r.Test.Rel
		want, ok := theirs[name]
		switch {
		case !ok:
			t.Errorf("%s: not run by LLVM lit", name)
		case want == Unsupported && r.Status != Unsupported:
			// Uses this runner's extensions.
		case want != r.Status:
			t.Errorf("%s: ours %s, LLVM lit %s\n%s", name, r.Status, want, r.Report)
		}
	}
	if t.Failed() {
		t.Logf("LLVM lit output:\n%s", out)
	}
}

func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o777)
		}
		if strings.HasPrefix(d.Name(), ".") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
}
