package ir

import "sync/atomic"

// MaxAliasExpansion bounds the attributes and types alias uses stand for, beyond four per
// input byte (the bytecode reader bounds its references to shared entries by it too). Each alias use is the whole value it names: a chain of aliases that pair
// the one before (`!t1 = tuple<!t0, !t0>`, ...) names 2^40 nodes in a few hundred bytes,
// which every walk over the IR (printing, symbol uses, bytecode) would then visit.
const MaxAliasExpansion = 1 << 24

// aliasExpansion is shared by a parse and its region workers: the size of each alias
// (attributes "#name", types "!name") and what the uses so far stood for.
type aliasExpansion struct {
	sizes  map[string]int64
	depths map[string]int
	used   atomic.Int64
	limit  int64
}

// useAlias accounts for a use of the alias key at the current token.
func (p *OpParser) useAlias(key string) error {
	// The alias stands for its whole value where it is used: that nests as deep as the
	// value did (the token itself entered one level already).
	if d := p.depth - 1 + p.expand.depths[key]; d > MaxNesting {
		return p.Errorf("nesting deeper than %d levels", MaxNesting)
	} else if d > p.peak {
		p.peak = d
	}
	n := p.expand.sizes[key]
	p.nodes = SatAdd(p.nodes, n)
	if p.inAliasDef {
		// Only uses in the IR count: a definition is walked only where it is used,
		// and a chain of aliases each naming the one before stays linear there.
		return nil
	}
	if p.expand.used.Add(n) > p.expand.limit {
		return p.Errorf("alias '%s' makes the input stand for more than %d attributes and types", key, p.expand.limit)
	}
	return nil
}

// SatAdd adds expansion sizes (of aliases, of bytecode entries), which double per level of
// a hostile chain: they saturate at 2^62 rather than wrap.
func SatAdd(a, b int64) int64 {
	if b > 1<<62-a {
		return 1 << 62
	}
	return a + b
}

// aliasDefStart starts counting the nodes of an alias definition; the returned function
// records its size under key and adds it to the enclosing count.
func (p *OpParser) aliasDefStart(key string) func() {
	outer, outerPeak, base := p.nodes, p.peak, p.depth
	p.nodes, p.peak = 0, base
	p.inAliasDef = true
	return func() {
		size := SatAdd(p.nodes, 1)
		p.expand.sizes[key] = size
		p.expand.depths[key] = p.peak - base
		p.nodes = SatAdd(outer, size)
		p.peak = max(outerPeak, p.peak)
		p.inAliasDef = false
	}
}
