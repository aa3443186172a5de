package mlirdiff

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// rcPipelines are the pipelines every random program runs through, with the short name
// a known-difference line gives them.
var rcPipelines = []struct{ name, args string }{
	{"canonicalize", "-canonicalize"},
	{"cse", "-cse"},
	{"canonicalize-cse", "-canonicalize -cse"},
	{"aggressive", "--pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=aggressive}))"},
}

// rcDefaultCount programs keep the test near 20 s on two cores; ASC_RANDOM_CF_COUNT
// raises it for a soak and ASC_RANDOM_CF_SEED picks another set. Program k of a seed
// is the same whatever the count, so the known list holds for longer runs too.
const rcDefaultCount = 300

func rcEnvInt(name string, def uint64) uint64 {
	if s := os.Getenv(name); s != "" {
		if v, err := strconv.ParseUint(s, 10, 64); err == nil {
			return v
		}
	}
	return def
}

// TestRandomControlFlow generates random programs of scf, cf and memref ops (with some
// arith), runs them in batches through mlir-opt 19 (-split-input-file) and one by one
// through ascopt under -canonicalize, -cse, both, and aggressive region simplification,
// and compares the printed text exactly. A program mlir-opt rejects is a generator bug
// and fails the test; a difference fails it unless known-random-cf-differences.txt lists
// it ("seed/program pipeline") as an explained LLVM 19 quirk.
func TestRandomControlFlow(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	seed := rcEnvInt("ASC_RANDOM_CF_SEED", 1)
	n := int(rcEnvInt("ASC_RANDOM_CF_COUNT", rcDefaultCount))
	progs := make([][]byte, n)
	for k := range progs {
		progs[k] = rcProgram(seed, k)
	}
	rcCompare(t, seed, progs, rcPipelines, "known-random-cf-differences.txt", "random cf/scf/memref")
}

