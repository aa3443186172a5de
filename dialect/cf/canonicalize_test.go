package cf_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/sebdah/goldie/v2"

	"github.com/ascend-toolchain/asc/internal/optdriver"
)

const mlirOpt = "/usr/lib/llvm-19/bin/mlir-opt"

// The two region simplification levels canonicalize runs with: LLVM 19's default and the
// one upstream's cf tests use.
var canonModes = map[string][]string{
	"normal":     {"-canonicalize"},
	"aggressive": {"-canonicalize=region-simplify=aggressive"},
}

func ours(t *testing.T, src []byte, args ...string) string {
	t.Helper()
	var out, errb bytes.Buffer
	args = append(append([]string{"--allow-unregistered-dialect", "-split-input-file"}, args...), "-")
	if code := optdriver.Run(args, bytes.NewReader(src), &out, &errb); code != 0 {
		t.Fatalf("ascopt %v: %s", args, errb.String())
	}
	return out.String()
}

func theirs(src []byte, args ...string) (string, error) {
	return theirsWithin(20*time.Second, src, args...)
}

func theirsWithin(limit time.Duration, src []byte, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	args = append(append([]string{"--allow-unregistered-dialect", "-split-input-file"}, args...), "-")
	cmd := exec.CommandContext(ctx, mlirOpt, args...)
	cmd.Stdin = bytes.NewReader(src)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return errb.String(), err
	}
	return out.String(), nil
}

// TestCanonicalizeGolden canonicalizes testdata/{canonicalize,cycles}.mlir in both modes and
// compares with the golden files (go test -run TestCanonicalizeGolden -update rewrites
// them; TestCanonicalizeAgainstMLIR checks canonicalize.mlir's against mlir-opt 19).
func TestCanonicalizeGolden(t *testing.T) {
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
	for _, file := range []string{"canonicalize", "cycles"} {
		src, err := os.ReadFile("testdata/" + file + ".mlir")
		if err != nil {
			t.Fatal(err)
		}
		for mode, args := range canonModes {
			g.Assert(t, file+"-"+mode, []byte(ours(t, src, args...)))
		}
	}
}

// TestCanonicalizeAgainstMLIR compares every case of testdata/canonicalize.mlir with
// mlir-opt 19 in both modes.
func TestCanonicalizeAgainstMLIR(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	src, err := os.ReadFile("testdata/canonicalize.mlir")
	if err != nil {
		t.Fatal(err)
	}
	for mode, args := range canonModes {
		want, err := theirs(src, args...)
		if err != nil {
			t.Fatalf("mlir-opt %v: %s", args, want)
		}
		got := ours(t, src, args...)
		w, g := strings.Split(want, "// -----"), strings.Split(got, "// -----")
		if len(w) != len(g) {
			t.Fatalf("%s: %d chunks from mlir-opt, %d from ascopt", mode, len(w), len(g))
		}
		for i := range w {
			if w[i] != g[i] {
				t.Errorf("%s: chunk %d differs:\n--- mlir-opt\n%s\n--- ascopt\n%s", mode, i, w[i], g[i])
			}
		}
	}
}
