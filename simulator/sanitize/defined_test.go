package sanitize

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
)

// uninits keeps the uninitialised-read reports only: these tests issue accesses without
// synchronisation, so races are expected and beside the point.
func uninits(hs []Hazard) []Hazard {
	var out []Hazard
	for _, h := range hs {
		if h.Kind == Uninit {
			out = append(out, h)
		}
	}
	return out
}

// acc is one access of an instruction: a read or write of [addr, addr+n) of the operand
// starting at base.
type acc struct {
	sp          arch.Buffer
	base, addr  int64
	n           int64
	write       bool
	pipe        arch.Pipe
	mixing, brk bool // brk: a Step before this access
}

func run(s *State, op int32, accs ...acc) {
	tok := s.Begin(op)
	for _, a := range accs {
		if a.brk {
			s.Step()
		}
		if a.mixing {
			s.Mixing()
		}
		s.Tick(a.pipe)
		if a.write {
			s.WriteOperand(a.sp, a.base, a.addr, a.n, a.pipe, op)
		} else {
			s.ReadOperand(a.sp, a.base, a.addr, a.n, a.pipe, op)
		}
	}
	s.End(tok)
}

func rd(sp arch.Buffer, addr, n int64, p arch.Pipe) acc {
	return acc{sp: sp, base: addr, addr: addr, n: n, pipe: p}
}

func wr(sp arch.Buffer, addr, n int64, p arch.Pipe) acc {
	return acc{sp: sp, base: addr, addr: addr, n: n, pipe: p, write: true}
}

// The tail tile: 928 of 1024 f32 loaded, the whole tile added, the valid part stored.
func TestTailPropagatesAndOnlyStoreReports(t *testing.T) {
	s, hs := newState(t)
	run(s, 1, wr(arch.UB, 0, 3712, arch.MTE2), rd(arch.GM, 0, 3712, arch.MTE2))
	run(s, 2, wr(arch.UB, 4096, 3712, arch.MTE2), rd(arch.GM, 8192, 3712, arch.MTE2))
	run(s, 3, rd(arch.UB, 0, 4096, arch.V), rd(arch.UB, 4096, 4096, arch.V), wr(arch.UB, 8192, 4096, arch.V))
	if u := uninits(*hs); len(u) != 0 {
		t.Fatalf("the add reported %v", u)
	}
	run(s, 4, rd(arch.UB, 8192, 3712, arch.MTE3), wr(arch.GM, 0, 3712, arch.MTE3))
	if u := uninits(*hs); len(u) != 0 {
		t.Fatalf("storing the valid part reported %v", u)
	}
	run(s, 5, rd(arch.UB, 8192, 4096, arch.MTE3), wr(arch.GM, 0, 4096, arch.MTE3))
	u := uninits(*hs)
	if len(u) != 1 || u[0].Op != 5 || u[0].Addr != 8192+3712 || u[0].Pipe != arch.MTE3 || u[0].Prev != 3 {
		t.Fatalf("want one report at the whole-tile store, UB[%d], from op 3; got %+v", 8192+3712, u)
	}
}

// An in-place op fetching its destination before its source still reads the source's
// undefined bytes: writes take effect when the instruction ends.
func TestWritesApplyAtInstructionEnd(t *testing.T) {
	s, hs := newState(t)
	run(s, 1, wr(arch.UB, 0, 100, arch.MTE2))
	run(s, 2, wr(arch.UB, 0, 256, arch.V), rd(arch.UB, 0, 256, arch.V))
	run(s, 3, rd(arch.UB, 0, 256, arch.MTE3), wr(arch.GM, 0, 256, arch.MTE3))
	u := uninits(*hs)
	if len(u) != 1 || u[0].Addr != 100 || u[0].Prev != 2 {
		t.Fatalf("want the undefined bytes from 100 on, made by op 2; got %+v", u)
	}
}