// rcCompare checks that mlir-opt accepts every program, runs them through both tools
// under each pipeline and compares the printed text exactly; differences not in the
// known file fail the test.
func rcCompare(t *testing.T, seed uint64, progs [][]byte, pipelines []struct{ name, args string }, known, what string) {
	n := len(progs)
	// Validity first: mlir-opt must accept every program as written.
	_, valid, _ := rcRunMLIR(progs)
	bad := 0
	for k, ok := range valid {
		if !ok {
			if bad++; bad <= 3 {
				out, _ := runMLIR(progs[k])
				t.Errorf("generator bug: mlir-opt rejects program %d/%d:\n%s\n%s", seed, k, progs[k], out)
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d programs invalid", bad, n)
	}
	var fails []string
	runs, agree, skipped := 0, 0, 0
	for _, p := range pipelines {
		args := strings.Fields(p.args)
		wants, wok, hung := rcRunMLIR(progs, args...)
		// A program mlir-opt 19 crashes on has no output to compare with: it is skipped
		// like one it does not finish (as upCompare does).
		for k := range progs {
			if !wok[k] && mlirCrashOutput(wants[k]) {
				hung[k] = true
			}
		}
		diffs := make([]string, n)
		logs := make([]string, n)
		parallel(n, func(k int) {
			if hung[k] {
				return
			}
			got, gerr := rcRunOurs(progs[k], args...)
			if wok[k] && gerr == nil && bytes.Equal(wants[k], got) {
				return
			}
			diffs[k] = fmt.Sprintf("%d/%d %s", seed, k, p.name)
			switch {
			case !wok[k]:
				logs[k] = fmt.Sprintf("mlir-opt fails:\n%s", trim(wants[k]))
			case gerr != nil:
				logs[k] = fmt.Sprintf("ascopt fails: %v\n%s", gerr, trim(got))
			default:
				logs[k] = diffText(wants[k], got)
			}
		})
		for k, d := range diffs {
			if hung[k] {
				skipped++
				t.Logf("%d/%d %s: mlir-opt 19 crashes or does not finish; not compared", seed, k, p.name)
				continue
			}
			runs++
			if d == "" {
				agree++
				continue
			}
			fails = append(fails, d)
			if testing.Verbose() && os.Getenv("ASC_MLIRDIFF_SHOW") != "" {
				t.Logf("%s: %s\n--- program\n%s--- mlir-opt\n%s", d, logs[k], progs[k], wants[k])
			}
		}
	}
	checkKnown(t, known, fails)
	msg := fmt.Sprintf("%s: %d programs, %d/%d pipeline runs print what mlir-opt prints (%d runs on which mlir-opt crashes or does not finish skipped)",
		what, n, agree, runs, skipped)
	t.Log(msg)
	fmt.Println(msg)
}

// mlirCrashOutput reports output of an mlir-opt run that crashed (LLVM's crash handler
// prints its bug-report request, then the stack dump, which may be cut short).
func mlirCrashOutput(out []byte) bool {
	return bytes.Contains(out, []byte("Stack dump:")) || bytes.Contains(out, []byte("PLEASE submit a bug report"))
}

// rcRunOurs runs ascopt in process with a time limit, so a rewrite that does not
// terminate shows as a difference instead of stopping the test.
func rcRunOurs(in []byte, args ...string) ([]byte, error) {
	type res struct {
		out []byte
		err error
	}
	ch := make(chan res, 1)
	go func() {
		out, err := runOurs(in, args...)
		ch <- res{out, err}
	}()
	select {
	case r := <-ch:
		return r.out, r.err
	case <-time.After(20 * time.Second):
		return nil, fmt.Errorf("ascopt did not finish in 20 s")
	}
}

// rcTimeout bounds one mlir-opt run of a batch; a program alone that takes longer is
// taken to make mlir-opt 19 loop and is left out of the comparison. It does loop (and
// ascopt with it) on a dead block that branches to itself and holds an
// scf.execute_region of several blocks whose cf.cond_br condition folds to a constant.
const rcTimeout = 10 * time.Second

// rcMLIR runs mlir-opt with a time limit and says whether it ran out of time.
func rcMLIR(in []byte, args ...string) (out []byte, err error, timedOut bool) {
	ctx, cancel := context.WithTimeout(context.Background(), rcTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, mlirOpt, append(args, "-")...)
	cmd.Stdin = bytes.NewReader(in)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	if err := cmd.Run(); err != nil {
		return e.Bytes(), err, ctx.Err() != nil
	}
	return o.Bytes(), nil, false
}

// rcRunMLIR runs mlir-opt on every program, many per process (-split-input-file). When
// a batch fails (a program mlir-opt rejects or fails on), it is halved until the failing
// programs run alone, so one bad program costs a few runs rather than one per program.
// hung[k] says that mlir-opt did not finish on program k alone.
func rcRunMLIR(progs [][]byte, args ...string) (outs [][]byte, ok, hung []bool) {
	outs, ok, hung = make([][]byte, len(progs)), make([]bool, len(progs)), make([]bool, len(progs))
	var run func(lo, hi int)
	run = func(lo, hi int) {
		if hi-lo == 1 {
			out, err, late := rcMLIR(progs[lo], args...)
			outs[lo], ok[lo], hung[lo] = out, err == nil, late
			return
		}
		var in bytes.Buffer
		for i := lo; i < hi; i++ {
			if i > lo {
				in.WriteString("\n" + splitSep)
			}
			in.Write(progs[i])
		}
		out, err, _ := rcMLIR(in.Bytes(), append([]string{"--split-input-file"}, args...)...)
		if err == nil {
			parts := bytes.Split(out, []byte(splitSep))
			if len(parts) == hi-lo && splitPartsWellFormed(parts) {
				copy(outs[lo:hi], parts)
				for i := lo; i < hi; i++ {
					ok[i] = true
				}
				return
			}
		}
		mid := (lo + hi) / 2
		run(lo, mid)
		run(mid, hi)
	}
	// Batches of 25 programs keep each run (about half a second) far inside the time
	// limit, even on a loaded machine.
	const batch = 25
	parallel((len(progs)+batch-1)/batch, func(i int) { run(i*batch, min(i*batch+batch, len(progs))) })
	return outs, ok, hung
}
