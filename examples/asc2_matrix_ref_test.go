package examples

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/par"
	target "github.com/ascend-toolchain/asc/target/ascendc"
)

// matrixRef is the expected content of z for c on sh.
func matrixRef(c *mCase, sh mShape, x, y []float64) []float64 {
	switch c.kind {
	case mkRed1D:
		var z []float64
		for o := 0; o < sh.n; o += sh.tn {
			z = append(z, c.red(x[o:min(o+sh.tn, sh.n)]))
		}
		return z
	case mkRed2D:
		return reduce2DRef(c, sh, x)
	}
	z := make([]float64, len(x))
	var tmax []float64
	if c.tileMax {
		tmax = tileMaxes(sh, x)
	}
	for i := range z {
		switch c.bcast {
		case '1':
			z[i] = y[0]
		case 'r':
			z[i] = y[i/sh.cols]
		case 'c':
			z[i] = y[i%sh.cols]
		case 0:
			if tmax != nil {
				z[i] = c.elem(x[i], y[i], tmax[i])
				continue
			}
			z[i] = c.elem(x[i], y[i], c.in.round(c.sval))
		}
	}
	return z
}

// tileMaxes gives each element of x the max of the tile it is loaded in (tn elements in
// 1-D, tr x tc in 2-D; padding, -inf, left out).
func tileMaxes(sh mShape, x []float64) []float64 {
	m := make([]float64, len(x))
	key := func(i int) int { return i / sh.tn }
	if sh.rows > 0 {
		key = func(i int) int { return (i/sh.cols/sh.tr)*1000 + (i%sh.cols)/sh.tc }
	}
	best := map[int]float64{}
	for i, v := range x {
		if b, ok := best[key(i)]; !ok || v > b {
			best[key(i)] = v
		}
	}
	for i := range x {
		m[i] = best[key(i)]
	}
	return m
}

// reduce2DRef reduces the 8-row blocks of the rows x cols x: per row (dims 1), per
// column of each block (dims 0), or whole blocks (dims 0,1). Rows past the tensor are
// the pad value, the kind's identity, so they are left out.
func reduce2DRef(c *mCase, sh mShape, x []float64) []float64 {
	rows, cols := sh.rows, sh.cols
	at := func(r, col int) float64 { return x[r*cols+col] }
	var z []float64
	switch c.dims {
	case "1":
		for r := 0; r < rows; r++ {
			z = append(z, c.red(x[r*cols:(r+1)*cols]))
		}
	case "0":
		for r0 := 0; r0 < rows; r0 += sh.tr {
			for col := 0; col < cols; col++ {
				var vs []float64
				for r := r0; r < min(r0+sh.tr, rows); r++ {
					vs = append(vs, at(r, col))
				}
				z = append(z, c.red(vs))
			}
		}
	default:
		for r0 := 0; r0 < rows; r0 += sh.tr {
			z = append(z, c.red(x[r0*cols:min(r0+sh.tr, rows)*cols]))
		}
	}
	return z
}

// compileMatrixUnits checks every translation with g++ -std=c++17 -fsyntax-only against
// asc-translate's API header, as TestTileKernelsCompile does for the hand-written kernels.
func compileMatrixUnits(t *testing.T, units []mUnit) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Log("g++ not found: translations not compiled")
		return
	}
	dir := t.TempDir()
	if err := target.WriteAPIHeaderTree(dir, all.NewContext()); err != nil {
		t.Fatal(err)
	}
	precompileHeader(gxx, filepath.Join(dir, "kernel_operator.h"))
	// Many cases translate to the same C++ (forms that lower alike): compile each text once.
	seen := map[string]bool{}
	var uniq []mUnit
	for _, u := range units {
		if !seen[string(u.cpp)] {
			seen[string(u.cpp)] = true
			uniq = append(uniq, u)
		}
	}
	units = uniq
	errs := make([]string, len(units))
	par.Each(len(units), func(i int) {
		file := filepath.Join(dir, strings.NewReplacer(" ", "_", "/", "_").Replace(units[i].key)+".cpp")
		if err := os.WriteFile(file, units[i].cpp, 0o644); err != nil {
			errs[i] = err.Error()
			return
		}
		out, err := exec.Command(gxx, "-std=c++17", "-fsyntax-only", "-I", dir, file).CombinedOutput()
		if err != nil {
			errs[i] = units[i].key + ": " + firstLines(string(out), 6)
		}
	})
	for _, e := range errs {
		if e != "" {
			t.Error(e)
		}
	}
}
