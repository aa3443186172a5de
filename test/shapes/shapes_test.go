package shapes

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/par"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
	passall "github.com/ascend-toolchain/asc/passes/all"
	"github.com/ascend-toolchain/asc/target/ascendc"
)

// TestEveryOpEveryShape runs each shape of every registered op through parse, verify and
// print and, when it verifies, through every registered pass (default options, each on a
// fresh parse) and the Ascend C translator: each may refuse it, none may crash.
func TestEveryOpEveryShape(t *testing.T) {
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	reg := passall.Registry()
	var pms []*passes.Manager
	for _, name := range reg.Names() {
		pm := passes.NewManager("builtin.module")
		if err := reg.AddPassByName(pm, name, ""); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		pms = append(pms, pm)
	}
	// Ops are spread over the cores; each result lands in its op's slot.
	names := ctx.RegisteredOps()
	msgs := make([][]string, len(names))
	counts := make([]int, len(names))
	par.Each(len(names), func(i int) {
		for _, src := range Texts(names[i]) {
			msg, ok := runShape(ctx, pms, src)
			if ok {
				counts[i]++
			}
			if msg != "" {
				msgs[i] = append(msgs[i], msg+"\n"+src)
			}
		}
	})
	failures, verified := 0, 0
	for i, name := range names {
		verified += counts[i]
		for _, m := range msgs[i] {
			failures++
			if failures <= 20 {
				t.Errorf("%s crashed: %s", name, m)
			}
		}
	}
	if failures > 20 {
		t.Errorf("%d crashing shapes in all", failures)
	}
	t.Logf("%d shapes verified and went through %d passes and the translator", verified, len(pms))
}

func runShape(ctx *ir.Context, pms []*passes.Manager, src string) (msg string, verified bool) {
	defer func() {
		if r := recover(); r != nil {
			stack := string(debug.Stack())
			if i := strings.Index(stack, "panic("); i >= 0 {
				stack = stack[i:]
			}
			msg = fmt.Sprintf("%v\n%.1500s", r, stack)
		}
	}()
	parse := func() *ir.Operation {
		mod, err := ir.ParseSource(ctx, "shape.mlir", []byte(src), ir.ParseOptions{})
		if err != nil {
			return nil
		}
		if err := ir.VerifySequential(mod); err != nil {
			ir.AttachOpNotes(err, false)
			_ = err.Error()
			return nil
		}
		return mod
	}
	mod := parse()
	if mod == nil {
		return "", false
	}
	_ = ir.NewPrinter(nil, ir.PrintOptions{}).PrintOp(mod)
	_ = ir.NewPrinter(nil, ir.PrintOptions{Generic: true}).PrintOp(mod)
	_ = ascendc.Translate(io.Discard, mod, ascendc.Options{})
	for _, pm := range pms {
		if mod := parse(); mod != nil {
			if err := pm.Run(mod, ctx, nil); err == nil {
				_ = ir.VerifySequential(mod)
			}
		}
	}
	return "", true
}
