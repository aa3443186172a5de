package report

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

// run simulates examples/vector_add on 4 cores with tracing and profiling on.
func run(t *testing.T) *sim.Chip { return runLimited(t, sim.MaxTraceSlices) }

func runLimited(t *testing.T, traceLimit int64) *sim.Chip {
	t.Helper()
	src, err := os.ReadFile("../../examples/vector_add/kernel.mlir")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ir.ParseSource(all.NewContext(), "kernel.mlir", src, ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := sim.NewConfig(semantics.Registry(), "ascend910b", 4)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Trace, cfg.Profile, cfg.TraceLimit = true, true, traceLimit
	const n = 4 * 2048 * 4
	args := []*sim.Arg{{Kind: sim.ArgIn, Data: make([]byte, n), Name: "x"}, {Kind: sim.ArgIn, Data: make([]byte, n), Name: "y"},
		{Kind: sim.ArgOut, Data: make([]byte, n), Name: "z"}}
	ch, err := sim.RunKernel(m, "vector_add", cfg, args)
	if err != nil {
		t.Fatal(err)
	}
	if errs := ch.Errors(); len(errs) > 0 {
		t.Fatal(errs[0])
	}
	return ch
}

func TestStatsJSON(t *testing.T) {
	ch := run(t)
	var b bytes.Buffer
	if err := Collect(ch).WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"soc", "block_dim", "clock_ghz", "cycles", "time_us", "core_time_us", "cores", "pipes_us", "pipe_cycles"} {
		if _, ok := doc[k]; !ok {
			t.Errorf("stats lack %q", k)
		}
	}
	s := Collect(ch)
	if s.SoC != "ascend910b" || s.BlockDim != 4 || len(s.Cores) != 4 {
		t.Fatalf("header: %+v", s)
	}
	var maxc int64
	for _, c := range s.Cores {
		maxc = max(maxc, c.Cycles)
		if len(c.Pipes) != int(arch.NumPipes) {
			t.Errorf("core %d: pipes %v", c.Core, c.Pipes)
		}
		// Every pipe's busy time fits in the core's time, and the vector add keeps MTE2,
		// V and MTE3 busy.
		for p, v := range c.Pipes {
			if v < 0 || v > c.Cycles {
				t.Errorf("core %d pipe %s busy %d of %d cycles", c.Core, p, v, c.Cycles)
			}
		}
		if c.Pipes["mte2"] == 0 || c.Pipes["v"] == 0 || c.Pipes["mte3"] == 0 || c.Pipes["m"] != 0 {
			t.Errorf("core %d pipes %v", c.Core, c.Pipes)
		}
	}
	if s.Cycles != maxc || s.TimeUS <= 0 {
		t.Errorf("chip cycles %d, max core %d, time %g", s.Cycles, maxc, s.TimeUS)
	}
}

func TestTraceAndProfile(t *testing.T) {
	ch := run(t)
	var b bytes.Buffer
	if err := WriteTrace(&b, ch); err != nil {
		t.Fatal(err)
	}
	var tr Trace
	if err := json.Unmarshal(b.Bytes(), &tr); err != nil {
		t.Fatal(err)
	}
	threads, slices := 0, map[string]int{}
	for _, e := range tr.TraceEvents {
		switch e.Ph {
		case "M":
			if e.Name == "thread_name" {
				threads++
			}
		case "X":
			slices[e.Cat]++
			if e.Dur < 0 || e.Args["op"] == nil {
				t.Errorf("slice %+v", e)
			}
		}
	}
	if threads != 4*int(arch.NumPipes) {
		t.Errorf("%d pipe tracks for 4 cores", threads)
	}
	if slices["MTE2"] == 0 || slices["V"] == 0 || slices["MTE3"] == 0 || slices["S"] == 0 {
		t.Errorf("slices per pipe %v", slices)
	}
	b.Reset()
	if err := WriteProfile(&b, ch, "vector_add"); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "Device_id,Task ID,Stream ID,Op Name,OP Type,Task Type,") ||
		!strings.HasPrefix(lines[1], "0,0,0,vector_add,vector_add,AI_VECTOR_CORE,") {
		t.Fatalf("profile:\n%s", b.String())
	}
	if len(strings.Split(lines[0], ",")) != len(strings.Split(lines[1], ",")) || !strings.Contains(lines[0], "aiv_vec_time(us)") ||
		strings.Contains(lines[0], "aic_mac_time(us)") {
		t.Errorf("profile columns:\n%s", b.String())
	}
}

// TestTaskType: the module's asc.kernel_type decides, else the pipes the run used.
func TestTaskType(t *testing.T) {
	mod := func(kind string) *ir.Operation {
		m, err := ir.ParseSource(all.NewContext(), "k.mlir", []byte(`module attributes {asc.kernel_type = "`+kind+`"} {}`), ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	for _, c := range []struct {
		m         *ir.Operation
		cube, vec bool
		want      string
	}{
		{mod("vector"), true, true, "AI_VECTOR_CORE"}, {mod("cube"), false, true, "AI_CORE"}, {mod("mixed"), false, true, "MIX_AIC"},
		{nil, false, true, "AI_VECTOR_CORE"}, {nil, true, false, "AI_CORE"}, {nil, true, true, "MIX_AIC"},
	} {
		if got := TaskType(c.m, c.cube, c.vec); got != c.want {
			t.Errorf("TaskType(%v, %v, %v) = %s, want %s", c.m != nil, c.cube, c.vec, got, c.want)
		}
	}
}

// TestTraceLimit: the trace keeps at most TraceLimit slices over all cores and says it was
// cut; the run itself completes.
func TestTraceLimit(t *testing.T) {
	ch := runLimited(t, 100)
	if !ch.TraceTruncated.Load() {
		t.Fatal("a 100-slice limit did not cut the vector add's trace")
	}
	n := 0
	for _, c := range ch.Cores {
		n += len(c.Slices)
	}
	if n != 100 {
		t.Errorf("%d slices kept, want 100", n)
	}
	var b bytes.Buffer
	if err := WriteTrace(&b, ch); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "trace truncated: only the first 100 slices are kept") {
		t.Error("the trace does not say it was cut")
	}
	if full := run(t); full.TraceTruncated.Load() {
		t.Error("the default limit cut the vector add's trace")
	}
}
