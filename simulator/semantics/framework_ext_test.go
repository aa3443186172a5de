package semantics

import (
	"fmt"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

const (
	poolT = "!ascendc.tbuf_pool<vecin, 4>"
	qin   = "!ascendc.queue<vecin, 1>"
	qout  = "!ascendc.queue<vecout, 1>"
	t32   = "!ascendc.local_tensor<32xf32>"
)

// poolKernel is a vector add in PyAsc's IR shape: 2 cores x 64 f32, tiles of 32, whose
// queues are carved out of a TBufPool; the copy-in uses the in-place and user-position
// forms of AllocTensor/EnQue/DeQue, the compute tags the output buffer and prints the
// tile's first four sums and the tag. extra is inserted before the loop.
func poolKernel(extra string) string {
	return `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %z: memref<?xf32, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4i = arith.constant 4 : i32
  %c4 = builtin.unrealized_conversion_cast %c4i : i32 to ui32
  %tile = arith.constant 32 : i32
  %tb = arith.constant 128 : i32
  %plen = arith.constant 1024 : i32
  %blk = arith.constant 64 : i32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %blk : i32
  %gx0 = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx0, %x : ` + gt + `, memref<?xf32, 22>
  %gx = ascendc.global_tensor.subindex %gx0[%base] : ` + gt + `, i32, ` + gt + `
  %gy0 = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy0, %y : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor.subindex %gy0[%base] : ` + gt + `, i32, ` + gt + `
  %gz0 = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gz0, %z : ` + gt + `, memref<?xf32, 22>
  %gz = ascendc.global_tensor.subindex %gz0[%base] : ` + gt + `, i32, ` + gt + `
  %pipe = ascendc.pipe
  %pool = ascendc.tBufPool : ` + poolT + `
  %ok = ascendc.pipe.init_buf_pool(%pipe, %pool, %plen) : !ascendc.pipe, ` + poolT + `, i32 -> i1
  %qx = ascendc.queue : ` + qin + `
  ascendc.tbuf_pool.init_queue %pool, %qx, %c1, %tb : ` + poolT + `, ` + qin + `, i32, i32
  %qy = ascendc.queue : ` + qin + `
  ascendc.tbuf_pool.init_queue %pool, %qy, %c1, %tb : ` + poolT + `, ` + qin + `, i32, i32
  %qz = ascendc.queue : ` + qout + `
  ascendc.tbuf_pool.init_queue %pool, %qz, %c2, %tb : ` + poolT + `, ` + qout + `, i32, i32
` + extra + `
  scf.for %i = %c0 to %c2 step %c1 : i32 {
    %off = arith.muli %i, %tile : i32
    %tx = ascendc.local_tensor : ` + t32 + `
    ascendc.que_bind.alloc_tensor_in_place %qx, %tx : ` + qin + `, ` + t32 + `
    %gxi = ascendc.global_tensor.subindex %gx[%off] : ` + gt + `, i32, ` + gt + `
    ascendc.data_copy_l2 %tx, %gxi, %tile : ` + t32 + `, ` + gt + `, i32
    ascendc.que_bind.enque_tensor_pos %qx, %tx, vecin, vecin : ` + qin + `, ` + t32 + `
    %ty = ascendc.que_bind.alloc_tensor %qy : ` + qin + `, ` + t32 + `
    %gyi = ascendc.global_tensor.subindex %gy[%off] : ` + gt + `, i32, ` + gt + `
    ascendc.data_copy_l2 %ty, %gyi, %tile : ` + t32 + `, ` + gt + `, i32
    ascendc.que_bind.enque_tensor %qy, %ty : ` + qin + `, ` + t32 + `
    %ax = ascendc.local_tensor : ` + t32 + `
    ascendc.que_bind.deque_tensor_in_place %qx, %ax : ` + qin + `, ` + t32 + `
    %ay = ascendc.que_bind.deque_tensor_pos %qy, vecin, vecin : ` + qin + `, ` + t32 + `
    %tz = ascendc.que_bind.alloc_tensor %qz : ` + qout + `, ` + t32 + `
    ascendc.add_l2 %tz, %ax, %ay, %tile : ` + t32 + `, ` + t32 + `, ` + t32 + `, i32
    %tag = arith.addi %i, %base : i32
    ascendc.local_tensor.set_user_tag %tz, %tag : ` + t32 + `, i32
    ascendc.pipe_barrier pipe_v
    ascendc.local_tensor.print %tz, %c4 : ` + t32 + `, ui32
    %tz4 = ascendc.local_tensor.subindex %tz[%c2] : ` + t32 + `, i32, ` + t32 + `
    %g = ascendc.local_tensor.get_user_tag %tz4 : ` + t32 + `, i32
    ascendc.printf %g {desc = "tag=%d\n"} : i32
    ascendc.que_bind.enque_tensor %qz, %tz : ` + qout + `, ` + t32 + `
    ascendc.que_bind.free_tensor %qx, %ax : ` + qin + `, ` + t32 + `
    ascendc.que_bind.free_tensor %qy, %ay : ` + qin + `, ` + t32 + `
    %rz = ascendc.que_bind.deque_tensor %qz : ` + qout + `, ` + t32 + `
    %gzi = ascendc.global_tensor.subindex %gz[%off] : ` + gt + `, i32, ` + gt + `
    ascendc.data_copy_l2 %gzi, %rz, %tile : ` + gt + `, ` + t32 + `, i32
    ascendc.que_bind.free_tensor %qz, %rz : ` + qout + `, ` + t32 + `
  }
  ascendc.tbuf_pool.reset %pool : ` + poolT + `
  return
}`
}

func runPool(t *testing.T, extra string) (*sim.Chip, []float32, []float32, []byte, string) {
	t.Helper()
	xs, ys := make([]float32, 128), make([]float32, 128)
	for i := range xs {
		xs[i], ys[i] = float32(i)*0.5-7, 1/float32(i+3)
	}
	z := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 512), Name: "z"}
	ch, d := kernel(t, poolKernel(extra), 2,
		&sim.Arg{Kind: sim.ArgIn, Data: f32buf(xs...), Name: "x"},
		&sim.Arg{Kind: sim.ArgIn, Data: f32buf(ys...), Name: "y"}, z)
	return ch, xs, ys, z.Data, d
}

