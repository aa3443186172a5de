// Command genmodule writes a large, deterministic func/arith/scf module for parser and pass
// benchmarks: `go run ./bench/genmodule -mb 50 > big.mlir`.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/ascend-toolchain/asc/internal/irgen"
)

func main() {
	mb := flag.Int("mb", 50, "approximate size in MB of the generic form")
	flag.Parse()
	if err := irgen.Write(os.Stdout, *mb); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
