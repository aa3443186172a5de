// Command ascopt is the mlir-opt of the Ascend toolchain: parse, verify, transform, print.
package main

import (
	"os"

	"github.com/ascend-toolchain/asc/internal/optdriver"
	"github.com/ascend-toolchain/asc/internal/profile"
)

func main() {
	stop := profile.FromEnv("ASCOPT")
	code := optdriver.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
