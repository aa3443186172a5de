package ir

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestDomTreeNumbering: on random control-flow graphs large enough to be numbered, the
// interval test answers every block pair as the walk up the idom chain does, unreachable
// blocks included.
func TestDomTreeNumbering(t *testing.T) {
	ctx := NewContext()
	ctx.AllowUnregistered = true
	numbered := 0
	for seed := range uint64(60) {
		r := rand.New(rand.NewPCG(seed, 1))
		n := treeNumberingMin + 1 + r.IntN(40)
		var b strings.Builder
		b.WriteString("\"foo.r\"() ({\n")
		for i := range n {
			if i > 0 {
				fmt.Fprintf(&b, "^bb%d:\n", i)
			}
			var succ []string
			for range r.IntN(3) + 1 - r.IntN(2) {
				succ = append(succ, fmt.Sprintf("^bb%d", 1+r.IntN(n-1)))
			}
			if len(succ) == 0 {
				b.WriteString("  \"foo.t\"() : () -> ()\n")
				continue
			}
			fmt.Fprintf(&b, "  \"foo.t\"()[%s] : () -> ()\n", strings.Join(succ, ", "))
		}
		b.WriteString("}) : () -> ()\n")
		mod, err := ParseSource(ctx, "cfg.mlir", []byte(b.String()), ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		reg := mod.Region(0).Front().First().Region(0)
		d := computeDom(reg)
		if (d.in != nil) != (len(d.rpo) > treeNumberingMin) {
			t.Fatalf("seed %d: %d reachable blocks, numbered %v", seed, len(d.rpo), d.in != nil)
		}
		if d.in != nil {
			numbered++
		}
		walk := &domInfo{num: d.num, rpo: d.rpo, idom: d.idom}
		// The verifier's form builds the tree on the first question needing it.
		lazy := reachableBlocks(reg)
		for _, x := range reg.Blocks() {
			for _, y := range reg.Blocks() {
				if got, want := lazy.blockDominates(x, y), d.blockDominates(x, y); got != want {
					t.Fatalf("seed %d: dominates(^bb%d, ^bb%d) = %v built lazily, %v built at once\n%s",
						seed, blockIndex(reg, x), blockIndex(reg, y), got, want, b.String())
				}
				if got, want := d.blockDominates(x, y), walk.blockDominates(x, y); got != want {
					t.Fatalf("seed %d: dominates(^bb%d, ^bb%d) = %v by numbering, %v by walking\n%s",
						seed, blockIndex(reg, x), blockIndex(reg, y), got, want, b.String())
				}
			}
		}
	}
	if numbered < 20 {
		t.Errorf("only %d of 60 graphs were large enough to be numbered", numbered)
	}
}

func blockIndex(r *Region, b *Block) int {
	for i, x := range r.Blocks() {
		if x == b {
			return i
		}
	}
	return -1
}
