package examples

import (
	"encoding/binary"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/mem"
)

// listBlock is the GM block a host writes for a list of f32 tensors of cols elements,
// with the tensors' data placed in the same allocation after the pointer array: the
// data-pointer offset, per tensor a descriptor word and one shape word, the pointers
// (GM addresses, the block's own base plus the data's position), then the data.
// base is where the simulator will put the block (its first argument buffer).
func listBlock(base int64, ts [][]float32) []byte {
	n := len(ts)
	ptrOff := 8 + 16*n
	data := ptrOff + 8*n
	cols := len(ts[0])
	b := make([]byte, data+4*n*cols)
	binary.LittleEndian.PutUint64(b, uint64(ptrOff))
	for k, t := range ts {
		// The descriptor words are not read by the kernel (GetDesc stays refused).
		binary.LittleEndian.PutUint64(b[8+16*k:], 1)
		binary.LittleEndian.PutUint64(b[16+16*k:], uint64(cols))
		at := data + 4*k*cols
		binary.LittleEndian.PutUint64(b[ptrOff+8*k:], uint64(base)+uint64(at))
		copy(b[at:], f32bytes(t))
	}
	return b
}

// TestListSum runs list_sum/ on 4 cores over 5 tensors and checks y against the sum in
// Go, added in the kernel's order (t_0 first) from 0.
func TestListSum(t *testing.T) {
	const cores, tensors = 4, 5
	cols := 1024 * cores
	rng := rand.New(rand.NewSource(5))
	ts := make([][]float32, tensors)
	for k := range ts {
		ts[k] = randF32(rng, cols, 8)
	}
	// RunKernel lays out its buffer arguments with mem.Global, the block first.
	var g mem.Global
	r, _ := g.Alloc("list", 0)
	blk := listBlock(g.Regions[r].Base, ts)
	y := out(4 * cols)
	run(t, load(t, "list_sum"), "list_sum", cores, in(blk), y, scalar(fmtInt(tensors)))
	got := f32of(y.Data)
	for j := 0; j < cols; j++ {
		var want float32
		for k := range ts {
			want += ts[k][j]
		}
		if got[j] != want {
			t.Fatalf("y[%d] = %v, want %v", j, got[j], want)
		}
	}
}
