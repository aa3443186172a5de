package mlirdiff

import (
	"fmt"
	"math/big"
	mrand "math/rand"
	"os"
	"strconv"
	"testing"
)

// randWidePrograms is how many f80/f128 programs a plain `go test` runs;
// ASC_RANDOM_WIDE_PROGRAMS raises it for a soak.
const randWidePrograms = 200

// TestRandomWideFloat is TestRandomArith over f80 and f128: every arith and math op on
// them, with edge values (zeros, subnormals, the largest finite values, infinities,
// quiet and signaling NaNs, values only the wide type holds, f80 unnormals and
// pseudo-denormals) and casts to and from the other floats, i80 and i128. mlir-opt folds
// them through APFloat in the type's own precision, and so must we.
func TestRandomWideFloat(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	count := randWidePrograms
	if s := os.Getenv("ASC_RANDOM_WIDE_PROGRAMS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			t.Fatalf("ASC_RANDOM_WIDE_PROGRAMS=%q: want a positive count", s)
		}
		count = n
	}
	from := randFrom(t)
	progs := make([][]byte, count)
	for i := range progs {
		progs[i] = []byte(randWideProgram(from + i))
	}
	n := runRandom(t, progs, from, "known-random-wide-differences.txt")
	msg := fmt.Sprintf("mlirdiff random f80/f128: %d/%d program runs print what mlir-opt prints (%d programs)",
		n, len(progs)*len(randPasses), len(progs))
	t.Log(msg)
	fmt.Println(msg)
}

// randWideProgram is f80/f128 program i, named @w<i>.
func randWideProgram(i int) string {
	g := newRandProg(uint64(i) | 1<<40)
	g.floats, g.wide = []string{"f80", "f128"}, true
	return g.program(fmt.Sprintf("w%d", i), 4+g.r.IntN(16))
}

// wideLit spells an f80 or f128 element: edge values in hex, odd f80 encodings, random
// bit patterns, or decimals (which mlir-opt reads through a double).
func (g *randProg) wideLit(elem string) string {
	f80 := elem == "f80"
	hex := func(b *big.Int) string {
		digits := 20
		if !f80 {
			digits = 32
		}
		return fmt.Sprintf("0x%0*X", digits, b)
	}
	bits := func(sign, exp uint64, sig *big.Int) string {
		sigW := uint(112)
		if f80 {
			sigW = 64
		}
		b := new(big.Int).Lsh(new(big.Int).SetUint64(sign<<15|exp), sigW)
		return hex(b.Or(b, sig))
	}
	sign := uint64(g.r.IntN(2))
	one := func(n uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), n) }
	top := uint(111) // the quiet bit; f80's integer bit is 63, its quiet bit 62
	if f80 {
		top = 62
	}
	intBit := new(big.Int)
	if f80 {
		intBit = one(63)
	}
	small := new(big.Int).Or(intBit, big.NewInt(int64(g.r.IntN(5))))
	switch g.r.IntN(16) {
	case 0:
		return g.pick([]string{"0.0", "-0.0", "1.0", "-1.0"})
	case 1:
		return bits(sign, 0x7FFF, new(big.Int).Or(intBit, one(top))) // quiet NaN
	case 2:
		return bits(sign, 0x7FFF, new(big.Int).Or(intBit, big.NewInt(int64(g.r.IntN(3)+1)))) // signaling NaN
	case 3:
		return bits(sign, 0x7FFF, intBit) // infinity
	case 4:
		return bits(sign, 0x7FFE, new(big.Int).Sub(one(top+1), big.NewInt(1)).Or(new(big.Int).Sub(one(top+1), big.NewInt(1)), intBit)) // largest finite
	case 5:
		return bits(sign, 0, big.NewInt(int64(g.r.IntN(3)+1))) // subnormal
	case 6:
		return bits(sign, 1, intBit) // smallest normal
	case 7:
		return bits(sign, 0x3FFF, small) // just above 1: only the wide type holds it
	case 8:
		if f80 { // unnormal, pseudo-denormal, pseudo-infinity: APFloat's readings of them
			return bits(sign, uint64(g.r.IntN(2))*0x7FFF+uint64(g.r.IntN(3)), big.NewInt(int64(g.r.IntN(3))))
		}
		return bits(sign, 0x3FFE+uint64(g.r.IntN(3)), new(big.Int).Rand(g.rnd(), one(112)))
	case 9:
		// Around the integer limits fptosi/fptoui test: 2^63, 2^64, 2^79, 2^127.
		e := []uint64{63, 64, 79, 80, 127, 128}[g.r.IntN(6)]
		return bits(sign, 0x3FFF+e-uint64(g.r.IntN(2)), new(big.Int).Or(intBit, big.NewInt(int64(g.r.IntN(2)))))
	case 10:
		return bits(sign, uint64(g.r.IntN(0x7FFF)), new(big.Int).Or(intBit, new(big.Int).Rand(g.rnd(), one(top+1))))
	case 11:
		return g.pick([]string{"0.1", "1.0e300", "-1.0e-300", "3.0", "0.5", "-2.5", "1.5"})
	default:
		return fmt.Sprintf("%.2f", (g.r.Float64()*2-1)*[]float64{1, 10, 100}[g.r.IntN(3)])
	}
}

