package hostile

import (
	"bytes"
	"fmt"
	"regexp"
	"runtime/metrics"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/semantics"
	"github.com/ascend-toolchain/asc/target/ascendc"
)

// passNames are the registered passes and named pipelines the campaign runs, each with
// its default options, and the pyasc-pipeline runs for both architectures.
type passNames struct {
	reg   *passes.Registry
	names []string
}

// socs are a c220 and a c310 SoC, the two architectures pyasc-pipeline lowers for.
var socs = []string{"Ascend910B1", "Ascend950PR_9599"}

func newPassNames(reg *passes.Registry) passNames {
	return passNames{reg: reg, names: append(reg.Names(), reg.PipelineNames()...)}
}

func heapInUse() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// runMutant runs every tool on the mutant; it reports whether the mutant verified.
func (c *campaign) runMutant(m *mutant) bool {
	var valid bool
	c.guard(m, "parse+verify", func() string {
		mod, err := ir.ParseSource(c.ctx, "mutant.mlir", m.src, ir.ParseOptions{})
		if err != nil {
			return locatedDiag("parse", err)
		}
		if err := ir.Verify(mod); err != nil {
			return locatedDiag("verify", err)
		}
		valid = true
		return roundTrip(c.ctx, mod)
	})
	if !valid {
		return false
	}
	for i, p := range c.reg.names {
		if c.full || i%8 == m.id%8 {
			c.guard(m, "pass "+p, func() string { _, msg := c.runPass(m, p, ""); return msg })
		}
	}
	asc := bytes.Contains(m.src, []byte("asctile.")) || bytes.Contains(m.src, []byte("ascendc."))
	for _, soc := range socs {
		if !asc {
			break
		}
		var out *ir.Operation
		c.guard(m, "pyasc-pipeline "+soc, func() string {
			var msg string
			out, msg = c.runPass(m, "pyasc-pipeline", "soc="+soc)
			return msg
		})
		if out != nil {
			c.guard(m, "translate (after pyasc-pipeline)", func() string { return translate(out) })
			c.guard(m, "simulate (after pyasc-pipeline)", func() string { return simulate(out) })
		}
	}
	c.guard(m, "translate", func() string { return translate(c.parse(m)) })
	if bytes.Contains(m.src, []byte("ascendc.global")) && !bytes.Contains(m.src, []byte("asctile.")) {
		c.guard(m, "simulate", func() string { return simulate(c.parse(m)) })
	}
	return true
}

func (c *campaign) parse(m *mutant) *ir.Operation {
	mod, err := ir.ParseSource(c.ctx, "mutant.mlir", m.src, ir.ParseOptions{})
	if err != nil {
		panic(err) // it parsed a moment ago
	}
	return mod
}

// locatedDiag checks that a refusal is a diagnostic with a location in the file, as
// every error of the tools must be.
func locatedDiag(stage string, err error) string {
	ds := ir.AsDiagnostics(err)
	if len(ds) == 0 {
		return fmt.Sprintf("%s error is not a diagnostic: %v", stage, err)
	}
	for _, d := range ds {
		// A name location ("w") is the input's own choice; loc(unknown) is the tool's.
		if _, unknown := d.Loc.(ir.UnknownLoc); unknown || d.Loc == nil {
			return fmt.Sprintf("%s diagnostic without a location: %v", stage, d)
		}
	}
	return ""
}

// roundTrip checks that verified IR prints (custom form) as text that parses and
// verifies again.
func roundTrip(ctx *ir.Context, mod *ir.Operation) string {
	p := ir.NewPrinter(nil, ir.PrintOptions{})
	if err := p.PrintOp(mod); err != nil {
		return "print: " + err.Error()
	}
	again, err := ir.ParseSource(ctx, "printed.mlir", []byte(p.String()), ir.ParseOptions{})
	if err == nil {
		err = ir.Verify(again)
	}
	if err != nil && !mlirCannotReadBack(err, p.String()) {
		return fmt.Sprintf("%s: %v\n%.3000s", notRoundTrip, err, p.String())
	}
	return ""
}

var errLine = regexp.MustCompile(`^printed\.mlir:(\d+):\d+: error: .*integer value too large`)

