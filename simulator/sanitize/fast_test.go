package sanitize

import (
	"fmt"
	"math/rand"
	"reflect"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
)

// step is one call on a State in a random program.
type step func(s *State)

// randomProgram makes instructions over a small UB window on random pipes: strided and
// partial-block accesses to operands that overlap, some synchronised (flags, barriers),
// some not, some reading bytes never written, with Mixing, Step, Poison and MarkInit mixed
// in. Neighbouring blocks often share their order (one op wrote a whole tile) and often
// do not (a later op overwrote part of it), which is what the block-skipping shortcut of
// ReadOperand and WriteOperand must get right.
func randomProgram(r *rand.Rand, n int) []step {
	var prog []step
	pipes := []arch.Pipe{arch.S, arch.V, arch.MTE2, arch.MTE3, arch.MTE1, arch.M}
	pick := func() arch.Pipe { return pipes[r.Intn(len(pipes))] }
	for op := int32(0); op < int32(n); op++ {
		switch k := r.Intn(10); {
		case k == 0:
			from, to := pick(), pick()
			prog = append(prog, func(s *State) { c := s.Publish(from); s.Acquire(to, &c) })
			continue
		case k == 1:
			p := pick()
			prog = append(prog, func(s *State) { s.Barrier(p) })
			continue
		case k == 2:
			lo := int64(r.Intn(2048))
			hi := lo + int64(r.Intn(300))
			prog = append(prog, func(s *State) { s.MarkInit(arch.UB, lo, hi-lo) })
			continue
		}
		op := op
		p := pick()
		var body []step
		for a := r.Intn(3) + 1; a > 0; a-- {
			base := int64(r.Intn(64)) * 16
			write := r.Intn(3) == 0
			// One operand accessed in pieces: contiguous, strided or a single one.
			pieces, stride, size := r.Intn(4)+1, int64(r.Intn(3))*32+int64(r.Intn(40)), int64(r.Intn(200)+1)
			for i := 0; i < pieces; i++ {
				addr := base + int64(i)*(size+stride)
				if write {
					body = append(body, func(s *State) { s.WriteOperand(arch.UB, base, addr, size, p, op) })
				} else {
					body = append(body, func(s *State) { s.ReadOperand(arch.UB, base, addr, size, p, op) })
				}
			}
			switch r.Intn(8) {
			case 0:
				body = append(body, func(s *State) { s.Mixing() })
			case 1:
				body = append(body, func(s *State) { s.Step() })
			case 2:
				lo := base + int64(r.Intn(64))
				hi := lo + int64(r.Intn(64)+1)
				body = append(body, func(s *State) { s.Poison(arch.UB, lo, hi, op+1) })
			}
		}
		prog = append(prog, func(s *State) {
			s.Tick(p)
			tok := s.Begin(op)
			for _, b := range body {
				b(s)
			}
			s.End(tok)
		})
	}
	return prog
}

func runProgram(soc string, prog []step) ([]Hazard, []cell) {
	var hs []Hazard
	s := New(arch.SoCs[soc], func(h Hazard) { hs = append(hs, h) })
	for _, st := range prog {
		st(s)
	}
	return hs, s.shadow[arch.UB]
}

// The block-skipping shortcut reports exactly the hazards, in the same order with the
// same addresses, and leaves exactly the shadow state that checking every block does.
func TestSkipEqualMatchesEveryBlock(t *testing.T) {
	defer func() { skipEqual = true }()
	for seed := int64(0); seed < 150; seed++ {
		prog := randomProgram(rand.New(rand.NewSource(seed)), 60)
		for _, soc := range []string{"ascend910b", "ascend950"} {
			skipEqual = true
			fastH, fastS := runProgram(soc, prog)
			skipEqual = false
			slowH, slowS := runProgram(soc, prog)
			if !reflect.DeepEqual(fastH, slowH) {
				i := 0
				for i < min(len(fastH), len(slowH)) && fastH[i] == slowH[i] {
					i++
				}
				t.Fatalf("seed %d on %s: hazard %d of %d/%d differs: fast %v, slow %v", seed, soc, i, len(fastH), len(slowH),
					fastH[i:min(i+1, len(fastH))], slowH[i:min(i+1, len(slowH))])
			}
			if d := stampsAgree(fastS); d != "" {
				t.Fatalf("seed %d on %s: %s", seed, soc, d)
			}
			if d := firstDiff(fastS, slowS); d != "" {
				t.Fatalf("seed %d on %s: shadow state differs at %s", seed, soc, d)
			}
		}
	}
}

// firstDiff compares two shadows but for the stamps, which depend on how many blocks
// were checked.
func firstDiff(a, b []cell) string {
	if len(a) != len(b) {
		return "length"
	}
	for i := range a {
		x, y := a[i], b[i]
		x.stamp, y.stamp = 0, 0
		if x != y {
			return fmt.Sprintf("block %d: %+v vs %+v", i, x, y)
		}
	}
	return ""
}

// stampsAgree checks the invariant the shortcut relies on: blocks with the same stamp
// have the same order.
func stampsAgree(cs []cell) string {
	first := map[uint64]order{}
	for i, c := range cs {
		if o, ok := first[c.stamp]; ok && o != c.order {
			return fmt.Sprintf("block %d: %+v has the stamp of %+v", i, c.order, o)
		} else if !ok {
			first[c.stamp] = c.order
		}
	}
	return ""
}

// The random programs exercise what they are meant to: races of every kind, uninitialised
// reads, and blocks skipped.
func TestRandomProgramsCoverHazards(t *testing.T) {
	kinds := map[Kind]int{}
	for seed := int64(0); seed < 150; seed++ {
		hs, _ := runProgram("ascend910b", randomProgram(rand.New(rand.NewSource(seed)), 60))
		for _, h := range hs {
			kinds[h.Kind]++
		}
	}
	for _, k := range []Kind{RAW, WAR, WAW, Uninit} {
		if kinds[k] < 20 {
			t.Errorf("only %d %s hazards over the random programs", kinds[k], k)
		}
	}
}
