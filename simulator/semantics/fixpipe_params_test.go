package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// Fixpipe reads FixpipeParamsV220 only: FixpipeParamsC310 (what PyAsc's c310 lowering of
// copy_fixpipe builds) is refused when the kernel is compiled, whether it was filled by
// init_struct or built by construct with fewer members than the V220 reading needs (which
// used to index past the structure).
func TestFixpipeParamsC310Refused(t *testing.T) {
	for _, build := range []string{
		`ascendc.construct !ascendc.fixpipe_params_c310<NZ>(%c16, %c16, %c16, %c256) : i32, i32, i32, i32`,
		`ascendc.construct !ascendc.fixpipe_params_c310<ROW_MAJOR>(%c16, %c16, %c16, %c16, %c0) : i32, i32, i32, i32, i32`,
	} {
		src := `func.func @k(%y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c16 = arith.constant 16 : i32
  %c256 = arith.constant 256 : i32
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %l0c = ascendc.local_tensor_v3 co1, 0, 256 : !ascendc.local_tensor<256xf32>
  %p = ` + build + `
  %lay = ascendc.construct !ascendc.co2_layout(%c1) constexpr static : i32
  %cfg = ascendc.construct !ascendc.fixpipe_config(%lay) constexpr static : !ascendc.co2_layout
  ascendc.fixpipe %gy, %l0c, %p, %cfg : ` + gt + `, !ascendc.local_tensor<256xf32>, ` + build[len("ascendc.construct "):strings.Index(build, "(")] + `, !ascendc.fixpipe_config
  return
}`
		_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 1024), Name: "y"})
		if !strings.Contains(d, "'ascendc.fixpipe' op is not simulated for !ascendc.fixpipe_params_c310") || strings.Contains(d, "internal") {
			t.Errorf("want the C310 parameters refused at the fixpipe, got:\n%s", d)
		}
	}
}
