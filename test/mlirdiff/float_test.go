package mlirdiff

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
)

// TestFloatPrinting compares how ascopt and mlir-opt print float attributes of every
// float type: random decimal and hexadecimal literals, so that digit rounding, the
// fallback forms, f8 ranges, NaN encodings and signed zeros are all exercised.
func TestFloatPrinting(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed (apt-get install mlir-19-tools)")
	}
	types := []struct {
		name string
		bits int
	}{{"f16", 16}, {"bf16", 16}, {"f32", 32}, {"f64", 64}, {"tf32", 19}, {"f80", 80}, {"f128", 128},
		{"f8E5M2", 8}, {"f8E4M3", 8}, {"f8E4M3FN", 8}, {"f8E5M2FNUZ", 8}, {"f8E4M3FNUZ", 8}, {"f8E4M3B11FNUZ", 8}}
	r := rand.New(rand.NewSource(1))
	var b strings.Builder
	for i := 0; i < 400; i++ {
		ty := types[i%len(types)]
		var lit string
		switch i % 4 {
		case 0:
			lit = fmt.Sprintf("%g", (r.Float64()*2-1)*pow10(r.Intn(24)-12))
		case 1:
			lit = fmt.Sprintf("%.*e", r.Intn(10), (r.Float64()*2-1)*pow10(r.Intn(80)-40))
		case 2:
			lit = []string{"0.0", "-0.0", "1.0", "0.1", "65504.0", "448.0", "57344.0", "240.0", "30.0", "1.0e38", "1.0e-45", "3.4e38"}[r.Intn(12)]
		default:
			if ty.bits > 64 {
				lit = "1.5"
				break
			}
			lit = fmt.Sprintf("0x%X", r.Uint64()&(1<<uint(ty.bits)-1))
		}
		if !strings.HasPrefix(lit, "0x") && !strings.Contains(lit, ".") {
			// MLIR's float literals need a point before any exponent.
			if e := strings.IndexByte(lit, 'e'); e >= 0 {
				lit = lit[:e] + ".0" + lit[e:]
			} else {
				lit += ".0"
			}
		}
		fmt.Fprintf(&b, "\"foo.c\"() {v = %s : %s} : () -> ()\n", lit, ty.name)
	}
	src := []byte(b.String())
	want, err := runMLIR(src, "--allow-unregistered-dialect")
	if err != nil {
		t.Fatalf("mlir-opt: %v\n%s", err, want)
	}
	got, err := runOurs(src, "--allow-unregistered-dialect")
	if err != nil {
		t.Fatalf("ascopt: %v\n%s", err, got)
	}
	wl, gl := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	if len(wl) != len(gl) {
		t.Fatalf("line counts differ: mlir-opt %d, ascopt %d", len(wl), len(gl))
	}
	bad := 0
	for i := range wl {
		if wl[i] != gl[i] {
			bad++
			if bad <= 20 {
				t.Errorf("mlir-opt: %s\nascopt:   %s", strings.TrimSpace(wl[i]), strings.TrimSpace(gl[i]))
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d float attributes print differently", bad, len(wl))
	}
}

func pow10(n int) float64 {
	v := 1.0
	for ; n > 0; n-- {
		v *= 10
	}
	for ; n < 0; n++ {
		v /= 10
	}
	return v
}
