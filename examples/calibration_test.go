package examples

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
	"github.com/ascend-toolchain/asc/simulator/report"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

// The cost model against NPU figures (docs/sim/calibration.md). Each row runs a kernel of
// this directory, written as PyAsc emits it, with the sanitizer on, checks its output, and
// compares the simulated kernel time with the figure recorded on an NPU (hardware.md §8,
// §11). A row fails when its error leaves the band the document states for it; rows the
// model's constants were fitted to are marked. Nothing here is timed: simulated time is a
// pure function of the kernel and the model. Heavy rows (hundreds of MB of GM, minutes of
// simulation) run only with ASC_CALIBRATION_HEAVY=1, which bench/calibration.sh sets; it
// prints the table.
type calRow struct {
	id, what string
	soc      string
	cores    int
	npuUS    float64
	// lo, hi bound the relative error (sim − NPU) / NPU the document states for the row.
	lo, hi float64
	fitted string // the constants fitted to this row, or ""
	heavy  bool
	// heldOut rows are held-out figures (no constant was fitted to them) that the model
	// does not meet: reported with their error, not checked against a band.
	heldOut bool
	// miss rows are outside the 20%: their band is the documented error (so that
	// a drift fails), and the table says the row is not met.
	miss bool
	run  func(tb testing.TB, r *calRow) *report.Stats
}

var calRows = []*calRow{
	{id: "R1", what: "vector add tutorial, 8 × 2048 f32, tiles 128 (§11)", soc: "Ascend910B1", cores: 8,
		npuUS: 8.25, lo: -0.05, hi: 0.05, fitted: "F1 APICall, F2 CoreStart", run: runVectorAddRow},
	{id: "R2", what: "Add 3.2 M f32, tiles 128 (§11)", soc: "Ascend910B4", cores: 20, npuUS: 579.84, lo: -0.10, hi: 0.10, run: addRow(3_200_000)},
	{id: "R3", what: "Add 6.4 M f32, tiles 128 (§11)", soc: "Ascend910B4", cores: 20, npuUS: 1217.42, lo: -0.12, hi: 0.10, run: addRow(6_400_000)},
	{id: "R4", what: "Add 12.8 M f32, tiles 128 (§11)", soc: "Ascend910B4", cores: 20, npuUS: 2494.64, lo: -0.15, hi: 0.10, heavy: true, run: addRow(12_800_000)},
	{id: "R5", what: "Add 25.6 M f32, tiles 128 (§11)", soc: "Ascend910B4", cores: 20, npuUS: 5065.92, lo: -0.15, hi: 0.10, heavy: true, run: addRow(25_600_000)},
	{id: "R13", what: "Add 9.6 M f32, tiles 128 (§11)", soc: "Ascend910B4", cores: 20, npuUS: 1858.66, lo: -0.15, hi: 0.10, heavy: true, run: addRow(9_600_000)},
	{id: "R14", what: "Add 16 M f32, tiles 128 (§11)", soc: "Ascend910B4", cores: 20, npuUS: 3134.08, lo: -0.15, hi: 0.10, heavy: true, run: addRow(16_000_000)},
	{id: "R15", what: "Add 19.2 M f32, tiles 128 (§11)", soc: "Ascend910B4", cores: 20, npuUS: 3778.24, lo: -0.15, hi: 0.10, heavy: true, run: addRow(19_200_000)},
	{id: "R16", what: "Add 22.4 M f32, tiles 128 (§11)", soc: "Ascend910B4", cores: 20, npuUS: 4407.78, lo: -0.15, hi: 0.10, heavy: true, run: addRow(22_400_000)},
	{id: "R6", what: "AD-ADD 8192² f16, 1 core, 16 KB tiles (§8)", soc: "Ascend910B2", cores: 1, npuUS: 6909.6, lo: -0.10, hi: 0.10, heavy: true, run: addF16Row(8192 * 8192)},
	{id: "R7", what: "AD-ADD 8192² f16, 48 cores, double buffered (§8)", soc: "Ascend910B2", cores: 48, npuUS: 264.0, lo: -0.10, hi: 0.10, heavy: true, run: addF16Row(8192 * 8192)},
	{id: "R8", what: "AD-DCX GM→UB 12288² f16, 48 cores, 8 KB tiles (§8)", soc: "Ascend910B2", cores: 48, npuUS: 233.5, lo: -0.18, hi: 0.10, heavy: true, run: copyRow(4096, 2)},
	{id: "R9", what: "AD-DCX GM→UB 12288² f16, 48 cores, 128 KB tiles (§8)", soc: "Ascend910B2", cores: 48, npuUS: 215.8, lo: -0.15, hi: 0.10, heavy: true, run: copyRow(65536, 1)},
	{id: "R11", what: "AD-DCX GM→L1 ND2NZ 12288² f16, 24 cores, 8 KB tiles (§8)", soc: "Ascend910B2", cores: 24, npuUS: 300.7, lo: -0.18, hi: 0.10, heavy: true, run: nd2nzRow(16, 256)},
	{id: "R12", what: "AD-DCX GM→L1 ND2NZ 12288² f16, 24 cores, 32 KB tiles (§8)", soc: "Ascend910B2", cores: 24, npuUS: 230.2, lo: -0.10, hi: 0.12, heavy: true, run: nd2nzRow(64, 256)},
	{id: "R10", what: "Matmul N=2560 f16→f32, 20 cores, 512×640 blocks (§11)", soc: "Ascend910B4", cores: 20, npuUS: 334.25, lo: -0.20, hi: 0.10, heavy: true, run: matmulRow(2560, 512, 640, 4)},
	{id: "R17", what: "Matmul N=3840 f16→f32, 20 cores, 768×960 blocks (§11)", soc: "Ascend910B4", cores: 20, npuUS: 1328.72, lo: -0.41, hi: -0.35, miss: true, heavy: true, run: matmulRow(3840, 768, 960, 4)},
	{id: "R18", what: "Matmul N=5120 f16→f32, 20 cores, 1024×1280 blocks (§11)", soc: "Ascend910B4", cores: 20, npuUS: 2875.00, lo: 0.55, hi: 0.61, miss: true, heavy: true, run: matmulRow(5120, 1024, 1280, 4)},
	{id: "H1", what: "PyAsc matmul test kernel 256³ f16→f32, 16 cores, 64×64 blocks (held out)", soc: "Ascend910B1", cores: 16, npuUS: 25.5, heldOut: true, run: matmulRow(256, 64, 64, 4)},
	{id: "H2", what: "PyAsc vector-add test kernel 8192 f32, 16 cores, tiles 128 (held out)", soc: "Ascend910B1", cores: 16, npuUS: 3.6, lo: -0.20, hi: 0.20, run: addRow(8192)},
}

