package filecheck

import (
	"fmt"
	"strings"
)

// checker runs check strings over the input. Positions are offsets into
// in.text; a "buffer" is a [start, end) range of it.
type checker struct {
	opts  *Options
	ctx   *patternContext
	in    *source
	d     *diagWriter
	notes []annotation // for the input dump
}

func dumpLabel(t checkType, at loc) string {
	name := map[checkKind]string{ckPlain: "check", ckNext: "next", ckSame: "same", ckNot: "not",
		ckDAG: "dag", ckLabel: "label", ckEmpty: "empty", ckEOF: "eof"}[t.kind]
	if t.kind == ckPlain && t.count > 1 {
		name = "count"
	}
	if !at.valid() {
		return name
	}
	line, _, _, _ := at.src.lineCol(at.off)
	if at.src.name == "command line" {
		return "imp"
	}
	return fmt.Sprintf("%s:%d", name, line)
}

// run checks the whole input and reports whether every check passed.
func (c *checker) run(checks []*checkString) bool {
	failed := false
	bufStart, bufEnd := 0, len(c.in.text)
	i, j := 0, 0
	for {
		var regStart, regEnd int
		if j == len(checks) {
			regStart, regEnd = bufStart, bufEnd
		} else {
			label := checks[j]
			if label.pat.typ.kind != ckLabel {
				j++
				continue
			}
			// Find the label first; the checks before it must then match
			// within the region that ends with it.
			pos, n, ok := c.check(label, bufStart, bufEnd, true)
			if !ok {
				return false
			}
			regStart, regEnd = bufStart, pos+n
			bufStart = pos + n
			j++
		}
		// The first region keeps -D variables for use before any label.
		if i != 0 && c.opts.EnableVarScope {
			c.ctx.clearLocals()
		}
		for ; i != j; i++ {
			pos, n, ok := c.check(checks[i], regStart, regEnd, false)
			if !ok {
				failed = true
				i = j
				break
			}
			regStart = pos + n
		}
		if j == len(checks) {
			break
		}
	}
	return !failed
}

// check matches one check string in [start, end). In label-scan mode the
// DAG/NOT checks and the line constraints wait for the second pass.
func (c *checker) check(cs *checkString, start, end int, labelScan bool) (pos, n int, ok bool) {
	text := c.in.text
	lastPos := start
	var nots []dagNot
	if !labelScan {
		lastPos, ok = c.checkDAG(cs, start, end, &nots)
		if !ok {
			return 0, 0, false
		}
	}
	lastMatchEnd, firstMatch := lastPos, 0
	for i := 1; i <= cs.pat.typ.count; i++ {
		r, err := cs.pat.match(text[lastMatchEnd:end])
		if err != nil {
			c.reportNoMatch(true, cs.prefix, cs.at, cs.pat, i, lastMatchEnd, end, err)
			return 0, 0, false
		}
		if i == 1 {
			firstMatch = lastMatchEnd + r.pos
		}
		c.printMatch(cs.prefix, cs.at, cs.pat, i, lastMatchEnd, lastMatchEnd+r.pos, r.n)
		lastMatchEnd += r.pos + r.n
	}
	n = lastMatchEnd - firstMatch
	if !labelScan {
		if c.checkNextOrSame(cs, lastPos, firstMatch, n) {
			return 0, 0, false
		}
		if c.checkNot(lastPos, firstMatch, nots) {
			return 0, 0, false
		}
	}
	return firstMatch, n, true
}

// countNewlines counts line breaks in text[from:to] ("\r\n" and "\n\r" count
// once) and returns the offset just after the first.
func countNewlines(text string, from, to int) (count, first int) {
	first = -1
	for i := from; i < to; {
		c := text[i]
		if c != '\n' && c != '\r' {
			i++
			continue
		}
		count++
		if i+1 < to && (text[i+1] == '\n' || text[i+1] == '\r') && text[i+1] != c {
			i++
		}
		i++
		if count == 1 {
			first = i
		}
	}
	return count, first
}

// checkNextOrSame enforces the line of a NEXT, EMPTY or SAME match given the
// region skipped since the previous match; it reports true on failure.
func (c *checker) checkNextOrSame(cs *checkString, from, matchAt, matchLen int) bool {
	kind := cs.pat.typ.kind
	if kind != ckNext && kind != ckEmpty && kind != ckSame {
		return false
	}
	lines, first := countNewlines(c.in.text, from, matchAt)
	name := cs.prefix + "-NEXT"
	switch kind {
	case ckEmpty:
		name = cs.prefix + "-EMPTY"
	case ckSame:
		name = cs.prefix + "-SAME"
		if lines == 0 {
			return false
		}
		c.d.print(cs.at, "error", name+": is not on the same line as the previous match")
		c.wrongLine(cs, matchAt, matchLen, from)
		return true
	}
	if lines == 1 {
		return false
	}
	if lines == 0 {
		c.d.print(cs.at, "error", name+": is on the same line as previous match")
	} else {
		c.d.print(cs.at, "error", name+": is not on the line after the previous match")
	}
	c.wrongLine(cs, matchAt, matchLen, from)
	if lines > 1 {
		c.d.print(loc{c.in, first}, "note", "non-matching line after previous match is here")
	}
	return true
}

