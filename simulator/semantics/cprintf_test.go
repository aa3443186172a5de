package semantics

import (
	"math"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// The expected strings are what C's printf prints on an LP64 machine.
func TestCPrintf(t *testing.T) {
	i := func(v int64) sim.Value { return sim.Value{I: v} }
	f := func(v float64) sim.Value { return sim.Value{F: v} }
	cases := []struct {
		format string
		arg    sim.Value
		float  bool
		want   string
	}{
		{"%u", i(-1), false, "4294967295"},
		{"%x", i(-1), false, "ffffffff"},
		{"%X|%#x", i(255), false, ""}, // two conversions: checked below
		{"%o", i(-8), false, "37777777770"},
		{"%lu", i(-1), false, "18446744073709551615"},
		{"%lx", i(-1), false, "ffffffffffffffff"},
		{"%hu", i(-1), false, "65535"},
		{"%hhx", i(-1), false, "ff"},
		{"%d", i(-5), false, "-5"},
		{"%+d|", i(5), false, "+5|"},
		{"%05d", i(42), false, "00042"},
		{"%ld", i(math.MinInt64), false, "-9223372036854775808"},
		{"v=%f", f(math.Inf(1)), true, "v=inf"},
		{"%f", f(math.Inf(-1)), true, "-inf"},
		{"%F", f(math.NaN()), true, "NAN"},
		{"%5.2f", f(math.Inf(1)), true, "  inf"},
		{"%+e", f(math.Inf(1)), true, "+inf"},
		{"%g", f(1234567), true, "1.23457e+06"},
		{"%g", f(0.1), true, "0.1"},
		{"%g", f(100), true, "100"},
		{"%e", f(1), true, "1.000000e+00"},
		{"%.3f", f(2.5), true, "2.500"},
		{"%%%d%%", i(7), false, "%7%"},
	}
	for _, c := range cases {
		if c.want == "" {
			continue
		}
		convs, err := parseCFormat(c.format)
		if err != nil {
			t.Fatalf("%s: %v", c.format, err)
		}
		d := sim.I32
		if c.float {
			d = sim.F32
		}
		if err := checkCArgs(convs, []sim.DType{d}); err != nil {
			t.Fatalf("%s: %v", c.format, err)
		}
		if got := cSprintf(convs, []sim.Value{c.arg}); got != c.want {
			t.Errorf("printf(%q) = %q, want %q", c.format, got, c.want)
		}
	}
	convs, _ := parseCFormat("%X|%#x")
	if got := cSprintf(convs, []sim.Value{i(255), i(255)}); got != "FF|0xff" {
		t.Errorf("got %q", got)
	}
}

func TestCPrintfRefused(t *testing.T) {
	for _, c := range []struct {
		format string
		types  []sim.DType
		want   string
	}{
		{"%s", []sim.DType{sim.I32}, "conversion %s"},
		{"%n", []sim.DType{sim.I32}, "conversion %n"},
		{"%a", []sim.DType{sim.F32}, "conversion %a"},
		{"%d", []sim.DType{sim.F32}, "%d of a"},
		{"%f", []sim.DType{sim.I32}, "%f of a"},
		{"%d %d", []sim.DType{sim.I32}, "more conversions"},
		{"%d", []sim.DType{sim.I32, sim.I32}, "2 arguments"},
		{"%", nil, "ends inside"},
	} {
		convs, err := parseCFormat(c.format)
		if err == nil {
			err = checkCArgs(convs, c.types)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one containing %q", c.format, err, c.want)
		}
	}
}
