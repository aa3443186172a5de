package mlirdiff

import (
	"bytes"
	"os"
	"slices"
	"testing"
)

// splitSep separates the chunks of a --split-input-file run, in its input and its output.
const splitSep = "// -----\n"

// runMLIRChunks runs mlir-opt with args on each chunk, as runMLIR does one by one, but in
// one process with --split-input-file where it can: each mlir-opt start costs about 0.1 s
// of CPU, and a corpus run made thousands of them. When the batched run fails (a chunk
// is rejected) or its output does not split into one part per chunk, every chunk runs on
// its own, so the results are always those of separate runs. With -verify-diagnostics only
// the success of each chunk is returned. padded[i], when given, is
// the chunk with the lines before it, for the separate runs' diagnostics.
func runMLIRChunks(chunks, padded [][]byte, args ...string) (outs [][]byte, ok []bool) {
	outs, ok = make([][]byte, len(chunks)), make([]bool, len(chunks))
	if len(chunks) == 0 {
		return outs, ok
	}
	var in bytes.Buffer
	for i, c := range chunks {
		if i > 0 {
			in.WriteString("\n" + splitSep)
		}
		in.Write(c)
	}
	out, err := runMLIR(in.Bytes(), append([]string{"--split-input-file"}, args...)...)
	if err == nil && slices.Contains(args, "-verify-diagnostics") {
		// Success means every chunk met its expected diagnostics; a chunk that expects
		// errors prints nothing, so there is no output to split.
		for i := range ok {
			ok[i] = true
		}
		return outs, ok
	}
	if err == nil {
		parts := bytes.Split(out, []byte(splitSep))
		if len(parts) == len(chunks) && splitPartsWellFormed(parts) {
			for i, p := range parts {
				outs[i], ok[i] = p, true
			}
			return outs, ok
		}
	}
	for i, c := range chunks {
		if padded != nil {
			c = padded[i]
		}
		out, err := runMLIR(c, args...)
		outs[i], ok[i] = out, err == nil
	}
	return outs, ok
}

// splitPartsWellFormed: every part of a split run's output is a printed module and the
// blank line a run of one chunk ends with too, so the parts are the separate outputs.
func splitPartsWellFormed(parts [][]byte) bool {
	for _, p := range parts {
		if !bytes.HasSuffix(p, []byte("\n\n")) {
			return false
		}
	}
	return true
}

// TestRunMLIRChunks: a batched run gives each chunk exactly what a run of it alone gives,
// in custom and generic form, and a batch with a rejected chunk falls back to those runs.
func TestRunMLIRChunks(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	good := [][]byte{
		[]byte("func.func @a() { return }\n"),
		[]byte("func.func @b(%x: i32) -> i32 {\n  %c = arith.constant 1 : i32\n  %y = arith.addi %x, %c : i32\n  return %y : i32\n}\n"),
	}
	bad := append(slices.Clone(good), []byte("func.func @c() { retur }\n"))
	for _, tc := range []struct {
		chunks [][]byte
		args   []string
	}{{good, nil}, {good, []string{"--mlir-print-op-generic"}}, {bad, nil}} {
		outs, ok := runMLIRChunks(tc.chunks, nil, tc.args...)
		for i, c := range tc.chunks {
			want, err := runMLIR(c, tc.args...)
			if ok[i] != (err == nil) || (err == nil && !bytes.Equal(outs[i], want)) {
				t.Errorf("chunk %d %v: batched %v %q, alone %v %q", i, tc.args, ok[i], outs[i], err, want)
			}
		}
	}
}
