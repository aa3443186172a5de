package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// xcoreKernel: every core loads x[0:64] (f32) into UB, then (after `pre`) writes it to
// y[idx*stride : idx*stride+64] and runs `post`. The ops sit on their own lines so that
// diagnostics name them.
func xcoreKernel(pre, post string) string {
	return `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %stride: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %idx = ascendc.get_block_idx : i32
  %first = arith.cmpi eq, %idx, %c0 : i32
  %off = arith.muli %idx, %stride : i32
  %gyi = ascendc.global_tensor.subindex %gy[%off] : ` + gt + `, i32, ` + gt + `
  %a = ascendc.local_tensor_v3 vecin, 0, 64 : ` + lt + `
  ascendc.data_copy_l2 %a, %gx, %c64 : ` + lt + `, ` + gt + `, i32
  ascendc.set_flag mte2_mte3, %c0 : i32
  ascendc.wait_flag mte2_mte3, %c0 : i32
` + pre + `
  ascendc.data_copy_l2 %gyi, %a, %c64 : ` + gt + `, ` + lt + `, i32
` + post + `
  return
}`
}

func xcoreRun(t *testing.T, src string, cores int, stride string) (*sim.Arg, string) {
	t.Helper()
	return xcoreRunX(t, src, cores, stride, iota64())
}

func xcoreRunX(t *testing.T, src string, cores int, stride string, x []float32) (*sim.Arg, string) {
	t.Helper()
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*256), Name: "y"}
	_, d := kernel(t, src, cores, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, y,
		&sim.Arg{Kind: sim.ArgScalar, Scalar: stride})
	return y, d
}

func TestCrossCoreWriteRace(t *testing.T) {
	src := xcoreKernel("", "")
	// Disjoint slices: no report.
	if _, d := xcoreRun(t, src, 2, "64"); d != "" {
		t.Fatalf("disjoint writes reported: %s", d)
	}
	// Core 1 writes y[32:96] over core 0's y[0:64]: bytes [128, 256) of y.
	_, d := xcoreRun(t, src, 2, "32")
	want := "cross-core write-write race on GM y bytes [128, 256): core 1 writes it with 'ascendc.data_copy_l2' and core 0 writes it with 'ascendc.data_copy_l2' at k.mlir:18:3"
	if !strings.Contains(d, want) || strings.Count(d, "cross-core write-write race") != 1 {
		t.Fatalf("want one report %q, got:\n%s", want, d)
	}
	// Three cores overlapping pairwise: one report per pair of cores, deduplicated.
	_, d = xcoreRun(t, src, 3, "32")
	if strings.Count(d, "cross-core write-write race") != 2 {
		t.Fatalf("want 2 reports (cores 0-1, 1-2), got:\n%s", d)
	}
	// The same result whatever the goroutine schedule: run it a few times.
	for i := 0; i < 5; i++ {
		if _, d2 := xcoreRun(t, src, 3, "32"); d2 != d {
			t.Fatalf("reports depend on scheduling:\n%s\nvs\n%s", d, d2)
		}
	}
}