func (c *checker) wrongLine(cs *checkString, matchAt, matchLen, prevEnd int) {
	c.d.print(loc{c.in, matchAt}, "note", "'next' match was here")
	c.d.print(loc{c.in, prevEnd}, "note", "previous match ended here")
	label := dumpLabel(cs.pat.typ, cs.at)
	if !c.opts.Verbose {
		c.annotate(label, matchAt, matchAt+matchLen, '!', "match on wrong line", true)
		return
	}
	// Under -v the match was already annotated as good: LLVM re-marks the
	// directive's trailing annotations instead of adding one.
	for i := len(c.notes) - 1; i >= 0 && c.notes[i].label == label; i-- {
		n := &c.notes[i]
		n.mark = '!'
		if n.msg == "" {
			n.msg, n.isError = "match on wrong line", true
		}
	}
}

// checkNot verifies that no NOT pattern matches in [from, to); it reports
// true on failure.
func (c *checker) checkNot(from, to int, nots []dagNot) bool {
	failed := false
	for _, nt := range nots {
		r, err := nt.pat.match(c.in.text[from:to])
		if err != nil {
			if c.reportNoMatch(false, nt.prefix, nt.pat.at, nt.pat, 1, from, to, err) {
				failed = true
			}
			continue
		}
		at := from + r.pos
		c.d.print(nt.pat.at, "error", nt.pat.typ.describe(nt.prefix)+": excluded string found in input")
		c.d.print(loc{c.in, at}, "note", "found here", at, at+r.n)
		label := dumpLabel(nt.pat.typ, nt.pat.at)
		c.annotate(label, at, at+r.n, '!', "no match expected", true)
		c.printSubstitutions(nt.pat, at, label)
		c.printCaptures(nt.pat, from, label, '!')
		failed = true
	}
	return failed
}

// checkDAG matches the DAG groups before a check string, checking the NOTs
// between groups. NOTs after the last group are left in nots for the caller.
// It returns where the positive pattern's search starts.
func (c *checker) checkDAG(cs *checkString, start, end int, nots *[]dagNot) (int, bool) {
	if len(cs.dagNots) == 0 {
		return start, true
	}
	text := c.in.text
	var ranges []span // sorted, non-overlapping matches of the current group
	searchFrom := start
	for idx, dn := range cs.dagNots {
		if dn.pat.typ.kind == ckNot {
			*nots = append(*nots, dn)
			continue
		}
		pos := searchFrom
		ri := 0
		var m span // the accepted match, found searching from pos
		for {
			r, err := dn.pat.match(text[pos:end])
			if err != nil {
				c.reportNoMatch(true, dn.prefix, dn.pat.at, dn.pat, 1, pos, end, err)
				return 0, false
			}
			m = span{pos + r.pos, pos + r.pos + r.n}
			if c.opts.AllowDeprecatedDagOverlap {
				// Overlaps are allowed: one range covers the whole group.
				if len(ranges) == 0 {
					ranges = append(ranges, m)
				} else {
					ranges[0] = span{min(ranges[0].from, m.from), max(ranges[0].to, m.to)}
				}
				break
			}
			if len(ranges) == 0 {
				ranges = append(ranges, m)
				break
			}
			overlap := false
			for ; ri < len(ranges); ri++ {
				if m.from < ranges[ri].to {
					overlap = ranges[ri].from < m.to
					break
				}
			}
			if !overlap {
				ranges = append(ranges, span{})
				copy(ranges[ri+1:], ranges[ri:])
				ranges[ri] = m
				break
			}
			// Retry after the match it overlaps.
			pos = ranges[ri].to
			ri++
		}
		c.printMatch(dn.prefix, dn.pat.at, dn.pat, 1, pos, m.from, m.to-m.from)
		last := idx+1 == len(cs.dagNots) || cs.dagNots[idx+1].pat.typ.kind == ckNot
		if last {
			if len(*nots) > 0 {
				if c.checkNot(searchFrom, ranges[0].from, *nots) {
					return 0, false
				}
				*nots = nil
			}
			searchFrom = ranges[len(ranges)-1].to
			ranges = nil
		}
	}
	return searchFrom, true
}

// span is an input range [from, to).
type span struct{ from, to int }