func TestBufPoolKernelEndToEnd(t *testing.T) {
	ch, xs, ys, z, d := runPool(t, "")
	if d != "" {
		t.Fatal(d)
	}
	for i := range xs {
		if got, want := f32at(z, i), xs[i]+ys[i]; got != want {
			t.Fatalf("z[%d] = %g, want %g", i, got, want)
		}
	}
	// Reference output: the pool starts at UB 0 (no earlier TPipe allocation); qx, qy take
	// one 128-byte buffer each, qz two, so the output tiles alternate between 256 and 384.
	for core := 0; core < 2; core++ {
		var b strings.Builder
		for tile := 0; tile < 2; tile++ {
			base := core*64 + tile*32
			fmt.Fprintf(&b, "[core %d] Print: addr=%d, len=4, data_type=f32, position=UB\n[core %d] [", core, 256+128*tile, core)
			for i := 0; i < 4; i++ {
				if i > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "%g", float64(xs[base+i]+ys[base+i]))
			}
			fmt.Fprintf(&b, "]\n[core %d] tag=%d\n", core, core*64+tile)
		}
		if got := ch.Cores[core].Print.String(); got != b.String() {
			t.Errorf("core %d printed\n%s\nwant\n%s", core, got, b.String())
		}
	}
}

func TestBufPoolChecks(t *testing.T) {
	c5 := `  %c5 = arith.constant 5 : i32
`
	cases := []struct{ extra, want string }{
		// A fifth buffer in a TBufPool<vecin, 4>.
		{`  %tbuf = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.tbuf_pool.init_buffer %pool, %tbuf, %tb : ` + poolT + `, !ascendc.tbuf<vecin>, i32
`, "the pool holds at most 4 buffers"},
		// A sub-pool larger than what is left of its origin (1024 - 4*128 = 512 bytes).
		{`  %sub = ascendc.tBufPool : ` + poolT + `
  %ok2 = ascendc.tbuf_pool.init_buf_pool(%pool, %sub, %plen) : ` + poolT + `, ` + poolT + `, i32 -> i1
`, "the pool needs 1024 bytes at 512 but its origin pool ends at 1024"},
		// A pool larger than UB.
		{`  %big = arith.constant 4000000 : i32
  %p2 = ascendc.tBufPool : ` + poolT + `
  %ok3 = ascendc.pipe.init_buf_pool(%pipe, %p2, %big) : !ascendc.pipe, ` + poolT + `, i32 -> i1
`, "allocation capacity exceeded: UB needs 4000000 bytes at offset 1024"},
		// A reset while qx holds a tensor, then a use of the reset queue.
		{c5 + `  %held = ascendc.que_bind.alloc_tensor %qx : ` + qin + `, ` + t32 + `
  ascendc.tbuf_pool.reset %pool : ` + poolT + `
`, "Reset of a buffer pool while a tensor at UB[0]"},
		{`  ascendc.tbuf_pool.reset %pool : ` + poolT + `
`, "queue used before init_queue"},
	}
	for _, tc := range cases {
		_, _, _, _, d := runPool(t, tc.extra)
		if !strings.Contains(d, tc.want) {
			t.Errorf("%q: diagnostics %q, want %q", tc.extra, d, tc.want)
		}
	}
}

