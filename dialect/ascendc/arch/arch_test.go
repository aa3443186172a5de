package arch

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
)

func TestPipeNames(t *testing.T) {
	for p := Pipe(0); p < NumPipes; p++ {
		if q, ok := ParsePipe(p.String()); !ok || q != p {
			t.Errorf("ParsePipe(%q) = %v, %v", p.String(), q, ok)
		}
		if q, ok := ParsePipe(p.Lower()); !ok || q != p {
			t.Errorf("ParsePipe(%q) = %v, %v", p.Lower(), q, ok)
		}
	}
	if _, ok := ParsePipe(""); ok {
		t.Error("empty name parsed as a pipe")
	}
}

func TestPipeFromAscend(t *testing.T) {
	// pipe_t values of hardware.md §3; 7-9 (MTE4, MTE5, V2) do not exist on 2201/3510.
	want := map[int64]Pipe{0: S, 1: V, 2: M, 3: MTE1, 4: MTE2, 5: MTE3, 6: PipeAll, 10: FIX}
	for v := int64(-1); v <= 11; v++ {
		p, ok := PipeFromAscend(v)
		w, exists := want[v]
		if ok != exists || ok && p != w {
			t.Errorf("PipeFromAscend(%d) = %v, %v; want %v, %v", v, p, ok, w, exists)
		}
	}
}

func TestEventPipes(t *testing.T) {
	cases := map[ascendc.HardEvent][2]Pipe{
		ascendc.HardEvent_MTE2_V: {MTE2, V}, ascendc.HardEvent_V_MTE3: {V, MTE3},
		ascendc.HardEvent_M_FIX: {M, FIX}, ascendc.HardEvent_S_V: {S, V}, ascendc.HardEvent_MTE1_MTE2: {MTE1, MTE2},
	}
	for e, w := range cases {
		src, dst, ok := EventPipes(e)
		if !ok || src != w[0] || dst != w[1] {
			t.Errorf("EventPipes(%s) = %v, %v, %v", e, src, dst, ok)
		}
	}
	// Every event of the enum below MAX names two pipes the cores have.
	for e := ascendc.HardEvent(0); e < 35; e++ {
		if _, _, ok := EventPipes(e); !ok {
			t.Errorf("event %d (%s) has no pipes", e, e)
		}
	}
}

func TestPositions(t *testing.T) {
	cases := []struct {
		pos        ascendc.TPosition
		buf        Buffer
		prod, cons Pipe
	}{
		{ascendc.TPosition_VECIN, UB, MTE2, V},
		{ascendc.TPosition_VECOUT, UB, V, MTE3},
		{ascendc.TPosition_VECCALC, UB, V, V},
		{ascendc.TPosition_A1, L1, MTE2, MTE1},
		{ascendc.TPosition_A2, L0A, MTE1, M},
		{ascendc.TPosition_B2, L0B, MTE1, M},
		{ascendc.TPosition_CO1, L0C, M, FIX},
		{ascendc.TPosition_GM, GM, V, V},
	}
	for _, c := range cases {
		b, ok := PositionBuffer(c.pos)
		prod, cons := PositionPipes(c.pos)
		if !ok || b != c.buf || prod != c.prod || cons != c.cons {
			t.Errorf("%s: buffer %v (%v), pipes %v→%v", c.pos, b, ok, prod, cons)
		}
	}
}

// TestQueueEnds: a TQueBind is filled by its source's producer and drained by its
// destination's consumer; a GM end takes the other end's pipes; a TQue<P> is TQueBind<P, P>.
func TestQueueEnds(t *testing.T) {
	cases := []struct {
		src, dst   ascendc.TPosition
		buf        Buffer
		prod, cons Pipe
	}{
		{ascendc.TPosition_VECIN, ascendc.TPosition_VECOUT, UB, MTE2, MTE3},
		{ascendc.TPosition_VECIN, ascendc.TPosition_VECIN, UB, MTE2, V},
		{ascendc.TPosition_GM, ascendc.TPosition_VECIN, UB, MTE2, V},
		{ascendc.TPosition_VECOUT, ascendc.TPosition_GM, UB, V, MTE3},
		{ascendc.TPosition_VECCALC, ascendc.TPosition_VECOUT, UB, V, MTE3},
		{ascendc.TPosition_GM, ascendc.TPosition_A1, L1, MTE2, MTE1},
		{ascendc.TPosition_CO1, ascendc.TPosition_CO1, L0C, M, FIX},
	}
	for _, c := range cases {
		b, prod, cons, err := QueueEnds(c.src, c.dst)
		if err != nil || b != c.buf || prod != c.prod || cons != c.cons {
			t.Errorf("(%s, %s): buffer %v, pipes %v→%v, %v", c.src, c.dst, b, prod, cons, err)
		}
	}
	for _, c := range [][2]ascendc.TPosition{{ascendc.TPosition_A1, ascendc.TPosition_A2}, {ascendc.TPosition_VECIN, ascendc.TPosition_A1}} {
		if _, _, _, err := QueueEnds(c[0], c[1]); err == nil {
			t.Errorf("(%s, %s): two buffers accepted", c[0], c[1])
		}
	}
}

