package examples

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// mutants yields the kernel text with one synchronisation removed, for every set_flag,
// wait_flag, pipe_barrier, enque and deque. A removed deque's result is replaced by the
// tensor that was enqueued (the consumer then uses the buffer without waiting).
func mutants(src, entry string) map[string]string {
	lines := strings.Split(src, "\n")
	out := map[string]string{}
	// Only the entry function's lines are mutated (a file may hold several kernels).
	lo, hi := 0, len(lines)
	for i, l := range lines {
		if strings.HasPrefix(l, "func.func @"+entry+"(") {
			lo = i
		} else if lo > 0 && i > lo && l == "}" {
			hi = i
			break
		}
	}
	deq := regexp.MustCompile(`^\s*(%\w+) = ascendc\.que_bind\.deque_tensor (%\w+)`)
	enq := regexp.MustCompile(`ascendc\.que_bind\.enque_tensor (%\w+), (%\w+)`)
	for i := lo; i < hi; i++ {
		t := strings.TrimSpace(lines[i])
		if strings.HasPrefix(t, "//") {
			continue
		}
		name := fmt.Sprintf("line %d: %s", i+1, t)
		switch {
		case strings.Contains(t, "ascendc.set_flag"), strings.Contains(t, "ascendc.wait_flag"),
			strings.Contains(t, "ascendc.pipe_barrier"), strings.Contains(t, "enque_tensor"):
			out[name] = strings.Join(append(append([]string{}, lines[:i]...), lines[i+1:]...), "\n")
		case deq.MatchString(t):
			m := deq.FindStringSubmatch(t)
			res, q := m[1], m[2]
			// The tensor last enqueued on q before this line.
			var tensor string
			for j := i - 1; j >= 0; j-- {
				if e := enq.FindStringSubmatch(lines[j]); e != nil && e[1] == q {
					tensor = e[2]
					break
				}
			}
			if tensor == "" {
				continue
			}
			body := strings.Join(lines[i+1:hi], "\n")
			body = regexp.MustCompile(regexp.QuoteMeta(res)+`\b`).ReplaceAllString(body, tensor)
			out[name] = strings.Join(lines[:i], "\n") + "\n" + body + "\n" + strings.Join(lines[hi:], "\n")
		}
	}
	return out
}

type mutationCase struct {
	dir, entry string
	blockDim   int
	args       func() []*sim.Arg
}

func TestMutationsReportHazards(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	vec := func() []*sim.Arg {
		n := 8 * 2048
		return []*sim.Arg{in(f32bytes(randF32(r, n, 1))), in(f32bytes(randF32(r, n, 1))), out(4 * n)}
	}
	cases := []mutationCase{
		{"vector_add", "vector_add", 2, vec},
		{"vector_add_sync", "vector_add_sync", 2, vec},
	}
	cases = append(cases, extraMutationCases(r)...)
	for _, mc := range cases {
		src, err := os.ReadFile(filepath.Join(mc.dir, "kernel.mlir"))
		if err != nil {
			t.Fatal(err)
		}
		// The unmutated kernel is clean.
		if _, errs := tryRun(t, parse(t, mc.dir, string(src)), mc.entry, mc.blockDim, mc.args()...); len(errs) > 0 {
			t.Fatalf("%s: clean kernel reports %v", mc.dir, errs[0])
		}
		ms := mutants(string(src), mc.entry)
		if len(ms) == 0 {
			t.Fatalf("%s: no synchronisation to mutate", mc.dir)
		}
		for name, m := range ms {
			_, errs := tryRun(t, parse(t, mc.dir, m), mc.entry, mc.blockDim, mc.args()...)
			if len(errs) == 0 {
				t.Errorf("%s: removing %s reports no hazard", mc.dir, name)
			}
		}
	}
}