func TestSubPoolAndReinit(t *testing.T) {
	// A sub-pool carved after the queues: a TBuf in it starts at 512; after Reset of the
	// outer pool the queues are re-carved at the same addresses and the kernel runs.
	extra := `  %sub = ascendc.tBufPool : ` + poolT + `
  %half = arith.constant 256 : i32
  %ok2 = ascendc.tbuf_pool.init_buf_pool(%pool, %sub, %half) : ` + poolT + `, ` + poolT + `, i32 -> i1
  %tbuf = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.tbuf_pool.init_buffer %sub, %tbuf, %tb : ` + poolT + `, !ascendc.tbuf<vecin>, i32
  %tt = ascendc.tbuf.get_tensor %tbuf : !ascendc.tbuf<vecin>, ` + t32 + `
  %a = ascendc.local_tensor.get_phy_addr %tt : ` + t32 + `, i32
  ascendc.printf %a, %ok2 {desc = "sub=%d ok=%d\n"} : i32, i1
  ascendc.tbuf_pool.reset %pool : ` + poolT + `
  ascendc.tbuf_pool.init_queue %pool, %qx, %c1, %tb : ` + poolT + `, ` + qin + `, i32, i32
  ascendc.tbuf_pool.init_queue %pool, %qy, %c1, %tb : ` + poolT + `, ` + qin + `, i32, i32
  ascendc.tbuf_pool.init_queue %pool, %qz, %c2, %tb : ` + poolT + `, ` + qout + `, i32, i32
`
	ch, xs, ys, z, d := runPool(t, extra)
	if d != "" {
		t.Fatal(d)
	}
	if got := ch.Cores[0].Print.String(); !strings.HasPrefix(got, "[core 0] sub=512 ok=1\n") {
		t.Fatalf("printed %q", got)
	}
	for i := range xs {
		if got, want := f32at(z, i), xs[i]+ys[i]; got != want {
			t.Fatalf("z[%d] = %g, want %g", i, got, want)
		}
	}
	// A tag set before a Reset is not read back from the buffer carved again.
	tagged := strings.Replace(extra, "  ascendc.tbuf_pool.reset %pool", `  %c9 = arith.constant 9 : i32
  %hx = ascendc.que_bind.alloc_tensor %qx : `+qin+`, `+t32+`
  ascendc.local_tensor.set_user_tag %hx, %c9 : `+t32+`, i32
  ascendc.que_bind.free_tensor %qx, %hx : `+qin+`, `+t32+`
  ascendc.tbuf_pool.reset %pool`, 1) + `  %hy = ascendc.que_bind.alloc_tensor %qx : ` + qin + `, ` + t32 + `
  %g9 = ascendc.local_tensor.get_user_tag %hy : ` + t32 + `, i32
  ascendc.que_bind.free_tensor %qx, %hy : ` + qin + `, ` + t32 + `
`
	if _, _, _, _, d := runPool(t, tagged); !strings.Contains(d, "GetUserTag of a buffer no SetUserTag wrote") {
		t.Fatalf("stale tag: %q", d)
	}
	// The sub-pool is gone after the reset of its origin.
	bad := extra + `  %t2 = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.tbuf_pool.init_buffer %sub, %t2, %tb : ` + poolT + `, !ascendc.tbuf<vecin>, i32
`
	if _, _, _, _, d := runPool(t, bad); !strings.Contains(d, "before its InitBufPool (or after the Reset") {
		t.Fatalf("sub-pool after reset: %q", d)
	}
}

