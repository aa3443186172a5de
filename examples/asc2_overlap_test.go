package examples

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Kernels that split a tensor over the cores as asc2 kernels commonly do, per_core =
// ceil(n / cores) elements (or rows) per core walked in whole tiles, loads and stores
// clipped only at the tensor's end: when per_core is not a multiple of the tile, a core's
// last tile overlaps the next core's first one. Both cores store the same values there, so
// the result does not depend on which store lands last (numpy agrees with the NPU); the
// simulator reports a benign overlap (a warning, counted in --stats json) instead of a
// race. Each test lowers the kernel for both SoCs, translates it, simulates it with the
// sanitizer on, compares with a Go reference and checks the overlaps reported: exactly
// the bytes two cores' chunks share, summed over the pairs of cores.

// runOverlapTile simulates a lowered tile kernel like runTile (failing on any error
// diagnostic) and returns the benign overlaps of the run.
func runOverlapTile(t *testing.T, m *ir.Operation, entry string, cores int, args ...*sim.Arg) []sim.Overlap {
	t.Helper()
	soc, ok := m.Attr("asc.soc_version").(*ir.StringAttr)
	if !ok {
		t.Fatal("lowered module has no asc.soc_version")
	}
	cfg := tileConfig(t, soc.Value, cores)
	if !cfg.Sanitize {
		t.Fatal("the sanitizer is off")
	}
	ch, err := sim.RunKernel(m, entry, cfg, args)
	if err != nil {
		t.Fatal(err)
	}
	if errs := ch.Errors(); len(errs) > 0 {
		var msgs []string
		for _, e := range errs {
			msgs = append(msgs, e.Error())
		}
		t.Fatalf("asc-sim: %d diagnostics:\n%s", len(errs), strings.Join(msgs, "\n"))
	}
	return ch.Overlaps()
}

// span is the elements (or rows) [lo, hi) one core writes.
type span struct{ lo, hi int }

// chunkSpans are the spans of cores cores each writing whole tiles of tile from
// core*ceil(n/cores), clipped at n.
func chunkSpans(n, cores, tile int) []span {
	per := (n + cores - 1) / cores
	tiles := (per + tile - 1) / tile
	var s []span
	for c := 0; c < cores; c++ {
		lo := c * per
		s = append(s, span{min(lo, n), min(lo+tiles*tile, n)})
	}
	return s
}

// sharedBytes sums, over the pairs of cores, the elements both write times unit bytes.
func sharedBytes(s []span, unit int) int64 {
	var b int64
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if lo, hi := max(s[i].lo, s[j].lo), min(s[i].hi, s[j].hi); hi > lo {
				b += int64((hi - lo) * unit)
			}
		}
	}
	return b
}

// checkOverlaps checks that the run reported benign overlaps of exactly want bytes (none
// when want is 0), each as a warning.
func checkOverlaps(t *testing.T, ov []sim.Overlap, want int64) {
	t.Helper()
	var got int64
	for _, o := range ov {
		got += o.Bytes
		if o.Count < 1 || o.Diag.Severity != ir.SevWarning || !strings.Contains(o.Diag.Msg, "benign cross-core write-write overlap on GM") {
			t.Errorf("overlap %d× %v: %s", o.Count, o.Cores, o.Diag.Error())
		}
	}
	if got != want || want > 0 && len(ov) == 0 {
		t.Fatalf("benign overlaps of %d bytes reported (%d), want %d", got, len(ov), want)
	}
}

type overlapSize struct {
	n, cores int
}

func (s overlapSize) String() string { return fmt.Sprintf("n=%d/cores=%d", s.n, s.cores) }

// TestTileAddOverlap: z = x + y in f32, tiles of 512 (asc2/add_overlap). 4000 on 3 cores:
// per_core 1334, three tiles of 512 reach 202 elements into the next core; 1000 on 8:
// per_core 125, core i's one tile covers cores i+1..i+4 too; 4096 on 4: whole tiles, no
// overlap.
func TestTileAddOverlap(t *testing.T) {
	for _, sz := range []overlapSize{{4000, 3}, {1000, 8}, {4096, 4}} {
		r := rand.New(rand.NewSource(int64(sz.n)))
		x, y := randF32(r, sz.n, 10), randF32(r, sz.n, 10)
		for _, soc := range tileSoCs {
			t.Run(sz.String()+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "add_overlap", soc)
				z := out(4 * sz.n)
				ov := runOverlapTile(t, m, "add_kernel", sz.cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(sz.n)))
				got := f32of(z.Data)
				for i := range x {
					if want := x[i] + y[i]; got[i] != want {
						t.Fatalf("z[%d] = %g, want %g", i, got[i], want)
					}
				}
				checkOverlaps(t, ov, sharedBytes(chunkSpans(sz.n, sz.cores, 512), 4))
			})
		}
	}
}

