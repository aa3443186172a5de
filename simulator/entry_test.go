package simulator_test

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

func TestNewConfigTakesPyAscSoCNames(t *testing.T) {
	for name, model := range map[string]string{"ascend910b": "ascend910b", "Ascend910B1": "ascend910b",
		"Ascend910B4": "ascend910b", "ascend950": "ascend950", "Ascend950PR_9599": "ascend950"} {
		cfg, err := sim.NewConfig(semantics.Registry(), name, 1)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if cfg.SoC.Name != model || cfg.Cost == nil {
			t.Errorf("%s: runs on %s (cost model %v), want %s", name, cfg.SoC.Name, cfg.Cost != nil, model)
		}
	}
	if _, err := sim.NewConfig(semantics.Registry(), "Ascend310P1", 1); err == nil || !strings.Contains(err.Error(), `unknown SoC "Ascend310P1"`) {
		t.Errorf("Ascend310P1: %v", err)
	}
}

func TestResolveSoC(t *testing.T) {
	m := parse(t, `module attributes {asc.soc_version = "Ascend950PR_9599"} {
}`)
	plain := parse(t, `module {
}`)
	for _, c := range []struct {
		flag, want, err string
		plain           bool
	}{
		{"", "ascend910b", "", true},
		{"Ascend910B2", "Ascend910B2", "", true},
		{"", "Ascend950PR_9599", "", false},
		{"ascend950", "ascend950", "", false},
		{"ascend910b", "", "--soc ascend910b runs on chip model ascend910b but the module's asc.soc_version \"Ascend950PR_9599\" runs on ascend950", false},
	} {
		mod := m
		if c.plain {
			mod = plain
		}
		got, err := sim.ResolveSoC(mod, c.flag, "ascend910b")
		if c.err != "" {
			if _, ok := err.(*sim.SoCConflict); !ok || !strings.Contains(err.Error(), c.err) {
				t.Errorf("--soc %q: error %v, want a SoCConflict %q", c.flag, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("--soc %q: %q, %v; want %q", c.flag, got, err, c.want)
		}
	}
}

// The FFTS base address parameter takes no argument; the others bind in order around it.
func TestRunKernelBindsFFTSAddr(t *testing.T) {
	m := parse(t, `func.func @k(%f: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}, %a: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}) {
  ascendc.set_ffts_base_addr %f : memref<?xi64, 22>
  ascendc.printf %a {desc = "%d\n"} : i32
  return
}`)
	cfg, _ := sim.NewConfig(semantics.Registry(), "Ascend910B1", 1)
	ch, err := sim.RunKernel(m, "k", cfg, []*sim.Arg{{Kind: sim.ArgScalar, Scalar: "42"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := ch.Cores[0].Print.String(); !strings.Contains(got, "42") {
		t.Fatalf("printed %q", got)
	}
	_, err = sim.RunKernel(m, "k", cfg, nil)
	if err == nil || !strings.Contains(err.Error(), "takes 1 parameters but 0 --arg were given (asc-sim binds the ffts_addr parameter itself)") {
		t.Fatalf("arity: %v", err)
	}
}
