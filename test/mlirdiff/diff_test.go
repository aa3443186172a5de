package mlirdiff

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/internal/optdriver"
)

const mlirOpt = "/usr/lib/llvm-19/bin/mlir-opt"

func corpusDir() string {
	if d := os.Getenv("ASC_MLIR_CONFORMANCE"); d != "" {
		return d
	}
	return filepath.Join("..", "..", "..", "shared", "conformance", "mlir")
}

func runMLIR(in []byte, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, mlirOpt, append(args, "-")...)
	cmd.Stdin = bytes.NewReader(in)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if err != nil {
		return errb.Bytes(), err
	}
	return out.Bytes(), nil
}

func runOurs(in []byte, args ...string) ([]byte, error) {
	var out, errb bytes.Buffer
	if code := optdriver.Run(append(args, "-"), bytes.NewReader(in), &out, &errb); code != 0 {
		return errb.Bytes(), fmt.Errorf("exit %d", code)
	}
	return out.Bytes(), nil
}

type tally struct{ parse, toMLIR, fromMLIR, custom, total int }

// TestDifferential compares, for every chunk mlir-opt accepts: (A) ascopt accepts it,
// (B) ascopt's generic output read by mlir-opt prints what mlir-opt prints for the chunk,
// (C) mlir-opt's generic output round-trips through ascopt unchanged, and (D, reported
// only) ascopt's custom form equals mlir-opt's. invalid.mlir files run with
// -verify-diagnostics instead.
func TestDifferential(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed (apt-get install mlir-19-tools)")
	}
	dir := corpusDir()
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.mlir"))
	more, _ := filepath.Glob(filepath.Join(dir, "*", "*", "*.mlir"))
	files = append(files, more...)
	if len(files) == 0 {
		t.Skipf("no conformance files under %s", dir)
	}
	strict := os.Getenv("ASC_MLIRDIFF_STRICT") != ""
	// Files are compared concurrently (each comparison runs mlir-opt processes and waits on
	// them); their tallies and logs are reported in file order.
	tallies := make([]tally, len(files))
	logs := make([][]string, len(files))
	parallel(len(files), func(i int) {
		tallies[i], logs[i] = diffFile(t, dir, files[i])
	})
	var sum tally
	for i, f := range files {
		rel, _ := filepath.Rel(dir, f)
		for _, l := range logs[i] {
			t.Log(l)
		}
		tl := tallies[i]
		t.Logf("%-40s chunks %3d  accept %3d  generic->mlir %3d  mlir-generic round-trip %3d  custom-equal %3d",
			rel, tl.total, tl.parse, tl.toMLIR, tl.fromMLIR, tl.custom)
		sum.total += tl.total
		sum.parse += tl.parse
		sum.toMLIR += tl.toMLIR
		sum.fromMLIR += tl.fromMLIR
		sum.custom += tl.custom
	}
	msg := fmt.Sprintf("mlirdiff: %d chunks, accepted %d, generic->mlir-opt equal %d, mlir-opt generic round-trip %d, custom form equal %d",
		sum.total, sum.parse, sum.toMLIR, sum.fromMLIR, sum.custom)
	t.Log(msg)
	fmt.Println(msg)
	if strict && (sum.parse != sum.total || sum.toMLIR != sum.total || sum.fromMLIR != sum.total) {
		t.Fatal("differential check failed in strict mode")
	}
}

func stripComments(b []byte) []byte {
	var out []byte
	for _, l := range bytes.Split(b, []byte("\n")) {
		if i := bytes.Index(l, []byte("//")); i >= 0 {
			l = l[:i]
		}
		out = append(out, l...)
		out = append(out, '\n')
	}
	return out
}

func trim(b []byte) string {
	if len(b) > 1500 {
		return string(b[:1500]) + "..."
	}
	return string(b)
}

func diffText(want, got []byte) string {
	wl := strings.Split(string(want), "\n")
	gl := strings.Split(string(got), "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d\n  want: %s\n  got:  %s", i+1, w, g)
		}
	}
	return "(equal?)"
}

// parallel runs f(0..n-1) on as many workers as there are CPUs.
func parallel(n int, f func(i int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				f(i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
}

// diffFile compares one corpus file chunk by chunk (see TestDifferential) and returns its
// tally and, in verbose mode, the differences found.
func diffFile(t *testing.T, dir, f string) (tally, []string) {
	var tl tally
	var logs []string
	logf := func(format string, args ...any) {
		if testing.Verbose() {
			logs = append(logs, fmt.Sprintf(format, args...))
		}
	}
	src, err := os.ReadFile(f)
	if err != nil {
		t.Error(err)
		return tl, nil
	}
	rel, _ := filepath.Rel(dir, f)
	for _, ch := range cli.SplitInput(src, true) {
		if len(bytes.TrimSpace(stripComments(ch.Src))) == 0 {
			continue
		}
		// Keep line numbers: pad with the lines before the chunk.
		padded := append(bytes.Repeat([]byte("\n"), ch.FirstLine-1), ch.Src...)
		if strings.HasSuffix(f, "invalid.mlir") {
			if _, err := runMLIR(padded, "--allow-unregistered-dialect", "-verify-diagnostics"); err != nil {
				continue
			}
			tl.total++
			if out, err := runOurs(padded, "--allow-unregistered-dialect", "-verify-diagnostics"); err == nil {
				tl.parse++
				tl.toMLIR++
				tl.fromMLIR++
				tl.custom++
			} else {
				logf("%s:%d: verify-diagnostics mismatch:\n%s", rel, ch.FirstLine, trim(out))
			}
			continue
		}
		want, err := runMLIR(padded, "--allow-unregistered-dialect")
		if err != nil {
			continue
		}
		tl.total++
		generic, err := runOurs(padded, "--allow-unregistered-dialect", "--mlir-print-op-generic")
		if err != nil {
			logf("%s:%d: ascopt rejects:\n%s", rel, ch.FirstLine, trim(generic))
			continue
		}
		tl.parse++
		if got, err := runMLIR(generic, "--allow-unregistered-dialect"); err == nil && bytes.Equal(got, want) {
			tl.toMLIR++
		} else {
			logf("%s:%d: B differs:\n%s", rel, ch.FirstLine, diffText(want, got))
		}
		theirGeneric, _ := runMLIR(padded, "--allow-unregistered-dialect", "--mlir-print-op-generic")
		if got, err := runOurs(theirGeneric, "--allow-unregistered-dialect", "--mlir-print-op-generic"); err == nil && bytes.Equal(got, theirGeneric) {
			tl.fromMLIR++
		} else {
			logf("%s:%d: C differs:\n%s", rel, ch.FirstLine, diffText(theirGeneric, got))
		}
		if got, err := runOurs(padded, "--allow-unregistered-dialect"); err == nil && bytes.Equal(got, want) {
			tl.custom++
		} else {
			logf("%s:%d: custom form differs:\n%s", rel, ch.FirstLine, diffText(want, got))
		}
	}
	return tl, logs
}