// printMatch reports a successful match under -v: as a remark when there
// is no input dump, as a dump annotation otherwise.
func (c *checker) printMatch(prefix string, at loc, p *pattern, i, bufStart, pos, n int) {
	if !c.opts.Verbose || p.typ.kind == ckEOF {
		return
	}
	label := dumpLabel(p.typ, at)
	if c.opts.DumpInput != "never" {
		c.annotate(label, pos, pos+n, '^', "", false)
		for _, s := range p.subs {
			if v, err := s.value(p.ctx); err == nil {
				c.annotate(label, pos, pos, ' ', fmt.Sprintf("with \"%s\" equal to \"%s\"", escapeForNote(s.from), escapeForNote(v)), false)
			}
		}
		for _, cp := range p.captures {
			c.annotate(label, bufStart+cp.from, bufStart+cp.to, '^', fmt.Sprintf("captured var \"%s\"", cp.name), false)
		}
		return
	}
	msg := p.typ.describe(prefix) + ": expected string found in input"
	if p.typ.count > 1 {
		msg += fmt.Sprintf(" (%d out of %d)", i, p.typ.count)
	}
	c.d.print(at, "remark", msg)
	c.d.print(loc{c.in, pos}, "note", "found here", pos, pos+n)
	c.printSubstitutions(p, pos, label)
	c.printCaptures(p, bufStart, label, '^')
}

// printCaptures notes where the last match of p set its variables; bufStart
// is where that match's search began.
func (c *checker) printCaptures(p *pattern, bufStart int, label string, mark byte) {
	for _, cp := range p.captures {
		from, to := bufStart+cp.from, bufStart+cp.to
		msg := fmt.Sprintf("captured var \"%s\"", cp.name)
		c.d.print(loc{c.in, from}, "note", msg, from, to)
		c.annotate(label, from, to, mark, msg, false)
	}
}

// reportNoMatch prints why a pattern did not match in [from, to). For an
// excluded pattern a plain "not found" is success; it returns whether the
// outcome is an error.
func (c *checker) reportNoMatch(expected bool, prefix string, at loc, p *pattern, matched, from, to int, err error) bool {
	patternError := false
	if err != errNotFound {
		patternError = true
		var list errList
		if l, ok := err.(errList); ok {
			list = l
		} else {
			list = errList{err}
		}
		for _, e := range list {
			if pe, ok := e.(patternErr); ok {
				c.d.print(pe.at, "error", pe.msg)
			} else {
				c.d.print(at, "error", e.Error())
			}
		}
	}
	if !expected && !patternError {
		return false
	}
	label := dumpLabel(p.typ, at)
	if !patternError {
		msg := p.typ.describe(prefix) + ": expected string not found in input"
		if p.typ.count > 1 {
			msg += fmt.Sprintf(" (%d out of %d)", matched, p.typ.count)
		}
		c.d.print(at, "error", msg)
		c.d.print(loc{c.in, from}, "note", "scanning from here")
		c.annotate(label, from, to, 'X', "no match found", true)
	} else {
		c.annotate(label, from, to, 'X', "match failed for invalid pattern", true)
	}
	c.printSubstitutions(p, from, label)
	if expected {
		c.fuzzy(p, from, to, label)
	}
	return true
}

func (c *checker) printSubstitutions(p *pattern, at int, label string) {
	for _, s := range p.subs {
		// Notes show the text as substituted, so regex-escaped.
		v, err := s.value(p.ctx)
		if err != nil {
			continue
		}
		msg := fmt.Sprintf("with \"%s\" equal to \"%s\"", escapeForNote(s.from), escapeForNote(v))
		c.d.print(loc{c.in, at}, "note", msg)
		c.annotate(label, at, at, ' ', msg, false)
	}
}

// fuzzy points at the input position that looks most like the pattern: the
// smallest edit distance to the pattern text, slightly preferring nearer
// lines, within the first 4096 bytes of the search range.
func (c *checker) fuzzy(p *pattern, from, to int, label string) {
	example := p.fixed
	if example == "" {
		example = p.regex
	}
	buf := c.in.text[from:to]
	best, bestQ, lines := -1, 0.0, 0
	for i := 0; i < min(4096, len(buf)); i++ {
		if buf[i] == '\n' {
			lines++
		}
		if buf[i] == ' ' || buf[i] == '\t' {
			continue
		}
		cand := buf[i:min(len(buf), i+len(example))]
		if nl := strings.IndexByte(cand, '\n'); nl >= 0 {
			cand = cand[:nl]
		}
		q := float64(editDistance(cand, example)) + float64(lines)/100
		if best < 0 || q < bestQ {
			best, bestQ = i, q
		}
	}
	if best > 0 && bestQ < 50 {
		c.d.print(loc{c.in, from + best}, "note", "possible intended match here")
		c.annotate(label, from+best, from+best, '?', "possible intended match", false)
	}
}
