// Package all registers every dialect the toolchain knows into a Context.
package all

import (
	"bytes"
	"strings"
	"sync"

	"github.com/ascend-toolchain/asc/dialect/affine"
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/dialect/cf"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/gpu"
	"github.com/ascend-toolchain/asc/dialect/llvm"
	"github.com/ascend-toolchain/asc/dialect/math"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/dialect/mlirtest"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/dialect/tensor"
	"github.com/ascend-toolchain/asc/dialect/ub"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/bytecode"
)

// Dialects builds fresh instances of every dialect.
func Dialects() []*ir.Dialect {
	return []*ir.Dialect{builtin.Dialect(), fn.Dialect(), arith.Dialect(), scf.Dialect(),
		ascendc.Dialect(), asctile.Dialect(), emitasc.Dialect(), emitc.Dialect(), math.Dialect(), memref.Dialect(), cf.Dialect(), gpu.Dialect(), llvm.Dialect(), tensor.Dialect(), affine.Dialect(), ub.Dialect(), mlirtest.Dialect()}
}

var (
	shared     []*ir.Dialect
	sharedOnce sync.Once
)

// Register adds all dialects to ctx. Dialect values are built once and shared: they are
// immutable after construction, and building them registers op definitions in tables
// that must not be written concurrently, hence the Once (tools and tests make contexts
// from several goroutines).
func Register(ctx *ir.Context) {
	sharedOnce.Do(func() { shared = Dialects() })
	ctx.Register(shared...)
	// Every tool reads MLIR bytecode wherever it reads text.
	ctx.Readers = append(ctx.Readers, ir.SourceReader{Magic: bytecode.Magic, Read: bytecode.Read})
}

// NewContext returns a context with every dialect registered.
func NewContext() *ir.Context {
	ctx := ir.NewContext()
	Register(ctx)
	return ctx
}

// RoundTrip parses src with every dialect registered, verifies it and prints it back in
// the custom or the generic form (trimmed): what a dialect's tests check its ops against.
func RoundTrip(src string, generic bool) (string, error) {
	mod, err := ir.ParseSource(NewContext(), "t.mlir", []byte(src), ir.ParseOptions{})
	if err == nil {
		err = ir.Verify(mod)
	}
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	err = ir.NewPrinter(&b, ir.PrintOptions{Generic: generic}).PrintOp(mod)
	return strings.TrimSpace(b.String()), err
}
