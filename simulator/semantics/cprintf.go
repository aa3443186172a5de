package semantics

import (
	"fmt"
	"math"
	"strings"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// C printf, as the device-side printf formats: each conversion is parsed once when the
// kernel is compiled and checked against its argument's type, so a run prints what C
// prints (unsigned conversions of negative values wrap to the length modifier's width;
// infinities and NaNs print as inf/nan) or the kernel is refused.

// cConv is one piece of a format: literal text, or a conversion of the next argument.
type cConv struct {
	text string // literal text (verb == 0)
	verb byte   // C conversion letter
	spec string // flags, width and precision, as written
	bits int    // integer width the length modifier selects (C's int: 32)
}

// parseCFormat splits a C format into literal text and conversions; it rejects what the
// device printf does not take (%n, %s without a string argument, unknown letters).
func parseCFormat(f string) ([]cConv, error) {
	var out []cConv
	var lit strings.Builder
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			lit.WriteByte(f[i])
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			lit.WriteByte('%')
			i++
			continue
		}
		if lit.Len() > 0 {
			out = append(out, cConv{text: lit.String()})
			lit.Reset()
		}
		j := i + 1
		for j < len(f) && strings.IndexByte("-+ #0123456789.", f[j]) >= 0 {
			j++
		}
		spec := f[i+1 : j]
		k := j
		for k < len(f) && strings.IndexByte("hlLqjzt", f[k]) >= 0 {
			k++
		}
		if k >= len(f) {
			return nil, fmt.Errorf("format %q ends inside a conversion", f)
		}
		c := cConv{verb: f[k], spec: spec, bits: lengthBits(f[j:k])}
		if strings.IndexByte("diuxXocfFeEgGp", c.verb) < 0 {
			return nil, fmt.Errorf("is not simulated for the printf conversion %%%c", c.verb)
		}
		out = append(out, c)
		i = k
	}
	if lit.Len() > 0 {
		out = append(out, cConv{text: lit.String()})
	}
	return out, nil
}

// lengthBits is the integer width a length modifier selects on the device (LP64).
func lengthBits(mod string) int {
	switch mod {
	case "hh":
		return 8
	case "h":
		return 16
	case "l", "ll", "j", "z", "t", "q", "L":
		return 64
	}
	return 32
}

func isFloatConv(v byte) bool { return strings.IndexByte("fFeEgG", v) >= 0 }

// checkCArgs matches the conversions with the argument types.
func checkCArgs(convs []cConv, types []sim.DType) error {
	n := 0
	for _, c := range convs {
		if c.verb == 0 {
			continue
		}
		if n >= len(types) {
			return fmt.Errorf("is not simulated for a format with more conversions than the %d arguments", len(types))
		}
		if isFloatConv(c.verb) != types[n].IsFloat() {
			return fmt.Errorf("is not simulated for %%%c of a %s argument (argument %d)", c.verb, types[n], n)
		}
		n++
	}
	if n != len(types) {
		return fmt.Errorf("is not simulated for %d arguments to a format with %d conversions", len(types), n)
	}
	return nil
}

// cSprintf formats the arguments (integers as normalised int64, floats as float64).
func cSprintf(convs []cConv, args []sim.Value) string {
	var b strings.Builder
	n := 0
	for _, c := range convs {
		if c.verb == 0 {
			b.WriteString(c.text)
			continue
		}
		a := args[n]
		n++
		b.WriteString(formatConv(c, a))
	}
	return b.String()
}

func formatConv(c cConv, a sim.Value) string {
	if isFloatConv(c.verb) {
		f := a.F
		if math.IsInf(f, 0) || math.IsNaN(f) {
			s := "inf"
			switch {
			case math.IsNaN(f):
				s = "nan"
			case f < 0:
				s = "-inf"
			case strings.ContainsRune(c.spec, '+'):
				s = "+inf"
			}
			if c.verb >= 'A' && c.verb <= 'Z' {
				s = strings.ToUpper(s)
			}
			return fmt.Sprintf("%"+strings.NewReplacer("0", "", "#", "", "+", "", " ", "").Replace(widthOnly(c.spec))+"s", s)
		}
		verb := c.verb
		if verb == 'F' {
			verb = 'f'
		}
		spec := c.spec
		if (verb == 'g' || verb == 'G') && !strings.ContainsRune(spec, '.') {
			spec += ".6" // C's %g has 6 significant digits by default; Go's the fewest needed
		}
		return fmt.Sprintf("%"+spec+string(verb), f)
	}
	v := a.I
	switch c.verb {
	case 'd', 'i':
		return fmt.Sprintf("%"+c.spec+"d", signedBits(v, c.bits))
	case 'c':
		return string(rune(byte(v)))
	case 'p':
		return fmt.Sprintf("%#x", uint64(v))
	case 'u':
		return fmt.Sprintf("%"+c.spec+"d", unsignedBits(v, c.bits))
	}
	return fmt.Sprintf("%"+c.spec+string(c.verb), unsignedBits(v, c.bits)) // x, X, o
}

// widthOnly keeps the flags and width of a spec, without its precision.
func widthOnly(spec string) string {
	if i := strings.IndexByte(spec, '.'); i >= 0 {
		return spec[:i]
	}
	return spec
}

func signedBits(v int64, bits int) int64 {
	if bits >= 64 {
		return v
	}
	return v << (64 - bits) >> (64 - bits)
}

func unsignedBits(v int64, bits int) uint64 {
	if bits >= 64 {
		return uint64(v)
	}
	return uint64(v) & (1<<uint(bits) - 1)
}