// TestTileRowsOverlap: z = x*y + x on an f32 [rows, cols] matrix in row bands of
// ceil(rows/cores) rows walked in 8×64 tiles (asc2/rows_overlap). 37×100 on 3 cores: bands
// of 13 rows, two row tiles reach 3 rows into the next band, a column tail of 36; 20×64 on
// 4 cores: bands of 5, one 8-row tile each; 32×80 on 4: whole row tiles, no overlap.
func TestTileRowsOverlap(t *testing.T) {
	for _, s := range []shape2{{"tails", 37, 100, 3}, {"short", 20, 64, 4}, {"whole", 32, 80, 4}} {
		r := rand.New(rand.NewSource(int64(s.rows)))
		x, y := randF32(r, s.rows*s.cols, 4), randF32(r, s.rows*s.cols, 4)
		for _, soc := range tileSoCs {
			t.Run(s.name+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "rows_overlap", soc)
				z := out(4 * s.rows * s.cols)
				ov := runOverlapTile(t, m, "rows_kernel", s.cores, in(f32bytes(x)), in(f32bytes(y)), z,
					scalar(fmtInt(s.rows)), scalar(fmtInt(s.cols)))
				got := f32of(z.Data)
				for i := range x {
					// Each step rounds to f32; the conversion keeps Go from fusing them.
					if want := float32(x[i]*y[i]) + x[i]; got[i] != want {
						t.Fatalf("z[%d] = %g, want %g", i, got[i], want)
					}
				}
				checkOverlaps(t, ov, sharedBytes(chunkSpans(s.rows, s.cores, 8), 4*s.cols))
			})
		}
	}
}

// TestTileGeluF16Overlap: tanh GELU in f16 throughout, tiles of 256 unrolled by 2
// (asc2/gelu_f16_overlap), with geluHalf's tolerances. 3000 on 4 cores: per_core 750,
// three tiles reach 18 elements into the next core; 2000 on 7: per_core 286, two tiles
// reach 226 elements in; 2048 on 4: whole tiles.
func TestTileGeluF16Overlap(t *testing.T) {
	for _, sz := range []overlapSize{{3000, 4}, {2000, 7}, {2048, 4}} {
		xh := fmtF16.rand(rand.New(rand.NewSource(int64(sz.n))), sz.n, 4)
		x := fmtF16.values(xh)
		want := make([]float64, sz.n)
		for i, v := range x {
			want[i] = geluTanh(v)
		}
		for _, soc := range tileSoCs {
			t.Run(sz.String()+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "gelu_f16_overlap", soc)
				y := out(2 * sz.n)
				ov := runOverlapTile(t, m, "gelu_kernel", sz.cores, in(f16bytes(xh)), y, scalar(fmtInt(sz.n)))
				checkClose(t, fmtF16.values(f16of(y.Data)), want, 4*fmtF16.u, 10*fmtF16.u)
				checkOverlaps(t, ov, sharedBytes(chunkSpans(sz.n, sz.cores, 256), 2))
			})
		}
	}
}

// TestTileOverlapDiffers: the rule compares bytes, not ops. The add kernel changed so that
// each core also adds its own index stores different values where its last tile overlaps
// the next core's first: which store lands last decides the result, a race (exit 3 in
// asc-sim) naming the first byte that differs.
func TestTileOverlapDiffers(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("asc2", "add_overlap", "kernel.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	const sum = "%s = arith.addf %a, %bb : !asctile.tile<512xf32, UB>"
	if !bytes.Contains(src, []byte(sum)) {
		t.Fatalf("asc2/add_overlap has no %q", sum)
	}
	src = bytes.Replace(src, []byte(sum), []byte(`%s0 = arith.addf %a, %bb : !asctile.tile<512xf32, UB>
      %bf = arith.sitofp %bi : i32 to f32
      %bs = asctile.splat %bf : !asctile.tile<512xf32, UB>
      %s = arith.addf %s0, %bs : !asctile.tile<512xf32, UB>`), 1)
	path := filepath.Join(t.TempDir(), "kernel.mlir")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	const n, cores = 4000, 3
	x := randF32(rand.New(rand.NewSource(9)), n, 10)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m, _ := lowerAndTranslate(t, path, soc)
			msgs := tryTile(t, m, "add_kernel", cores, in(f32bytes(x)), in(f32bytes(x)), out(4*n), scalar(fmtInt(n)))
			wantDiag(t, msgs, "cross-core write-write race on GM")
			wantDiag(t, msgs, "; the written bytes differ first at GM")
		})
	}
}
