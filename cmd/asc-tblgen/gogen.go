package main

import (
	"github.com/spf13/pflag"

	"github.com/ascend-toolchain/asc/tablegen"
	"github.com/ascend-toolchain/asc/tablegen/gogen"
)

// The Go generators (--gen-go-ops, --gen-go-types, --gen-go-attrs, --gen-go-enums,
// --gen-op-doc) live in package tablegen/gogen, which imports tablegen, so they join the
// backend table here rather than in tablegen itself.
var goOpts gogen.Options

func init() {
	for _, b := range gogen.Backends(&goOpts) {
		tablegen.Backends = append(tablegen.Backends, tablegen.Backend{Name: b.Name, Help: b.Help, Run: b.Run})
	}
}

func addGoFlags(fl *pflag.FlagSet) {
	fl.StringVar(&goOpts.Dialect, "dialect", "", "generate the records of the dialect with this name")
	fl.StringVar(&goOpts.Package, "package", "", "Go package name of generated code (default: from goPackage)")
}
