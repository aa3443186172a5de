package simulator

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
)

// ParamKind says who binds a parameter of a kernel.
type ParamKind uint8

const (
	// ParamUser parameters are bound by the caller's arguments, in order.
	ParamUser ParamKind = iota
	// ParamFFTS is the FFTS base address that ascendc-legalize-kernel-args{set-ffts-addr}
	// appends (kernel_arg ffts_addr): PyAsc's launcher passes it without the user
	// writing it, so the simulator binds it too.
	ParamFFTS
)

// KernelArgAttr is the argument attribute ascendc-legalize-kernel-args puts on every
// parameter of a kernel.
const KernelArgAttr = "emitasc.kernel_arg"

// FFTSBufferName labels the GM region bound to an ffts_addr parameter. The region is
// empty: the address is only handed to set_ffts_base_addr (whose flag hardware the
// simulator models by itself), so any access through it is an out-of-bounds error
// rather than a read of made-up contents.
const FFTSBufferName = "<FFTS base address bound by asc-sim>"

// KernelParams returns how each parameter of the function fn is bound, from its
// emitasc.kernel_arg argument attributes; a parameter without one is the caller's. A
// kind the simulator cannot bind, or an ffts_addr parameter that is not a GM buffer, is
// an error at the function.
func KernelParams(fn *ir.Operation, params []ir.Type) ([]ParamKind, error) {
	kinds := make([]ParamKind, len(params))
	aa, _ := fn.Attr("arg_attrs").(*ir.ArrayAttr)
	if aa == nil {
		return kinds, nil
	}
	for i, e := range aa.Elems {
		d, ok := e.(*ir.DictAttr)
		if !ok || i >= len(params) {
			continue
		}
		a := d.Get(KernelArgAttr)
		if a == nil {
			continue
		}
		k, ok := emitasc.KernelArgumentOf(a)
		switch {
		case !ok:
			return nil, ir.OpError(fn, "parameter %d has %s = %s, which asc-sim cannot bind (known: explicit, ffts_addr)", i+1, KernelArgAttr, ir.AttrString(a))
		case k == emitasc.KernelArgument_Explicit:
		case k == emitasc.KernelArgument_FftsAddr:
			if !isBufferType(params[i]) {
				return nil, ir.OpError(fn, "parameter %d (kernel_arg ffts_addr) has type %s: asc-sim binds the FFTS base address only to a GM buffer parameter", i+1, ir.TypeString(params[i]))
			}
			kinds[i] = ParamFFTS
		default:
			return nil, ir.OpError(fn, "parameter %d has %s = %s, which asc-sim cannot bind (known: explicit, ffts_addr)", i+1, KernelArgAttr, ir.AttrString(a))
		}
	}
	return kinds, nil
}

// UserParams counts the parameters the caller binds.
func UserParams(kinds []ParamKind) int {
	n := 0
	for _, k := range kinds {
		if k == ParamUser {
			n++
		}
	}
	return n
}

// BoundBySimulator says, for an arity error, which parameters the simulator binds
// itself ("" when none).
func BoundBySimulator(kinds []ParamKind) string {
	switch n := len(kinds) - UserParams(kinds); n {
	case 0:
		return ""
	case 1:
		return "asc-sim binds the ffts_addr parameter itself"
	default:
		return fmt.Sprintf("asc-sim binds the %d ffts_addr parameters itself", n)
	}
}

// SoCVersionAttr is the module attribute PyAsc's compiler sets to the SoC it compiled
// for ("Ascend910B1", "Ascend950PR_9599").
const SoCVersionAttr = "asc.soc_version"

// ResolveSoC picks the chip model of a run: the one flag names ("" when not given), else
// the module's asc.soc_version, else def. A flag and a module attribute naming different
// chip models is an error at the module, naming both.
func ResolveSoC(module *ir.Operation, flag, def string) (string, error) {
	var mod *arch.SoC
	var modName string
	if a := module.Attr(SoCVersionAttr); a != nil {
		s, ok := a.(*ir.StringAttr)
		if !ok {
			return "", ir.Errorf(module.Loc(), "%s must be a string, got %s", SoCVersionAttr, ir.AttrString(a))
		}
		m, err := arch.LookupSoC(s.Value)
		if err != nil {
			return "", ir.Errorf(module.Loc(), "%s: %v", SoCVersionAttr, err)
		}
		mod, modName = m, s.Value
	}
	switch {
	case flag == "" && mod == nil:
		return def, nil
	case flag == "":
		return modName, nil
	case mod == nil:
		return flag, nil
	}
	f, err := arch.LookupSoC(flag)
	if err != nil {
		return "", fmt.Errorf("--soc: %v", err)
	}
	if f.Name != mod.Name {
		return "", &SoCConflict{Diag: ir.Errorf(module.Loc(), "--soc %s runs on chip model %s but the module's %s %q runs on %s",
			flag, f.Name, SoCVersionAttr, modName, mod.Name)}
	}
	return flag, nil
}

// SoCConflict is ResolveSoC's error when the flag and the module name different chip
// models: a usage error of the command line rather than bad input.
type SoCConflict struct{ Diag *ir.Diagnostic }

func (e *SoCConflict) Error() string { return e.Diag.Error() }
