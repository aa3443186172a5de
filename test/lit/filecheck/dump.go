package filecheck

import (
	"fmt"
	"io"
	"strings"
)

// dump writes the input with line numbers and the failure annotations under
// the lines they concern, like LLVM's -dump-input (in a simpler layout).
// Lines far from any error are elided unless --dump-input-filter=all.
func (c *checker) dump(w io.Writer) {
	text := c.in.text
	lines := strings.SplitAfter(text, "\n")
	if len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) == 0 {
		lines = []string{""}
	}
	starts := make([]int, len(lines))
	off := 0
	for i, l := range lines {
		starts[i] = off
		off += len(l)
	}
	lineOf := func(pos int) int {
		lo, hi := 0, len(starts)-1
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if starts[mid] <= pos {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		return lo
	}
	labelW := 0
	byLine := map[int][]annotation{}
	show := make([]bool, len(lines))
	for _, a := range c.notes {
		labelW = max(labelW, len(a.label))
		l := lineOf(a.from)
		byLine[l] = append(byLine[l], a)
		if a.isError || c.opts.DumpFilter != "error" {
			for k := max(0, l-c.opts.DumpContext); k <= min(len(lines)-1, l+c.opts.DumpContext); k++ {
				show[k] = true
			}
		}
	}
	numW := len(fmt.Sprint(len(lines)))
	pad := strings.Repeat(" ", labelW)
	fmt.Fprintln(w, "Input was:\n<<<<<<")
	elided := false
	for i, l := range lines {
		if c.opts.DumpFilter != "all" && !show[i] {
			if !elided {
				fmt.Fprintf(w, "%s %*s\n%s %*s\n%s %*s\n", pad, numW+1, ".", pad, numW+1, ".", pad, numW+1, ".")
				elided = true
			}
			continue
		}
		elided = false
		content := strings.TrimRight(l, "\n")
		fmt.Fprintf(w, "%s %*d: %s \n", pad, numW+1, i+1, content)
		for _, a := range byLine[i] {
			col := a.from - starts[i]
			to := min(a.to, starts[i]+len(content))
			marks := strings.Repeat(" ", col) + string(a.mark)
			if n := to - a.from - 1; n > 0 {
				marks += strings.Repeat("~", n)
			}
			fmt.Fprintf(w, "%-*s %s  %s %s\n", labelW, a.label, strings.Repeat(" ", numW+1), marks, a.msg)
		}
	}
	fmt.Fprintln(w, ">>>>>>")
}
