package mlirdiff

import (
	"fmt"
	"strings"
)

// rcParams are the function's arguments; every program has the same signature and
// returns an i32, an index and an f32 (so what computes them stays live).
const rcParams = "%a: index, %b: index, %c: i1, %x: i32, %y: f32, %m0: memref<?xf32>, %m1: memref<4x8xf32>, " +
	"%m2: memref<?x?xi32>, %m3: memref<8x?xf32, strided<[?, 1], offset: ?>>, %m4: memref<16xi32>"

var rcResults = []string{"i32", "index", "f32"}

// rcProgram returns program k of the set for seed: module-level globals and one function
// with a structured body (scf) or a control flow graph (cf, whose blocks may hold scf).
func rcProgram(seed uint64, k int) []byte {
	g := newRCGen(seed, k)
	g.defArgs()
	var body []string
	if g.chance(0.55) {
		g.stmts("  ", 2, 7)
		g.ret("  ")
		body = g.lines
	} else {
		body = g.cfg()
	}
	var b strings.Builder
	b.WriteString(rcDecls)
	for _, gl := range g.globals {
		b.WriteString(gl.decl + "\n")
	}
	fmt.Fprintf(&b, "func.func @p%d(%s) -> (%s) {\n", k, rcParams, strings.Join(rcResults, ", "))
	for _, l := range body {
		b.WriteString(l + "\n")
	}
	b.WriteString("}\n")
	return []byte(b.String())
}

func (g *rcGen) defArgs() {
	for _, a := range [][2]string{{"%a", "index"}, {"%b", "index"}, {"%c", "i1"}, {"%x", "i32"}, {"%y", "f32"}} {
		g.def(a[0], a[1])
	}
	for _, a := range rcMemArgs {
		m := a.mem
		g.defMem(a.name, &m)
	}
}

func (g *rcGen) ret(ind string) {
	vs := make([]string, len(rcResults))
	for i, t := range rcResults {
		vs[i] = g.pick(ind, t)
	}
	g.yield(ind, "return", vs, rcResults)
}

// rcBlock is a block of a generated CFG: its argument types, its lines (without the
// label) and its successors.
type rcBlock struct {
	args   []string
	dup    bool // meant to repeat the block before it
	lines  []string
	succs  []int
	anchor bool
}

// cfg writes a function body of several blocks joined by cf.br, cf.cond_br and
// cf.switch with block arguments: forwarding blocks, blocks no branch reaches, identical
// blocks (for block merging), both successors the same, constant conditions and loops.
// A loop always runs through an anchor block holding a store, so no cycle is made only
// of blocks that forward (mlir-opt 19 does not finish on those).
func (g *rcGen) cfg() []string {
	nb := 2 + g.intn(6)
	blocks := make([]*rcBlock, nb)
	for i := range blocks {
		blocks[i] = &rcBlock{anchor: i > 0 && g.chance(0.35)}
		if i > 1 && !blocks[i].anchor && g.chance(0.25) {
			blocks[i].dup = true
			blocks[i].args = blocks[i-1].args
		} else if i > 0 {
			for j := g.intn(3); j > 0; j-- {
				blocks[i].args = append(blocks[i].args, rcScalars[g.intn(4)])
			}
		}
	}
	// The entry block's values dominate every block; others see only their own.
	entry := len(g.vals)
	entryPure := 0
	for b := 0; b < nb; b++ {
		blk := blocks[b]
		if blk.dup && g.canCopy(blocks, b-1, b) {
			g.copyBlock(blocks, b-1, b)
			continue
		}
		g.vals, g.pure = g.vals[:entry], g.pure[:entryPure]
		g.prefix = "%v"
		if b > 0 {
			g.prefix = fmt.Sprintf("%%bk%d_", b)
			for i, t := range blk.args {
				g.def(fmt.Sprintf("%sa%d", g.prefix, i), t)
			}
		}
		g.lines = nil
		if blk.anchor {
			g.emit("  ", "memref.store %s, %%m0[%s] : memref<?xf32>", g.pick("  ", "f32"), g.index("  "))
		}
		if !(b > 0 && g.chance(0.2)) { // else a forwarding block
			g.stmts("  ", 0, 3)
		}
		g.terminator(blocks, b)
		blk.lines = g.lines
		if b == 0 {
			entry, entryPure = len(g.vals), len(g.pure)
		}
	}
	var out []string
	for b, blk := range blocks {
		if b > 0 {
			var as []string
			for i, t := range blk.args {
				as = append(as, fmt.Sprintf("%%bk%d_a%d: %s", b, i, t))
			}
			if len(as) > 0 {
				out = append(out, fmt.Sprintf("^bb%d(%s):", b, strings.Join(as, ", ")))
			} else {
				out = append(out, fmt.Sprintf("^bb%d:", b))
			}
		}
		out = append(out, blk.lines...)
	}
	return out
}

