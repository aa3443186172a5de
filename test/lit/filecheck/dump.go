package filecheck

import (
	"fmt"
	"io"
	"strings"
)

// annotation marks an input range in the dump that follows a failure.
type annotation struct {
	label    string // directive and check-file line, e.g. "next:12"
	from, to int    // input range; to == from marks one column
	mark     byte   // 'X' not found, '!' unwanted or misplaced, '?' fuzzy, ' ' note
	msg      string
	isError  bool
}

func (c *checker) annotate(label string, from, to int, mark byte, msg string, isError bool) {
	c.notes = append(c.notes, annotation{label, from, to, mark, msg, isError})
}

// dump writes the input with line numbers and the annotations under the
// lines they concern, in the layout of LLVM's -dump-input: a label column
// (with 'N suffixes when a directive has several annotations), the input
// text after "NN: " with a column for each line end, and markers aligned
// under the text. With the "error" filter, only lines near errors are shown.
func (c *checker) dump(w io.Writer) {
	text := c.in.text
	lines := strings.SplitAfter(text, "\n")
	if len(lines) > 1 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
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
	// Number the annotations of directives that have several.
	count := map[string]int{}
	for _, a := range c.notes {
		count[a.label]++
	}
	seen := map[string]int{}
	labels := make([]string, len(c.notes))
	width := len(fmt.Sprint(len(lines)))
	for i, a := range c.notes {
		labels[i] = a.label
		if count[a.label] > 1 {
			labels[i] = fmt.Sprintf("%s'%d", a.label, seen[a.label])
			seen[a.label]++
		}
		width = max(width, len(labels[i]))
	}
	width += 3
	filter := c.opts.DumpFilter
	if c.opts.DumpInput == "always" && !c.opts.dumpFilterSet {
		filter = "all"
	}
	// Lay out each annotation over the lines its range covers.
	type row struct {
		label, marks, msg string
	}
	rows := make([][]row, len(lines))
	show := make([]bool, len(lines))
	for i, a := range c.notes {
		first, last := lineOf(a.from), lineOf(max(a.from, a.to-1))
		for l := first; l <= last; l++ {
			lineLen := len(strings.TrimSuffix(lines[l], "\n"))
			from, to := 0, lineLen+1 // the line end has a column too
			if l == first {
				from = a.from - starts[l]
			}
			if l == last {
				to = min(to, max(a.to-starts[l], from+1))
			}
			var b strings.Builder
			b.WriteString(strings.Repeat(" ", from))
			if l == first {
				b.WriteByte(a.mark)
				b.WriteString(strings.Repeat("~", max(0, to-from-1)))
			} else {
				b.WriteString(strings.Repeat("~", max(0, to-from)))
			}
			marks := b.String()
			if l == first && a.msg != "" {
				// Messages start one column after the line end's column.
				marks += strings.Repeat(" ", max(0, lineLen+1-len(marks)))
			}
			r := row{label: labels[i], marks: marks}
			if l == first {
				r.msg = a.msg
				if a.isError {
					r.msg = "error: " + a.msg
				}
			}
			rows[l] = append(rows[l], r)
			if a.isError || filter == "all" || filter == "annotation-full" ||
				(filter == "annotation" && l == first) {
				for k := max(0, l-c.opts.DumpContext); k <= min(len(lines)-1, l+c.opts.DumpContext); k++ {
					show[k] = true
				}
			}
		}
	}
	// Hiding three lines or fewer would save nothing over the ellipsis.
	for i := 0; i < len(show); {
		if show[i] {
			i++
			continue
		}
		j := i
		for j < len(show) && !show[j] {
			j++
		}
		if j-i <= 3 {
			for k := i; k < j; k++ {
				show[k] = true
			}
		}
		i = j
	}
	fmt.Fprintln(w, "Input was:\n<<<<<<")
	elided := false
	for i, l := range lines {
		if filter != "all" && !show[i] {
			if !elided {
				for k := 0; k < 3; k++ {
					fmt.Fprintf(w, "%*s\n", width, ".")
				}
				elided = true
			}
			continue
		}
		elided = false
		fmt.Fprintf(w, "%*d: %s \n", width, i+1, strings.TrimSuffix(l, "\n"))
		for _, r := range rows[i] {
			line := fmt.Sprintf("%-*s  %s", width, r.label, r.marks)
			if r.msg != "" {
				line += " " + r.msg
			}
			fmt.Fprintln(w, strings.TrimRight(line, " "))
		}
	}
	fmt.Fprintln(w, ">>>>>>")
}
