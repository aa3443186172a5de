// Package report turns a finished simulation into what people read: totals (--stats json),
// an msprof op_summary-style CSV row (--profile), Chrome trace events (--trace) and an SVG
// swimlane drawn from such a trace.
package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// CoreStats are one core's figures in cycles.
type CoreStats struct {
	Core   int              `json:"core"`
	Cycles int64            `json:"cycles"`
	Pipes  map[string]int64 `json:"pipe_cycles"`
	Steps  int64            `json:"steps"`
}

// Stats is the --stats json document. Every key names its unit: Pipes are per-core averages
// in µs (as msprof's aiv_*_time columns, key pipes_us), PipeCycles the same in cycles.
type Stats struct {
	SoC        string             `json:"soc"`
	BlockDim   int                `json:"block_dim"`
	ClockGHz   float64            `json:"clock_ghz"`
	Cycles     int64              `json:"cycles"`
	TimeUS     float64            `json:"time_us"`
	CoreTimeUS float64            `json:"core_time_us"`
	Cores      []CoreStats        `json:"cores"`
	Pipes      map[string]float64 `json:"pipes_us"`
	PipeCycles map[string]float64 `json:"pipe_cycles"`
	// BenignOverlaps counts the pairs of unordered cross-core writes that put identical
	// bytes on the GM bytes they share (sim.Overlap: warnings, not races);
	// BenignOverlapBytes sums the bytes each pair shares.
	BenignOverlaps     int64 `json:"benign_overlaps"`
	BenignOverlapBytes int64 `json:"benign_overlap_bytes"`
}

// busy returns a core's busy cycles per pipe. The scalar unit's is its issue time: the
// scalar clock minus its stalls and the launch offset.
func busy(c *sim.Core) [arch.NumPipes]int64 {
	var b [arch.NumPipes]int64
	for p := arch.Pipe(0); p < arch.NumPipes; p++ {
		b[p] = c.Pipes[p].Busy()
	}
	b[arch.S] += c.Now - c.Stall - c.Cost().CoreStart/2
	return b
}

// CoreCycles is the time a core takes from launch to the end of its last instruction,
// including the start-up/teardown cost.
func CoreCycles(c *sim.Core) int64 {
	end := c.Now
	for p := arch.Pipe(0); p < arch.NumPipes; p++ {
		end = max(end, c.Pipes[p].Done)
	}
	return end + c.Cost().CoreStart - c.Cost().CoreStart/2
}

// Collect computes the statistics of a finished chip.
func Collect(ch *sim.Chip) *Stats {
	cost := ch.Cfg.Cost
	s := &Stats{SoC: ch.Cfg.SoC.Name, BlockDim: ch.Cfg.BlockDim, ClockGHz: cost.ClockGHz,
		Pipes: map[string]float64{}, PipeCycles: map[string]float64{}}
	var sum int64
	for _, c := range ch.Cores {
		cs := CoreStats{Core: c.Idx, Cycles: CoreCycles(c), Pipes: map[string]int64{}, Steps: c.Steps}
		b := busy(c)
		for p := arch.Pipe(0); p < arch.NumPipes; p++ {
			cs.Pipes[p.Lower()] = b[p]
			s.PipeCycles[p.Lower()] += float64(b[p]) / float64(len(ch.Cores))
		}
		s.Cycles = max(s.Cycles, cs.Cycles)
		sum += cs.Cycles
		s.Cores = append(s.Cores, cs)
	}
	for k, v := range s.PipeCycles {
		s.Pipes[k] = round3(v / cost.ClockGHz / 1000)
		s.PipeCycles[k] = float64(int64(v + 0.5))
	}
	for _, o := range ch.Overlaps() {
		s.BenignOverlaps += o.Count
		s.BenignOverlapBytes += o.Bytes
	}
	s.TimeUS = round3(float64(s.Cycles) / cost.ClockGHz / 1000)
	s.CoreTimeUS = round3(float64(sum) / float64(len(ch.Cores)) / cost.ClockGHz / 1000)
	return s
}

