package transforms_test

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/irgen"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
	"github.com/ascend-toolchain/asc/passes/transforms"
)

// BenchmarkPassesVsMLIR runs `-canonicalize -cse` through the pass manager, verifying
// after each pass as ascopt does, on a generated module (ASC_BENCH_FUNCS functions,
// default 2000) and, in every iteration, mlir-opt 19 on the same text with -mlir-timing.
// The time per op is ours; the metrics are each pass's best time over the iterations
// divided by mlir-opt's best (below 1: faster than mlir-opt). The machine is shared,
// so only ratios measured in one run mean anything: run it with -benchtime 5x or more.
func BenchmarkPassesVsMLIR(b *testing.B) {
	if _, err := os.Stat(mlirOpt); err != nil {
		b.Skip("mlir-opt 19 not installed")
	}
	n := 2000
	if v, err := strconv.Atoi(os.Getenv("ASC_BENCH_FUNCS")); err == nil && v > 0 {
		n = v
	}
	var buf bytesBuffer
	if err := irgen.WriteFuncs(&buf, n); err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), "module.mlir")
	if err := os.WriteFile(path, buf.b, 0o644); err != nil {
		b.Fatal(err)
	}
	ctx := all.NewContext()
	reg := passes.NewRegistry()
	transforms.Register(reg)
	best := map[string]float64{}
	keep := func(k string, v float64) {
		if old, ok := best[k]; !ok || v < old {
			best[k] = v
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		ref := mlirPassTimes(b, path)
		keep("mlir canonicalize", ref["canonicalize"])
		keep("mlir cse", ref["cse"])
		m, err := ir.ParseSource(ctx, "bench", buf.b, ir.ParseOptions{})
		if err != nil {
			b.Fatal(err)
		}
		pm, err := reg.ParsePipeline("builtin.module(canonicalize,cse)")
		if err != nil {
			b.Fatal(err)
		}
		var report bytes.Buffer
		in := &passes.Instrumentation{Timing: true, VerifyEach: true}
		b.StartTimer()
		start := time.Now()
		if err := pm.Run(m, ctx, in); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		in.Report(&report, time.Since(start), nil)
		ours := passTimes(report.Bytes())
		keep("canonicalize", ours["canonicalize"])
		keep("cse", ours["cse"])
		b.StartTimer()
	}
	for _, p := range []string{"canonicalize", "cse"} {
		if ref := best["mlir "+p]; ref > 0 {
			b.ReportMetric(best[p]/ref, p+"/mlir")
		}
	}
}

// mlirPassTimes runs mlir-opt's -canonicalize -cse on path and reads its -mlir-timing.
func mlirPassTimes(b *testing.B, path string) map[string]float64 {
	var stderr bytes.Buffer
	cmd := exec.Command(mlirOpt, path, "-canonicalize", "-cse", "-o", os.DevNull, "-mlir-timing")
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		b.Fatalf("mlir-opt: %v\n%s", err, stderr.String())
	}
	return passTimes(stderr.Bytes())
}

// passTimes reads the wall seconds of canonicalize and cse from a -mlir-timing report,
// mlir-opt's (Canonicalizer, CSE) or ours ('canonicalize', 'cse').
func passTimes(report []byte) map[string]float64 {
	out := map[string]float64{}
	sc := bufio.NewScanner(bytes.NewReader(report))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 2 {
			continue
		}
		secs, err := strconv.ParseFloat(f[0], 64)
		if err != nil {
			continue
		}
		switch f[len(f)-1] {
		case "Canonicalizer", "'canonicalize'":
			out["canonicalize"] = secs
		case "CSE", "'cse'":
			out["cse"] = secs
		}
	}
	return out
}