// A cast to a type half as wide maps the undefined tail onto half the offsets, to the
// byte: the shadow is per byte, so a tail that is not 32-byte aligned stays exact.
func TestScaledMappingIsBytePrecise(t *testing.T) {
	s, hs := newState(t)
	run(s, 1, wr(arch.UB, 0, 3720, arch.MTE2))
	run(s, 2, rd(arch.UB, 0, 4096, arch.V), wr(arch.UB, 8192, 2048, arch.V))
	run(s, 3, rd(arch.UB, 8192, 1860, arch.MTE3), wr(arch.GM, 0, 1860, arch.MTE3))
	if u := uninits(*hs); len(u) != 0 {
		t.Fatalf("the defined half reported %v", u)
	}
	run(s, 4, rd(arch.UB, 8192, 1861, arch.MTE3), wr(arch.GM, 0, 1861, arch.MTE3))
	if u := uninits(*hs); len(u) != 1 || u[0].Addr != 8192+1860 {
		t.Fatalf("want UB[%d], got %+v", 8192+1860, u)
	}
}

// A reduction's result depends on every lane.
func TestMixingPoisonsWholeResult(t *testing.T) {
	s, hs := newState(t)
	run(s, 1, wr(arch.UB, 0, 3712, arch.MTE2))
	run(s, 2, acc{sp: arch.UB, n: 4096, pipe: arch.V, mixing: true}, wr(arch.UB, 8192, 32, arch.V))
	run(s, 3, rd(arch.UB, 8192, 4, arch.MTE3), wr(arch.GM, 0, 4, arch.MTE3))
	if u := uninits(*hs); len(u) != 1 || u[0].Addr != 8192 || u[0].Prev != 2 {
		t.Fatalf("want the reduced value reported, got %+v", u)
	}
}

// Without Mixing the same instruction would map the tail onto the last bytes only.
func TestProportionalReductionMapsTail(t *testing.T) {
	s, hs := newState(t)
	run(s, 1, wr(arch.UB, 0, 3712, arch.MTE2))
	run(s, 2, rd(arch.UB, 0, 4096, arch.V), wr(arch.UB, 8192, 32, arch.V))
	run(s, 3, rd(arch.UB, 8192, 29, arch.MTE3), wr(arch.GM, 0, 29, arch.MTE3))
	if u := uninits(*hs); len(u) != 0 {
		t.Fatalf("got %+v", u)
	}
}

// Sinks: a scalar read, an instruction writing nothing, a transfer writing GM.
func TestSinksReport(t *testing.T) {
	for _, c := range []struct {
		name string
		accs []acc
		pipe arch.Pipe
	}{
		{"scalar", []acc{rd(arch.UB, 0, 4, arch.S), wr(arch.UB, 64, 4, arch.S)}, arch.S},
		{"no write", []acc{rd(arch.UB, 0, 256, arch.V)}, arch.V},
		{"to GM", []acc{rd(arch.L0C, 0, 1024, arch.FIX), wr(arch.GM, 0, 1024, arch.FIX)}, arch.FIX},
	} {
		s, hs := newState(t)
		run(s, 7, c.accs...)
		if u := uninits(*hs); len(u) != 1 || u[0].Op != 7 || u[0].Pipe != c.pipe || u[0].Prev != -1 {
			t.Errorf("%s: want one report on %s, got %+v", c.name, c.pipe, u)
		}
	}
}

// Local-to-local moves propagate: L1 -> L0A -> (cube) L0C -> GM reports at the fixpipe,
// with the load as the origin.
func TestLocalMovesPropagate(t *testing.T) {
	s, hs := newState(t)
	run(s, 1, wr(arch.L1, 0, 256, arch.MTE2))
	run(s, 2, rd(arch.L1, 0, 512, arch.MTE1), wr(arch.L0A, 0, 512, arch.MTE1))
	run(s, 3, wr(arch.L0B, 0, 512, arch.MTE1))
	run(s, 4, rd(arch.L0A, 0, 512, arch.M), rd(arch.L0B, 0, 512, arch.M), wr(arch.L0C, 0, 1024, arch.M))
	if u := uninits(*hs); len(u) != 0 {
		t.Fatalf("compute reported %+v", u)
	}
	run(s, 5, rd(arch.L0C, 0, 1024, arch.FIX), wr(arch.GM, 0, 1024, arch.FIX))
	if u := uninits(*hs); len(u) != 1 || u[0].Op != 5 || u[0].Addr != 512 || u[0].Prev != 2 {
		t.Fatalf("want the fixpipe reported at L0C[512] from op 2, got %+v", u)
	}
}

