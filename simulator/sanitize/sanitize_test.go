package sanitize

import (
	"testing"

	"github.com/ascend-toolchain/asc/simulator/mem"
	"github.com/ascend-toolchain/asc/simulator/pipe"
)

func newState(t *testing.T) (*State, *[]Hazard) {
	var hs []Hazard
	return New(mem.SoCs["ascend910b"], func(h Hazard) { hs = append(hs, h) }), &hs
}

func TestFlagOrdersPipes(t *testing.T) {
	s, hs := newState(t)
	s.Tick(pipe.MTE2)
	s.Write(mem.UB, 0, 64, pipe.MTE2, 1)
	c := s.Publish(pipe.MTE2) // set_flag MTE2_V
	s.Acquire(pipe.V, &c)     // wait_flag MTE2_V
	s.Tick(pipe.V)
	s.Read(mem.UB, 0, 64, pipe.V, 2)
	if len(*hs) != 0 {
		t.Fatalf("synchronised read reported %v", *hs)
	}
	// MTE2 overwrites what V read without V_MTE2: WAR.
	s.Tick(pipe.MTE2)
	s.Write(mem.UB, 32, 32, pipe.MTE2, 3)
	if len(*hs) == 0 || (*hs)[len(*hs)-1].Kind != WAR || (*hs)[len(*hs)-1].Prev != 2 {
		t.Fatalf("want WAR against op 2, got %v", *hs)
	}
}

func TestBarrierWithinPipe(t *testing.T) {
	s, hs := newState(t)
	s.Tick(pipe.V)
	s.Write(mem.UB, 0, 32, pipe.V, 1)
	s.Tick(pipe.V)
	s.Read(mem.UB, 0, 32, pipe.V, 2)
	if len(*hs) != 1 || (*hs)[0].Kind != RAW {
		t.Fatalf("want RAW within V, got %v", *hs)
	}
	s.Barrier(pipe.V)
	s.Tick(pipe.V)
	s.Read(mem.UB, 0, 32, pipe.V, 3)
	if len(*hs) != 1 {
		t.Fatalf("barrier ignored: %v", *hs)
	}
	// The scalar unit is in order: no barrier needed.
	s.Tick(pipe.S)
	s.Write(mem.UB, 64, 4, pipe.S, 4)
	s.Tick(pipe.S)
	s.Read(mem.UB, 64, 4, pipe.S, 5)
	if len(*hs) != 1 {
		t.Fatalf("S reported: %v", *hs)
	}
}

func TestUninitAndGM(t *testing.T) {
	s, hs := newState(t)
	s.Tick(pipe.V)
	s.Read(mem.UB, 128, 32, pipe.V, 1)
	if len(*hs) != 1 || (*hs)[0].Kind != Uninit {
		t.Fatalf("want uninit, got %v", *hs)
	}
	s.Tick(pipe.MTE3)
	s.Write(mem.GM, 1000, 512, pipe.MTE3, 2)
	s.Tick(pipe.MTE2)
	s.Read(mem.GM, 1200, 64, pipe.MTE2, 3)
	if len(*hs) != 2 || (*hs)[1].Kind != RAW || (*hs)[1].Space != mem.GM {
		t.Fatalf("want GM RAW, got %v", *hs)
	}
}