// runOn runs a kernel on a named part with the sanitizer on and fails on any diagnostic.
func runOn(tb testing.TB, name, entry, soc string, cores int, args ...*sim.Arg) *report.Stats {
	tb.Helper()
	m := load(tb, name)
	cfg, err := sim.NewConfig(semantics.Registry(), soc, cores)
	if err != nil {
		tb.Fatal(err)
	}
	ch, err := sim.RunKernel(m, entry, cfg, args)
	if err != nil {
		tb.Fatal(err)
	}
	if errs := ch.Errors(); len(errs) > 0 {
		tb.Fatalf("%s: %v", name, errs[0])
	}
	return report.Collect(ch)
}

func runVectorAddRow(tb testing.TB, r *calRow) *report.Stats {
	rnd := rand.New(rand.NewSource(1))
	n := 8 * 2048
	x, y := randF32(rnd, n, 100), randF32(rnd, n, 100)
	z := out(4 * n)
	st := runOn(tb, "vector_add", "vector_add", r.soc, r.cores, in(f32bytes(x)), in(f32bytes(y)), z)
	checkSumF32(tb, x, y, f32of(z.Data))
	return st
}

// addRow is PyAsc's tutorial Add over n f32 elements (examples/add_pyasc).
func addRow(n int) func(testing.TB, *calRow) *report.Stats {
	return func(tb testing.TB, r *calRow) *report.Stats {
		rnd := rand.New(rand.NewSource(int64(n)))
		x, y := randF32(rnd, n, 100), randF32(rnd, n, 100)
		z := out(4 * n)
		st := runOn(tb, "add_pyasc", "add_pyasc", r.soc, r.cores, ffts(), in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(n)))
		checkSumF32(tb, x, y, f32of(z.Data))
		return st
	}
}

