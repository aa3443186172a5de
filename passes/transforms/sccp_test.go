package transforms

import (
	"bytes"
	"strings"
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/irgen"
	"github.com/ascend-toolchain/asc/ir"
)

func TestSCCPFoldsTakenBranch(t *testing.T) {
	src := `func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %s = arith.subi %c5, %c5 : i32
  %cond = arith.cmpi eq, %s, %c0 : i32
  %r = scf.if %cond -> (i32) {
    scf.yield %c5 : i32
  } else {
    scf.yield %x : i32
  }
  %y = arith.addi %r, %r : i32
  return %y : i32
}`
	ctx := dialects.NewContext()
	mod, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := SCCP(mod, ctx); err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(mod); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := ir.NewPrinter(&buf, ir.PrintOptions{}).PrintOp(mod); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if !strings.Contains(out, "%c10_i32 = arith.constant 10 : i32") || !strings.Contains(out, "return %c10_i32") ||
		strings.Contains(out, "scf.if") || strings.Contains(out, "arith.addi") {
		t.Errorf("unexpected result:\n%s", out)
	}
}

// TestSweepMatchesRounds solves the constant and range analyses by sweep and by plain
// rounds on generated inputs where information flows against program order (calls into
// functions defined before the caller, loops, diamonds, switches): the states must be the
// same and the plain round ending the sweep must find nothing to change.
func TestSweepMatchesRounds(t *testing.T) {
	ctx := dialects.NewContext()
	for _, shape := range append(irgen.ShapeNames(), "funcs") {
		mod := sweepInput(t, ctx, shape)
		swept, err := solveSCCP(mod, ctx, true)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := solveSCCP(mod, ctx, false)
		if err != nil {
			t.Fatal(err)
		}
		if swept.sweepMissed {
			t.Errorf("%s: the sweep missed a change", shape)
		}
		if len(swept.vals) != len(plain.vals) || len(swept.live) != len(plain.live) {
			t.Errorf("%s: %d states, %d live blocks by sweep; %d, %d by rounds", shape,
				len(swept.vals), len(swept.live), len(plain.vals), len(plain.live))
		}
		for v, l := range plain.vals {
			if s := swept.vals[v]; s.kind != l.kind || !ir.AttrEqual(s.attr, l.attr) || s.dialect != l.dialect {
				t.Errorf("%s: a value's state differs between sweep and rounds", shape)
				break
			}
		}
		rs, err := solveRangesBy(mod, true)
		if err != nil {
			t.Fatal(err)
		}
		rp, err := solveRangesBy(mod, false)
		if err != nil {
			t.Fatal(err)
		}
		if rs.sweepMissed {
			t.Errorf("%s: the range sweep missed a change", shape)
		}
		if len(rs.vals) != len(rp.vals) || len(rs.live) != len(rp.live) {
			t.Errorf("%s: %d ranges by sweep, %d by rounds", shape, len(rs.vals), len(rp.vals))
		}
		for v, r := range rp.vals {
			if x := rs.vals[v]; x == nil || !x.equal(r) {
				t.Errorf("%s: a value's range differs between sweep and rounds", shape)
				break
			}
		}
	}
}

// sweepInput parses a generated input of the named shape at size 60, or "funcs": small
// functions with scf.for iter_args and scf.if.
func sweepInput(t *testing.T, ctx *ir.Context, shape string) *ir.Operation {
	t.Helper()
	var src strings.Builder
	var err error
	if shape == "funcs" {
		err = irgen.WriteFuncs(&src, 4)
	} else {
		err = irgen.WriteShape(&src, shape, 60)
	}
	if err != nil {
		t.Fatal(err)
	}
	mod, err := ir.ParseSource(ctx, shape, []byte(src.String()), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return mod
}

// TestExecSweepMatchesRounds does for remove-dead-values' executable-code analysis what
// TestSweepMatchesRounds does for the dead-code analysis.
func TestExecSweepMatchesRounds(t *testing.T) {
	ctx := dialects.NewContext()
	for _, shape := range append(irgen.ShapeNames(), "funcs") {
		mod := sweepInput(t, ctx, shape)
		a := &rdvLiveness{callers: map[*ir.Operation][]*ir.Operation{}, callee: map[*ir.Operation]*ir.Operation{}}
		mod.Walk(func(op *ir.Operation) bool {
			if ref := calleeRef(op); isCallOp(op) && ref != nil {
				if f := lookupSymbolFrom(op, ref); shrinkable(f) {
					a.callee[op] = f
					a.callers[f] = append(a.callers[f], op)
				}
			}
			return true
		})
		swept := computeExecBy(mod, ctx, a.callee, a.callers, true)
		plain := computeExecBy(mod, ctx, a.callee, a.callers, false)
		if swept.sweepMissed {
			t.Errorf("%s: the sweep missed a change", shape)
		}
		if len(swept.blocks) != len(plain.blocks) || len(swept.funcs) != len(plain.funcs) || len(swept.vals) != len(plain.vals) {
			t.Errorf("%s: %d/%d/%d blocks/funcs/values by sweep, %d/%d/%d by rounds", shape, len(swept.blocks),
				len(swept.funcs), len(swept.vals), len(plain.blocks), len(plain.funcs), len(plain.vals))
		}
		for v, s := range plain.vals {
			if x, ok := swept.vals[v]; !ok || x.over != s.over || !ir.AttrEqual(x.attr, s.attr) {
				t.Errorf("%s: a value's state differs between sweep and rounds", shape)
				break
			}
		}
	}
}
