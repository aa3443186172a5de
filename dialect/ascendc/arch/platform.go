package arch

import (
	"fmt"
	"strings"
)

// CompilationArch is PyAsc's name of an instruction-set generation: the value of the module
// attribute `asc.compilation_arch` and of `platform_to_arch` in PyAsc's compiler.
type CompilationArch string

const (
	C220 CompilationArch = "c220" // Ascend 910B and 910_93 (__NPU_ARCH__ 2201)
	C310 CompilationArch = "c310" // Ascend 910_95 / 950 (__NPU_ARCH__ 3510)
)

// platformPrefixes maps the SoC-name prefixes PyAsc accepts to their architecture and to the
// chip model the simulator runs them on (passes-asc2.md §4.1: `Ascend910B*`, `Ascend910_93*`
// → c220; `Ascend910_95*`, `Ascend950PR_95*` → c310). Longer prefixes come first.
var platformPrefixes = []struct {
	prefix string
	arch   CompilationArch
	model  string
}{
	{"Ascend950PR_95", C310, "ascend950"},
	{"Ascend910_95", C310, "ascend950"},
	{"Ascend910_93", C220, "ascend910b"},
	{"Ascend910B", C220, "ascend910b"},
}

// PlatformArch returns the architecture of a PyAsc SoC name (e.g. "Ascend910B1" → c220,
// "Ascend950PR_9599" → c310), as PyAsc's platform_to_arch does; other names are an error.
func PlatformArch(soc string) (CompilationArch, error) {
	if i := platformOf(soc); i >= 0 {
		return platformPrefixes[i].arch, nil
	}
	return "", fmt.Errorf("unknown SoC %q (PyAsc names start with Ascend910B, Ascend910_93, Ascend910_95 or Ascend950PR_95)", soc)
}

// LookupSoC finds the chip model for a name: one of the model names ("ascend910b",
// "ascend950") or a PyAsc SoC name ("Ascend910B1".."Ascend910B4", "Ascend910_9362",
// "Ascend950PR_9599", ...), which runs on the model of its architecture.
func LookupSoC(name string) (*SoC, error) {
	if s, ok := SoCs[name]; ok {
		return s, nil
	}
	if i := platformOf(name); i >= 0 {
		return SoCs[platformPrefixes[i].model], nil
	}
	return nil, fmt.Errorf("unknown SoC %q (want %s, or a PyAsc name such as Ascend910B1 or Ascend950PR_9599)", name, SoCNames())
}

// platformOf is the index in platformPrefixes of the prefix soc starts with, or -1.
func platformOf(soc string) int {
	for i, p := range platformPrefixes {
		if strings.HasPrefix(soc, p.prefix) {
			return i
		}
	}
	return -1
}
