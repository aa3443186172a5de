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
	in := splitInput(c.in.text)
	labels, width := c.noteLabels(len(in.lines))
	filter := c.opts.DumpFilter
	if c.opts.DumpInput == "always" && !c.opts.dumpFilterSet {
		filter = "all"
	}
	rows, show := c.layoutNotes(in, labels, filter)
	widenShown(show)
	fmt.Fprintln(w, "Input was:\n<<<<<<")
	elided := false
	for i, l := range in.lines {
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

// inputLines is the input cut into lines (each with its newline) and their offsets.
type inputLines struct {
	lines  []string
	starts []int
}

func splitInput(text string) inputLines {
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
	return inputLines{lines, starts}
}

// lineOf returns the index of the line holding offset pos.
func (in inputLines) lineOf(pos int) int {
	lo, hi := 0, len(in.starts)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if in.starts[mid] <= pos {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

// noteLabels numbers the annotations of directives that have several ("next:12'0",
// "next:12'1") and returns the labels with the width of the label column.
func (c *checker) noteLabels(nLines int) ([]string, int) {
	count := map[string]int{}
	for _, a := range c.notes {
		count[a.label]++
	}
	seen := map[string]int{}
	labels := make([]string, len(c.notes))
	width := len(fmt.Sprint(nLines))
	for i, a := range c.notes {
		labels[i] = a.label
		if count[a.label] > 1 {
			labels[i] = fmt.Sprintf("%s'%d", a.label, seen[a.label])
			seen[a.label]++
		}
		width = max(width, len(labels[i]))
	}
	return labels, width + 3
}

// dumpRow is one annotation line under an input line.
type dumpRow struct {
	label, marks, msg string
}

// layoutNotes lays out each annotation over the lines its range covers and marks
// the lines the filter shows, with their context.
func (c *checker) layoutNotes(in inputLines, labels []string, filter string) ([][]dumpRow, []bool) {
	rows := make([][]dumpRow, len(in.lines))
	show := make([]bool, len(in.lines))
	for i, a := range c.notes {
		first, last := in.lineOf(a.from), in.lineOf(max(a.from, a.to-1))
		for l := first; l <= last; l++ {
			r := dumpRow{label: labels[i], marks: noteMarks(in, a, l, first, last)}
			if l == first {
				r.msg = a.msg
				if a.isError {
					r.msg = "error: " + a.msg
				}
			}
			rows[l] = append(rows[l], r)
			if a.isError || filter == "all" || filter == "annotation-full" ||
				(filter == "annotation" && l == first) {
				for k := max(0, l-c.opts.DumpContext); k <= min(len(in.lines)-1, l+c.opts.DumpContext); k++ {
					show[k] = true
				}
			}
		}
	}
	return rows, show
}

// noteMarks draws annotation a on line l of the lines first..last it covers: its
// mark at the start, '~' over the rest of the range, padded so that a message
// starts one column after the line end's column.
func noteMarks(in inputLines, a annotation, l, first, last int) string {
	lineLen := len(strings.TrimSuffix(in.lines[l], "\n"))
	from, to := 0, lineLen+1 // the line end has a column too
	if l == first {
		from = a.from - in.starts[l]
	}
	if l == last {
		to = min(to, max(a.to-in.starts[l], from+1))
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
		marks += strings.Repeat(" ", max(0, lineLen+1-len(marks)))
	}
	return marks
}

// widenShown also shows runs of three hidden lines or fewer: hiding them would
// save nothing over the ellipsis.
func widenShown(show []bool) {
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
}
