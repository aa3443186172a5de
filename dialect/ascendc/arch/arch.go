// Package arch is the one home of the AI Core's hardware facts that more than one tool
// needs: the pipes and their pipe_t numbering, the physical buffers, the per-SoC
// capacities and alignments, where each TPosition lives and which pipes fill and drain it,
// which pipe moves data between two buffers, the pipes of each HardEvent, and the pipe each
// op issues to (read from its op record, so the .td files stay the source of truth).
// insert-sync, the simulator (cost model and sanitizer) and the translator read these
// tables instead of keeping copies that could drift apart. Figures cite docs/hardware.md.
package arch

import "fmt"

// Pipe is an instruction pipe of an AI Core. The order is ours; Ascend's pipe_t numbering
// is in PipeFromAscend.
type Pipe uint8

const (
	S Pipe = iota
	V
	M
	MTE1
	MTE2
	MTE3
	FIX
	NumPipes
)

// PipeAll is what PipeFromAscend returns for PIPE_ALL (pipe_barrier over every pipe).
const PipeAll Pipe = 255

var pipeNames = [...]string{"S", "V", "M", "MTE1", "MTE2", "MTE3", "FIX"}

func (p Pipe) String() string {
	if p < NumPipes {
		return pipeNames[p]
	}
	if p == PipeAll {
		return "ALL"
	}
	return fmt.Sprintf("pipe%d", p)
}

// Lower is the key used in --stats output ("mte2", "v", ...).
func (p Pipe) Lower() string {
	return [...]string{"s", "v", "m", "mte1", "mte2", "mte3", "fix"}[p]
}

// ParsePipe reads a pipe by its name as String spells it ("MTE2"), as op records and
// HardEvent names (lower case) do.
func ParsePipe(name string) (Pipe, bool) {
	for i, n := range pipeNames {
		if n == name || lowerASCII(n) == name {
			return Pipe(i), true
		}
	}
	return 0, false
}

func lowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// PipeFromAscend maps pipe_t values (hardware.md §3: S 0, V 1, M 2, MTE1 3, MTE2 4, MTE3 5,
// ALL 6, FIX 10) to pipes; ok is false for pipes the 2201/3510 cores do not have.
func PipeFromAscend(v int64) (Pipe, bool) {
	switch v {
	case 0:
		return S, true
	case 1:
		return V, true
	case 2:
		return M, true
	case 3:
		return MTE1, true
	case 4:
		return MTE2, true
	case 5:
		return MTE3, true
	case 6:
		return PipeAll, true
	case 10:
		return FIX, true
	}
	return 0, false
}

// Buffer is a physical storage of the chip: the global memory or one of a core's local
// buffers (hardware.md §1).
type Buffer uint8

const (
	GM Buffer = iota
	UB
	L1
	L0A
	L0B
	L0C
	BT // bias table
	FB // fixpipe buffer
	NumBuffers
)

var bufferNames = [...]string{"GM", "UB", "L1", "L0A", "L0B", "L0C", "BT", "FB"}

func (b Buffer) String() string {
	if int(b) < len(bufferNames) {
		return bufferNames[b]
	}
	return fmt.Sprintf("space%d", b)
}