// addF16Row is an f16 Add over about n elements with 8192-element (16 KB) tiles and double
// buffering (examples/add_f16), the tiling §8 AD-ADD's tuned versions describe. Each core
// takes a whole number of tiles, the nearest to n / cores (8192² on 48 cores: 171 tiles
// each, 0.2% more than 8192²).
func addF16Row(n int) func(testing.TB, *calRow) *report.Stats {
	return func(tb testing.TB, r *calRow) *report.Stats {
		const tile = 8192
		loops := int(math.Round(float64(n) / float64(r.cores*tile)))
		per := loops * tile
		n := per * r.cores
		rnd := rand.New(rand.NewSource(int64(n)))
		x, y := randF16(rnd, n, 100), randF16(rnd, n, 100)
		z := out(2 * n)
		st := runOn(tb, "add_f16", "add_f16", r.soc, r.cores, in(f16bytes(x)), in(f16bytes(y)), z,
			scalar(fmtInt(per)), scalar(fmtInt(tile)), scalar(fmtInt(loops)))
		got := f16of(z.Data)
		for i := 0; i < n; i += 997 {
			want := numeric.F32ToF16(numeric.F16ToF32(x[i]) + numeric.F16ToF32(y[i]))
			if got[i] != want { // correctly rounded f16 addition
				tb.Fatalf("z[%d] = %#x, want %#x", i, got[i], want)
			}
		}
		return st
	}
}

// copyRow streams 12288² f16 from GM into UB on the row's cores (examples/copy_in).
func copyRow(tile, bufs int) func(testing.TB, *calRow) *report.Stats {
	return func(tb testing.TB, r *calRow) *report.Stats {
		n := 12288 * 12288
		return runOn(tb, "copy_in", "copy_in", r.soc, r.cores, ffts(), in(make([]byte, 2*n)),
			scalar(fmtInt(n)), scalar(fmtInt(tile)), scalar(fmtInt(bufs)))
	}
}

// nd2nzRow converts 12288² f16 from ND in GM to NZ in L1 in tr × tc tiles (examples/copy_nd2nz).
func nd2nzRow(tr, tc int) func(testing.TB, *calRow) *report.Stats {
	return func(tb testing.TB, r *calRow) *report.Stats {
		const n = 12288
		return runOn(tb, "copy_nd2nz", "copy_nd2nz", r.soc, r.cores, ffts(), in(make([]byte, 2*n*n)),
			scalar(fmtInt(n)), scalar(fmtInt(n)), scalar(fmtInt(tr)), scalar(fmtInt(tc)))
	}
}

func checkSumF32(tb testing.TB, x, y, z []float32) {
	tb.Helper()
	for i := range x {
		if z[i] != x[i]+y[i] { // f32 add is bit-exact
			tb.Fatalf("z[%d] = %g, want %g", i, z[i], x[i]+y[i])
		}
	}
}

// TestCalibration runs the rows and fails when one leaves its documented band. With
// ASC_CALIBRATION_TABLE=1 it also prints the table in Markdown (bench/calibration.sh).
func TestCalibration(t *testing.T) {
	var tbl strings.Builder
	fmt.Fprintf(&tbl, "| row | kernel | part | cores | NPU µs | sim µs | error | band | fitted |\n|---|---|---|---|---|---|---|---|---|\n")
	got := map[string]float64{}
	for _, r := range calRows {
		if r.heavy && os.Getenv("ASC_CALIBRATION_HEAVY") == "" || !selected(r.id) {
			continue
		}
		st := r.run(t, r)
		got[r.id] = st.TimeUS
		e := (st.TimeUS - r.npuUS) / r.npuUS
		band := fmt.Sprintf("%+.0f%%..%+.0f%%", 100*r.lo, 100*r.hi)
		if r.heldOut {
			band = "held out"
		}
		if r.miss {
			band += " (not met)"
		}
		line := fmt.Sprintf("| %s | %s | %s | %d | %.2f | %.2f | %+.1f%% | %s | %s |",
			r.id, r.what, r.soc, r.cores, r.npuUS, st.TimeUS, 100*e, band, r.fitted)
		t.Log(line)
		if os.Getenv("ASC_CALIBRATION_PIPES") != "" {
			t.Logf("%s: %d cycles, pipe cycles %v", r.id, st.Cycles, st.PipeCycles)
		}
		tbl.WriteString(line + "\n")
		if !r.heldOut && (e < r.lo-1e-9 || e > r.hi+1e-9) {
			t.Errorf("%s (%s): simulated %.2f µs vs NPU %.2f µs is %+.1f%%, outside the documented %+.0f%%..%+.0f%%",
				r.id, r.what, st.TimeUS, r.npuUS, 100*e, 100*r.lo, 100*r.hi)
		}
	}
	// The Add series' slope: time at 25.6 M over time at 3.2 M, NPU 8.74.
	if a, b := got["R2"], got["R5"]; a > 0 && b > 0 {
		npu := 5065.92 / 579.84
		e := (b/a - npu) / npu
		fmt.Fprintf(&tbl, "\nAdd series slope R5/R2: NPU %.3f, sim %.3f (%+.1f%%)\n", npu, b/a, 100*e)
		if math.Abs(e) > calSlopeBand {
			t.Errorf("Add series slope R5/R2 %.3f vs NPU %.3f: %+.1f%%, outside ±%.0f%%", b/a, npu, 100*e, 100*calSlopeBand)
		}
	}
	t.Log("\n" + tbl.String())
	if os.Getenv("ASC_CALIBRATION_TABLE") != "" {
		fmt.Print(tbl.String())
	}
}

