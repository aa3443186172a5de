package simulator_test

import (
	"encoding/binary"
	"math"
	"os"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

func parse(t *testing.T, src string) *ir.Operation {
	t.Helper()
	m, err := ir.ParseSource(all.NewContext(), "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	return m
}

const constFunc = `func.func @f() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}`

// A hand-built registry drives the core loop: the simulator knows no op by itself, its
// per-core state is built per core and its finish hooks run once per core.
func TestHandBuiltRegistry(t *testing.T) {
	m := parse(t, constFunc)
	r := sim.NewRegistry()
	if _, err := sim.Compile(m, "f", &sim.Config{Registry: r}); err == nil || !strings.Contains(err.Error(), "has no simulator semantics") {
		t.Fatalf("empty registry: %v", err)
	}
	r.Register(arith.OpConstant, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		v := op.Attr("value").(*ir.IntegerAttr).Value
		out := in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[out].I = v; return sim.Next }
		return nil
	})
	r.Register(fn.OpReturn, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		args := in.In
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl { c.SetRet(args); return sim.Yield }
		return nil
	})
	key := &sim.ExtKey{Name: "test", New: func(c *sim.Core) any { return new(int) }}
	r.AddExt(key)
	var finished atomic.Int32
	r.OnFinish(func(c *sim.Core) {
		if p, ok := c.Ext(key).(*int); !ok || p == nil {
			t.Errorf("core %d has no state for the key", c.Idx)
		}
		finished.Add(1)
	})
	if got := r.Ops(); len(got) != 2 || got[0] != arith.OpConstant {
		t.Errorf("Ops() = %v", got)
	}
	cfg, err := sim.NewConfig(r, "ascend910b", 3)
	if err != nil {
		t.Fatal(err)
	}
	ch, err := sim.RunKernel(m, "f", cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range ch.Cores {
		if len(c.Results) != 1 || c.Results[0].I != 42 {
			t.Errorf("core %d returned %+v", c.Idx, c.Results)
		}
	}
	if finished.Load() != 3 {
		t.Errorf("finish hooks ran %d times for 3 cores", finished.Load())
	}
}

func TestConfigErrors(t *testing.T) {
	if _, err := sim.Compile(parse(t, constFunc), "f", &sim.Config{}); err == nil || !strings.Contains(err.Error(), "no Registry") {
		t.Errorf("nil registry: %v", err)
	}
	if _, err := sim.NewConfig(semantics.Registry(), "ascend1", 1); err == nil {
		t.Error("unknown SoC accepted")
	}
	if _, err := sim.NewConfig(semantics.Registry(), "ascend910b", sim.MaxBlockDim+1); err == nil {
		t.Error("block dim over the limit accepted")
	}
	cfg, _ := sim.NewConfig(semantics.Registry(), "ascend910b", 1)
	if _, err := sim.Compile(parse(t, constFunc), "g", cfg); err == nil || !strings.Contains(err.Error(), "no function @g") {
		t.Errorf("missing entry: %v", err)
	}
}

func f32s(n int, f func(i int) float32) []byte {
	b := make([]byte, 4*n)
	for i := 0; i < n; i++ {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(f(i)))
	}
	return b
}

func runVectorAdd(t *testing.T, src string) (*sim.Chip, []byte) {
	t.Helper()
	const n = 8 * 2048
	x := f32s(n, func(i int) float32 { return float32(i) * 0.5 })
	y := f32s(n, func(i int) float32 { return 1 - float32(i) })
	z := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*n), Name: "z"}
	cfg, err := sim.NewConfig(semantics.Registry(), "ascend910b", 8)
	if err != nil {
		t.Fatal(err)
	}
	ch, err := sim.RunKernel(parse(t, src), "vector_add_sync", cfg, []*sim.Arg{
		{Kind: sim.ArgIn, Data: x, Name: "x"}, {Kind: sim.ArgIn, Data: y, Name: "y"}, z})
	if err != nil {
		t.Fatal(err)
	}
	return ch, z.Data
}

// The explicitly synchronised vector add runs exactly, with the same cycles on every core
// and pipe times that fit in the core's time; without one of its wait_flags the sanitizer
// reports a race.
func TestKernelRunAndRace(t *testing.T) {
	src, err := os.ReadFile("../examples/vector_add_sync/kernel.mlir")
	if err != nil {
		t.Fatal(err)
	}
	ch, z := runVectorAdd(t, string(src))
	if errs := ch.Errors(); len(errs) > 0 {
		t.Fatalf("clean kernel: %v", errs[0])
	}
	for i := 0; i < len(z)/4; i++ {
		got := math.Float32frombits(binary.LittleEndian.Uint32(z[4*i:]))
		if want := float32(i)*0.5 + (1 - float32(i)); got != want {
			t.Fatalf("z[%d] = %g, want %g", i, got, want)
		}
	}
	c0 := ch.Cores[0]
	for _, c := range ch.Cores {
		if c.Now != c0.Now || c.Steps != c0.Steps {
			t.Errorf("core %d: %d cycles, %d steps; core 0: %d, %d", c.Idx, c.Now, c.Steps, c0.Now, c0.Steps)
		}
		for p := range c.Pipes {
			if c.Pipes[p].Busy() > c.Pipes[p].Done || c.Pipes[p].Done < 0 {
				t.Errorf("core %d pipe %d: busy %d beyond done %d", c.Idx, p, c.Pipes[p].Busy(), c.Pipes[p].Done)
			}
		}
	}
	lines := strings.Split(string(src), "\n")
	for i, l := range lines {
		if strings.Contains(l, "ascendc.wait_flag mte2_v") {
			lines[i] = ""
			break
		}
	}
	ch, _ = runVectorAdd(t, strings.Join(lines, "\n"))
	found := false
	for _, d := range ch.Errors() {
		found = found || strings.Contains(d.Msg, "read-after-write race on UB")
	}
	if !found {
		t.Fatalf("no race reported without wait_flag mte2_v: %v", ch.Errors())
	}
}