// rnd adapts the generator's source to math/big's Rand.
func (g *randProg) rnd() *mrand.Rand { return mrand.New(&randSource{g}) }

type randSource struct{ g *randProg }

func (s *randSource) Int63() int64   { return int64(s.g.r.Uint64() >> 1) }
func (s *randSource) Seed(int64)     {}
func (s *randSource) Uint64() uint64 { return s.g.r.Uint64() }

// wideIntLit spells an i80 or i128 element: zero, one, minus one, the signed limits, or
// a random value.
func (g *randProg) wideIntLit(w int) string {
	lim := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
	switch g.r.IntN(6) {
	case 0:
		return g.pick([]string{"0", "1", "-1"})
	case 1:
		return new(big.Int).Neg(lim).String()
	case 2:
		return new(big.Int).Sub(lim, big.NewInt(1)).String()
	case 3:
		return new(big.Int).Lsh(big.NewInt(1), uint(g.r.IntN(w-1))).String()
	}
	v := new(big.Int).Rand(g.rnd(), lim)
	if g.r.IntN(2) == 0 {
		v.Neg(v)
	}
	return v.String()
}

// wideCast appends a cast from or to f80/f128.
func (g *randProg) wideCast(ints []string) {
	var name, from, to string
	floats := []string{"f16", "bf16", "f32", "f64", "f80", "f128"}
	w := g.pick(g.floats)
	switch g.r.IntN(5) {
	case 0:
		name, from, to = "extf", g.pick(floats[:4]), w
		if w == "f128" && g.r.IntN(2) == 0 {
			from = "f80"
		}
	case 1:
		name, from, to = "truncf", w, g.pick(floats[:4])
		if w == "f128" && g.r.IntN(2) == 0 {
			to = "f80"
		}
	case 2:
		name, from, to = g.pick([]string{"sitofp", "uitofp"}), g.pick(ints), w
	case 3:
		name, from, to = g.pick([]string{"fptosi", "fptoui"}), w, g.pick(ints)
	default:
		name, from, to = "bitcast", w, "i"+w[1:]
		// Not i80 to f80 on shaped values: mlir-opt 19 bitcasts dense elements as raw
		// data, keeping the f80 encodings APFloat re-encodes (unnormals, pseudo-NaNs),
		// so two constants it prints alike stay apart where we fold them into one
		// (see known-random-wide-differences.txt).
		if g.r.IntN(2) == 0 && (g.shape == "" || w == "f128") {
			from, to = to, from
		}
	}
	a := g.operand(from)
	if name == "bitcast" {
		a = g.clean(from)
		if g.bitcasts[a] {
			a = g.newConstant(from)
		}
	}
	v := g.fresh()
	g.emit("%s = arith.%s %s : %s to %s", v, name, a, g.typ(from), g.typ(to))
	if name == "bitcast" {
		g.bitcasts[v] = true
	}
	g.result(v, to)
}
