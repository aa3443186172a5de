package filecheck

import (
	"regexp"
	"strings"
)

// compiledRegex finds the leftmost-longest match of an LLVM regex, as the
// POSIX engine behind LLVM's FileCheck does, and reports capture groups.
type compiledRegex struct {
	goRe   *regexp.Regexp // nil when the backtracker is needed
	tree   *rxNode
	groups int
	icase  bool
}

func compileRegex(s string, icase bool) (*compiledRegex, error) {
	tree, groups, err := parseRegex(s)
	if err != nil {
		return nil, err
	}
	cr := &compiledRegex{tree: tree, groups: groups, icase: icase}
	if src, ok := toGo(tree); ok {
		if icase {
			src = "(?i)" + src
		}
		if re, err := regexp.Compile(src); err == nil {
			re.Longest()
			cr.goRe = re
		}
	}
	return cr, nil
}

// find returns the byte offsets of the match and its groups (2*(groups+1)
// entries, -1 for groups that did not participate), or nil.
//
// ascii promises that in has no byte >= 0x80, sparing a scan per search.
func (cr *compiledRegex) find(in string, ascii bool) []int {
	if cr.goRe != nil {
		if ascii || !hasHighBytes(in) {
			return cr.goRe.FindStringSubmatchIndex(in)
		}
		recoded, orig := recode(in)
		m := cr.goRe.FindStringSubmatchIndex(recoded)
		for i, off := range m {
			if off >= 0 {
				m[i] = orig[off]
			}
		}
		return m
	}
	m := &backtracker{in: in, icase: cr.icase, caps: make([]int, 2*(cr.groups+1))}
	for start := 0; start <= len(in); start++ {
		for i := range m.caps {
			m.caps[i] = -1
		}
		m.best = nil
		m.node(cr.tree, start, func(end int) bool {
			if m.best == nil || end > m.best[1] {
				m.best = append([]int(nil), m.caps...)
				m.best[0], m.best[1] = start, end
			}
			return end == len(in) // nothing can be longer
		})
		if m.best != nil {
			return m.best
		}
	}
	return nil
}

func hasHighBytes(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// recode spells every byte >= 0x80 as its byteRune, so that Go's rune-based
// matching treats each byte as one character. orig maps offsets in the
// result (including its end) back to offsets in s.
func recode(s string) (string, []int) {
	var b strings.Builder
	orig := make([]int, 0, len(s)*2)
	for i := 0; i < len(s); i++ {
		start := b.Len()
		if s[i] < 0x80 {
			b.WriteByte(s[i])
		} else {
			b.WriteRune(byteRune(s[i]))
		}
		for k := start; k < b.Len(); k++ {
			orig = append(orig, i)
		}
	}
	orig = append(orig, len(s))
	return b.String(), orig
}

// backtracker explores every way of matching at a start position and keeps
// the longest; it is only used for the rare patterns Go cannot express.
type backtracker struct {
	in    string
	icase bool
	caps  []int
	best  []int
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func isWordByte(c byte) bool { return isAlpha(c) || isDigit(c) || c == '_' }

// node matches n at i and calls k with each end position; k returns true to
// stop the search.
func (m *backtracker) node(n *rxNode, i int, k func(int) bool) bool {
	in := m.in
	switch n.kind {
	case rxLit:
		if i < len(in) && (in[i] == n.c || (m.icase && lower(in[i]) == lower(n.c))) {
			return k(i + 1)
		}
	case rxAny:
		if i < len(in) && in[i] != '\n' {
			return k(i + 1)
		}
	case rxSet:
		if i < len(in) {
			c := in[i]
			if n.set[c] || (m.icase && isAlpha(c) && (n.set[lower(c)] || n.set[lower(c)-'a'+'A'])) {
				return k(i + 1)
			}
		}
	case rxBOL:
		if i == 0 || in[i-1] == '\n' {
			return k(i)
		}
	case rxEOL:
		if i == len(in) || in[i] == '\n' {
			return k(i)
		}
	case rxBOW:
		if (i == 0 || !isWordByte(in[i-1])) && i < len(in) && isWordByte(in[i]) {
			return k(i)
		}
	case rxEOW:
		if i > 0 && isWordByte(in[i-1]) && (i == len(in) || !isWordByte(in[i])) {
			return k(i)
		}
	case rxBackref:
		s, e := m.caps[2*n.group], m.caps[2*n.group+1]
		if s < 0 {
			return false
		}
		ref := in[s:e]
		if i+len(ref) > len(in) {
			return false
		}
		// The POSIX engine compares back-references byte for byte, even
		// when ignoring case.
		if in[i:i+len(ref)] != ref {
			return false
		}
		return k(i + len(ref))
	case rxGroup:
		os, oe := m.caps[2*n.group], m.caps[2*n.group+1]
		m.caps[2*n.group] = i
		done := func(j int) bool {
			pe := m.caps[2*n.group+1]
			m.caps[2*n.group+1] = j
			if k(j) {
				return true
			}
			m.caps[2*n.group+1] = pe
			return false
		}
		var stop bool
		if len(n.sub) == 0 {
			stop = done(i)
		} else {
			stop = m.node(n.sub[0], i, done)
		}
		if !stop {
			m.caps[2*n.group], m.caps[2*n.group+1] = os, oe
		}
		return stop
	case rxConcat:
		return m.seq(n.sub, i, k)
	case rxAlt:
		for _, s := range n.sub {
			if m.node(s, i, k) {
				return true
			}
		}
	case rxRepeat:
		return m.rep(n, 0, i, k)
	}
	return false
}

func (m *backtracker) seq(ns []*rxNode, i int, k func(int) bool) bool {
	if len(ns) == 0 {
		return k(i)
	}
	return m.node(ns[0], i, func(j int) bool { return m.seq(ns[1:], j, k) })
}

func (m *backtracker) rep(n *rxNode, count, i int, k func(int) bool) bool {
	if count < n.min {
		return m.node(n.sub[0], i, func(j int) bool { return m.rep(n, count+1, j, k) })
	}
	if n.max < 0 || count < n.max {
		// Greedy first; an iteration that consumes nothing cannot help.
		if m.node(n.sub[0], i, func(j int) bool { return j > i && m.rep(n, count+1, j, k) }) {
			return true
		}
	}
	return k(i)
}
