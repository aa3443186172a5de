package passes

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// PassExecutionTag is the debug-counter tag of one run of a pass on one op (MLIR's
// PassExecutionAction): a skipped run leaves the op as it was.
const PassExecutionTag = "pass-execution"

// DebugCounterTags are the action tags --mlir-debug-counter accepts: mlir-opt 19's
// pass executions and the greedy rewrite driver's pattern applications and iterations.
// Other tags name no action here and are refused rather than counted as nothing.
var DebugCounterTags = []string{PassExecutionTag, ApplyPatternTag, RewriteIterationTag}

// DebugCounters are mlir-opt's --mlir-debug-counter: per action tag, how many of the
// first occurrences to skip and how many after those to execute (-1: all).
type DebugCounters struct {
	mu       sync.Mutex
	counters map[string]*debugCounter
}

type debugCounter struct{ seen, skip, count int64 }

// ParseDebugCounters reads the comma-separated `TAG-skip=N` / `TAG-count=N` arguments
// (the flag may be repeated: each value is one list). An argument without '=', a
// non-numeric value or a suffix other than -skip and -count is an error, as in mlir-opt;
// so is a tag this toolchain has no action for.
func ParseDebugCounters(args []string) (*DebugCounters, error) {
	d := &DebugCounters{counters: map[string]*debugCounter{}}
	for _, list := range args {
		for _, a := range strings.Split(list, ",") {
			if a == "" {
				continue
			}
			name, val, ok := strings.Cut(a, "=")
			if !ok {
				return nil, fmt.Errorf("expected DebugCounter argument to have an `=` separating the counter name and value, but the provided argument was: `%s`", a)
			}
			n, err := strconv.ParseInt(val, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("expected DebugCounter counter value to be numeric, but got `%s`", val)
			}
			tag, isSkip := strings.CutSuffix(name, "-skip")
			if !isSkip {
				var isCount bool
				if tag, isCount = strings.CutSuffix(name, "-count"); !isCount {
					return nil, fmt.Errorf("expected DebugCounter counter name to end with either `-skip` or `-count`, but got`%s`", name)
				}
			}
			if !knownTag(tag) {
				return nil, fmt.Errorf("debug counter tag '%s' names no action of this toolchain (known: %s)", tag, strings.Join(DebugCounterTags, ", "))
			}
			c := d.counters[tag]
			if c == nil {
				c = &debugCounter{skip: 0, count: -1}
				d.counters[tag] = c
			}
			if isSkip {
				c.skip = n
			} else {
				c.count = n
			}
		}
	}
	return d, nil
}

// Fresh returns the counters as configured, nothing counted yet (mlir-opt counts each
// split chunk afresh).
func (d *DebugCounters) Fresh() *DebugCounters {
	n := &DebugCounters{counters: map[string]*debugCounter{}}
	for t, c := range d.counters {
		n.counters[t] = &debugCounter{skip: c.skip, count: c.count}
	}
	return n
}

func knownTag(tag string) bool {
	for _, t := range DebugCounterTags {
		if t == tag {
			return true
		}
	}
	return false
}

// ShouldExecute counts one occurrence of the action tag and reports whether it runs: the
// n-th occurrence (from 1) runs when n is past the skip count and, unless the count is
// negative, not past skip+count; a negative skip runs everything.
func (d *DebugCounters) ShouldExecute(tag string) bool {
	if d == nil {
		return true
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	c := d.counters[tag]
	if c == nil {
		return true
	}
	c.seen++
	switch {
	case c.skip < 0:
		return true
	case c.skip >= c.seen:
		return false
	case c.count < 0:
		return true
	}
	return c.skip+c.count >= c.seen
}

// Print writes the counters as --mlir-print-debug-counter does: a header, then per tag
// (sorted) `{seen,skip,count}`; without counts, seen reads 0 (the counters as configured).
func (d *DebugCounters) Print(w io.Writer, counts bool) {
	fmt.Fprintln(w, "DebugCounter counters:")
	d.mu.Lock()
	defer d.mu.Unlock()
	var tags []string
	for t := range d.counters {
		tags = append(tags, t)
	}
	sort.Strings(tags)
	for _, t := range tags {
		c := d.counters[t]
		seen := c.seen
		if !counts {
			seen = 0
		}
		fmt.Fprintf(w, "%-32s: {%d,%d,%d}\n", t, seen, c.skip, c.count)
	}
}
