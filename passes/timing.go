package passes

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"time"
)

// Timer is one entry of mlir-opt's --mlir-timing report: a named span with the time
// spent in it and the spans nested in it. A hidden timer (the root, and the adaptor that
// runs a group of nested pipelines) is not shown in the tree display; its children are
// shown in its place.
type Timer struct {
	Name   string
	hidden bool
	parent *Timer
	// wall is the time measured on this timer; user adds the time its children spent on
	// other goroutines (nested pipelines run in parallel), as MLIR's user time does.
	wall, user time.Duration
	mu         sync.Mutex
	children   []*Timer
	byKey      map[any]*Timer
}

// NewRootTimer returns the hidden root of a timing report.
func NewRootTimer() *Timer { return &Timer{Name: "root", hidden: true} }

// Child returns the child of t identified by key (made, named name, on first use): the
// same pass instance or pipeline anchor accumulates into one entry, as in MLIR. A nil t
// (timing off) gives nil.
func (t *Timer) Child(key any, name string) *Timer { return t.child(key, name, false) }

func (t *Timer) child(key any, name string, hidden bool) *Timer {
	if t == nil {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if c, ok := t.byKey[key]; ok {
		return c
	}
	if t.byKey == nil {
		t.byKey = map[any]*Timer{}
	}
	c := &Timer{Name: name, parent: t, hidden: hidden}
	t.byKey[key] = c
	t.children = append(t.children, c)
	return c
}

// hiddenChild is Child for a timer shown in the tree display only through its children
// (marked when it is made, so that goroutines sharing it never write it).
func (t *Timer) hiddenChild(key any, name string) *Timer { return t.child(key, name, true) }

// Add records d spent in t on the goroutine that runs t's parent.
func (t *Timer) Add(d time.Duration) {
	t.mu.Lock()
	t.wall += d
	t.user += d
	t.mu.Unlock()
}

// addAsync records that t's children spent d on other goroutines, in t and every
// timer above it.
func (t *Timer) addAsync(d time.Duration) {
	for ; t != nil; t = t.parent {
		t.mu.Lock()
		t.user += d
		t.mu.Unlock()
	}
}

// Time runs f and records its duration in t (when t is not nil).
func (t *Timer) Time(f func() error) error {
	if t == nil {
		return f()
	}
	start := time.Now()
	err := f()
	t.Add(time.Since(start))
	return err
}

// Wall and User are the recorded times.
func (t *Timer) Wall() time.Duration { return t.wall }
func (t *Timer) User() time.Duration { return t.user }

// SetTotal sets the root's own span (the whole run).
func (t *Timer) SetTotal(d time.Duration) {
	t.mu.Lock()
	async := t.user - t.wall
	t.wall, t.user = d, d+async
	t.mu.Unlock()
}

// timingOutput writes the entries of a report in mlir-opt's text or JSON form.
type timingOutput struct {
	w          io.Writer
	json       bool
	showUser   bool
	user, wall float64 // the totals the percentages are of
}

func (o *timingOutput) time(t *Timer) string {
	u, w := t.user.Seconds(), t.wall.Seconds()
	pct := func(x, total float64) float64 { return 100 * x / total }
	var b strings.Builder
	if o.json {
		if o.showUser {
			fmt.Fprintf(&b, "\"user\": {\"duration\": %8.4f, \"percentage\": %5.1f}, ", u, pct(u, o.user))
		}
		fmt.Fprintf(&b, "\"wall\": {\"duration\": %8.4f, \"percentage\": %5.1f}", w, pct(w, o.wall))
		return b.String()
	}
	if o.showUser {
		fmt.Fprintf(&b, "  %8.4f (%5.1f%%)", u, pct(u, o.user))
	}
	fmt.Fprintf(&b, "  %8.4f (%5.1f%%)  ", w, pct(w, o.wall))
	return b.String()
}

func (o *timingOutput) listEntry(t *Timer, last bool) {
	if !o.json {
		fmt.Fprintf(o.w, "%s%s\n", o.time(t), t.Name)
		return
	}
	sep := ","
	if last {
		sep = ""
	}
	// Names are written unescaped, as mlir-opt writes them.
	fmt.Fprintf(o.w, "{%s, \"name\": \"%s\"}%s\n", o.time(t), t.Name, sep)
}

func (o *timingOutput) tree(t *Timer, indent int) {
	child := indent
	pad := strings.Repeat(" ", indent)
	if !t.hidden {
		if o.json {
			fmt.Fprintf(o.w, "%s{%s, \"name\": \"%s\", \"passes\": [\n", pad, o.time(t), t.Name)
		} else {
			fmt.Fprintf(o.w, "%s%s%s\n", o.time(t), pad, t.Name)
		}
		child += 2
	}
	for _, c := range t.children {
		o.tree(c, child)
	}
	if !t.hidden && o.json {
		fmt.Fprintf(o.w, "%s{}]},\n", pad)
	}
}

// Report writes the timing report of the tree under root (whose span is the total), as
// mlir-opt's --mlir-timing does: display "tree" (the default) or "list" (entries merged by
// name, the root itself included, by decreasing wall time), format "text" or "json". The
// user-time column appears when some time was spent in parallel.
func (root *Timer) Report(w io.Writer, display, format string) {
	o := &timingOutput{w: w, json: format == "json", user: root.user.Seconds(), wall: root.wall.Seconds()}
	o.showUser = root.user != root.wall
	if o.json {
		fmt.Fprintln(w, "[")
	} else {
		fmt.Fprintln(w, "===-------------------------------------------------------------------------===")
		fmt.Fprintln(w, "                         ... Execution time report ...")
		fmt.Fprintln(w, "===-------------------------------------------------------------------------===")
		fmt.Fprintf(w, "  Total Execution Time: %.4f seconds\n\n", root.wall.Seconds())
		if o.showUser {
			fmt.Fprint(w, "  ----User Time----")
		}
		fmt.Fprintln(w, "  ----Wall Time----  ----Name----")
	}
	if display == "list" {
		for _, t := range root.merged() {
			o.listEntry(t, false)
		}
	} else {
		o.tree(root, 0)
	}
	rest := &Timer{Name: "Rest", wall: root.wall, user: root.user}
	for _, c := range root.children {
		rest.wall -= c.wall
		rest.user -= c.user
	}
	o.listEntry(rest, false)
	o.listEntry(&Timer{Name: "Total", wall: root.wall, user: root.user}, true)
	if o.json {
		fmt.Fprintln(w, "]")
	}
}

// merged flattens the tree into one entry per name, by decreasing wall time (ties in
// first-appearance order).
func (root *Timer) merged() []*Timer {
	var order []*Timer
	byName := map[string]*Timer{}
	var add func(t *Timer)
	add = func(t *Timer) {
		m := byName[t.Name]
		if m == nil {
			m = &Timer{Name: t.Name}
			byName[t.Name] = m
			order = append(order, m)
		}
		m.wall += t.wall
		m.user += t.user
		for _, c := range t.children {
			add(c)
		}
	}
	add(root)
	sort.SliceStable(order, func(i, j int) bool { return order[i].wall > order[j].wall })
	return order
}
