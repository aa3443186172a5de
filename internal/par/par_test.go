package par

import "testing"

func TestEachCallsEveryIndexOnce(t *testing.T) {
	for _, n := range []int{0, 1, 7, 1000} {
		got := make([]int, n)
		Each(n, func(i int) { got[i]++ })
		for i, c := range got {
			if c != 1 {
				t.Fatalf("n=%d: index %d called %d times", n, i, c)
			}
		}
	}
}
