package simulator_test

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

// dcacheKernel: two cores share y (64 f32). Core 0 runs first, core 1 then; the bodies
// are separated by sync_all, so the race check orders them, and each may clean its data
// cache (DataCacheCleanAndInvalid on y) where the test puts `clean`; core0Late is a
// third phase on core 0 after core 1's.
func dcacheKernel(core0, core1, core0Late string) string {
	return `func.func @k(%y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %c5i = arith.constant 5 : i64
  %c5 = builtin.unrealized_conversion_cast %c5i : i64 to ui64
  %v = arith.constant 2.5 : f32
  %gy = ascendc.global_tensor : ` + xgt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + xgt + `, memref<?xf32, 22>
  %a = ascendc.local_tensor_v3 vecout, 0, 64 : ` + xlt + `
  %idx = ascendc.get_block_idx : i32
  %first = arith.cmpi eq, %idx, %c0 : i32
  %second = arith.cmpi eq, %idx, %c1 : i32
  scf.if %first {
` + core0 + `
  }
  ascendc.sync_all_hard
  scf.if %second {
` + core1 + `
  }
  ascendc.sync_all_hard
  scf.if %first {
` + core0Late + `
  }
  return
}`
}

const (
	dcClean = `    "ascendc.data_cache_clean_invalid_global"(%gy) {entireType = 1 : i32, dcciDst = 2 : i32} : (` + xgt + `) -> ()`
	dcSet   = `    ascendc.global_tensor.set_value %gy, %c5, %v : ` + xgt + `, ui64, f32`
	dcGet   = `    %r = ascendc.global_tensor.get_value %gy, %c5 : ` + xgt + `, ui64, f32`
	dcStore = `    ascendc.duplicate_l2 %a, %v, %c64 : ` + xlt + `, f32, i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    ascendc.data_copy_l2 %gy, %a, %c64 : ` + xgt + `, ` + xlt + `, i32`
)

func runDCache(t *testing.T, src string) string {
	t.Helper()
	m := parse(t, src)
	cfg, err := sim.NewConfig(semantics.Registry(), "ascend910b", 2)
	if err != nil {
		t.Fatal(err)
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*64), Name: "y"}
	ch, err := sim.RunKernel(m, "k", cfg, []*sim.Arg{y})
	if err != nil {
		t.Fatal(err)
	}
	return diagText(ch.Errors())
}

// A scalar write of one core reaches another core only through a clean of the writer's
// data cache ordered before the other core's access; a scalar read of bytes the core
// cached before another core wrote them needs a clean of its own in between.
func TestCrossCoreDataCache(t *testing.T) {
	for _, c := range []struct {
		name, core0, core1, late, want string
	}{
		{"unflushed read", dcSet, dcGet, "",
			"cross-core stale read of GM y bytes [20, 24): core 1 reads it with 'ascendc.global_tensor.get_value' after core 0 wrote it through the scalar unit with 'ascendc.global_tensor.set_value'"},
		{"flushed read", dcSet + "\n" + dcClean, dcGet, "", ""},
		{"unflushed DMA write", dcSet, dcStore, "",
			"cross-core write-back race on GM y bytes [20, 24): core 1 writes it with 'ascendc.data_copy_l2' after core 0 wrote it through the scalar unit"},
		{"flushed DMA write", dcSet + "\n" + dcClean, dcStore, "", ""},
		// The clean comes after the synchronisation: core 1 is not ordered after it.
		{"clean too late", dcSet, dcGet, dcClean,
			"cross-core stale read of GM y bytes [20, 24)"},
		{"cached read", dcGet, dcStore, dcGet,
			"cross-core stale read of GM y bytes [20, 24): core 0 reads it through the scalar unit with 'ascendc.global_tensor.get_value', which held those bytes in its data cache before core 1 wrote them with 'ascendc.data_copy_l2'"},
		{"cached read, invalidated", dcGet, dcStore, dcClean + "\n" + dcGet, ""},
		{"read after a DMA write, nothing cached", "", dcStore, dcGet, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := runDCache(t, dcacheKernel(c.core0, c.core1, c.late))
			if c.want == "" && got != "" || c.want != "" && (!strings.Contains(got, c.want) || strings.Count(got, "error:") != 1) {
				t.Fatalf("want %q, got:\n%s", c.want, got)
			}
		})
	}
}
