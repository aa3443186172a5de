package main

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

// FuzzBindArg: any --arg text is bound to a parameter or refused with an error, never a
// panic or an allocation beyond --max-gm-bytes, for scalar parameters of each kind and
// for out: buffers. (in: and inout: name files, which the .npy reader's fuzzer covers.)
func FuzzBindArg(f *testing.F) {
	for _, s := range []string{"3", "-10", "-1.5", "4294967297", "0x7fffffff", "true", "1e400", "nan",
		"out:y.npy:f32:1024", "out:y.npy:f32:2305843009213693952", "out:y.npy:q8:4", "out::f32:1", "out:y.npy:f16:-1"} {
		f.Add(s)
	}
	cfg, err := sim.NewConfig(semantics.Registry(), "ascend910b", 1)
	if err != nil {
		f.Fatal(err)
	}
	cfg.MaxGMBytes = 1 << 20
	types := []ir.Type{nil, ir.I32, ir.IntType(8, ir.Unsigned), ir.I64, ir.F32, ir.F16, ir.I1}
	f.Fuzz(func(t *testing.T, a string) {
		if strings.HasPrefix(a, "in:") || strings.HasPrefix(a, "inout:") {
			return
		}
		for _, ty := range types {
			budget := cfg.MaxGMBytes
			b, err := bindOne(a, ty, cfg, &budget)
			if err != nil {
				continue
			}
			if b.arg != nil && int64(len(b.arg.Data)) > cfg.MaxGMBytes {
				t.Fatalf("%q bound %d bytes, above the %d-byte limit", a, len(b.arg.Data), cfg.MaxGMBytes)
			}
		}
	})
}
