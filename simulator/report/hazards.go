package report

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Hazard is one distinct finding of a run, merged over the cores it happened on: a race
// in a kernel every core runs is one bug, so it is reported once with its cores and the
// total number of occurrences.
type Hazard struct {
	// Diag is the first occurrence (lowest core), without a core suffix.
	Diag  *ir.Diagnostic
	Class string
	Count int64
	Cores []int
}

// Hazard classes, in the order the summary lists them.
const (
	ClassRace     = "race"
	ClassUninit   = "uninitialised read"
	ClassStale    = "stale read"
	ClassAlign    = "misaligned access"
	ClassSync     = "synchronisation error"
	classesPlural = "races|uninitialised reads|stale reads|misaligned accesses|synchronisation errors"
)

var classOrder = []string{ClassRace, ClassUninit, ClassStale, ClassAlign, ClassSync}

// classify names the class of a finding. Op semantics report misalignment and misuse of
// flags, queues and buffers without a class; their messages tell the two apart.
func classify(f *sim.Finding) string {
	if f.Class != "" {
		return f.Class
	}
	if strings.Contains(f.Diag.Msg, "aligned") {
		return ClassAlign
	}
	return ClassSync
}

// Hazards merges the findings of every core, in the order they first appear (core by
// core, each in execution order), then adds the races between cores (already one per pair
// of ops), so the output does not depend on goroutine timing.
func Hazards(ch *sim.Chip) []Hazard {
	var out []Hazard
	at := map[sim.FindingKey]int{}
	for _, c := range ch.Cores {
		for _, f := range c.Findings {
			i, ok := at[f.Key]
			if !ok {
				i = len(out)
				at[f.Key] = i
				out = append(out, Hazard{Diag: f.Diag, Class: classify(f)})
			}
			out[i].Count += f.Count
			out[i].Cores = append(out[i].Cores, c.Idx)
		}
	}
	// Races between cores name their two cores in the message itself; the stale reads of
	// another core's data cache (simulator/xdcache.go) come with them.
	for _, d := range ch.Races() {
		class := ClassRace
		if strings.Contains(d.Msg, "cross-core stale read") {
			class = ClassStale
		}
		out = append(out, Hazard{Diag: d, Class: class, Count: 1})
	}
	return out
}

// Dropped is the number of occurrences no Hazard accounts for: findings beyond
// sim.MaxFindings on some core.
func Dropped(ch *sim.Chip) int64 {
	var n int64
	for _, c := range ch.Cores {
		n += c.Dropped
	}
	return n
}

// Diagnostic is the hazard as printed: the first occurrence's message followed by its
// count when it repeated and by its cores when the run had more than one.
func (h Hazard) Diagnostic(blockDim int) *ir.Diagnostic {
	d := *h.Diag
	var tags []string
	if h.Count > 1 {
		tags = append(tags, fmt.Sprintf("x%d", h.Count))
	}
	if blockDim > 1 && len(h.Cores) > 0 {
		word := "core"
		if len(h.Cores) > 1 {
			word = "cores"
		}
		tags = append(tags, word+" "+Ranges(h.Cores))
	}
	if len(tags) > 0 {
		d.Msg += " (" + strings.Join(tags, ", ") + ")"
	}
	return &d
}

// Ranges prints core indices compactly: 0-3,5,7-8.
func Ranges(xs []int) string { return sim.CoreRanges(xs) }

// Summary is the closing line of a run with hazards, e.g.
// "3 hazards (2 races, 1 uninitialised read) in 41 reports": distinct hazards by class,
// then every occurrence counted (including those beyond the per-core limit).
func Summary(hs []Hazard, dropped int64) string {
	count := map[string]int{}
	total := dropped
	for _, h := range hs {
		count[h.Class]++
		total += h.Count
	}
	plural := strings.Split(classesPlural, "|")
	var parts []string
	for i, c := range classOrder {
		if n := count[c]; n == 1 {
			parts = append(parts, "1 "+c)
		} else if n > 1 {
			parts = append(parts, fmt.Sprintf("%d %s", n, plural[i]))
		}
	}
	s := fmt.Sprintf("%d %s (%s) in %d %s", len(hs), plur(len(hs), "hazard", "hazards"),
		strings.Join(parts, ", "), total, plur(int(total), "report", "reports"))
	if dropped > 0 {
		s += fmt.Sprintf("; %d of them beyond the first %d distinct hazards of a core are not shown", dropped, sim.MaxFindings)
	}
	return s
}

func plur(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Failures lists the errors that stopped cores, merged like hazards: the same error at the
// same op on several cores is printed once, naming the cores. A chip-wide deadlock comes
// last.
func Failures(ch *sim.Chip) []*ir.Diagnostic {
	type failure struct {
		d     *ir.Diagnostic
		cores []int
	}
	var fs []*failure
	at := map[string]*failure{}
	multi := ch.Cfg.BlockDim > 1
	for _, c := range ch.Cores {
		if c.Err == nil {
			continue
		}
		d := *c.Err
		if multi {
			d.Msg = strings.TrimSuffix(d.Msg, fmt.Sprintf(" (core %d)", c.Idx))
		}
		k := d.Error()
		if f := at[k]; f != nil {
			f.cores = append(f.cores, c.Idx)
			continue
		}
		f := &failure{d: &d, cores: []int{c.Idx}}
		at[k] = f
		fs = append(fs, f)
	}
	var out []*ir.Diagnostic
	for _, f := range fs {
		if multi {
			word := "core "
			if len(f.cores) > 1 {
				word = "cores "
			}
			f.d.Msg += " (" + word + Ranges(f.cores) + ")"
		}
		out = append(out, f.d)
	}
	if d := ch.Deadlock(); d != nil {
		out = append(out, d)
	}
	return out
}
