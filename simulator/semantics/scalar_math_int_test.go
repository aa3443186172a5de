package semantics

import (
	"math"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

func TestScalarMathInt(t *testing.T) {
	src := `func.func @f(%i: i32, %b: i8, %x: f32, %y: f32, %n: i32) -> (i32, i32, i32, i8, i8, i32, f32, f32, f32) {
  %lz = math.ctlz %i : i32
  %tz = math.cttz %i : i32
  %pc = math.ctpop %i : i32
  %c5 = arith.constant 5 : i8
  %pw = math.ipowi %b, %c5 : i8
  %z = arith.constant 0 : i8
  %lz8 = math.ctlz %z : i8
  %m2 = arith.constant -2 : i32
  %neg = math.ipowi %i, %m2 : i32
  %cs = math.copysign %x, %y : f32
  %at = math.atan2 %y, %x : f32
  %fp = math.fpowi %x, %n : f32, i32
  return %lz, %tz, %pc, %pw, %lz8, %neg, %cs, %at, %fp : i32, i32, i32, i8, i8, i32, f32, f32, f32
}`
	r := runFunc(t, src, "f", sim.Value{I: 40}, sim.Value{I: 3}, sim.Value{F: 1.5}, sim.Value{F: -2}, sim.Value{I: -2})
	if r[0].I != 26 || r[1].I != 3 || r[2].I != 2 {
		t.Errorf("ctlz/cttz/ctpop(40) = %d %d %d, want 26 3 2", r[0].I, r[1].I, r[2].I)
	}
	// 3^5 = 243 wraps to -13 in i8; ctlz(0) is the width.
	if r[3].I != -13 || r[4].I != 8 || r[5].I != 0 {
		t.Errorf("ipowi/ctlz0/ipowi-neg = %d %d %d", r[3].I, r[4].I, r[5].I)
	}
	if r[6].F != -1.5 || r[7].F != float64(float32(math.Atan2(-2, 1.5))) || r[8].F != float64(float32(1/2.25)) {
		t.Errorf("copysign/atan2/fpowi = %v %v %v", r[6].F, r[7].F, r[8].F)
	}
	zero := `func.func @f(%i: i32) -> i32 {
  %m = arith.constant -1 : i32
  %r = math.ipowi %i, %m : i32
  return %r : i32
}`
	if e := runErr(t, zero, "f", sim.Value{I: 0}); !strings.Contains(e, "0 raised to a negative power") {
		t.Errorf("0 to a negative power: %q", e)
	}
}

func TestIpow(t *testing.T) {
	cases := []struct {
		b, p int64
		d    sim.DType
		want int64
	}{{2, 10, sim.I32, 1024}, {-1, -3, sim.I32, -1}, {-1, -4, sim.I32, 1}, {1, -5, sim.I32, 1}, {5, -1, sim.I32, 0},
		{3, 40, sim.I32, 689956897}, {-2, 3, sim.I64, -8}, {0, 0, sim.I8, 1}}
	for _, c := range cases {
		if got, ok := ipow(c.b, c.p, c.d); !ok || got != c.want {
			t.Errorf("ipow(%d, %d) = %d, want %d", c.b, c.p, got, c.want)
		}
	}
}
