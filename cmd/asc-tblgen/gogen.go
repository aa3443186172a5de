package main

import (
	"github.com/spf13/pflag"

	"github.com/ascend-toolchain/asc/tablegen"
	"github.com/ascend-toolchain/asc/tablegen/gogen"
)

// The Go generators (--gen-go-ops, --gen-go-types, --gen-go-attrs, --gen-go-enums,
// --gen-op-doc) live in package tablegen/gogen, which imports tablegen, so the command's
// backend table joins the two here rather than in tablegen itself.
var goOpts gogen.Options

// backends are the command's generators: tablegen's own, then the Go ones.
var backends = func() []tablegen.Backend {
	out := append([]tablegen.Backend(nil), tablegen.Backends...)
	for _, b := range gogen.Backends(&goOpts) {
		out = append(out, tablegen.Backend{Name: b.Name, Help: b.Help, Run: b.Run})
	}
	return out
}()

// isBackend reports whether name is one of the command's generators.
func isBackend(name string) bool {
	for _, b := range backends {
		if b.Name == name {
			return true
		}
	}
	return false
}

func addGoFlags(fl *pflag.FlagSet) {
	fl.StringVar(&goOpts.Dialect, "dialect", "", "generate the records of the dialect with this name")
	fl.StringVar(&goOpts.Package, "package", "", "Go package name of generated code (default: from goPackage)")
}
