package semantics

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// FuzzSimulate runs mutated kernels: whatever parses and verifies is compiled and run on a
// few cores with 64 KiB GM buffers and a step bound. A kernel may be refused or fail with a
// diagnostic; it must never reach the simulator's panic guard ("internal simulator error"),
// which would mean an op's compile or run code met a form it did not check for.
func FuzzSimulate(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("..", "..", "examples", "*", "kernel.mlir"))
	for _, s := range seeds {
		if b, err := os.ReadFile(s); err == nil && len(b) < 16<<10 {
			f.Add(string(b), uint8(1), int16(64))
		}
	}
	f.Fuzz(func(t *testing.T, src string, cores uint8, scalar int16) {
		if len(src) > 32<<10 {
			return
		}
		m, err := ir.ParseSource(all.NewContext(), "k.mlir", []byte(src), ir.ParseOptions{})
		if err != nil || ir.Verify(m) != nil {
			return
		}
		entry := firstDefinedFunc(m)
		if entry == nil {
			return
		}
		cfg, err := sim.NewConfig(Registry(), "ascend910b", int(cores%3)+1)
		if err != nil {
			t.Fatal(err)
		}
		cfg.MaxSteps = 20000
		cfg.MaxGMBytes = 16 << 20
		sym, _ := entry.Attr("sym_name").(*ir.StringAttr)
		if sym == nil {
			return
		}
		name := sym.Value
		p, err := sim.Compile(m, name, cfg)
		if err != nil {
			checkNotInternal(t, err.Error(), src)
			return
		}
		fn := p.Funcs[name]
		kinds, err := sim.KernelParams(fn.Op, fn.Args)
		if err != nil {
			return
		}
		var args []*sim.Arg
		for i, ty := range fn.Args {
			if kinds[i] == sim.ParamFFTS {
				continue
			}
			ts := ir.TypeString(ty)
			if strings.HasPrefix(ts, "memref") || strings.HasPrefix(ts, "!ascendc.global_tensor") {
				args = append(args, &sim.Arg{Kind: sim.ArgInOut, Data: make([]byte, 64<<10), Name: "buf"})
			} else {
				args = append(args, &sim.Arg{Kind: sim.ArgScalar, Scalar: strconv.Itoa(int(scalar))})
			}
		}
		ch, err := sim.RunKernel(m, name, cfg, args)
		if err != nil {
			checkNotInternal(t, err.Error(), src)
			return
		}
		for _, e := range ch.Errors() {
			checkNotInternal(t, e.Error(), src)
		}
	})
}

func firstDefinedFunc(m *ir.Operation) *ir.Operation {
	var fn *ir.Operation
	m.Walk(func(o *ir.Operation) bool {
		if fn == nil && o.Name() == "func.func" && o.NumRegions() == 1 && len(o.Region(0).Blocks()) > 0 {
			fn = o
		}
		return fn == nil
	})
	return fn
}

func checkNotInternal(t *testing.T, msg, src string) {
	t.Helper()
	if strings.Contains(msg, "internal simulator error") {
		t.Fatalf("%s\n--- kernel ---\n%s", msg, src)
	}
}
