package ir_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// logRecorder writes each event with the text of its spans.
type logRecorder struct {
	src    string
	events []string
	fwd    map[*ir.Value]*ir.Value
}

func (r *logRecorder) text(s ir.Span) string { return r.src[s.Start:s.End] }

func (r *logRecorder) Op(op *ir.Operation, name, whole ir.Span) {
	r.events = append(r.events, fmt.Sprintf("op %s %q", r.text(name), strings.Fields(r.text(whole))[0]))
}
func (r *logRecorder) ValueDef(name ir.Span, vals []*ir.Value) {
	r.events = append(r.events, fmt.Sprintf("def %s x%d", r.text(name), len(vals)))
}
func (r *logRecorder) ValueUse(name ir.Span, v *ir.Value) {
	r.events = append(r.events, "use "+r.text(name))
}
func (r *logRecorder) ForwardResolved(ph, v *ir.Value) {
	r.fwd[ph] = v
	r.events = append(r.events, "forward resolved")
}
func (r *logRecorder) BlockDef(name ir.Span, b *ir.Block) {
	r.events = append(r.events, "block "+r.text(name))
}
func (r *logRecorder) BlockUse(name ir.Span, b *ir.Block) {
	r.events = append(r.events, "successor "+r.text(name))
}
func (r *logRecorder) SymbolName(name ir.Span, sym string) {
	r.events = append(r.events, "symbol "+r.text(name)+" "+sym)
}
func (r *logRecorder) SymbolRef(ref *ir.SymbolRefAttr, parts []ir.Span) {
	var ps []string
	for _, p := range parts {
		ps = append(ps, r.text(p))
	}
	r.events = append(r.events, "ref "+strings.Join(ps, " "))
}

// TestParseRecorder: the recorder sees every op with its name and whole text, SSA
// definitions (results, block and region arguments) and uses, forward references and
// what resolved them, block labels and symbols, in source order.
func TestParseRecorder(t *testing.T) {
	src := `module @m {
  func.func @f(%a: i32) -> i32 {
    cf.br ^bb2
  ^bb1:
    return %v : i32
  ^bb2:
    %v = arith.addi %a, %a : i32
    %p:2 = "test.pair"() {r = @m::@f} : () -> (i32, i32)
    cf.br ^bb1
  }
}`
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	r := &logRecorder{src: src, fwd: map[*ir.Value]*ir.Value{}}
	top, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{Recorder: r})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"symbol @m m", "symbol @f f", "def %a x1",
		`successor ^bb2`, `op cf.br "cf.br"`,
		"block ^bb1", "use %v", `op return "return"`,
		"block ^bb2", "use %a", "use %a", `op arith.addi "%v"`, "forward resolved", "def %v x1",
		"ref @m @f", `op "test.pair" "%p:2"`, "def %p x2",
		"successor ^bb1", `op cf.br "cf.br"`,
		`op func.func "func.func"`, `op module "module"`,
	}
	if got := strings.Join(r.events, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	// The forward reference's placeholder became the op's result.
	addi := top.Region(0).Front().First().Region(0).Blocks()[2].First()
	for ph, v := range r.fwd {
		if v != addi.Result(0) || ph == v {
			t.Errorf("forward reference resolved to %v, want the arith.addi result", v)
		}
	}
}

// TestParseRecorderFailedParse: events before a parse error are reported.
func TestParseRecorderFailedParse(t *testing.T) {
	src := "func.func @f(%a: i32) {\n  %b = arith.addi %a, %a : i32\n  %c = arith.nope %b\n}"
	r := &logRecorder{src: src, fwd: map[*ir.Value]*ir.Value{}}
	if _, err := ir.ParseSource(all.NewContext(), "t.mlir", []byte(src), ir.ParseOptions{Recorder: r}); err == nil {
		t.Fatal("no error")
	}
	want := `symbol @f f|def %a x1|use %a|use %a|op arith.addi "%b"|def %b x1`
	if got := strings.Join(r.events, "|"); got != want {
		t.Errorf("events %s, want %s", got, want)
	}
}

// TestParseRecorderStaysOnOneCore: bodies long enough to be parsed on other cores are
// parsed by the recording parser itself, so none of their events is lost.
func TestParseRecorderStaysOnOneCore(t *testing.T) {
	var b strings.Builder
	for f := 0; f < 4; f++ {
		fmt.Fprintf(&b, "func.func @f%d(%%a: i32) -> i32 {\n", f)
		for i := 0; i < 40; i++ {
			fmt.Fprintf(&b, "  %%v%d = arith.addi %%a, %%a : i32\n", i)
		}
		b.WriteString("  return %a : i32\n}\n")
	}
	src := b.String()
	r := &logRecorder{src: src, fwd: map[*ir.Value]*ir.Value{}}
	if _, err := ir.ParseSource(all.NewContext(), "t.mlir", []byte(src), ir.ParseOptions{Recorder: r}); err != nil {
		t.Fatal(err)
	}
	uses := 0
	for _, e := range r.events {
		if e == "use %a" {
			uses++
		}
	}
	if uses != 4*81 {
		t.Errorf("%d uses of %%a recorded, want %d", uses, 4*81)
	}
}
