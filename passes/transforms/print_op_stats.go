package transforms

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// print-op-stats (MLIR 19's pass of that name) counts the ops under the op it runs on,
// itself included, by name and writes the counts sorted by name, as a table or (option
// json) a JSON object, to the error stream; the IR is unchanged.

func registerPrintOpStats(r *passes.Registry) {
	r.Register(&passes.Info{Name: "print-op-stats", Summary: "Print statistics of operations",
		Options: []passes.Option{{Name: "json", Kind: passes.BoolOption, Default: "false", Help: "print the stats as JSON"}},
		New: func(o passes.Options) (passes.Pass, error) {
			return opStats{json: o.Bool("json")}, nil
		}})
}

type opStats struct{ json bool }

// Run counts without a stream to write to (a pass run outside a manager's
// instrumentation): there is nothing to report to.
func (s opStats) Run(op *ir.Operation, ctx *ir.Context) error {
	return s.RunReporting(op, ctx, io.Discard)
}

func (s opStats) RunReporting(op *ir.Operation, _ *ir.Context, w io.Writer) error {
	counts := map[string]int{}
	op.Walk(func(o *ir.Operation) bool {
		counts[o.Name()]++
		return true
	})
	names := make([]string, 0, len(counts))
	for n := range counts {
		names = append(names, n)
	}
	sort.Strings(names)
	if s.json {
		writeOpStatsJSON(w, names, counts)
	} else {
		writeOpStatsTable(w, names, counts)
	}
	return nil
}

// writeOpStatsTable right-aligns the dialect part of each name and left-aligns the rest,
// as MLIR does; a name without a dialect prefix is all op part, after a space.
func writeOpStatsTable(w io.Writer, names []string, counts map[string]int) {
	var b strings.Builder
	b.WriteString("Operations encountered:\n-----------------------\n")
	dw, ow := 0, 0
	for _, n := range names {
		d, o, _ := splitOpName(n)
		dw, ow = max(dw, len(d)), max(ow, len(o))
	}
	for _, n := range names {
		d, o, dotted := splitOpName(n)
		sep := " "
		if dotted {
			sep = "."
		}
		fmt.Fprintf(&b, "%*s%s%-*s , %d\n", dw+2, d, sep, ow, o, counts[n])
	}
	_, _ = io.WriteString(w, b.String())
}

func splitOpName(n string) (dialect, op string, dotted bool) {
	if d, o, ok := strings.Cut(n, "."); ok {
		return d, o, true
	}
	return "", n, false
}

func writeOpStatsJSON(w io.Writer, names []string, counts map[string]int) {
	var b strings.Builder
	b.WriteString("{\n")
	for i, n := range names {
		if i > 0 {
			b.WriteString(",\n")
		}
		fmt.Fprintf(&b, "  \"%s\" : %d", n, counts[n])
	}
	b.WriteString("\n}\n")
	_, _ = io.WriteString(w, b.String())
}
