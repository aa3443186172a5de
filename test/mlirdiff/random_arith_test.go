package mlirdiff

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// randPasses are the pipelines every random program runs through.
var randPasses = []string{"-canonicalize", "-cse", "-canonicalize -cse"}

// randDefaultPrograms is how many programs a plain `go test` runs; ASC_RANDOM_PROGRAMS
// raises it for a soak (programs keep their index, so the first ones stay the same) and
// ASC_RANDOM_FROM starts it at another index.
const randDefaultPrograms = 300

// randBatch is how many programs go through one mlir-opt run (--split-input-file).
const randBatch = 100

// TestRandomArith generates random functions over arith, math and ub (every op, edge
// constants, poison operands, scalar/vector/tensor types including tensor<0x...>,
// fastmath and overflow flags), runs each through mlir-opt 19 and ascopt under
// -canonicalize, -cse and both, and compares the printed text exactly. A difference not
// in testdata/known-random-differences.txt fails the test.
func TestRandomArith(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	count := randDefaultPrograms
	if s := os.Getenv("ASC_RANDOM_PROGRAMS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			t.Fatalf("ASC_RANDOM_PROGRAMS=%q: want a positive count", s)
		}
		count = n
	}
	from := randFrom(t)
	progs := make([][]byte, count)
	for i := range progs {
		progs[i] = []byte(randProgram(from + i))
	}
	n := runRandom(t, progs, from, "known-random-differences.txt")
	msg := fmt.Sprintf("mlirdiff random: %d/%d program runs print what mlir-opt prints (%d programs from %d)",
		n, count*len(randPasses), count, from)
	t.Log(msg)
	fmt.Println(msg)
}

// randFrom is the index of the first program TestRandomArith and TestRandomWideFloat run:
// ASC_RANDOM_FROM lets a soak run programs no earlier run has (default 0).
func randFrom(t *testing.T) int {
	s := os.Getenv("ASC_RANDOM_FROM")
	if s == "" {
		return 0
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		t.Fatalf("ASC_RANDOM_FROM=%q: want a program index", s)
	}
	return n
}

// runRandom runs every program through mlir-opt and ascopt under each of randPasses and
// returns how many runs agree; a difference not listed in the known file fails t. progs[i]
// is program from+i, the number a known-difference line names.
func runRandom(t *testing.T, progs [][]byte, from int, known string) int {
	count := len(progs)
	type batch struct{ from, to, pass int }
	var batches []batch
	for p := range randPasses {
		for from := 0; from < count; from += randBatch {
			batches = append(batches, batch{from, min(from+randBatch, count), p})
		}
	}
	fails := make([][]string, len(batches))
	logs := make([][]string, len(batches))
	agreed := make([]int, len(batches))
	parallel(len(batches), func(bi int) {
		b := batches[bi]
		args := strings.Fields(randPasses[b.pass])
		wants, ok := runMLIRChunks(progs[b.from:b.to], nil, args...)
		for i := b.from; i < b.to; i++ {
			want, wok := wants[i-b.from], ok[i-b.from]
			got, gerr := runOurs(progs[i], args...)
			if wok && gerr == nil && bytes.Equal(want, got) {
				agreed[bi]++
				continue
			}
			key := fmt.Sprintf("prog%d %s", from+i, randPasses[b.pass])
			fails[bi] = append(fails[bi], key)
			var why string
			switch {
			case !wok:
				why = "mlir-opt rejects the program (a generator bug)"
			case gerr != nil:
				why = "ascopt rejects:\n" + trim(got)
			default:
				why = diffText(want, got)
			}
			logs[bi] = append(logs[bi], fmt.Sprintf("%s: %s\n%s", key, why, progs[i]))
		}
	})
	var all, allLogs []string
	n := 0
	for bi := range batches {
		all = append(all, fails[bi]...)
		allLogs = append(allLogs, logs[bi]...)
		n += agreed[bi]
	}
	if testing.Verbose() {
		for _, l := range allLogs {
			t.Log(l)
		}
	}
	checkKnown(t, known, all)
	return n
}

// randProgram is random program i: a function of 4 to 19 ops named @p<i>.
func randProgram(i int) string {
	g := newRandProg(uint64(i))
	return g.program(fmt.Sprintf("p%d", i), 4+g.r.IntN(16))
}