func round3(v float64) float64 { return float64(int64(v*1000+0.5)) / 1000 }

// WriteJSON writes the stats document.
func (s *Stats) WriteJSON(w io.Writer) error {
	e := json.NewEncoder(w)
	e.SetIndent("", "  ")
	return e.Encode(s)
}

// WriteProfile writes an msprof op_summary-style CSV: a header and one row for the kernel.
// The modelled core has every pipe, so the aic_* columns read the cube-side pipes (M, MTE1,
// MTE2, FIX) and the aiv_* columns the vector side (V, MTE2, MTE3), each with the scalar
// unit's time. Times are per-core averages in µs; ratios are relative to the core time.
func WriteProfile(w io.Writer, ch *sim.Chip, opName string) error {
	s := Collect(ch)
	ct := s.CoreTimeUS
	ratio := func(v float64) string {
		if ct == 0 {
			return "0"
		}
		return fmt.Sprintf("%.3f", v/ct)
	}
	p := s.Pipes
	hasCube := p["m"] > 0 || p["mte1"] > 0 || p["fix"] > 0
	hasVec := p["v"] > 0 || p["mte3"] > 0 || !hasCube
	taskType := TaskType(ch.Prog.Module, hasCube, hasVec)
	mixDim := 0
	if taskType == "MIX_AIC" {
		mixDim = 2 * s.BlockDim // MIX_AIC_1_2: two vector cores per cube core
	}
	// The run is one task on one stream of device 0: its identifiers are 0.
	cols := []string{"Device_id", "Task ID", "Stream ID", "Op Name", "OP Type", "Task Type",
		"Task Start Time(us)", "Task Duration(us)", "Task Wait Time(us)", "Block Dim", "Mix Block Dim"}
	row := []string{"0", "0", "0", opName, opName, taskType, "0", f3(s.TimeUS), "0", fmt.Sprint(s.BlockDim), fmt.Sprint(mixDim)}
	cycles := int64(0)
	for _, c := range s.Cores {
		cycles += c.Cycles
	}
	if hasCube {
		cols = append(cols, "aicore_time(us)", "aic_total_cycles", "aic_mac_time(us)", "aic_mac_ratio",
			"aic_scalar_time(us)", "aic_scalar_ratio", "aic_mte1_time(us)", "aic_mte1_ratio",
			"aic_mte2_time(us)", "aic_mte2_ratio", "aic_fixpipe_time(us)", "aic_fixpipe_ratio")
		row = append(row, f3(ct), fmt.Sprint(cycles), f3(p["m"]), ratio(p["m"]), f3(p["s"]), ratio(p["s"]),
			f3(p["mte1"]), ratio(p["mte1"]), f3(p["mte2"]), ratio(p["mte2"]), f3(p["fix"]), ratio(p["fix"]))
	}
	if hasVec {
		cols = append(cols, "aiv_time(us)", "aiv_total_cycles", "aiv_vec_time(us)", "aiv_vec_ratio",
			"aiv_scalar_time(us)", "aiv_scalar_ratio", "aiv_mte2_time(us)", "aiv_mte2_ratio",
			"aiv_mte3_time(us)", "aiv_mte3_ratio")
		row = append(row, f3(ct), fmt.Sprint(cycles), f3(p["v"]), ratio(p["v"]), f3(p["s"]), ratio(p["s"]),
			f3(p["mte2"]), ratio(p["mte2"]), f3(p["mte3"]), ratio(p["mte3"]))
	}
	if hasCube {
		// Cube utilisation: busy M time over core time.
		cols = append(cols, "cube_utilization(%)")
		row = append(row, fmt.Sprintf("%.3f", 100*p["m"]/max(ct, 1e-9)))
	}
	_, err := fmt.Fprintf(w, "%s\n%s\n", strings.Join(cols, ","), strings.Join(row, ","))
	return err
}

