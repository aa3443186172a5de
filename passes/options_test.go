package passes

import (
	"reflect"
	"testing"
)

// TestParseUint follows cl::opt<unsigned>: radix prefixes, no sign, 32 bits.
func TestParseUint(t *testing.T) {
	for _, c := range []struct {
		in string
		v  uint64
		ok bool
	}{
		{"4", 4, true}, {"0", 0, true}, {"010", 8, true}, {"0x10", 16, true}, {"0X1f", 31, true},
		{"0b101", 5, true}, {"0o17", 15, true}, {"4294967295", 4294967295, true},
		{"4294967296", 0, false}, {"-1", 0, false}, {"+5", 0, false}, {"", 0, false},
		{"0x", 0, false}, {"08", 0, false}, {"1_0", 0, false}, {"x", 0, false},
	} {
		v, ok := ParseUint(c.in)
		if ok != c.ok || (ok && v != c.v) {
			t.Errorf("ParseUint(%q) = %d, %v; want %d, %v", c.in, v, ok, c.v, c.ok)
		}
	}
}

// TestListAndStringOptions: a comma continues a string or list value (mlir-opt separates
// options by spaces); an unset list option without default is absent; uint values are
// checked.
func TestListAndStringOptions(t *testing.T) {
	decl := []Option{
		{Name: "pipe", Kind: StringOption, Default: "canonicalize"},
		{Name: "list", Kind: ListOption},
		{Name: "n", Kind: UintOption, Default: "4"},
		{Name: "flag", Kind: BoolOption, Default: "false"},
	}
	o, err := parseOptions("p", decl, "pipe=cse,canonicalize list=a(x),b(y{k=1}) n=0x10 flag")
	if err != nil {
		t.Fatal(err)
	}
	want := Options{"pipe": "cse,canonicalize", "list": "a(x),b(y{k=1})", "n": "0x10", "flag": "true"}
	if !reflect.DeepEqual(o, want) {
		t.Errorf("got %v, want %v", o, want)
	}
	if o, _ := parseOptions("p", decl, ""); o["list"] != "" || len(o) != 3 {
		t.Errorf("unset list option: %v", o)
	}
	if _, err := parseOptions("p", decl, "n=-1"); err == nil || err.Error() != "for the --n option: '-1' value invalid for uint argument!" {
		t.Errorf("n=-1: %v", err)
	}
	// A list option given again appends, as mlir-opt's do (`exclude=a exclude=b`).
	if o, err := parseOptions("p", decl, "list=a list=b,c list="); err != nil || o["list"] != "a,b,c," {
		t.Errorf("repeated list option: %v %v", o, err)
	}
	if got := SplitList("{a(x),b(y)}"); !reflect.DeepEqual(got, []string{"a(x)", "b(y)"}) {
		t.Errorf("SplitList: %q", got)
	}
}

// TestParseInt follows cl::opt<int64_t>: a sign, radix prefixes, 64 bits; an integer
// option keeps the value in decimal, so that 010 is eight, as in mlir-opt.
func TestParseInt(t *testing.T) {
	for _, c := range []struct {
		in string
		v  int64
		ok bool
	}{
		{"4", 4, true}, {"-1", -1, true}, {"010", 8, true}, {"-0x10", -16, true}, {"0b11", 3, true},
		{"9223372036854775807", 9223372036854775807, true}, {"-9223372036854775808", -9223372036854775808, true},
		{"9223372036854775808", 0, false}, {"-9223372036854775809", 0, false}, {"+5", 0, false},
		{"--1", 0, false}, {"-", 0, false}, {"", 0, false}, {"1e3", 0, false}, {"08", 0, false}, {"-0", 0, true},
	} {
		v, ok := ParseInt(c.in)
		if ok != c.ok || (ok && v != c.v) {
			t.Errorf("ParseInt(%q) = %d, %v; want %d, %v", c.in, v, ok, c.v, c.ok)
		}
	}
	decl := []Option{{Name: "n", Kind: IntOption, Default: "10"}}
	if o, err := parseOptions("p", decl, "n=010"); err != nil || o.Int("n") != 8 {
		t.Errorf("n=010: %v, %v", o, err)
	}
	if o, err := parseOptions("p", decl, "n=-0x10"); err != nil || o.Int("n") != -16 {
		t.Errorf("n=-0x10: %v, %v", o, err)
	}
	if _, err := parseOptions("p", decl, "n=99999999999999999999"); err == nil {
		t.Errorf("n=99999999999999999999 was accepted")
	}
}
