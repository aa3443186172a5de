package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
)

// Integer compares on c220. The 2201 vector unit compares half and float only, and
// PyAsc casts i16 operands to f16 and i32 ones to f32 (CAST_NONE), which rounds every
// value past 2^11 (i16) or 2^24 (i32): 16385 and 16386 compare equal. With departures
// (docs/pyasc.md §5) the operands become f32 values whose order is exactly the integers'
// order:
//   - i16: the f32 copies (exact).
//   - i32: a - b computed in f32 with the right sign, compared with 0. Each operand is
//     split into f = a rounded down to an f32 (CAST_FLOOR) and the rest r = a - int(f),
//     0 <= r < ulp(f) <= 256, exact in f32; then d = (fa - fb) + (ra - rb). When fa != fb
//     the integers are ordered as fa and fb (each lies in [f, next f32 above f)), and fa - fb
//     is either exact (below 2^24) or at least 2^24 in magnitude, which |ra - rb| < 256
//     cannot turn; when fa == fb, d = ra - rb exactly. A rounding to nearest keeps the
//     sign of a nonzero value and gives 0 only for 0, so d compares with 0 as a with b.

// exactIntCompare returns the f32 operands (x, y) of the compare of the w-bit integer
// tensors a and b of shape; the compare of x and y with the op's mode is that of a and b.
func (l *lowerer) exactIntCompare(loc ir.Location, a, b *ir.Value, shape []int64, w int) (x, y *ir.Value) {
	n := numElements(shape)
	cnt := l.ci64(n)
	cast := func(v *ir.Value, to ir.Type, mode ascendc.RoundMode) *ir.Value {
		return l.castNew(loc, v, shape, to, cnt, mode)
	}
	bin := func(name string, p, q *ir.Value, et ir.Type) *ir.Value {
		d := l.alloc(loc, ascendc.TPosition_VECCALC, shape, et)
		l.create(loc, name, []*ir.Value{d, p, q, cnt}, nil)
		return d
	}
	if w == 16 {
		return cast(a, ir.F32, ascendc.RoundMode_CAST_NONE), cast(b, ir.F32, ascendc.RoundMode_CAST_NONE)
	}
	split := func(v *ir.Value) (f, r *ir.Value) {
		f = cast(v, ir.F32, ascendc.RoundMode_CAST_FLOOR)
		back := cast(f, ir.I32, ascendc.RoundMode_CAST_TRUNC)
		return f, cast(bin(ascendc.OpSubL2, v, back, ir.I32), ir.F32, ascendc.RoundMode_CAST_NONE)
	}
	fa, ra := split(a)
	fb, rb := split(b)
	x = bin(ascendc.OpAddL2, bin(ascendc.OpSubL2, fa, fb, ir.F32), bin(ascendc.OpSubL2, ra, rb, ir.F32), ir.F32)
	y = l.alloc(loc, ascendc.TPosition_VECCALC, shape, ir.F32)
	l.create(loc, ascendc.OpDuplicateL2, []*ir.Value{y, l.scalarConst(loc, ir.F32, 0), cnt}, nil)
	return x, y
}
