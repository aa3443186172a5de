// Package cli holds what the command-line tools share: MLIR-style option spelling, input
// splitting, diagnostic verification and atomic output files.
package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
)

// Chunk is one part of an input split at `// -----` lines.
type Chunk struct {
	Src       []byte
	FirstLine int // 1-based line of the chunk's first line in the whole file
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
	var out []Chunk
	start, startLine, line, counted := 0, 1, 1, 0
	for from := 0; ; {
		i := bytes.Index(src[from:], []byte(splitMarker))
		if i < 0 {
			break
		}
		i += from
		from = i + len(splitMarker)
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

// AtomicFile is an output file written under a temporary name and renamed into place on
// Commit; Abort (safe after Commit) removes the temporary file. Targets that are not regular
// files (/dev/stdout, /dev/null, a pipe) are written in place: renaming over them would
// replace the device node with a plain file.
type AtomicFile struct {
	*os.File
	path   string
	direct bool
	done   bool
}

// CreateAtomic starts an atomic write of path.
func CreateAtomic(path string) (*AtomicFile, error) {
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, err
		}
		return &AtomicFile{File: f, path: path, direct: true}, nil
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-"+filepath.Base(path)+"-*")
	if err != nil {
		return nil, err
	}
	return &AtomicFile{File: f, path: path}, nil
}

// Commit closes the file and renames it to the target path.
func (a *AtomicFile) Commit() error {
	if err := a.File.Close(); err != nil {
		return err
	}
	a.done = true
	if a.direct {
		return nil
	}
	return os.Rename(a.Name(), a.path)
}

// Abort discards the temporary file unless it was committed.
func (a *AtomicFile) Abort() {
	if !a.done {
		a.File.Close()
		if !a.direct {
			os.Remove(a.Name())
		}
	}
}

// WriteFileAtomic writes data to path through a temporary file so that a failure never
// leaves a partial output behind.
func WriteFileAtomic(path string, data []byte) error {
	f, err := CreateAtomic(path)
	if err != nil {
		return err
	}
	defer f.Abort()
	if _, err := f.Write(data); err != nil {
		return err
	}
	return f.Commit()
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
