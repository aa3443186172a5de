package semantics

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// TestMmadModes: MmadParams members that change the product and are not simulated stop
// the first Mmad of the K-split kernel, named; the bias overload takes isBias and
// cmatrixSource (its own C source), a 16-bit Mmad ignores kDirectionAlign (an f32
// member) and unitFlag (synchronisation only): those run and give the plain result.
func TestMmadModes(t *testing.T) {
	const plain = `%init = emitasc.init_struct !ascendc.mmad_params("m" = %c32 : i32, "n" = %c32 : i32, "k" = %c32 : i32, "isBias" = %false : i1, "fmOffset" = %c0 : i32, "enSsparse" = %false : i1, "enWinogradA" = %false : i1, "enWinogradB" = %false : i1, "unitFlag" = %c0 : i32, "kDirectionAlign" = %false : i1, "cmatrixSource" = %c0 : i32, "cmatrixInitVal" = %true : i1)`
	set := func(member string) string {
		for _, v := range []string{"%false : i1", "%c0 : i32"} {
			if from := fmt.Sprintf("%q = %s", member, v); strings.Contains(plain, from) {
				to := strings.Replace(strings.Replace(v, "%false", "%true", 1), "%c0", "%c1", 1)
				return strings.Replace(plain, from, fmt.Sprintf("%q = %s", member, to), 1)
			}
		}
		t.Fatalf("member %s not in %s", member, plain)
		return ""
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
		for _, m := range []string{"isBias", "fmOffset", "enSsparse", "enWinogradA", "enWinogradB", "unitFlag", "kDirectionAlign", "cmatrixSource"} {
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
