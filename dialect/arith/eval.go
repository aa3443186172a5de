package arith

import "math/bits"

// IntEval computes an integer binary op on two operands of a width of 1 to 64 bits. Only
// the low width bits of a, b and the result are significant (callers normalise); ok is
// false for a division by zero, which the caller reports.
//
// This is the dialect's own statement of what its integer ops compute, for executors (the
// simulator) that need a value for every input. Where MLIR makes a result poison (a shift
// by the width or more, INT_MIN / -1), the table defines what a two's complement scalar
// unit gives: a shift by the width or more clears the value (or fills it with the sign for
// shrsi), and INT_MIN / -1 wraps to INT_MIN. The folders (fold.go) work on arbitrary
// widths and leave exactly those cases unfolded; TestIntEvalAgreesWithFolders checks that
// the two agree wherever the folder folds.
type IntEval func(a, b uint64, width uint) (r uint64, ok bool)

// IntBinaryEval returns the evaluation of an integer binary op by its name constant.
func IntBinaryEval(name string) (IntEval, bool) {
	f, ok := intEvals[name]
	return f, ok
}

// IntBinaryOps lists the ops IntBinaryEval knows.
func IntBinaryOps() []string {
	out := make([]string, 0, len(intEvals))
	for n := range intEvals {
		out = append(out, n)
	}
	return out
}

// sx sign-extends the low width bits of v; zx keeps them.
func sx(v uint64, w uint) int64 { return int64(v<<(64-w)) >> (64 - w) }
func zx(v uint64, w uint) uint64 {
	if w >= 64 {
		return v
	}
	return v & (1<<w - 1)
}

func totalEval(f func(a, b uint64, w uint) uint64) IntEval {
	return func(a, b uint64, w uint) (uint64, bool) { return f(a, b, w), true }
}

var intEvals = map[string]IntEval{
	OpAddi: totalEval(func(a, b uint64, w uint) uint64 { return a + b }),
	OpSubi: totalEval(func(a, b uint64, w uint) uint64 { return a - b }),
	OpMuli: totalEval(func(a, b uint64, w uint) uint64 { return a * b }),
	OpAndi: totalEval(func(a, b uint64, w uint) uint64 { return a & b }),
	OpOri:  totalEval(func(a, b uint64, w uint) uint64 { return a | b }),
	OpXori: totalEval(func(a, b uint64, w uint) uint64 { return a ^ b }),
	OpShli: totalEval(func(a, b uint64, w uint) uint64 {
		if zx(b, w) >= uint64(w) {
			return 0
		}
		return a << zx(b, w)
	}),
	OpShrsi: totalEval(func(a, b uint64, w uint) uint64 {
		sh := zx(b, w)
		if sh >= uint64(w) {
			sh = uint64(w) - 1
		}
		return uint64(sx(a, w) >> sh)
	}),
	OpShrui: totalEval(func(a, b uint64, w uint) uint64 {
		if zx(b, w) >= uint64(w) {
			return 0
		}
		return zx(a, w) >> zx(b, w)
	}),
	OpMaxsi: totalEval(func(a, b uint64, w uint) uint64 { return uint64(max(sx(a, w), sx(b, w))) }),
	OpMinsi: totalEval(func(a, b uint64, w uint) uint64 { return uint64(min(sx(a, w), sx(b, w))) }),
	OpMaxui: totalEval(func(a, b uint64, w uint) uint64 { return max(zx(a, w), zx(b, w)) }),
	OpMinui: totalEval(func(a, b uint64, w uint) uint64 { return min(zx(a, w), zx(b, w)) }),
	OpDivsi: signedQuotient(func(x, y int64) int64 { return x / y }),
	OpRemsi: func(a, b uint64, w uint) (uint64, bool) {
		x, y := sx(a, w), sx(b, w)
		if y == 0 {
			return 0, false
		}
		if y == -1 {
			return 0, true
		}
		return uint64(x % y), true
	},
	OpDivui: func(a, b uint64, w uint) (uint64, bool) {
		if zx(b, w) == 0 {
			return 0, false
		}
		return zx(a, w) / zx(b, w), true
	},
	OpRemui: func(a, b uint64, w uint) (uint64, bool) {
		if zx(b, w) == 0 {
			return 0, false
		}
		return zx(a, w) % zx(b, w), true
	},
	OpCeildivui: func(a, b uint64, w uint) (uint64, bool) {
		if zx(b, w) == 0 {
			return 0, false
		}
		q, r := bits.Div64(0, zx(a, w), zx(b, w))
		if r != 0 {
			q++
		}
		return q, true
	},
	OpFloordivsi: signedQuotient(floorDiv),
	OpCeildivsi: signedQuotient(func(x, y int64) int64 {
		q := x / y
		if x%y != 0 && (x < 0) == (y < 0) {
			q++
		}
		return q
	}),
}

// signedQuotient is a signed division q(x, y) of the operands at width w: by zero it does
// not fold, and by -1 it negates (INT_MIN / -1 wraps; Go's division would too, but only at
// 64 bits), so q sees neither case.
func signedQuotient(q func(x, y int64) int64) func(a, b uint64, w uint) (uint64, bool) {
	return func(a, b uint64, w uint) (uint64, bool) {
		x, y := sx(a, w), sx(b, w)
		switch y {
		case 0:
			return 0, false
		case -1:
			return uint64(-x), true
		}
		return uint64(q(x, y)), true
	}
}

// floorDiv rounds the quotient toward negative infinity (y != 0, not INT_MIN / -1).
func floorDiv(x, y int64) int64 {
	q := x / y
	if x%y != 0 && (x < 0) != (y < 0) {
		q--
	}
	return q
}
