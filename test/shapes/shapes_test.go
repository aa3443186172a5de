package shapes

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
	passall "github.com/ascend-toolchain/asc/passes/all"
)

// TestEveryOpEveryShape runs each shape of every registered op through parse, verify,
// print and, when it verifies, canonicalize: each may refuse it, none may crash.
func TestEveryOpEveryShape(t *testing.T) {
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	pm, err := passall.Registry().ParsePipeline("builtin.module(canonicalize)")
	if err != nil {
		t.Fatal(err)
	}
	failures := 0
	for _, name := range ctx.RegisteredOps() {
		for _, src := range Texts(name) {
			if msg := runShape(ctx, pm, src); msg != "" {
				failures++
				if failures <= 20 {
					t.Errorf("%s crashed: %s\n%s", name, msg, src)
				}
			}
		}
	}
	if failures > 20 {
		t.Errorf("%d crashing shapes in all", failures)
	}
}

func runShape(ctx *ir.Context, pm *passes.Manager, src string) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			stack := string(debug.Stack())
			if i := strings.Index(stack, "panic("); i >= 0 {
				stack = stack[i:]
			}
			msg = fmt.Sprintf("%v\n%.1500s", r, stack)
		}
	}()
	mod, err := ir.ParseSource(ctx, "shape.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		return ""
	}
	if err := ir.VerifySequential(mod); err != nil {
		ir.AttachOpNotes(err, false)
		_ = err.Error()
		return ""
	}
	_ = ir.NewPrinter(nil, ir.PrintOptions{}).PrintOp(mod)
	_ = ir.NewPrinter(nil, ir.PrintOptions{Generic: true}).PrintOp(mod)
	_ = pm.Run(mod, ctx, nil)
	return ""
}
