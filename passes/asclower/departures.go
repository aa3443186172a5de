package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	"github.com/ascend-toolchain/asc/passes"
)

// Departures from PyAsc's lowering (docs/pyasc.md §5) are taken where PyAsc's form
// computes a wrong result or does not compile. A pass that has any takes them only when
// its option `departures` is true (--pyasc-pipeline sets it); with the default false it
// emits what passes-asc2.md says PyAsc emits, whatever architecture the module names, so
// a lit test of the pass alone sees PyAsc's output.

// departures is the value of a pass's `departures` option.
type departures bool

// at reports whether the lowering of o takes the departures gated on the architecture:
// the pass was asked for them and o's module names its architecture
// (asc.compilation_arch). Every refusal or rewrite that PyAsc does not make and that
// applies "when the module names its architecture" asks this.
func (d departures) at(o *ir.Operation) bool { return bool(d) && compilationArch(o) != "" }

// on reports whether the pass takes the departures that do not depend on the
// architecture (bf16 math, reductions, softmax and rms_norm on an f32 copy; casts routed
// through other types).
func (d departures) on() bool { return bool(d) }

// widenBF16 reports whether a library call or reduction of elem runs on an f32 copy:
// Ascend C declares them for half and float only, so PyAsc's bf16 call does not compile.
func (d departures) widenBF16(elem ir.Type) bool {
	ft, _ := elem.(*ir.FloatType)
	return d.on() && ft != nil && ft.Name == ir.BF16.Name
}

// registerDeparting registers a func.func pass that takes departures: it has the option
// `departures`, whose parsed value run receives.
func registerDeparting(r *passes.Registry, name, summary string, run func(*ir.Operation, *ir.Context, departures) error) {
	r.Register(&passes.Info{Name: name, Summary: summary, Anchor: anchorFunc, Options: []passes.Option{passes.DeparturesOption},
		New: passes.DepartingPass(func(d bool) func(*ir.Operation, *ir.Context) error {
			return func(fn *ir.Operation, ctx *ir.Context) error { return run(fn, ctx, departures(d)) }
		})})
}

// compilationArch reads the module attribute asc.compilation_arch of fn's module. Only
// the spec's own architecture semantics (c310's subs/divs/broadcast and integer compares)
// read it directly; departures go through departures.at.
func compilationArch(fn *ir.Operation) string {
	for p := fn.ParentOp(); p != nil; p = p.ParentOp() {
		if a := p.Attr("asc.compilation_arch"); a != nil {
			return opdef.StringOf(a)
		}
	}
	return ""
}

// cubeSlot is a tile a matmul reads or writes and the buffer the cube takes it in.
type cubeSlot struct {
	v    *ir.Value
	what string
	loc  asctile.TileLocation
}

// cubeTiles checks the buffers of a matmul or matmul_acc: the cube reads its left matrix
// from L0A and its right one from L0B and writes L0C (hardware.md §6, Mmad). PyAsc lowers
// the op to Mmad whatever the tiles' locations, so a matmul of two UB tiles (loaded
// without a location) becomes an Mmad on vector-unit buffers, which the cube cannot
// address. Like vectorTiles, the refusal is a departure gated on the architecture.
func (dep departures) cubeTiles(o *ir.Operation) *ir.Diagnostic {
	if !dep.at(o) || o.NumOperands() < 2 {
		return nil
	}
	slots := []cubeSlot{{o.Operand(0), "operand #0 (the left matrix)", asctile.TileLocation_L0A},
		{o.Operand(1), "operand #1 (the right matrix)", asctile.TileLocation_L0B}}
	if o.Name() == asctile.OpMatmulAcc && o.NumOperands() > 2 {
		slots = append(slots, cubeSlot{o.Operand(2), "operand #2 (the accumulator)", asctile.TileLocation_L0C})
	}
	if o.Name() == asctile.OpMatmul && o.NumResults() == 1 {
		slots = append(slots, cubeSlot{o.Result(0), "result #0", asctile.TileLocation_L0C})
	}
	for _, s := range slots {
		t, ok := s.v.Type().(*asctile.TileType)
		if !ok || t.Loc == s.loc {
			continue
		}
		hint := " (load it there, or into L1 and copy it)"
		if s.loc == asctile.TileLocation_L0C {
			hint = " (store it from there to a tensor and load it into UB)"
		}
		return ir.OpError(o, "%s is a tile in %s, but the cube takes it in %s only%s", s.what, t.Loc, s.loc, hint)
	}
	return nil
}
