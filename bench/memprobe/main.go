// Command memprobe reports the live Go heap after each phase of ascopt's main job (read,
// parse, verify, print) on one file: the numbers to look at when peak memory grows.
//
//	go run ./bench/memprobe [-generic] [-heapprofile FILE] FILE.mlir
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

func phase(tag string) {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	fmt.Printf("%-9s live %7.1f MB  allocated so far %7.1f MB  objects %d\n",
		tag, float64(m.HeapAlloc)/1e6, float64(m.TotalAlloc)/1e6, m.HeapObjects)
}

func main() {
	generic := flag.Bool("generic", false, "print in generic form")
	heapProfile := flag.String("heapprofile", "", "write the live heap after verification here")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: memprobe [-generic] [-heapprofile FILE] FILE.mlir")
		os.Exit(2)
	}
	src, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	phase("read")
	mod, err := ir.ParseSource(all.NewContext(), flag.Arg(0), src, ir.ParseOptions{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	phase("parsed")
	if err := ir.Verify(mod); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	phase("verified")
	if *heapProfile != "" {
		f, err := os.Create(*heapProfile)
		if err == nil {
			err = pprof.WriteHeapProfile(f)
			f.Close()
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
	}
	if err := ir.NewPrinter(io.Discard, ir.PrintOptions{Generic: *generic}).PrintOp(mod); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	phase("printed")
	runtime.KeepAlive(mod)
}
