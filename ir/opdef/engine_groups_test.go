package opdef

import "testing"

// With fewer operands than single groups, guessSizes gives the variadic group none
// (it gave -1 to `add_l1 %a, %b, %c, %d`, and the split sliced [3:2]).
func TestGuessSizesTooFewOperands(t *testing.T) {
	groups := []Operand{{Kind: Single}, {Kind: Single}, {Kind: Single}, {Kind: Variadic}, {Kind: Single}, {Kind: Single}}
	for total := 0; total <= 7; total++ {
		sizes := guessSizes(groups, total)
		sum := 0
		for _, n := range sizes {
			if n < 0 {
				t.Fatalf("total %d: negative size in %v", total, sizes)
			}
			sum += n
		}
		if total >= 5 && sum != total {
			t.Errorf("total %d: sizes %v", total, sizes)
		}
	}
}
