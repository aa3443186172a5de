package sanitize

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
)

func newState(t *testing.T) (*State, *[]Hazard) {
	var hs []Hazard
	return New(arch.SoCs["ascend910b"], func(h Hazard) { hs = append(hs, h) }), &hs
}

func TestFlagOrdersPipes(t *testing.T) {
	s, hs := newState(t)
	s.Tick(arch.MTE2)
	s.Write(arch.UB, 0, 64, arch.MTE2, 1)
	c := s.Publish(arch.MTE2) // set_flag MTE2_V
	s.Acquire(arch.V, &c)     // wait_flag MTE2_V
	s.Tick(arch.V)
	s.Read(arch.UB, 0, 64, arch.V, 2)
	if len(*hs) != 0 {
		t.Fatalf("synchronised read reported %v", *hs)
	}
	// MTE2 overwrites what V read without V_MTE2: WAR.
	s.Tick(arch.MTE2)
	s.Write(arch.UB, 32, 32, arch.MTE2, 3)
	if len(*hs) == 0 || (*hs)[len(*hs)-1].Kind != WAR || (*hs)[len(*hs)-1].Prev != 2 {
		t.Fatalf("want WAR against op 2, got %v", *hs)
	}
}

func TestBarrierWithinPipe(t *testing.T) {
	s, hs := newState(t)
	s.Tick(arch.V)
	s.Write(arch.UB, 0, 32, arch.V, 1)
	s.Tick(arch.V)
	s.Read(arch.UB, 0, 32, arch.V, 2)
	if len(*hs) != 1 || (*hs)[0].Kind != RAW {
		t.Fatalf("want RAW within V, got %v", *hs)
	}
	s.Barrier(arch.V)
	s.Tick(arch.V)
	s.Read(arch.UB, 0, 32, arch.V, 3)
	if len(*hs) != 1 {
		t.Fatalf("barrier ignored: %v", *hs)
	}
	// The scalar unit is in order: no barrier needed.
	s.Tick(arch.S)
	s.Write(arch.UB, 64, 4, arch.S, 4)
	s.Tick(arch.S)
	s.Read(arch.UB, 64, 4, arch.S, 5)
	if len(*hs) != 1 {
		t.Fatalf("S reported: %v", *hs)
	}
}

// TestPipesInOrderSoC: on the 3510 (ascend950) a pipe keeps its own order, so the RAW and
// WAW within V that the 910B reports without a barrier are not hazards there; other pipes
// still need synchronisation.
func TestPipesInOrderSoC(t *testing.T) {
	var hs []Hazard
	s := New(arch.SoCs["ascend950"], func(h Hazard) { hs = append(hs, h) })
	s.Tick(arch.V)
	s.Write(arch.UB, 0, 32, arch.V, 1)
	s.Tick(arch.V)
	s.Read(arch.UB, 0, 32, arch.V, 2)
	s.Tick(arch.V)
	s.Write(arch.UB, 0, 32, arch.V, 3)
	if len(hs) != 0 {
		t.Fatalf("in-order V reported %v", hs)
	}
	s.Tick(arch.MTE3)
	s.Read(arch.UB, 0, 32, arch.MTE3, 4)
	if len(hs) != 1 || hs[0].Kind != RAW || hs[0].PrevPipe != arch.V {
		t.Fatalf("want RAW of MTE3 against V, got %v", hs)
	}
}

func TestUninitAndGM(t *testing.T) {
	s, hs := newState(t)
	s.Tick(arch.V)
	s.Read(arch.UB, 128, 32, arch.V, 1)
	if len(*hs) != 1 || (*hs)[0].Kind != Uninit {
		t.Fatalf("want uninit, got %v", *hs)
	}
	s.Tick(arch.MTE3)
	s.Write(arch.GM, 1000, 512, arch.MTE3, 2)
	s.Tick(arch.MTE2)
	s.Read(arch.GM, 1200, 64, arch.MTE2, 3)
	if len(*hs) != 2 || (*hs)[1].Kind != RAW || (*hs)[1].Space != arch.GM {
		t.Fatalf("want GM RAW, got %v", *hs)
	}
}

