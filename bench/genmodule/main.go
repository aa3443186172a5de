// Command genmodule writes a large, deterministic func/arith/scf module for parser and pass
// benchmarks: `go run ./bench/genmodule -mb 50 > big.mlir`, or one of irgen's shapes sized
// in one dimension: `go run ./bench/genmodule -shape br-chain -n 50000`.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/ascend-toolchain/asc/internal/irgen"
)

func main() {
	mb := flag.Int("mb", 50, "approximate size in MB of the generic form")
	shape := flag.String("shape", "", fmt.Sprintf("write this shape instead, one of %v", irgen.ShapeNames()))
	n := flag.Int("n", 10000, "size of the shape (blocks, cases, levels, functions or ops)")
	flag.Parse()
	var err error
	if *shape != "" {
		err = irgen.WriteShape(os.Stdout, *shape, *n)
	} else {
		err = irgen.Write(os.Stdout, *mb)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
