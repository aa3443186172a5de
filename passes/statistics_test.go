package passes

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

type countingPass struct{ ops, blocks Statistic }

func (p *countingPass) Run(op *ir.Operation, _ *ir.Context) error {
	p.ops.Add(1)
	return nil
}

// Declared out of name order: the report sorts them.
func (p *countingPass) Statistics() []*Statistic { return []*Statistic{&p.ops, &p.blocks} }

type plainPass struct{}

func (plainPass) Run(*ir.Operation, *ir.Context) error { return nil }

// The report lists the pipeline's structure with each instance's counters (pipeline
// display) or each pass with statistics once with the sums (list display, by name),
// counters sorted by name, values right-aligned and names left-aligned; a blank line ends
// the report, as in mlir-opt.
func TestReportStatistics(t *testing.T) {
	r := NewRegistry()
	r.Register(&Info{Name: "count-ops", Summary: "count", New: func(Options) (Pass, error) {
		return &countingPass{ops: Statistic{Name: "num-runs", Desc: "Number of runs"},
			blocks: Statistic{Name: "blocks", Desc: "Blocks"}}, nil
	}})
	r.Register(&Info{Name: "aaa-plain", Summary: "no statistics", New: func(Options) (Pass, error) { return plainPass{}, nil }})
	pm, err := r.ParsePipeline("builtin.module(func.func(count-ops),func.func(aaa-plain),count-ops)")
	if err != nil {
		t.Fatal(err)
	}
	ctx, m := parse(t, "func.func @a() { return }\nfunc.func @b() { return }\n")
	for i := 0; i < 6; i++ { // 12 function runs: a two-digit value
		if err := pm.Run(m, ctx, nil); err != nil {
			t.Fatal(err)
		}
	}
	var b strings.Builder
	if err := pm.ReportStatistics(&b, "pipeline"); err != nil {
		t.Fatal(err)
	}
	want := "'func.func' Pipeline\n  CountOps\n    (S)  0 blocks   - Blocks\n    (S) 12 num-runs - Number of runs\n  AaaPlain\n" +
		"CountOps\n  (S) 0 blocks   - Blocks\n  (S) 6 num-runs - Number of runs\n\n"
	if got := b.String(); !strings.HasSuffix(got, "===\n"+want) {
		t.Errorf("pipeline display:\n%s\nwant suffix\n%s", got, want)
	}
	b.Reset()
	if err := pm.ReportStatistics(&b, "list"); err != nil {
		t.Fatal(err)
	}
	if want := "===\n  CountOps\n    (S)  0 blocks   - Blocks\n    (S) 18 num-runs - Number of runs\n\n"; !strings.HasSuffix(b.String(), want) {
		t.Errorf("list display:\n%s\nwant suffix\n%s", b.String(), want)
	}
	if err := pm.ReportStatistics(&b, "tree"); err == nil {
		t.Error("unknown display accepted")
	}
}
