// Package cli holds what the command-line tools share: MLIR-style option spelling, input
// splitting, diagnostic verification and atomic output files.
package cli

import (
	"bytes"
	"os"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/ir/bytecode"
)

// Chunk is one part of an input split at `// -----` lines.
type Chunk struct {
	Src       []byte
	FirstLine int // 1-based line of the chunk's first line in its buffer
	// Name is the buffer the chunk's locations name (set by Chunks.Run): the file's
	// name, or under --split-input-file the chunk's own buffer (SplitBufferName).
	Name string
}

// SplitBufferName is the name mlir-opt gives the buffer of a chunk of a split input that
// starts at line firstLine of file: diagnostics read `within split at f.mlir:12 offset
// :3:5: error: ...`, locations `loc("within split at f.mlir:12 offset ":3:5)`, with
// lines counted from the chunk's start (the marker's line, or 1 for the first chunk).
func SplitBufferName(file string, firstLine int) string {
	return "within split at " + file + ":" + strconv.Itoa(firstLine) + " offset "
}

// splitMarker is MLIR's -split-input-file separator.
const splitMarker = "// -----"

// SplitInput splits src where `// -----` occurs, as mlir-opt does: anywhere in a line (so
// `// // -----` splits too), provided some text follows the marker. The text before the
// marker ends one chunk and the next begins right after it, on the marker's line.
func SplitInput(src []byte, split bool) []Chunk {
	if !split {
		return []Chunk{{Src: src, FirstLine: 1}}
	}
	return SplitInputAt(src, splitMarker)
}

// SplitInputAt is SplitInput with another marker (mlir-opt's --split-input-file=MARKER).
func SplitInputAt(src []byte, marker string) []Chunk {
	if marker == "" || bytecode.IsBytecode(src) { // a binary file is one module
		return []Chunk{{Src: src, FirstLine: 1}}
	}
	var out []Chunk
	start, startLine, line, counted := 0, 1, 1, 0
	for from := 0; ; {
		i := bytes.Index(src[from:], []byte(marker))
		if i < 0 {
			break
		}
		i += from
		from = i + len(marker)
		if from >= len(src) {
			break // nothing after the marker: mlir-opt does not split there
		}
		line += bytes.Count(src[counted:i], []byte{'\n'})
		counted = i
		out = append(out, Chunk{Src: src[start:i], FirstLine: startLine})
		start, startLine = from, line
	}
	out = append(out, Chunk{Src: src[start:], FirstLine: startLine})
	return out
}

// NormalizeArgs accepts MLIR's single-dash long options (`-split-input-file`) by rewriting
// them to the double-dash form cobra understands. Single letters (`-o`) and `-` stay.
func NormalizeArgs(args []string) []string {
	out := make([]string, 0, len(args))
	passthrough := false
	for _, a := range args {
		if passthrough {
			out = append(out, a)
			continue
		}
		if a == "--" {
			passthrough = true
			out = append(out, a)
			continue
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' {
			name := a[1:]
			if eq := strings.IndexByte(name, '='); eq >= 0 {
				name = name[:eq]
			}
			if len(name) > 1 {
				a = "-" + a
			}
		}
		out = append(out, a)
	}
	return out
}

// ReadInput reads a file, or standard input for "-" or "".
func ReadInput(path string) ([]byte, string, error) {
	if path == "" || path == "-" {
		b, err := readAll(os.Stdin)
		return b, "<stdin>", err
	}
	b, err := os.ReadFile(path)
	return b, path, err
}

func readAll(f *os.File) ([]byte, error) {
	var buf bytes.Buffer
	_, err := buf.ReadFrom(f)
	return buf.Bytes(), err
}