// Per-block accesses of one operand (L0 repeats) map by the operand's extent; gaps the
// instruction did not write keep their state.
func TestOperandExtentsAndGaps(t *testing.T) {
	s, hs := newState(t)
	run(s, 1, wr(arch.UB, 0, 64, arch.MTE2), wr(arch.UB, 1024, 128, arch.MTE2))
	// src blocks 0, 2 (undefined: 64..96), dst blocks 0 and 2 of the tensor at 1024.
	run(s, 2,
		acc{sp: arch.UB, base: 0, addr: 0, n: 32, pipe: arch.V},
		acc{sp: arch.UB, base: 0, addr: 64, n: 32, pipe: arch.V},
		acc{sp: arch.UB, base: 1024, addr: 1024, n: 32, pipe: arch.V, write: true},
		acc{sp: arch.UB, base: 1024, addr: 1088, n: 32, pipe: arch.V, write: true})
	run(s, 3, rd(arch.UB, 1024, 64, arch.MTE3), wr(arch.GM, 0, 64, arch.MTE3))
	if u := uninits(*hs); len(u) != 0 {
		t.Fatalf("defined blocks reported %+v", u)
	}
	run(s, 4, rd(arch.UB, 1088, 32, arch.MTE3), wr(arch.GM, 0, 32, arch.MTE3))
	if u := uninits(*hs); len(u) != 1 || u[0].Addr != 1088 {
		t.Fatalf("want UB[1088], got %+v", u)
	}
}

// Step splits a composite instruction: the second step reads what the first wrote.
func TestStepSeesEarlierWrites(t *testing.T) {
	s, hs := newState(t)
	run(s, 1, wr(arch.BT, 0, 64, arch.MTE1))
	seed := acc{sp: arch.L0C, n: 1024, pipe: arch.M, write: true}
	acc2 := acc{sp: arch.L0C, n: 1024, pipe: arch.M, brk: true}
	run(s, 2, rd(arch.BT, 0, 64, arch.M), seed, acc2, wr(arch.L0C, 0, 1024, arch.M))
	run(s, 3, rd(arch.L0C, 0, 1024, arch.FIX), wr(arch.GM, 0, 1024, arch.FIX))
	if u := uninits(*hs); len(u) != 0 {
		t.Fatalf("got %+v", u)
	}
}

// Between instructions (no Begin) an undefined read reports at once, and a partial-block
// write defines only its bytes.
func TestOutsideInstructionAndPartialBlocks(t *testing.T) {
	s, hs := newState(t)
	s.Tick(arch.S)
	s.Write(arch.UB, 0, 4, arch.S, 1)
	s.Read(arch.UB, 0, 4, arch.S, 2)
	if u := uninits(*hs); len(u) != 0 {
		t.Fatalf("got %+v", u)
	}
	s.Read(arch.UB, 0, 8, arch.S, 3)
	if u := uninits(*hs); len(u) != 1 || u[0].Addr != 4 || u[0].Op != 3 {
		t.Fatalf("want UB[4] by op 3, got %+v", u)
	}
	s.MarkInit(arch.UB, 4, 28)
	s.Read(arch.UB, 0, 32, arch.S, 4)
	if u := uninits(*hs); len(u) != 1 {
		t.Fatalf("MarkInit ignored: %+v", u)
	}
}

