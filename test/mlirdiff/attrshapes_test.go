package mlirdiff

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/optdriver"
	"github.com/ascend-toolchain/asc/test/shapes"
)

// TestOpAttrShapes writes every op of the upstream dialects with each inherent attribute
// missing or of a wrong kind, in the attribute dictionary and in the properties, plus
// unknown and unsupported properties (package shapes' AttrTexts), and requires ascopt's
// output and diagnostics to be mlir-opt's, chunk by chunk. Chunks that differ are named
// `op: label` in known-attr-shape-differences.txt.
func TestOpAttrShapes(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	ctx := all.NewContext()
	var names []string
	for _, n := range ctx.RegisteredOps() {
		for _, d := range upstreamDialects {
			if strings.HasPrefix(n, d+".") {
				names = append(names, n)
			}
		}
	}
	fails := make([][]string, len(names))
	logs := make([][]string, len(names))
	counts := make([]int, len(names))
	parallel(len(names), func(i int) {
		sh := shapes.AttrTexts(ctx, names[i])
		counts[i] = len(sh)
		texts := make([]string, len(sh))
		for j, s := range sh {
			texts[j] = s.Text
		}
		src := shapes.SplitFile(texts)
		args := []string{"--allow-unregistered-dialect", "--split-input-file", "-"}
		wout, werr := runMLIRBoth(src, args...)
		if bytes.Contains(werr, []byte("PLEASE submit a bug report")) {
			// A crash loses the chunks after it: the op's shapes need another body.
			fails[i] = append(fails[i], names[i]+": mlir-opt crashed")
			logs[i] = append(logs[i], names[i]+": mlir-opt crashed:\n"+string(werr))
			return
		}
		var gout, gerr bytes.Buffer
		optdriver.Run(args, bytes.NewReader(src), &gout, &gerr)
		want := chunkOutputs(wout, normalizeSplitNames(werr), texts)
		got := chunkOutputs(gout.Bytes(), normalizeSplitNames(gerr.Bytes()), texts)
		for j := range sh {
			if want[j] != got[j] {
				fails[i] = append(fails[i], names[i]+": "+sh[j].Label)
				logs[i] = append(logs[i], fmt.Sprintf("%s: %s\n%s\n--- mlir-opt:\n%s--- ascopt:\n%s",
					names[i], sh[j].Label, sh[j].Text, want[j], got[j]))
			}
		}
	})
	var diffs []string
	total := 0
	for i := range names {
		total += counts[i]
		diffs = append(diffs, fails[i]...)
		if testing.Verbose() {
			for _, l := range logs[i] {
				t.Log(l)
			}
		}
	}
	checkKnown(t, "known-attr-shape-differences.txt", diffs)
	msg := fmt.Sprintf("op attribute shapes: %d/%d chunks of %d ops give mlir-opt's output and diagnostics",
		total-len(diffs), total, len(names))
	t.Log(msg)
	fmt.Println(msg)
}

// runMLIRBoth runs mlir-opt and returns its standard output and error.
func runMLIRBoth(in []byte, args ...string) ([]byte, []byte) {
	out, errb, _ := execMLIR(in, args...)
	return out, errb
}

// normalizeSplitNames rewrites the `within split at <stdin>:F offset :L:C` diagnostics of
// a split run to the absolute `<stdin>:LINE:C`, so they can be sorted into chunks (both
// tools print the split form; TestSplitInput compares it as it is).
func normalizeSplitNames(b []byte) []byte {
	return splitName.ReplaceAllFunc(b, func(m []byte) []byte {
		s := splitName.FindSubmatch(m)
		first, _ := strconv.Atoi(string(s[1]))
		line, _ := strconv.Atoi(string(s[2]))
		return []byte(fmt.Sprintf("<stdin>:%d:%s", first+line-1, s[3]))
	})
}

var diagStart = regexp.MustCompile(`^<stdin>:(\d+):\d+: `)

// chunkOutputs splits a --split-input-file run's output into one text per chunk: the
// printed module of the chunk, and the diagnostics whose line falls in the chunk.
func chunkOutputs(stdout, stderr []byte, texts []string) []string {
	out := make([]string, len(texts))
	parts := strings.Split(string(stdout), "// -----\n")
	for i := range out {
		if i < len(parts) {
			out[i] = parts[i]
		}
	}
	// Chunk i starts at line starts[i] of the joined file.
	starts := make([]int, len(texts))
	line := 1
	for i, t := range texts {
		starts[i] = line
		line += strings.Count(t, "\n") + 2 // the text's lines, a blank line, the separator
	}
	cur := -1
	for _, l := range strings.SplitAfter(string(stderr), "\n") {
		if m := diagStart.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			cur = 0
			for cur+1 < len(starts) && starts[cur+1] <= n {
				cur++
			}
		}
		if cur >= 0 {
			out[cur] += l
		}
	}
	return out
}