func TestCrossCoreSyncOrders(t *testing.T) {
	// Core 0 writes before the barrier, core 1 after it: ordered, core 1's data wins.
	pre := "  %second = arith.cmpi eq, %idx, %c1 : i32\n  scf.if %second {\n    ascendc.sync_all_hard\n  }\n"
	post := "  scf.if %first {\n    ascendc.sync_all_hard\n  }\n"
	if _, d := xcoreRun(t, xcoreKernel(pre, post), 2, "32"); d != "" {
		t.Fatalf("sync_all-ordered writes reported: %s", d)
	}
	// IBSet by core 0 after its write, IBWait by core 1 before its own.
	pre = "  scf.if %second {\n    ascendc.ib_wait %gx, %a, %c0, %c1 : " + gt + ", " + lt + ", i32, i32\n  }\n"
	post = "  scf.if %first {\n    ascendc.ib_set %gx, %a, %c0, %c1 : " + gt + ", " + lt + ", i32, i32\n  }\n"
	pre = "  %second = arith.cmpi eq, %idx, %c1 : i32\n" + pre
	y, d := xcoreRun(t, xcoreKernel(pre, post), 2, "32")
	if d != "" {
		t.Fatalf("IBSet/IBWait-ordered writes reported: %s", d)
	}
	x := iota64()
	for i := 0; i < 96; i++ {
		want := x[i%64]
		if i >= 32 {
			want = x[i-32] // core 1 wrote last
		}
		if got := f32at(y.Data, i); got != want {
			t.Fatalf("y[%d] = %g, want %g", i, got, want)
		}
	}
	// NotifyNextBlock/WaitPreBlock chain three cores.
	pre = "  ascendc.wait_pre_block %gx, %a : " + gt + ", " + lt + "\n"
	post = "  ascendc.notify_next_block %gx, %a : " + gt + ", " + lt + "\n"
	if _, d := xcoreRun(t, xcoreKernel(pre, post), 3, "32"); d != "" {
		t.Fatalf("chained writes reported: %s", d)
	}
	// A cross-core flag set by one core and consumed by one wait (FFTS form, flag 3, mode
	// 2: config 1 | 2<<4 | 3<<8 = 801; the model runs a block's AIC and AIVs as one core,
	// so mode 2 pairs a set with a wait whichever cores run them).
	pre = "  %cfg = arith.constant 801 : i64\n  %second = arith.cmpi eq, %idx, %c1 : i32\n  %c3 = arith.constant 3 : i32\n" +
		"  scf.if %second {\n    ascendc.cross_core_wait_flag %c3, 2, pipe_mte3 : i32\n  }\n"
	post = "  scf.if %first {\n    ascendc.ffts_cross_core_sync %cfg {pipe = 5 : i32} : i64\n  }\n"
	if _, d := xcoreRun(t, xcoreKernel(pre, post), 2, "32"); d != "" {
		t.Fatalf("flag-ordered writes reported: %s", d)
	}
	// Without the wait, the flag orders nothing.
	if _, d := xcoreRun(t, xcoreKernel(strings.Replace(pre, "cross_core_wait_flag", "cross_core_set_flag", 1), post), 2, "32"); !strings.Contains(d, "cross-core write-write race") {
		t.Fatalf("unordered writes not reported: %s", d)
	}
	// Mode 0 synchronises all cores: each of 3 cores writes its slice of y, sets the flag
	// (CrossCoreSetFlag or the FFTS form, config 1 | 0<<4 | 3<<8 = 769) and waits; a wait
	// passes only after every core's set, so core 0 then reads core 2's slice safely.
	// Before, a mode-0 wait consumed any single set (often its own core's) and the read
	// raced with core 2's write.
	read := "  %c128 = arith.constant 128 : i32\n  scf.if %first {\n    %r = ascendc.global_tensor.get_value %gy, %c128 : " + gt + ", i32, f32\n  }\n"
	for _, set := range []string{"  ascendc.cross_core_set_flag %c3, 0, pipe_mte3 : i32\n", "  %cfg = arith.constant 769 : i64\n  ascendc.ffts_cross_core_sync %cfg {pipe = 5 : i32} : i64\n"} {
		post = "  %c3 = arith.constant 3 : i32\n" + set + "  ascendc.cross_core_wait_flag %c3, 0, pipe_mte3 : i32\n" + read
		if _, d := xcoreRun(t, xcoreKernel("", post), 3, "64"); d != "" {
			t.Fatalf("mode-0 flag: read after all cores' sets reported: %s", d)
		}
	}
	post = "  %c3 = arith.constant 3 : i32\n  %last = arith.cmpi ne, %idx, %c1 : i32\n  scf.if %last {\n    ascendc.cross_core_set_flag %c3, 0, pipe_mte3 : i32\n  }\n" +
		"  ascendc.cross_core_wait_flag %c3, 0, pipe_mte3 : i32\n" + read
	if _, d := xcoreRun(t, xcoreKernel("", post), 3, "64"); !strings.Contains(d, "deadlock") {
		t.Fatalf("mode-0 wait without core 1's set: %s", d)
	}
}