// mlirCannotReadBack excuses the one printed form found that mlir-opt 19 cannot read back
// either: an int64 of a custom form (an scf.index_switch case) equal to -2^63 prints as
// `-9223372036854775808`, and AsmParser::parseInteger<int64_t> refuses that literal as
// "integer value too large" (it reads 2^63 wider than 64 bits, negates it there, and
// compares the truncation back zero-extended).
func mlirCannotReadBack(err error, text string) bool {
	m := errLine.FindStringSubmatch(err.Error())
	if m == nil {
		return false
	}
	n, _ := strconv.Atoi(m[1])
	lines := strings.Split(text, "\n")
	return n >= 1 && n <= len(lines) && strings.Contains(lines[n-1], "-9223372036854775808")
}

// runPass runs one pass or pipeline on a fresh parse of the mutant; it returns the module
// when the pass succeeded and left valid IR.
func (c *campaign) runPass(m *mutant, name, opts string) (*ir.Operation, string) {
	pm := passes.NewManager("builtin.module")
	if err := c.reg.reg.AddPassByName(pm, name, opts); err != nil {
		return nil, ""
	}
	mod := c.parse(m)
	if err := pm.Run(mod, c.ctx, nil); err != nil {
		// The manager turns a pass's panic into a diagnostic so that ascopt exits cleanly;
		// it is still a bug of the pass.
		if strings.Contains(err.Error(), "' panicked: ") {
			return nil, err.Error()
		}
		return nil, ""
	}
	if err := ir.Verify(mod); err != nil {
		return nil, "succeeded but left invalid IR: " + err.Error()
	}
	// Output that does not print and parse again is the pass's finding only when the
	// mutant itself did.
	if msg := roundTrip(c.ctx, mod); msg != "" && roundTrip(c.ctx, c.parse(m)) == "" {
		return nil, "output: " + msg
	}
	return mod, ""
}

const notRoundTrip = "verified IR prints as text that does not parse and verify"

func translate(mod *ir.Operation) string {
	var b bytes.Buffer
	if err := ascendc.Translate(&b, mod, ascendc.Options{}); err != nil {
		return locatedDiag("translate", err)
	}
	return ""
}

// simulate runs every kernel of the module on two cores with small synthetic arguments
// (4 KiB of each buffer, 16 for an integer, 1.5 for a float) and a step bound.
func simulate(mod *ir.Operation) string {
	soc, err := sim.ResolveSoC(mod, "", "ascend910b")
	if err != nil {
		return ""
	}
	var kernels []*ir.Operation
	mod.Walk(func(op *ir.Operation) bool {
		if op.Name() == fn.OpFunc && op.HasAttr("ascendc.global") && op.NumRegions() == 1 && !op.Region(0).Empty() {
			kernels = append(kernels, op)
		}
		return op == mod
	})
	for _, k := range kernels {
		if msg := simulateOne(mod, k, soc); msg != "" {
			return msg
		}
	}
	return ""
}

func simulateOne(mod, k *ir.Operation, soc string) string {
	cfg, err := sim.NewConfig(semantics.Registry(), soc, 2)
	if err != nil {
		return ""
	}
	cfg.MaxSteps, cfg.MaxGMBytes = 100_000, 64<<20
	params := k.Region(0).Front().ArgTypes()
	kinds, err := sim.KernelParams(k, params)
	if err != nil {
		return ""
	}
	var args []*sim.Arg
	for i, t := range params {
		if kinds[i] == sim.ParamUser {
			args = append(args, synthArg(cfg, t, i))
		}
	}
	name := k.Attr("sym_name").(*ir.StringAttr).Value
	ch, err := sim.RunKernel(mod, name, cfg, args)
	if err != nil {
		return locatedDiag("simulate", err)
	}
	for _, core := range ch.Cores {
		if core.Err != nil && strings.Contains(core.Err.Msg, "internal simulator error") {
			return core.Err.Error()
		}
	}
	return ""
}

func synthArg(cfg *sim.Config, t ir.Type, i int) *sim.Arg {
	dt := cfg.Registry.DTypeOf(t)
	if sim.IsBufferType(t) {
		if dt == sim.Invalid {
			dt = sim.F32
		}
		data := make([]byte, 4096)
		for j := range data {
			data[j] = byte(j*7 + i)
		}
		return &sim.Arg{Kind: sim.ArgInOut, Data: data, Name: fmt.Sprintf("arg%d", i), Elem: dt}
	}
	switch {
	case dt == sim.Bool:
		return &sim.Arg{Kind: sim.ArgScalar, Scalar: "1"}
	case dt.IsFloat():
		return &sim.Arg{Kind: sim.ArgScalar, Scalar: "1.5"}
	}
	return &sim.Arg{Kind: sim.ArgScalar, Scalar: "16"}
}
