package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// TestDataPaths: a copy between buffers the chip does not connect stops at the op
// (hardware.md §1, §3): GM -> L0A on the 3510 (MTE2 loads L0A/L0B from GM on 2201 only),
// L1 -> UB on 2201 (AIC and AIV exchange data through GM there), Fixpipe L0C -> UB on 2201;
// the same kernels run on the chip that has the path.
func TestDataPaths(t *testing.T) {
	in := func(n int, name string) *sim.Arg { return &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, n), Name: name} }
	out := func(n int) *sim.Arg { return &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, n), Name: "c"} }
	ksplit := func(soc string) string {
		return kernelOn(t, soc, ksplitKernel(mmadInit), in(2*64*64, "a"), in(2*64*64, "b"), in(4*32, "bias"), out(4*32*32))
	}
	nd2nz := func(soc string) string {
		return kernelOn(t, soc, nd2nzL2Kernel, in(2*32*24, "x"), &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 2*1024), Name: "y"})
	}
	// c310Kernel with FixpipeParamsV220, ROW_MAJOR, into the UB tensor %u.
	fixUB := func(soc string) string {
		p := `  %p = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c32 : i32, "mSize" = %c16 : i32, "srcStride" = %c16 : i32, "dstStride" = %c32 : i32, "quantPre" = %qm : !ascendc.quant_mode_t)`
		src := strings.NewReplacer("PARAMS", p, "DSTTY", "!ascendc.local_tensor<512xf16>", "DST", "%u", "PTY", "!ascendc.fixpipe_params_v220").Replace(c310Kernel)
		src = strings.Replace(src, "co2_layout(%c0)", "co2_layout(%c1)", 1)
		if soc == "ascend950" {
			src = g2lViaL1(src)
		}
		return kernelOn(t, soc, src, in(512, "a"), in(1024, "b"), &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 1024), Name: "y"})
	}
	for _, c := range []struct {
		name, soc string
		run       func(string) string
		want      string
	}{
		{"GM->L0A", "ascend950", ksplit, "'ascendc.load_data_g2l' op ascend950 has no data path from GM to L0A"},
		{"GM->L0A", "ascend910b", ksplit, ""},
		{"L1->UB", "ascend910b", nd2nz, "'ascendc.data_copy_l2' op ascend910b has no data path from L1 to UB"},
		{"L1->UB", "ascend950", nd2nz, ""},
		{"L0C->UB", "ascend910b", fixUB, "'ascendc.fixpipe' op ascend910b has no data path from L0C to UB"},
		{"L0C->UB", "ascend950", fixUB, ""},
	} {
		d := c.run(c.soc)
		if c.want == "" && d != "" || c.want != "" && !strings.Contains(d, c.want) {
			t.Errorf("%s on %s: want %q, got %q", c.name, c.soc, c.want, d)
		}
	}
}