func TestFrameworkExtRefusedForms(t *testing.T) {
	k := poolKernel("")
	cases := []struct{ from, to, want string }{
		{"enque_tensor_pos %qx, %tx, vecin, vecin", "enque_tensor_pos %qx, %tx, vecin, vecout",
			"is not simulated for user positions (vecin, vecout) on a queue bound (vecin, vecin)"},
		{"init_buf_pool(%pipe, %pool, %plen) : !ascendc.pipe, " + poolT + ", i32 -> i1",
			"init_buf_pool(%pipe, %pool, %plen) , %pool : !ascendc.pipe, " + poolT + ", i32 , " + poolT + " -> i1",
			"is not simulated for the shareBuf form"},
		{"init_buf_pool(%pipe, %pool, %plen) : !ascendc.pipe, " + poolT + ", i32 -> i1",
			"init_buf_pool(%pipe, %pool, %plen) : !ascendc.pipe, " + poolT + ", i32 -> f32",
			"is not simulated for a result of type f32"},
	}
	for _, tc := range cases {
		src := strings.Replace(k, tc.from, tc.to, 1)
		if src == k {
			t.Fatalf("pattern %q not found", tc.from)
		}
		if e := compileErr(t, src, "k"); !strings.Contains(e, tc.want) {
			t.Errorf("%q: error %q, want %q", tc.to, e, tc.want)
		}
	}
	// Refused ops fail at compile time with their reason.
	refusedSrc := `func.func @k(%s: !ascendc.slice_info) {
  %i = arith.constant 1 : i32
  %e = ascendc.slice_info.subindex %s[%i] : !ascendc.slice_info, i32, !ascendc.slice_info
  return
}`
	if e := compileErr(t, refusedSrc, "k"); !strings.Contains(e, "'ascendc.slice_info.subindex' op is not simulated") || !strings.Contains(e, "no op yields an array of SliceInfo") {
		t.Errorf("slice_info.subindex: %q", e)
	}
}

func TestPrintAndDumpAccChkPoint(t *testing.T) {
	// Print without len prints every element; DumpAccChkPoint dumps from countOff.
	body := `  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %s = ascendc.local_tensor.subindex %a[%c5] : ` + lt + `, i32, ` + lt + `
  ascendc.set_size_hack
  ascendc.dump_acc_chk_point %a, %c7, %c5, %c3 : ` + lt + `, i32, i32, i32
  ascendc.local_tensor.print %s : ` + lt + `
  ascendc.duplicate_l2 %o, %c0f, %c64 : ` + lt + `, f32, i32`
	body = strings.Replace(body, "  ascendc.set_size_hack\n", "", 1)
	body = "  %c0f = arith.constant 0.0 : f32\n" + body
	src := wrap(body)
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
	ch, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"}, y)
	if d != "" {
		t.Fatal(d)
	}
	x := iota64()
	var b strings.Builder
	fmt.Fprintf(&b, "[core 0] DumpAccChkPoint: index=7, countOff=5, addr=20, data_type=f32, position=UB\n[core 0] [%g, %g, %g]\n",
		float64(x[5]), float64(x[6]), float64(x[7]))
	parts := make([]string, 0, 59)
	for i := 5; i < 64; i++ {
		parts = append(parts, fmt.Sprintf("%g", float64(x[i])))
	}
	fmt.Fprintf(&b, "[core 0] Print: addr=20, len=59, data_type=f32, position=UB\n[core 0] [%s]\n", strings.Join(parts, ", "))
	if got := ch.Cores[0].Print.String(); got != b.String() {
		t.Errorf("printed\n%s\nwant\n%s", got, b.String())
	}
	// Out of range: a fatal error, not a short print.
	bad := strings.Replace(src, "%a, %c7, %c5, %c3", "%a, %c7, %c64, %c3", 1)
	if _, d := kernel(t, bad, 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"}, y); !strings.Contains(d, "DumpAccChkPoint of elements [64, 67) exceeds the 256-byte tensor") {
		t.Errorf("out of range: %q", d)
	}
	// A user tag needs a queue buffer.
	tag := strings.Replace(src, "  ascendc.local_tensor.print %s : "+lt+"\n", "  ascendc.local_tensor.set_user_tag %a, %c3 : "+lt+", i32\n", 1)
	if _, d := kernel(t, tag, 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"}, y); !strings.Contains(d, "has no queue or TBuf buffer") {
		t.Errorf("tag: %q", d)
	}
}