func TestCrossCoreReadRace(t *testing.T) {
	// Core 1 reads y (which core 0 writes) with no synchronisation.
	post := "  %second = arith.cmpi eq, %idx, %c1 : i32\n  scf.if %second {\n" +
		"    %r = ascendc.global_tensor.get_value %gy, %c0 : " + gt + ", i32, f32\n  }\n"
	_, d := xcoreRun(t, xcoreKernel("", post), 2, "128")
	if !strings.Contains(d, "cross-core read-write race on GM y bytes [0, 4): core 1 reads it with 'ascendc.global_tensor.get_value' and core 0 writes it") {
		t.Fatalf("read race not reported: %s", d)
	}
}

func TestSyncAllSoftRefusesSubset(t *testing.T) {
	pre := "  %c2 = arith.constant 2 : i32\n  ascendc.sync_all_soft %gx, %a, %c2 : " + gt + ", " + lt + ", i32\n"
	if _, d := xcoreRun(t, xcoreKernel(pre, ""), 2, "64"); d != "" {
		t.Fatalf("sync_all_soft over all cores: %s", d)
	}
	if _, d := xcoreRun(t, xcoreKernel(pre, ""), 3, "64"); !strings.Contains(d, "is not simulated for usedCores = 2 on a launch of 3 cores") {
		t.Fatalf("subset barrier not refused: %s", d)
	}
}

// SyncAll drains every pipe before the cores meet, and orders them for the sanitizer as
// PipeBarrier<PIPE_ALL> does: reading back by MTE2 what the core's own MTE3 wrote to GM
// before the call, into the UB that MTE3 read, is no race; without the call it is.
func TestSyncAllOrdersOwnPipes(t *testing.T) {
	readBack := "  ascendc.data_copy_l2 %a, %gyi, %c64 : " + lt + ", " + gt + ", i32\n"
	if _, d := xcoreRun(t, xcoreKernel("", "  ascendc.sync_all_hard {isAIVOnly}\n"+readBack), 2, "64"); d != "" {
		t.Fatalf("read-back after sync_all reported: %s", d)
	}
	if _, d := xcoreRun(t, xcoreKernel("", readBack), 2, "64"); !strings.Contains(d, "read-after-write race") {
		t.Fatalf("read-back without sync_all not reported as a race, got:\n%s", d)
	}
}

// TestCrossCoreFlagOwnPipes: a core's own mode-0 set is among the sets its wait consumes,
// and the set's pipe had finished its earlier accesses: a wait on MTE2 orders the core's
// MTE2 read of y after its own MTE3 write of it (before, the wait ordered nothing within
// the core and the read was reported as racing the write).
func TestCrossCoreFlagOwnPipes(t *testing.T) {
	post := "  %c3 = arith.constant 3 : i32\n  ascendc.cross_core_set_flag %c3, 0, pipe_mte3 : i32\n" +
		"  ascendc.cross_core_wait_flag %c3, 0, pipe_mte2 : i32\n" +
		"  ascendc.data_copy_l2 %a, %gyi, %c64 : " + lt + ", " + gt + ", i32\n"
	if _, d := xcoreRun(t, xcoreKernel("", post), 2, "64"); d != "" {
		t.Fatalf("read after the core's own flagged write reported: %s", d)
	}
	noWait := strings.Replace(post, "  ascendc.cross_core_wait_flag %c3, 0, pipe_mte2 : i32\n", "", 1)
	if _, d := xcoreRun(t, xcoreKernel("", noWait), 2, "64"); !strings.Contains(d, "read-after-write race") {
		t.Fatalf("unordered read not reported: %s", d)
	}
}