func TestByteMask(t *testing.T) {
	for _, c := range []struct {
		b, lo, hi int64
		want      uint32
	}{
		{0, 0, 32, ^uint32(0)}, {0, 0, 1, 1}, {32, 0, 40, 0xff}, {32, 60, 100, 0xf0000000}, {0, 40, 50, 0},
	} {
		if got := byteMask(c.b, c.lo, c.hi); got != c.want {
			t.Errorf("byteMask(%d, %d, %d) = %#x, want %#x", c.b, c.lo, c.hi, got, c.want)
		}
	}
}

// Semantics that carry undefined bytes themselves: Take removes them from End, Undefined
// answers per element, Poison marks what they wrote after the writes apply.
func TestExplicitDefinedness(t *testing.T) {
	s, hs := newState(t)
	run(s, 1, wr(arch.UB, 0, 64, arch.MTE2))
	// A register load: reads UB[0, 128) (64..128 undefined), writes nothing local.
	tok := s.Begin(2)
	s.Tick(arch.V)
	s.ReadOperand(arch.UB, 0, 0, 128, arch.V, 2)
	if u, o := s.Undefined(arch.UB, 60, 68); !u || o != 0 {
		t.Fatalf("Undefined(60, 68) = %v, %d", u, o)
	}
	if u, _ := s.Undefined(arch.UB, 0, 64); u {
		t.Fatal("defined bytes called undefined")
	}
	if !s.Take() {
		t.Fatal("Take saw nothing")
	}
	s.End(tok)
	if u := uninits(*hs); len(u) != 0 {
		t.Fatalf("a taken read was reported: %+v", u)
	}
	// A register store: writes UB[256, 384), of which [320, 384) came from garbage.
	tok = s.Begin(3)
	s.WriteOperand(arch.UB, 256, 256, 128, arch.V, 3)
	s.Poison(arch.UB, 320, 384, 3)
	if u, _ := s.Undefined(arch.UB, 256, 384); !u {
		t.Fatal("the store's bytes were defined before it ended")
	}
	s.End(tok)
	if u, o := s.Undefined(arch.UB, 320, 321); !u || o != 3 {
		t.Fatalf("poison: %v, origin %d", u, o)
	}
	if u, _ := s.Undefined(arch.UB, 256, 320); u {
		t.Fatal("the clean half is undefined")
	}
	run(s, 4, rd(arch.UB, 256, 128, arch.MTE3), wr(arch.GM, 0, 128, arch.MTE3))
	if u := uninits(*hs); len(u) != 1 || u[0].Addr != 320 || u[0].Prev != 2 {
		t.Fatalf("want UB[320] from op 2, got %+v", u)
	}
}

// A copy block by block from a strided source into a packed destination: the i-th block
// read lands in the i-th block written, whatever the gaps.
func TestPiecewiseMapping(t *testing.T) {
	s, hs := newState(t)
	run(s, 1, wr(arch.L1, 0, 32, arch.MTE2))
	run(s, 2,
		acc{sp: arch.L1, base: 0, addr: 0, n: 32, pipe: arch.MTE1},
		acc{sp: arch.L0A, base: 0, addr: 0, n: 32, pipe: arch.MTE1, write: true},
		acc{sp: arch.L1, base: 0, addr: 96, n: 32, pipe: arch.MTE1},
		acc{sp: arch.L0A, base: 0, addr: 32, n: 32, pipe: arch.MTE1, write: true})
	run(s, 3, rd(arch.L0A, 0, 32, arch.M), wr(arch.L0C, 0, 32, arch.M))
	run(s, 4, rd(arch.L0C, 0, 32, arch.FIX), wr(arch.GM, 0, 32, arch.FIX))
	if u := uninits(*hs); len(u) != 0 {
		t.Fatalf("the block copied from defined bytes reported %+v", u)
	}
	for a := int64(32); a < 64; a++ {
		if u, _ := s.Undefined(arch.L0A, a, a+1); !u {
			t.Fatalf("L0A[%d], copied from L1[%d], is defined", a, a+64)
		}
	}
}
