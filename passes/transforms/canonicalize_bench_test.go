package transforms_test

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/irgen"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
	"github.com/ascend-toolchain/asc/passes/transforms"
)

// BenchmarkCanonicalizeCSE runs -canonicalize -cse on a generated module (ASC_BENCH_FUNCS
// functions, default 2000).
func BenchmarkCanonicalizeCSE(b *testing.B) {
	n := 2000
	if v, err := strconv.Atoi(os.Getenv("ASC_BENCH_FUNCS")); err == nil && v > 0 {
		n = v
	}
	var buf bytesBuffer
	if err := irgen.WriteFuncs(&buf, n); err != nil {
		b.Fatal(err)
	}
	ctx := all.NewContext()
	pats := transforms.CanonicalizationPatterns(ctx)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m, err := ir.ParseSource(ctx, "bench", buf.b, ir.ParseOptions{})
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		passes.ApplyPatternsGreedily(ctx, m, pats, passes.DefaultGreedyConfig())
		transforms.CSE(m)
	}
}

type bytesBuffer struct{ b []byte }

func (w *bytesBuffer) Write(p []byte) (int, error) { w.b = append(w.b, p...); return len(p), nil }

func BenchmarkCSE(b *testing.B) {
	var buf bytesBuffer
	if err := irgen.WriteFuncs(&buf, 2000); err != nil {
		b.Fatal(err)
	}
	ctx := all.NewContext()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m, err := ir.ParseSource(ctx, "bench", buf.b, ir.ParseOptions{})
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		transforms.CSE(m)
	}
}

// TestBigFileProfile runs -canonicalize -cse on $ASC_BIG_MLIR (for profiling).
func TestBigFileProfile(t *testing.T) {
	path := os.Getenv("ASC_BIG_MLIR")
	if path == "" {
		t.Skip("ASC_BIG_MLIR not set")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := all.NewContext()
	m, err := ir.ParseSource(ctx, path, src, ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	passes.ApplyPatternsGreedily(ctx, m, transforms.CanonicalizationPatterns(ctx), passes.DefaultGreedyConfig())
	mid := time.Now()
	transforms.CSE(m)
	t.Logf("canonicalize %v, cse %v", mid.Sub(start), time.Since(mid))
}