func TestCopyPipe(t *testing.T) {
	cases := []struct {
		dst, src Buffer
		p        Pipe
		ok       bool
	}{
		{UB, GM, MTE2, true}, {L1, GM, MTE2, true}, {GM, UB, MTE3, true}, {L1, UB, MTE3, true},
		{UB, UB, V, true}, {L0A, L1, MTE1, true}, {L0B, L1, MTE1, true}, {GM, L0C, FIX, true},
		{GM, GM, 0, false}, {L0A, UB, 0, false}, {UB, L0A, 0, false},
	}
	for _, c := range cases {
		p, err := CopyPipe(c.dst, c.src)
		if (err == nil) != c.ok || c.ok && p != c.p {
			t.Errorf("CopyPipe(%s <- %s) = %v, %v", c.dst, c.src, p, err)
		}
	}
}

func TestOpPipe(t *testing.T) {
	ctx := all.NewContext()
	cases := []struct {
		op   string
		p    Pipe
		rule PipeRule
	}{
		{ascendc.OpAddL2, V, FixedPipe}, {ascendc.OpExpL0, V, FixedPipe}, {ascendc.OpMmad, M, FixedPipe},
		{ascendc.OpFixpipe, FIX, FixedPipe}, {ascendc.OpLocalTensorGetValue, S, FixedPipe},
		{ascendc.OpDataCopyL2, 0, ByBuffers}, {ascendc.OpDataCopyNd2nz, 0, ByBuffers},
		// LoadData with a tensor source: L1 -> L0A/L0B (MTE1) or GM -> L0A/L0B (MTE2).
		{ascendc.OpLoadDataG2l, 0, ByBuffers}, {ascendc.OpLoadDataG2lV2, 0, ByBuffers},
		{ascendc.OpPipe, 0, NoPipe}, {ascendc.OpSetFlag, 0, NoPipe},
	}
	for _, c := range cases {
		info := ctx.LookupOp(c.op)
		if info == nil {
			t.Fatalf("%s is not registered", c.op)
		}
		p, rule := OpPipe(info)
		if rule != c.rule || rule == FixedPipe && p != c.p {
			t.Errorf("OpPipe(%s) = %v, %v; want %v, %v", c.op, p, rule, c.p, c.rule)
		}
	}
}

func TestSoCs(t *testing.T) {
	if SoCNames() != "ascend910b|ascend950" {
		t.Errorf("SoCNames = %q", SoCNames())
	}
	for name, s := range SoCs {
		if s.Name != name {
			t.Errorf("%s: Name %q", name, s.Name)
		}
		for b := UB; b < NumBuffers; b++ {
			if s.Capacity[b] <= 0 || s.Reserved[b] < 0 || s.Reserved[b] >= s.Capacity[b] {
				t.Errorf("%s %s: capacity %d, reserved %d", name, b, s.Capacity[b], s.Reserved[b])
			}
			if a := s.Align[b]; a <= 0 || a&(a-1) != 0 {
				t.Errorf("%s %s: alignment %d is not a power of two", name, b, a)
			}
		}
	}
	if SoCs["ascend910b"].Capacity[UB] != 192*1024 || SoCs["ascend950"].Capacity[UB] != 256*1024 {
		t.Error("UB capacities differ from hardware.md §1")
	}
}

func TestEventBetweenInvertsEventPipes(t *testing.T) {
	n := 0
	for e := ascendc.HardEvent(0); e < ascendc.HardEvent_MAX; e++ {
		src, dst, ok := EventPipes(e)
		if !ok {
			continue
		}
		n++
		if got, ok := EventBetween(src, dst); !ok || got != e {
			t.Errorf("EventBetween(%v, %v) = %v, %v; want %v", src, dst, got, ok, e)
		}
	}
	if n != int(ascendc.HardEvent_MAX) {
		t.Errorf("%d of %d events name two pipes", n, ascendc.HardEvent_MAX)
	}
	if _, ok := EventBetween(S, S); ok {
		t.Error("S_S is not an event")
	}
}

func TestPipeEnum(t *testing.T) {
	for p := S; p < NumPipes; p++ {
		got, ok := PipeFromAscend(int64(p.Enum()))
		if !ok || got != p {
			t.Errorf("PipeFromAscend(%v.Enum()) = %v, %v", p, got, ok)
		}
	}
	if PipeAll.Enum() != ascendc.Pipe_PIPE_ALL {
		t.Error("PipeAll is PIPE_ALL")
	}
}

// TestHasPath: the data paths that differ between the chips (hardware.md §1, §3).
func TestHasPath(t *testing.T) {
	b, n := SoCs["ascend910b"], SoCs["ascend950"]
	for _, c := range []struct {
		dst, src Buffer
		on910b   bool
		on950    bool
	}{
		{L0A, GM, true, false}, {L0B, GM, true, false}, {L1, GM, true, true},
		{L1, UB, false, true}, {UB, L1, false, true}, {UB, L0C, false, true},
		{GM, L0C, true, true}, {L1, L0C, true, true}, {L0A, L1, true, true},
	} {
		if b.HasPath(c.dst, c.src) != c.on910b || n.HasPath(c.dst, c.src) != c.on950 {
			t.Errorf("%s -> %s: 910b %v, 950 %v; want %v, %v", c.src, c.dst, b.HasPath(c.dst, c.src), n.HasPath(c.dst, c.src), c.on910b, c.on950)
		}
	}
}
