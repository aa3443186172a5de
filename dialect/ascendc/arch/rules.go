package arch

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// PositionBuffer maps a TPosition to its buffer on A2/A3 (hardware.md §5).
func PositionBuffer(p ascendc.TPosition) (Buffer, bool) {
	switch p {
	case ascendc.TPosition_GM, ascendc.TPosition_CO2:
		return GM, true
	case ascendc.TPosition_A1, ascendc.TPosition_B1, ascendc.TPosition_C1:
		return L1, true
	case ascendc.TPosition_A2:
		return L0A, true
	case ascendc.TPosition_B2:
		return L0B, true
	case ascendc.TPosition_C2:
		return BT, true
	case ascendc.TPosition_CO1:
		return L0C, true
	case ascendc.TPosition_VECIN, ascendc.TPosition_VECOUT, ascendc.TPosition_VECCALC:
		return UB, true
	}
	return 0, false
}

// PositionPipes gives the pipe that fills a buffer of the position and the one that drains
// it: the two ends of a queue's EnQue/DeQue (RAW) and FreeTensor/AllocTensor (WAR) events.
// Positions that no queue crosses (VECCALC, GM) are V at both ends.
func PositionPipes(p ascendc.TPosition) (prod, cons Pipe) {
	switch p {
	case ascendc.TPosition_VECIN:
		return MTE2, V
	case ascendc.TPosition_VECOUT:
		return V, MTE3
	case ascendc.TPosition_A1, ascendc.TPosition_B1, ascendc.TPosition_C1:
		return MTE2, MTE1
	case ascendc.TPosition_A2, ascendc.TPosition_B2, ascendc.TPosition_C2:
		return MTE1, M
	case ascendc.TPosition_CO1:
		return M, FIX
	}
	return V, V
}

// QueueEnds gives the buffer of a TQueBind<src, dst> (a TQue<P> is TQueBind<P, P>) and
// the pipes at the two ends of its EnQue/DeQue flag: the pipe that fills the source
// position produces, the one that drains the destination consumes. A GM end moves no data
// of its own: TQueBind<GM, P> is P's queue and TQueBind<P, GM> P's. So
// TQueBind<VECIN, VECOUT>, the copy-through queue (copy in, EnQue, DeQue, copy out), orders
// the MTE2 copy into UB before the MTE3 copy out of it. Two local positions in different
// buffers name no one buffer to allocate in, and are refused.
func QueueEnds(src, dst ascendc.TPosition) (buf Buffer, prod, cons Pipe, err error) {
	switch {
	case src == ascendc.TPosition_GM:
		src = dst
	case dst == ascendc.TPosition_GM:
		dst = src
	}
	buf, ok := PositionBuffer(dst)
	if !ok {
		return 0, 0, 0, fmt.Errorf("position %s has no local buffer", dst)
	}
	if sb, ok := PositionBuffer(src); !ok || sb != buf {
		return 0, 0, 0, fmt.Errorf("positions %s and %s lie in different buffers", src, dst)
	}
	prod, _ = PositionPipes(src)
	_, cons = PositionPipes(dst)
	return buf, prod, cons, nil
}

// CopyPipe picks the pipe that moves data from buffer src to buffer dst (hardware.md §3):
// what a DataCopy-like op issues to.
func CopyPipe(dst, src Buffer) (Pipe, error) {
	switch {
	case src == GM && dst != GM:
		return MTE2, nil
	case src == UB && (dst == GM || dst == L1):
		return MTE3, nil
	case src == UB && dst == UB:
		return V, nil
	case src == L1 && (dst == L0A || dst == L0B || dst == UB || dst == BT):
		return MTE1, nil
	case src == L0C:
		return FIX, nil
	}
	return 0, fmt.Errorf("no data path from %s to %s", src, dst)
}

// EventPipes maps a HardEvent to its source and destination pipes (hardware.md §4): the
// event's name is SRC_DST.
func EventPipes(e ascendc.HardEvent) (src, dst Pipe, ok bool) {
	name := e.String()
	var a, b string
	for i := 0; i < len(name); i++ {
		if name[i] == '_' {
			a, b = name[:i], name[i+1:]
		}
	}
	src, ok1 := ParsePipe(a)
	dst, ok2 := ParsePipe(b)
	return src, dst, ok1 && ok2
}

// EventBetween is the inverse of EventPipes: the HardEvent that orders work of pipe dst
// after work of pipe src; ok is false for pairs the ISA has no event for (S_S, ...).
func EventBetween(src, dst Pipe) (ascendc.HardEvent, bool) {
	for e := ascendc.HardEvent(0); e < ascendc.HardEvent_MAX; e++ {
		if a, b, ok := EventPipes(e); ok && a == src && b == dst {
			return e, true
		}
	}
	return 0, false
}

// Enum is the pipe as the dialect's Pipe enum spells it (the pipe_t value ops carry in
// their `pipe` attribute); PipeAll is PIPE_ALL.
func (p Pipe) Enum() ascendc.Pipe {
	switch p {
	case S:
		return ascendc.Pipe_PIPE_S
	case V:
		return ascendc.Pipe_PIPE_V
	case M:
		return ascendc.Pipe_PIPE_M
	case MTE1:
		return ascendc.Pipe_PIPE_MTE1
	case MTE2:
		return ascendc.Pipe_PIPE_MTE2
	case MTE3:
		return ascendc.Pipe_PIPE_MTE3
	case FIX:
		return ascendc.Pipe_PIPE_FIX
	}
	return ascendc.Pipe_PIPE_ALL
}

// PipeRule says how the pipe of an op is known.
type PipeRule uint8

const (
	// NoPipe: the op's record names no pipe (framework and scalar-side bookkeeping ops).
	NoPipe PipeRule = iota
	// FixedPipe: the op always issues to the pipe OpPipe returns.
	FixedPipe
	// ByBuffers: the op moves data and its pipe follows from its source and destination
	// buffers (CopyPipe); the record says "copy".
	ByBuffers
)

// OpPipe reads the pipe an op kind issues to from its record's emission hint (Emit.Pipe:
// "S", "V", "M", "MTE1", "MTE2", "MTE3", "FIX", or "copy" for ByBuffers).
func OpPipe(info *ir.OpInfo) (Pipe, PipeRule) {
	e := opdef.EmissionOf(info)
	if e.Pipe == "copy" {
		return 0, ByBuffers
	}
	if p, ok := ParsePipe(e.Pipe); ok && e.Pipe != "" {
		return p, FixedPipe
	}
	return 0, NoPipe
}