// On the 3510 a pipe keeps its own accesses in order (buffer-id synchronisation orders
// only different pipes), so a vector op reading what the previous vector op wrote is no
// race there, while on the 2201 it needs a pipe_barrier. Different pipes still race.
func TestPipesInOrderOn3510(t *testing.T) {
	for _, c := range []struct {
		soc  string
		want int
	}{{"ascend910b", 2}, {"ascend950", 0}} {
		var hs []Hazard
		s := New(arch.SoCs[c.soc], func(h Hazard) { hs = append(hs, h) })
		s.Tick(arch.V)
		s.Write(arch.UB, 0, 64, arch.V, 1)
		s.Tick(arch.V)
		s.Read(arch.UB, 0, 64, arch.V, 2) // RAW within V
		s.Tick(arch.V)
		s.Write(arch.UB, 0, 64, arch.V, 3) // WAW within V
		if len(hs) != c.want {
			t.Errorf("%s: %d hazards within V, want %d: %v", c.soc, len(hs), c.want, hs)
		}
		s.Tick(arch.MTE3)
		s.Read(arch.UB, 0, 64, arch.MTE3, 4) // V -> MTE3 without a flag
		if len(hs) != c.want+1 || hs[len(hs)-1].Kind != RAW {
			t.Errorf("%s: unsynchronised V -> MTE3 read not reported: %v", c.soc, hs)
		}
	}
}

// TestScalarWaitOrdersLaterIssue: the scalar unit issues every instruction in order, so
// after a wait on S (set_flag MTE3_S / wait_flag MTE3_S, or a cross-core wait on PIPE_S)
// an instruction issued to MTE2 starts after MTE3's earlier work: its read of what MTE3
// wrote is no race (before, only S itself was ordered and the read was reported). The
// scalar unit's own store is not carried: a V read of it without S_V stays a RAW.
func TestScalarWaitOrdersLaterIssue(t *testing.T) {
	s, hs := newState(t)
	s.Tick(arch.MTE3)
	s.Write(arch.UB, 0, 64, arch.MTE3, 1)
	c := s.Publish(arch.MTE3)
	s.Acquire(arch.S, &c)
	s.Tick(arch.MTE2)
	s.Write(arch.UB, 0, 64, arch.MTE2, 2)
	if len(*hs) != 0 {
		t.Fatalf("MTE2 issued after the S wait reported %v", *hs)
	}
	s.Tick(arch.S)
	s.Write(arch.UB, 128, 4, arch.S, 3)
	s.Tick(arch.V)
	s.Read(arch.UB, 128, 4, arch.V, 4)
	if len(*hs) != 1 || (*hs)[0].Kind != RAW || (*hs)[0].Prev != 3 {
		t.Fatalf("want the scalar store's RAW against op 3, got %v", *hs)
	}
}

// TestAtomicWritesWithinPipe: two GM writes in an atomic mode on one pipe need no barrier
// between them (the GM side serialises atomic updates, so either order gives the same
// bytes), while an atomic write still races with an unordered plain write to the same
// bytes, in either order, and with an unordered read.
func TestAtomicWritesWithinPipe(t *testing.T) {
	s, hs := newState(t)
	s.Tick(arch.MTE3)
	s.AtomicGMWrite(0, 96, arch.MTE3, 1)
	s.Tick(arch.MTE3)
	s.AtomicGMWrite(0, 96, arch.MTE3, 2)
	if len(*hs) != 0 {
		t.Fatalf("two atomic accumulations reported %v", *hs)
	}
	// want checks that the hazards since the last check are all of kind k and name prev.
	seen := 0
	want := func(k Kind, prev int32) {
		t.Helper()
		got := (*hs)[seen:]
		seen = len(*hs)
		found := false
		for _, h := range got {
			found = found || h.Prev == prev
			if h.Kind != k {
				t.Fatalf("want %v hazards, got %v", k, got)
			}
		}
		if !found {
			t.Fatalf("want a %v hazard against op %d, got %v", k, prev, got)
		}
	}
	s.Tick(arch.MTE3)
	s.Write(arch.GM, 32, 32, arch.MTE3, 3)
	want(WAW, 2) // a plain write after an atomic one
	s.Tick(arch.MTE3)
	s.AtomicGMWrite(32, 4, arch.MTE3, 4)
	want(WAW, 3) // an atomic write after a plain one
	s.Tick(arch.MTE2)
	s.Read(arch.GM, 0, 4, arch.MTE2, 5)
	want(RAW, 2)
}
