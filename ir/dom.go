package ir

// domInfo is the dominator tree of a region's reachable blocks. Blocks are looked up once
// in num, and everything else is a slice indexed by reverse post-order position: the maps
// per block this used to keep (idom, order, reachable, numbering) made map lookups most of
// the time spent verifying and analysing 20,000-block chains.
type domInfo struct {
	num     map[*Block]int32 // reverse post-order position of each reachable block
	rpo     []*Block         // the reachable blocks in reverse post-order
	posOf   []int32          // position by block index, until the tree is built
	idom    []int32          // position of each position's immediate dominator (entry: itself)
	in, out []int32          // the tree's DFS numbering, for regions over treeNumberingMin blocks
}

// computeDom computes the dominator tree of r.
func computeDom(r *Region) *domInfo {
	d := reachableBlocks(r)
	d.buildTree()
	return d
}

// reachableBlocks finds the blocks r's entry reaches; the tree is built on the first
// question that needs it (buildTree), as long as r is not changed meanwhile: the
// verifier needs reachability of every region but the tree only of those with values
// used across blocks.
func reachableBlocks(r *Region) *domInfo {
	d := &domInfo{}
	if r.n == 0 {
		d.num = map[*Block]int32{}
		return d
	}
	// While building, blocks are found by their index in the region (numbered here if a
	// change made the numbering stale) rather than through a map.
	r.BlockIndex(r.first)
	post := regionPostOrder(r)
	n := len(post)
	d.rpo = make([]*Block, n)
	d.num = make(map[*Block]int32, n)
	d.posOf = make([]int32, r.n) // -1 for blocks the entry does not reach
	for i := range d.posOf {
		d.posOf[i] = -1
	}
	for i, b := range post {
		d.rpo[n-1-i] = b
		d.num[b] = int32(n - 1 - i)
		d.posOf[b.idx] = int32(n - 1 - i)
	}
	return d
}

// buildTree computes the immediate dominators (and the tree's numbering) of the
// reachable blocks, found by reachableBlocks on the region as it still is.
func (d *domInfo) buildTree() {
	n := len(d.rpo)
	if d.idom != nil || n == 0 {
		return
	}
	r, posOf := d.rpo[0].parent, d.posOf
	// Predecessor positions, as one flat slice cut per block.
	start := make([]int32, n+1)
	for _, b := range d.rpo {
		for _, s := range b.last.succsOrNil() {
			if s.parent == r && posOf[s.idx] >= 0 {
				start[posOf[s.idx]+1]++
			}
		}
	}
	for i := 1; i <= n; i++ {
		start[i] += start[i-1]
	}
	preds := make([]int32, start[n])
	fill := append([]int32(nil), start[:n]...)
	for i, b := range d.rpo {
		for _, s := range b.last.succsOrNil() {
			if s.parent == r && posOf[s.idx] >= 0 {
				j := posOf[s.idx]
				preds[fill[j]] = int32(i)
				fill[j]++
			}
		}
	}
	d.idom = make([]int32, n)
	for i := range d.idom {
		d.idom[i] = -1
	}
	d.idom[0] = 0
	for changed := true; changed; {
		changed = false
		for b := 1; b < n; b++ {
			nd := int32(-1)
			for _, p := range preds[start[b]:start[b+1]] {
				if d.idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = d.intersect(p, nd)
				}
			}
			if nd >= 0 && d.idom[b] != nd {
				d.idom[b] = nd
				changed = true
			}
		}
	}
	if n > treeNumberingMin {
		d.numberTree()
	}
	d.posOf = nil
}

// succsOrNil returns the successors of t, nil for a block without terminator (t nil).
func (t *Operation) succsOrNil() []*Block {
	if t == nil {
		return nil
	}
	return t.succs()
}

// regionPostOrder lists the blocks reachable from r's entry in post-order, successors
// visited in order; the blocks' indices must be valid. It keeps its own stack: a chain of
// blocks recursed as deep as it is long.
func regionPostOrder(r *Region) []*Block {
	type frame struct {
		b    *Block
		next int
	}
	var post []*Block
	visited := make([]bool, r.n)
	visited[r.first.idx] = true
	stack := []frame{{b: r.first}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		succs := top.b.last.succsOrNil()
		if top.next < len(succs) {
			s := succs[top.next]
			top.next++
			if s.parent == r && !visited[s.idx] {
				visited[s.idx] = true
				stack = append(stack, frame{b: s})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	return post
}

// treeNumberingMin is the block count above which dominance is answered from the tree's
// DFS numbering instead of a walk up the idom chain, which is as long as the tree is deep:
// a use in each of 20,000 chained blocks of a value from the entry took seconds to verify.
const treeNumberingMin = 16

// numberTree gives each reachable block the interval [in, out] of its subtree in a
// depth-first walk of the dominator tree, so that a dominates b iff b's interval lies in
// a's. The walk keeps its own stack: the tree can be as deep as the region is long.
func (d *domInfo) numberTree() {
	n := len(d.rpo)
	// Children of each position, as one flat slice cut per position, in position order.
	start := make([]int32, n+1)
	for b := 1; b < n; b++ {
		start[d.idom[b]+1]++
	}
	for i := 1; i <= n; i++ {
		start[i] += start[i-1]
	}
	kids := make([]int32, start[n])
	fill := append([]int32(nil), start[:n]...)
	for b := 1; b < n; b++ {
		p := d.idom[b]
		kids[fill[p]] = int32(b)
		fill[p]++
	}
	d.in = make([]int32, n)
	d.out = make([]int32, n)
	type frame struct {
		b, next int32
	}
	c := int32(0)
	stack := []frame{{b: 0, next: start[0]}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < start[top.b+1] {
			k := kids[top.next]
			top.next++
			c++
			d.in[k] = c
			stack = append(stack, frame{b: k, next: start[k]})
			continue
		}
		d.out[top.b] = c
		stack = stack[:len(stack)-1]
	}
}

// intersect is the nearest common dominator of positions a and b.
func (d *domInfo) intersect(a, b int32) int32 {
	for a != b {
		for a > b {
			a = d.idom[a]
		}
		for b > a {
			b = d.idom[b]
		}
	}
	return a
}

// isReachable reports whether the entry reaches b.
func (d *domInfo) isReachable(b *Block) bool {
	_, ok := d.num[b]
	return ok
}

// idomOf returns b's immediate dominator: b itself for the entry, nil for a block the
// entry does not reach.
func (d *domInfo) idomOf(b *Block) *Block {
	i, ok := d.num[b]
	if !ok {
		return nil
	}
	return d.rpo[d.idom[i]]
}

// blockDominates reports whether a dominates b (unreachable b is dominated by everything).
func (d *domInfo) blockDominates(a, b *Block) bool {
	nb, ok := d.num[b]
	if !ok {
		return true
	}
	na, ok := d.num[a]
	if !ok {
		return false
	}
	if na == 0 {
		return true // the entry dominates every block it reaches
	}
	d.buildTree()
	if d.in != nil {
		return d.in[na] <= d.in[nb] && d.out[nb] <= d.out[na]
	}
	for {
		if na == nb {
			return true
		}
		p := d.idom[nb]
		if p == nb || p < 0 {
			return false
		}
		nb = p
	}
}
