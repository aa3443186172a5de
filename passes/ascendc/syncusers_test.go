package ascendc

import (
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
)

// The first op of each function below is a write whose readers are scanned; the test
// names ops by their position in the function body.
const scanReadersSrc = `
func.func @vv_mte3(%o: !ascendc.global_tensor<*xf32>, %t: !ascendc.local_tensor<64xf32>, %u: !ascendc.local_tensor<64xf32>, %n: i32, %s: f32) {
  ascendc.duplicate_l2 %t, %s, %n : !ascendc.local_tensor<64xf32>, f32, i32
  %sz = ascendc.local_tensor.get_size %t : !ascendc.local_tensor<64xf32>, i32
  ascendc.muls_l2 %u, %t, %s, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
  %c0 = arith.constant 0 : i32
  %x = ascendc.local_tensor.get_value %t, %c0 : !ascendc.local_tensor<64xf32>, i32, f32
  ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}
func.func @load_scalar(%g: !ascendc.global_tensor<*xf32>, %t: !ascendc.local_tensor<64xf32>, %u: !ascendc.local_tensor<64xf32>, %n: i32) {
  ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  %c0 = arith.constant 0 : i32
  %x = ascendc.local_tensor.get_value %t, %c0 : !ascendc.local_tensor<64xf32>, i32, f32
  ascendc.muls_l2 %u, %t, %x, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
  return
}
func.func @queue_op_stops(%o: !ascendc.global_tensor<*xf32>, %q: !ascendc.queue<vecout, 1>, %t: !ascendc.local_tensor<64xf32>, %u: !ascendc.local_tensor<64xf32>, %n: i32, %s: f32) {
  ascendc.duplicate_l2 %t, %s, %n : !ascendc.local_tensor<64xf32>, f32, i32
  ascendc.muls_l2 %u, %t, %s, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
  ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}
`

func TestScanReaders(t *testing.T) {
	ctx := dialects.NewContext()
	mod, err := ir.ParseSource(ctx, "scan.mlir", []byte(scanReadersSrc), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// opAt returns the i-th op of fn's body.
	opAt := func(fn *ir.Operation, i int) *ir.Operation {
		o := body(fn).First()
		for ; i > 0; i-- {
			o = o.Next()
		}
		return o
	}
	fns := funcs(mod)
	cases := []struct {
		name              string
		fn                *ir.Operation
		same, after, user int // op positions; -1 for none
	}{
		// The vector reader is the same-pipe one; get_size (no pipe) and the scalar read
		// of a vector write are passed over; the MTE3 copy is the reader to order.
		{"vv_mte3", fns[0], 2, 4, 5},
		// A scalar read of a load is on another pipe and is the reader to order.
		{"load_scalar", fns[1], -1, -1, 2},
		// A queue op naming the tensor ends the search after the vector reader.
		{"queue_op_stops", fns[2], 1, 1, -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := opAt(c.fn, 0)
			ts := aliasSet(dstOperand(w))
			ordered := pipeSet{}
			ordered.add(opPipe(w))
			r := scanReaders(w, opPipe(w), ordered, ts, c.fn)
			check := func(what string, got *ir.Operation, pos int) {
				t.Helper()
				var want *ir.Operation
				if pos >= 0 {
					want = opAt(c.fn, pos)
				}
				if got != want {
					t.Errorf("%s = %s, want op %d (%s)", what, opName(got), pos, opName(want))
				}
			}
			check("same", r.same, c.same)
			check("after", r.after, c.after)
			check("user", r.user, c.user)
			if r.user != nil && (r.from != w || r.top != r.user) {
				t.Errorf("from, top = %s, %s; want the write and the user", opName(r.from), opName(r.top))
			}
		})
	}
	for _, p := range []pipe{pipeV, pipeS} {
		s := pipeSet{}
		s.add(p)
		if !s[pipeV] || !s[pipeS] || s[pipeMTE3] {
			t.Errorf("pipeSet.add(%s) = %v, want V and S only", p, s)
		}
	}
	if k := classifyReader(opAt(fns[2], 2), pipeV, pipeSet{}); k != readerStop {
		t.Errorf("free_tensor classified %d, want readerStop", k)
	}
	if !isQueueOp(opAt(fns[2], 2)) || opAt(fns[2], 2).Name() != ascendc.OpQueBindFreeTensor {
		t.Error("op 2 of queue_op_stops is not the free_tensor")
	}
}

func opName(o *ir.Operation) string {
	if o == nil {
		return "none"
	}
	return o.Name()
}
