package semantics

import (
	"bytes"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// TestMmadModes: MmadParams members that change the product and are not simulated stop
// the first Mmad of the K-split kernel, named; the bias overload takes isBias and
// cmatrixSource (its own C source), a 16-bit Mmad ignores kDirectionAlign (an f32
// member) and unitFlag (synchronisation only): those run and give the plain result.
func TestMmadModes(t *testing.T) {
	const plain = "%init = ascendc.construct !ascendc.mmad_params(%c32, %c32, %c32, %false, %c0, %false, %false, %false, %c0, %false, %c0, %true)"
	members := map[string]int{"isBias": 3, "fmOffset": 4, "enSsparse": 5, "enWinogradA": 6, "enWinogradB": 7, "unitFlag": 8, "kDirectionAlign": 9, "cmatrixSource": 10}
	set := func(member string) string {
		ops := strings.Split(strings.TrimSuffix(strings.SplitN(plain, "(", 2)[1], ")"), ", ")
		i := members[member]
		if ops[i] == "%false" {
			ops[i] = "%true"
		} else {
			ops[i] = "%c1"
		}
		return strings.SplitN(plain, "(", 2)[0] + "(" + strings.Join(ops, ", ") + ")"
	}
	run := func(first, init string) ([]byte, string) {
		src := strings.Replace(ksplitKernel(first), plain, init, 1)
		if !strings.Contains(src, init) {
			t.Fatalf("kernel changed: %s not found", plain)
		}
		c := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*32*32), Name: "c"}
		in := func(n int, name string) *sim.Arg {
			b := make([]byte, n)
			for i := range b {
				b[i] = byte(i*7) & 0x3b // small f16 values, no NaN or infinity
			}
			return &sim.Arg{Kind: sim.ArgIn, Data: b, Name: name}
		}
		_, d := kernel(t, src, 1, in(2*64*64, "a"), in(2*64*64, "b"), in(4*32, "bias"), c)
		return c.Data, d
	}
	for first, base := range map[string]string{mmadInit: "plain", mmadBias: "bias"} {
		want, d := run(first, plain)
		if d != "" {
			t.Fatalf("%s: %s", base, d)
		}
		for m := range members {
			got, d := run(first, set(m))
			runs := m == "unitFlag" || m == "kDirectionAlign" || base == "bias" && (m == "isBias" || m == "cmatrixSource")
			switch {
			case runs && d != "":
				t.Errorf("%s Mmad with %s set refused: %s", base, m, d)
			case runs && !bytes.Equal(got, want):
				t.Errorf("%s Mmad with %s set changed the result", base, m)
			case !runs && !strings.Contains(d, "is not simulated for MmadParams "+m):
				t.Errorf("%s Mmad with %s set: want it refused, got %q", base, m, d)
			}
		}
	}
}
