package transforms_test

import (
	"fmt"
	"math/rand"
	"os"
	"testing"
)

// callFunction writes helper k of a call-graph program: random arith/scf code (from the
// canonicalize generator, so some helpers hold an unregistered op and cannot be inlined)
// with calls to helpers, itself and later ones included (recursion and cycles), at the
// top level or inside scf.if and scf.for. About half the helpers are private.
func (g *progGen) callFunction(k, n int) {
	g.vals, g.bools = []string{"%a", "%b"}, []string{"%c", "%t", "%f"}
	g.flts, g.vecs = []string{"%x"}, []string{"%w"}
	vis := ""
	if g.r.Intn(2) == 0 {
		vis = "private "
	}
	g.line("", "func.func %s@h%d(%%a: i32, %%b: i32, %%c: i1, %%n: index) -> i32 {", vis, k)
	g.line("  ", "%%t = arith.constant true\n  %%f = arith.constant false\n  %%c0 = arith.constant 0 : index")
	g.line("  ", "%%c1 = arith.constant 1 : index\n  %%c4 = arith.constant 4 : index")
	g.line("  ", "%%x = arith.constant 1.5 : f32\n  %%w = arith.constant dense<2> : vector<4xi32>")
	g.ops(1, "  ")
	for c := g.r.Intn(3); c > 0; c-- {
		g.call(k, n, "  ")
	}
	g.line("  ", "return %s : i32\n}", g.val())
}

// call emits one call from helper k to a random helper, possibly wrapped in an scf region.
// Most calls go to an earlier helper or k itself; one in eight goes anywhere, which makes
// cycles, but not so many that inlining along them grows the program exponentially (it
// does in mlir-opt as much as here).
func (g *progGen) call(k, n int, ind string) {
	callee := g.r.Intn(k + 1)
	if g.r.Intn(8) == 0 {
		callee = g.r.Intn(n)
	}
	v := g.fresh()
	text := fmt.Sprintf("%s = func.call @h%d(%s, %s, %s, %%n) : (i32, i32, i1, index) -> i32", v, callee, g.val(), g.val(), g.boolean())
	switch g.r.Intn(3) {
	case 0:
		g.line(ind, "%s", text)
		g.vals = append(g.vals, v)
	case 1:
		r := g.fresh()
		g.line(ind, "%s = scf.if %s -> (i32) {", r, g.boolean())
		g.line(ind, "  %s\n%s  scf.yield %s : i32", text, ind, v)
		g.line(ind, "} else {\n%s  scf.yield %s : i32\n%s}", ind, g.val(), ind)
		g.vals = append(g.vals, r)
	default:
		r, it := g.fresh(), g.fresh()
		g.line(ind, "%s = scf.for %%i%d = %%c0 to %%n step %%c1 iter_args(%s = %s) -> (i32) {", r, g.n, it, g.val())
		g.line(ind, "  %s\n%s  scf.yield %s : i32\n%s}", text, ind, v, ind)
		g.vals = append(g.vals, r)
	}
}

// TestRandomCallProgramsAgainstMLIR runs -inline under several option sets on random
// call graphs with ascopt and mlir-opt 19 and compares every surviving function (ours
// read back through mlir-opt) and the set of functions left.
func TestRandomCallProgramsAgainstMLIR(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	seed := int64(1)
	if s := os.Getenv("ASC_RANDOM_SEED"); s != "" {
		fmt.Sscan(s, &seed)
	}
	g := &progGen{r: rand.New(rand.NewSource(seed))}
	const n = 40
	for k := 0; k < n; k++ {
		g.callFunction(k, n)
	}
	src := []byte(g.sb.String())
	if path := os.Getenv("ASC_RANDOM_DUMP"); path != "" {
		_ = os.WriteFile(path, src, 0o644)
	}
	for _, opts := range []string{"", "default-pipeline=", "max-iterations=1", "inlining-threshold=150"} {
		compareWithMLIR(t, src, "-inline="+opts)
	}
}
