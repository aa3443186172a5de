// Command FileCheck is a drop-in for LLVM's FileCheck, implemented by package
// filecheck. It lives under test/lit/cmd rather than cmd/ so that scripts
// which put the project's cmd binaries first in PATH keep LLVM's FileCheck.
//
// Usage:
//
//	FileCheck [flags] CHECKFILE < input
package main

import (
	"os"
	"strings"

	"github.com/ascend-toolchain/asc/test/lit/filecheck"
)

func main() {
	args := os.Args[1:]
	// Like LLVM's tools, take extra options from FILECHECK_OPTS.
	if extra := strings.Fields(os.Getenv("FILECHECK_OPTS")); len(extra) > 0 {
		args = append(args, extra...)
	}
	os.Exit(filecheck.Main(args, os.Stdin, os.Stdout, os.Stderr))
}
