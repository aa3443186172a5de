package semantics

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

func mmCostArgs(M, N, K int) []*sim.Arg {
	return []*sim.Arg{{Kind: sim.ArgIn, Data: make([]byte, 2*M*K), Name: "a"}, {Kind: sim.ArgIn, Data: make([]byte, 2*K*N), Name: "b"},
		{Kind: sim.ArgIn, Data: make([]byte, 4*N), Name: "bias"}, {Kind: sim.ArgOut, Data: make([]byte, 4*M*N), Name: "c"},
		{Kind: sim.ArgIn, Data: make([]byte, 1024), Name: "ws"}}
}

func mmEnd(c *sim.Core) int64 {
	end := c.Now
	for p := arch.Pipe(0); p < arch.NumPipes; p++ {
		end = max(end, c.Pipes[p].Done)
	}
	return end
}

// A mix-mode kernel (one that starts a KFC server) pays for its Matmul calls' messages:
// regist_matmul_obj, init and end one each, iterate_all a request and a reply.
func TestMatmulMessages(t *testing.T) {
	src := mmKernel(64, 64, 64, false, false)
	mix, d := kernel(t, src, 4, mmCostArgs(64, 64, 64)...)
	if d != "" {
		t.Fatal(d)
	}
	plainSrc := strings.Replace(src, "  ascendc.kfc_server.init %srv, %ws : !ascendc.kfc_server, memref<?xi8, 22>\n", "", 1)
	if plainSrc == src {
		t.Fatal("the mutation did not apply")
	}
	plain, d := kernel(t, plainSrc, 4, mmCostArgs(64, 64, 64)...)
	if d != "" {
		t.Fatal(d)
	}
	c := mix.Cores[0].Cost()
	want := 5 * (2*c.GMLatency + 2*c.FlagOp)
	if got := mmEnd(mix.Cores[0]) - mmEnd(plain.Cores[0]); got != want+c.APICall {
		// kfc_server.init itself is one API call.
		t.Errorf("mix mode costs %d cycles more, want 5 messages (%d) and the server's init call", got, want)
	}
}

// A block over a long K runs in several base steps whose stages overlap (L1 and L0 double
// buffered): the first Mmad starts before the last GM → L1 copy ends.
func TestMatmulStagesOverlap(t *testing.T) {
	const M, N, K = 64, 64, 2048 // 32×32 blocks: baseK = 32 KB / (32·2 B) = 512, 4 steps
	m, err := ir.ParseSource(all.NewContext(), "k.mlir", []byte(mmKernel(M, N, K, false, false)), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := sim.NewConfig(Registry(), "ascend910b", 4)
	cfg.Trace = true
	ch, err := sim.RunKernel(m, "k", cfg, mmCostArgs(M, N, K))
	if err != nil || len(ch.Errors()) > 0 {
		t.Fatal(err, ch.Errors())
	}
	c := ch.Cores[0]
	if c.Pipes[arch.M].Ops != 4 || c.Pipes[arch.MTE1].Ops != 4 {
		t.Errorf("%d Mmads and %d L0 loads, want 4 base steps", c.Pipes[arch.M].Ops, c.Pipes[arch.MTE1].Ops)
	}
	firstM, lastMTE2 := int64(-1), int64(0)
	for _, s := range c.Slices {
		switch s.Pipe {
		case arch.M:
			if firstM < 0 {
				firstM = s.Start
			}
		case arch.MTE2:
			lastMTE2 = max(lastMTE2, s.End)
		}
	}
	if firstM < 0 || firstM >= lastMTE2 {
		t.Errorf("first Mmad at %d, last MTE2 copy ends at %d: the stages did not overlap", firstM, lastMTE2)
	}
}

// The default base tile fills half of L0A/L0B/L0C; a small block's is the block, its K
// whole fractals; the L2 rate is the per-core figure or the core's share of the chip's.
func TestMatmulBase(t *testing.T) {
	ch, d := kernel(t, mmKernel(64, 64, 64, false, false), 4, mmCostArgs(64, 64, 64)...)
	if d != "" {
		t.Fatal(d)
	}
	c := ch.Cores[0]
	o := &mmObj{}
	if bm, bn, bk := o.mmBase(c, 512, 640, 2560, 2); bm != 128 || bn != 128 || bk != 128 {
		t.Errorf("default base tile %d×%d×%d, want 128×128×128 (half of L0A/L0B/L0C)", bm, bn, bk)
	}
	if bm, bn, bk := o.mmBase(c, 32, 32, 72, 2); bm != 32 || bn != 32 || bk != 80 {
		t.Errorf("small block: base %d×%d×%d, want 32×32×80 (K rounded up to fractals)", bm, bn, bk)
	}
	if r := c.Cost().L2Rate(48); r != c.Cost().Part.L2BytesPerSec/(c.Cost().ClockGHz*1e9)/48 {
		t.Errorf("48 cores share the chip's L2 bandwidth: %g B/cycle each", r)
	}
}
