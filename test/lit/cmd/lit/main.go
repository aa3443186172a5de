// Command lit runs lit-style test suites with this project's tools and our
// FileCheck, printing each failure and a closing summary line.
//
// Usage:
//
//	go run ./test/lit/cmd/lit [flags] DIR...
//
// It builds ./cmd/... and FileCheck (unless --tools names a directory of
// prebuilt tools), finds the *.mlir tests under each DIR (foreign suites such
// as /work/shared/conformance/pyasc too) and runs them in parallel. The exit
// status is 1 when a test failed, 2 when the tests could not be run.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/ascend-toolchain/asc/test/lit"
)

func main() {
	os.Exit(run())
}

func run() int {
	toolMap := flag.String("map", "", "extra tool names to map, as from=to[,from=to] (ascir-opt=ascopt,ascir-translate=asc-translate are always mapped)")
	jobs := flag.Int("j", runtime.GOMAXPROCS(0), "tests to run in parallel")
	verbose := flag.Bool("v", false, "print a status line for every test, not only failures")
	timeout := flag.Duration("timeout", 60*time.Second, "time limit per test")
	toolDir := flag.String("tools", "", "use the prebuilt tools in this directory instead of building")
	features := flag.String("features", "", "extra features for REQUIRES/UNSUPPORTED/XFAIL, comma separated")
	noGuard := flag.Bool("no-guard", false, "do not fail tools whose output echoes the test's RUN/CHECK comments")
	suffixes := flag.String("suffixes", ".mlir", "test file suffixes, comma separated")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: lit [flags] DIR...\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		return 2
	}

	dir := *toolDir
	if dir == "" {
		root, err := lit.FindRepoRoot(".")
		if err != nil {
			fmt.Fprintln(os.Stderr, "lit:", err)
			return 2
		}
		dir, err = os.MkdirTemp("", "asc-lit-tools-")
		if err != nil {
			fmt.Fprintln(os.Stderr, "lit:", err)
			return 2
		}
		defer os.RemoveAll(dir)
		warnings, err := lit.BuildTools(root, dir)
		if err != nil {
			fmt.Fprintln(os.Stderr, "lit:", err)
			return 2
		}
		for _, w := range warnings {
			fmt.Fprintln(os.Stderr, w)
		}
	}
	names := map[string]string{}
	for k, v := range lit.DefaultToolMap {
		names[k] = v
	}
	for k, v := range lit.ParseToolMap(*toolMap) {
		names[k] = v
	}
	cfg := lit.ProjectConfig(dir, names)
	cfg.Workers, cfg.Timeout = *jobs, *timeout
	cfg.Suffixes = strings.Split(*suffixes, ",")
	for _, f := range strings.Split(*features, ",") {
		if f = strings.TrimSpace(f); f != "" {
			cfg.Features[f] = true
		}
	}
	if *noGuard {
		cfg.Guard = nil
	}
	execRoot, err := os.MkdirTemp("", "asc-lit-exec-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "lit:", err)
		return 2
	}
	defer os.RemoveAll(execRoot)
	cfg.ExecRoot = execRoot

	tests, err := lit.Discover(flag.Args(), cfg.Suffixes)
	if err != nil {
		fmt.Fprintln(os.Stderr, "lit:", err)
		return 2
	}
	results := cfg.RunAll(context.Background(), tests)
	for _, r := range results {
		switch {
		case r.Status.Failed():
			fmt.Print(lit.FormatResult(r))
		case *verbose:
			fmt.Printf("%s: %s\n", r.Status, r.Test.Path)
		}
	}
	summary := lit.Summarize(results)
	fmt.Println(summary)
	if summary.Failed > 0 {
		return 1
	}
	return 0
}
