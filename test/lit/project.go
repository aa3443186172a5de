package lit

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// LLVMBin is where the llvm-19-tools package installs LLVM's FileCheck.
const LLVMBin = "/usr/lib/llvm-19/bin"

// DefaultToolMap maps the tool names of PyAsc's tests to ours.
var DefaultToolMap = map[string]string{
	"ascir-opt":       "ascopt",
	"ascir-translate": "asc-translate",
}

// ProjectConfig is the configuration for this project's suites: tools built
// into toolDir (every binary there is reachable by name, FileCheck is ours),
// names from extra mapped onto them, the echo guard on ascopt and
// asc-translate, and features describing the host ("llvm-tools" when LLVM's
// FileCheck is installed, whose directory is then %{llvm_bin}) and the
// runner ("asc-lit": this runner, with its extensions to lit's shell).
func ProjectConfig(toolDir string, extra map[string]string) *Config {
	c := &Config{
		Suffixes:      []string{".mlir"},
		Features:      map[string]bool{runtime.GOOS: true, "system-" + runtime.GOOS: true, "asc-lit": true},
		Tools:         map[string]string{},
		Substitutions: map[string]string{},
		ToolDir:       toolDir,
		Guard:         []string{"ascopt", "asc-translate"},
	}
	if entries, err := os.ReadDir(toolDir); err == nil {
		for _, e := range entries {
			if !e.IsDir() {
				c.Tools[e.Name()] = filepath.Join(toolDir, e.Name())
			}
		}
	}
	for from, to := range extra {
		if p, ok := c.Tools[to]; ok {
			c.Tools[from] = p
		} else {
			// Not built (yet): keep the name, so the failure says which.
			c.Tools[from] = to
		}
	}
	if _, err := os.Stat(filepath.Join(LLVMBin, "FileCheck")); err == nil {
		c.Features["llvm-tools"] = true
		c.Substitutions["%{llvm_bin}"] = LLVMBin
	}
	return c
}

// ParseToolMap reads "a=b,c=d" into a map.
func ParseToolMap(s string) map[string]string {
	m := map[string]string{}
	for _, kv := range strings.Split(s, ",") {
		if from, to, ok := strings.Cut(strings.TrimSpace(kv), "="); ok && from != "" {
			m[from] = to
		}
	}
	return m
}