// selected says whether ASC_CALIBRATION_ROWS (a comma-separated list of row ids, empty for
// all) selects a row.
func selected(id string) bool {
	l := os.Getenv("ASC_CALIBRATION_ROWS")
	return l == "" || strings.Contains(","+l+",", ","+id+",")
}

// calSlopeBand is the documented error of the Add series' slope (docs/sim/calibration.md).
const calSlopeBand = 0.10

// matmulRow is C = A·B for n×n×n f16 → f32 through the Matmul API (examples/matmul_calib),
// one bm × bn block of C per core on a grid of gridn block columns.
func matmulRow(n, bm, bn, gridn int) func(testing.TB, *calRow) *report.Stats {
	return func(tb testing.TB, r *calRow) *report.Stats {
		rnd := rand.New(rand.NewSource(int64(n)))
		a, b := randF16(rnd, n*n, 1), randF16(rnd, n*n, 1)
		c := out(4 * n * n)
		st := runOn(tb, "matmul_calib", "matmul_api", r.soc, r.cores, in(f16bytes(a)), in(f16bytes(b)), c, in(make([]byte, 1024)),
			scalar(fmtInt(n)), scalar(fmtInt(n)), scalar(fmtInt(n)), scalar(fmtInt(bm)), scalar(fmtInt(bn)), scalar(fmtInt(gridn)))
		got := f32of(c.Data)
		for _, ij := range [][2]int{{0, 0}, {n - 1, n - 1}, {n / 3, 2 * n / 3}, {n - 1, 0}} {
			i, j := ij[0], ij[1]
			var want float64
			for k := 0; k < n; k++ {
				want += float64(numeric.F16ToF32(a[i*n+k])) * float64(numeric.F16ToF32(b[k*n+j]))
			}
			if g := float64(got[i*n+j]); math.Abs(g-want) > 1e-3*math.Max(1, math.Abs(want)) {
				tb.Fatalf("C[%d][%d] = %g, want %g", i, j, g, want)
			}
		}
		return st
	}
}

// The same f16 Add on 1, 8 and 48 cores of a 910B2: up to 8 cores each streams at its own
// 32 B/cycle (reads and writes together), so time falls 8×; from 8 to 48 cores the chip's
// 1.6 TB/s (889 B/cycle at 1.8 GHz) is the limit, so time falls only 889 / 256 ≈ 3.5×
// (less, as the launch cost is a quarter of the 48-core run).
func TestSharedBandwidthScaling(t *testing.T) {
	const tile, n = 4096, 48 * 8 * 4096
	rnd := rand.New(rand.NewSource(7))
	x, y := f16bytes(randF16(rnd, n, 10)), f16bytes(randF16(rnd, n, 10))
	times := map[int]float64{}
	for _, cores := range []int{1, 8, 48} {
		per := n / cores
		st := runOn(t, "add_f16", "add_f16", "Ascend910B2", cores, in(x), in(y), out(2*n),
			scalar(fmtInt(per)), scalar(fmtInt(tile)), scalar(fmtInt(per/tile)))
		times[cores] = st.TimeUS
	}
	s8, s48 := times[1]/times[8], times[8]/times[48]
	t.Logf("1 core %.1f µs, 8 cores %.1f µs (%.2f×), 48 cores %.1f µs (%.2f× more)", times[1], times[8], s8, times[48], s48)
	if s8 < 7 || s8 > 8.2 || s48 < 2.5 || s48 > 3.6 {
		t.Errorf("speed-ups %.2f× (1→8 cores, want ~8) and %.2f× (8→48, want ~3.5, the chip's HBM limit)", s8, s48)
	}
}
