package passes

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync/atomic"
)

// Statistic is a named counter a pass keeps across all the ops it runs on (safe for the
// parallel runs of a nested pipeline).
type Statistic struct {
	Name, Desc string
	n          atomic.Int64
}

// Add adds to the counter.
func (s *Statistic) Add(n int64) { s.n.Add(n) }

// Value reads the counter.
func (s *Statistic) Value() int64 { return s.n.Load() }

// StatisticsPass is a pass that keeps statistics (--mlir-pass-statistics reports them).
type StatisticsPass interface {
	Pass
	Statistics() []*Statistic
}

const statisticsRule = "===-------------------------------------------------------------------------==="

// ReportStatistics writes mlir-opt's pass statistics report: in "pipeline" display, the
// pipeline's structure (adjacent nested pipelines merged by anchor, as they ran) with
// each pass's counters under it; in "list" display, the passes that keep statistics,
// sorted by name, each once with its counters summed over its instances. The report ends
// with a blank line.
func (m *Manager) ReportStatistics(w io.Writer, display string) error {
	var b strings.Builder
	b.WriteString(statisticsRule + "\n                         ... Pass statistics report ...\n" + statisticsRule + "\n")
	switch display {
	case "", "pipeline":
		m.statisticsTree(&b, "")
	case "list":
		m.statisticsList(&b)
	default:
		return fmt.Errorf("invalid --mlir-pass-statistics-display '%s' (want list or pipeline)", display)
	}
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func (m *Manager) statisticsTree(b *strings.Builder, indent string) {
	for i := 0; i < len(m.items); {
		it := m.items[i]
		switch {
		case it.nested != nil:
			j := m.groupEnd(i)
			g, in := groupOf(m.items[i:j]), indent
			if len(g.anchors) > 1 {
				fmt.Fprintf(b, "%s%s\n", in, g.name())
				in += "  "
			}
			for _, a := range g.anchors {
				fmt.Fprintf(b, "%s'%s' Pipeline\n", in, anchorName(a))
				for _, nm := range g.byAnch[a] {
					nm.statisticsTree(b, in+"  ")
				}
			}
			i = j
			continue
		case it.deferred != nil:
			if it.deferred.ran != nil {
				it.deferred.ran.statisticsTree(b, indent)
			}
		case it.pass != nil:
			fmt.Fprintf(b, "%s%s\n", indent, passTitle(it.pass.Info.Name))
			writeStatistics(b, indent+"  ", statisticsOf(it.pass))
		}
		i++
	}
}

// statisticsList sums each pass's counters over its instances.
func (m *Manager) statisticsList(b *strings.Builder) {
	type entry struct {
		title string
		stats []*Statistic
	}
	var order []*entry
	byName := map[string]*entry{}
	var walk func(*Manager)
	walk = func(m *Manager) {
		for _, it := range m.items {
			if it.nested != nil {
				walk(it.nested)
				continue
			}
			if it.deferred != nil && it.deferred.ran != nil {
				walk(it.deferred.ran)
				continue
			}
			if it.pass == nil || len(statisticsOf(it.pass)) == 0 {
				continue
			}
			e := byName[it.pass.Info.Name]
			if e == nil {
				e = &entry{title: passTitle(it.pass.Info.Name)}
				byName[it.pass.Info.Name] = e
				order = append(order, e)
				for _, s := range statisticsOf(it.pass) {
					e.stats = append(e.stats, &Statistic{Name: s.Name, Desc: s.Desc})
				}
			}
			for i, s := range statisticsOf(it.pass) {
				e.stats[i].Add(s.Value())
			}
		}
	}
	walk(m)
	sort.SliceStable(order, func(i, j int) bool { return order[i].title < order[j].title })
	for _, e := range order {
		fmt.Fprintf(b, "  %s\n", e.title)
		writeStatistics(b, "    ", e.stats)
	}
}

func statisticsOf(e *PassEntry) []*Statistic {
	if sp, ok := e.pass.(StatisticsPass); ok {
		return sp.Statistics()
	}
	return nil
}

// writeStatistics prints `(S) value name - description` sorted by name, values
// right-aligned and names left-aligned to the widest, as mlir-opt does.
func writeStatistics(b *strings.Builder, indent string, stats []*Statistic) {
	stats = append([]*Statistic(nil), stats...)
	sort.SliceStable(stats, func(i, j int) bool { return stats[i].Name < stats[j].Name })
	width, nameWidth := 0, 0
	for _, s := range stats {
		width = max(width, len(fmt.Sprint(s.Value())))
		nameWidth = max(nameWidth, len(s.Name))
	}
	for _, s := range stats {
		fmt.Fprintf(b, "%s(S) %*d %-*s - %s\n", indent, width, s.Value(), nameWidth, s.Name, s.Desc)
	}
}