func f3(v float64) string { return fmt.Sprintf("%.3f", v) }

// TaskType is msprof's Task Type of the kernel: from the module's asc.kernel_type (PyAsc's
// ascendc-detect-kernel-type: vector, cube, mixed) when it has one, else from the pipes the
// run used. A vector kernel runs on vector cores (AI_VECTOR_CORE), a cube kernel on cube
// cores (AI_CORE), a mixed one as MIX_AIC (PyAsc launches it MIX_AIC_1_2).
func TaskType(module *ir.Operation, hasCube, hasVec bool) string {
	if module != nil {
		if k, ok := module.Attr("asc.kernel_type").(*ir.StringAttr); ok {
			switch k.Value {
			case "vector":
				return "AI_VECTOR_CORE"
			case "cube":
				return "AI_CORE"
			case "mixed":
				return "MIX_AIC"
			}
		}
	}
	switch {
	case hasCube && hasVec:
		return "MIX_AIC"
	case hasCube:
		return "AI_CORE"
	}
	return "AI_VECTOR_CORE"
}

// traceEvent is one Chrome trace event.
type traceEvent struct {
	Name string         `json:"name"`
	Cat  string         `json:"cat,omitempty"`
	Ph   string         `json:"ph"`
	TS   float64        `json:"ts"`
	Dur  float64        `json:"dur,omitempty"`
	PID  int            `json:"pid"`
	TID  int            `json:"tid"`
	Args map[string]any `json:"args,omitempty"`
}

// Trace is a Chrome trace document.
type Trace struct {
	TraceEvents     []traceEvent `json:"traceEvents"`
	DisplayTimeUnit string       `json:"displayTimeUnit"`
}

// WriteTrace writes Chrome trace events: one process per core, one thread per pipe, one
// complete ("X") slice per instruction named by op and location. Times are in µs.
func WriteTrace(w io.Writer, ch *sim.Chip) error {
	t := Trace{DisplayTimeUnit: "ns"}
	us := 1 / (ch.Cfg.Cost.ClockGHz * 1000)
	for _, c := range ch.Cores {
		t.TraceEvents = append(t.TraceEvents, traceEvent{Name: "process_name", Ph: "M", PID: c.Idx,
			Args: map[string]any{"name": fmt.Sprintf("core %d", c.Idx)}})
		for p := arch.Pipe(0); p < arch.NumPipes; p++ {
			t.TraceEvents = append(t.TraceEvents, traceEvent{Name: "thread_name", Ph: "M", PID: c.Idx, TID: int(p),
				Args: map[string]any{"name": p.String()}})
		}
		for _, sl := range c.Slices {
			op := ch.Prog.Ops[sl.Op]
			t.TraceEvents = append(t.TraceEvents, traceEvent{Name: strings.TrimPrefix(op.Name(), "ascendc."),
				Cat: sl.Pipe.String(), Ph: "X", TS: float64(sl.Start) * us, Dur: float64(sl.End-sl.Start) * us,
				PID: c.Idx, TID: int(sl.Pipe), Args: map[string]any{"loc": locString(op.Loc()), "op": op.Name()}})
		}
	}
	if ch.TraceTruncated.Load() {
		t.TraceEvents = append(t.TraceEvents, traceEvent{Name: TruncatedTrace(ch.Cfg.TraceLimit), Ph: "i", PID: 0, TID: 0})
	}
	e := json.NewEncoder(w)
	return e.Encode(t)
}

// TruncatedTrace is the note a trace cut at its limit carries (and asc-sim prints).
func TruncatedTrace(limit int64) string {
	return fmt.Sprintf("trace truncated: only the first %d slices are kept", limit)
}

func locString(l ir.Location) string {
	if f, ok := ir.FileLoc(l); ok {
		return fmt.Sprintf("%s:%d:%d", f.File, f.Line, f.Col)
	}
	return ""
}