// target picks a successor of block b: a later block, or an anchor at or before it.
func (g *rcGen) target(blocks []*rcBlock, b int) int {
	var back []int
	for i := 1; i <= b; i++ {
		if blocks[i].anchor {
			back = append(back, i)
		}
	}
	if len(back) > 0 && (b == len(blocks)-1 || g.chance(0.25)) {
		return back[g.intn(len(back))]
	}
	if b == len(blocks)-1 {
		return -1
	}
	return b + 1 + g.intn(len(blocks)-1-b)
}

// dest writes a successor with its operands. plain: no "%v#1" operands, which the
// cf.switch parser of LLVM 19 does not accept in a case's operand list.
func (g *rcGen) dest(blocks []*rcBlock, t int, plain bool) string {
	if len(blocks[t].args) == 0 {
		return fmt.Sprintf("^bb%d", t)
	}
	ops := make([]string, len(blocks[t].args))
	for i, ty := range blocks[t].args {
		ops[i] = g.pick("  ", ty)
		for plain && strings.Contains(ops[i], "#") {
			ops[i] = g.pick("  ", ty)
		}
	}
	return fmt.Sprintf("^bb%d(%s : %s)", t, strings.Join(ops, ", "), strings.Join(blocks[t].args, ", "))
}

// terminator ends block b with a return, cf.br, cf.cond_br or cf.switch.
func (g *rcGen) terminator(blocks []*rcBlock, b int) {
	blk := blocks[b]
	k := g.intn(10)
	t1 := g.target(blocks, b)
	if t1 < 0 || k < 1 {
		g.ret("  ")
		return
	}
	switch {
	case k < 4:
		blk.succs = []int{t1}
		g.emit("  ", "cf.br %s", g.dest(blocks, t1, false))
	case k < 8:
		t2 := g.target(blocks, b)
		if t2 < 0 || g.chance(0.2) {
			t2 = t1
		}
		blk.succs = []int{t1, t2}
		c := g.cond("  ")
		d1 := g.dest(blocks, t1, false)
		d2 := d1
		if t2 != t1 || g.chance(0.5) {
			d2 = g.dest(blocks, t2, false)
		}
		g.emit("  ", "cf.cond_br %s, %s, %s", c, d1, d2)
	default:
		flag := g.pick("  ", "i32")
		if g.chance(0.3) {
			flag = g.constOf("  ", "i32", fmt.Sprint(g.intn(3)))
		}
		blk.succs = []int{t1}
		cases := []string{"default: " + g.dest(blocks, t1, true)}
		for i, v := 0, -1; i < 1+g.intn(3); i++ {
			v += 1 + g.intn(2)
			t := g.target(blocks, b)
			if t < 0 || g.chance(0.25) {
				t = t1
			}
			blk.succs = append(blk.succs, t)
			cases = append(cases, fmt.Sprintf("%d: %s", v, g.dest(blocks, t, true)))
		}
		g.emit("  ", "cf.switch %s : i32, [\n    %s\n  ]", flag, strings.Join(cases, ",\n    "))
	}
}

// canCopy: block to can repeat block from (same arguments, same successors) without
// branching to itself unless it is an anchor (its copy is not).
func (g *rcGen) canCopy(blocks []*rcBlock, from, to int) bool {
	if len(blocks[from].lines) == 0 {
		return false
	}
	for _, s := range blocks[from].succs {
		if s <= to && !blocks[s].anchor {
			return false
		}
	}
	return true
}

// copyBlock makes block to a copy of block from, its own values renamed.
func (g *rcGen) copyBlock(blocks []*rcBlock, from, to int) {
	old, nu := fmt.Sprintf("%%bk%d_", from), fmt.Sprintf("%%bk%d_", to)
	blocks[to].succs = blocks[from].succs
	blocks[to].lines = nil
	for _, l := range blocks[from].lines {
		blocks[to].lines = append(blocks[to].lines, strings.ReplaceAll(l, old, nu))
	}
}
