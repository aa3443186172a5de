package all

import (
	"regexp"
	"strings"
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/passes"
)

// kebab is the CLI spelling of a pass: lower-case words joined by single hyphens.
var kebab = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)

func TestEveryPassIsNamedAndDescribed(t *testing.T) {
	r := Registry()
	names := r.Names()
	if len(names) < 10 {
		t.Fatalf("only %d passes registered", len(names))
	}
	ctx := dialects.NewContext()
	for _, n := range names {
		info := r.Lookup(n)
		if info.Name != n {
			t.Errorf("pass %q registered under %q", info.Name, n)
		}
		if !kebab.MatchString(n) {
			t.Errorf("pass name %q is not kebab-case", n)
		}
		if strings.TrimSpace(info.Summary) == "" {
			t.Errorf("pass %q has no summary", n)
		}
		if info.New == nil {
			t.Errorf("pass %q has no constructor", n)
		}
		if info.Anchor != "" && ctx.LookupOp(info.Anchor) == nil {
			t.Errorf("pass %q is anchored on %q, which is not a registered op", n, info.Anchor)
		}
		for _, o := range info.Options {
			if !kebab.MatchString(o.Name) {
				t.Errorf("option %q of pass %q is not kebab-case", o.Name, n)
			}
		}
	}
	for _, n := range r.PipelineNames() {
		p, _ := r.Pipeline(n)
		if !kebab.MatchString(n) || strings.TrimSpace(p.Summary) == "" {
			t.Errorf("pipeline %q: kebab-case name and summary required", n)
		}
	}
}

// TestNamesAreUnique: a pass and a pipeline sharing a name would make the pipeline
// unreachable (lookup tries passes first); duplicate passes panic in Register.
func TestNamesAreUnique(t *testing.T) {
	r := Registry()
	seen := map[string]bool{}
	for _, n := range r.Names() {
		if seen[n] {
			t.Errorf("pass %q listed twice", n)
		}
		seen[n] = true
	}
	for _, n := range r.PipelineNames() {
		if seen[n] {
			t.Errorf("%q is both a pass and a pipeline", n)
		}
		seen[n] = true
	}
}

// TestEveryPassBuildsWithDefaults: each pass can be put in a pipeline as the CLI does.
func TestEveryPassBuildsWithDefaults(t *testing.T) {
	r := Registry()
	for _, n := range append(r.Names(), r.PipelineNames()...) {
		m := passes.NewManager("builtin.module")
		if err := r.AddPassByName(m, n, ""); err != nil {
			t.Errorf("%s: %v", n, err)
		}
	}
}

func TestSpecPassesRegistered(t *testing.T) {
	r := Registry()
	// The generic passes of spec/passes.md that ascopt implements.
	for _, n := range []string{"canonicalize", "cse", "symbol-dce", "loop-invariant-code-motion", "sccp", "strip-debuginfo"} {
		if r.Lookup(n) == nil {
			t.Errorf("%s not registered", n)
		}
	}
	if _, ok := r.Pipeline("ascendc-sync-pipeline"); !ok {
		t.Error("ascendc-sync-pipeline not registered")
	}
}
