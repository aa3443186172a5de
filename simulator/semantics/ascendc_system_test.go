package semantics

import (
	"math"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

func TestScalarBitOps(t *testing.T) {
	src := `func.func @f(%x: ui64, %s: i64) -> (i64, i64, i64, i64, i64, i64) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %clz = ascendc.scalar_count_leading_zero %x : ui64 -> i64
  %ones = ascendc.scalar_get_count_of_value %x, %c1 : ui64, i32 -> i64
  %zeros = ascendc.scalar_get_count_of_value %x, %c0 : ui64, i32 -> i64
  %sff1 = ascendc.scalar_get_sff_value %x, %c1 : ui64, i32 -> i64
  %sff0 = ascendc.scalar_get_sff_value %x, %c0 : ui64, i32 -> i64
  %cls = ascendc.count_bits_cnt_same_as_sign_bit %s : i64 -> i64
  return %clz, %ones, %zeros, %sff1, %sff0, %cls : i64, i64, i64, i64, i64, i64
}`
	for _, x := range []uint64{0, 1, 0xF0, 1 << 63, ^uint64(0)} {
		for _, sv := range []int64{0, -1, 5, -6, 1 << 40} {
			r := runFunc(t, src, "f", sim.Value{I: int64(x)}, sim.Value{I: sv})
			// Reference by bit loops, independent of the implementation's bits calls.
			clz, ones := 0, 0
			for i := 63; i >= 0 && x>>uint(i)&1 == 0; i-- {
				clz++
			}
			first := func(b uint64) int64 {
				for i := 0; i < 64; i++ {
					if x>>uint(i)&1 == b {
						return int64(i)
					}
				}
				return -1
			}
			for i := 0; i < 64; i++ {
				ones += int(x >> uint(i) & 1)
			}
			sign, cls := uint64(sv)>>63, 0
			for i := 62; i >= 0 && uint64(sv)>>uint(i)&1 == sign; i-- {
				cls++
			}
			want := []int64{int64(clz), int64(ones), int64(64 - ones), first(1), first(0), int64(cls)}
			for i, w := range want {
				if r[i].I != w {
					t.Errorf("x=%#x s=%d: result %d = %d, want %d", x, sv, i, r[i].I, w)
				}
			}
		}
	}
}

func TestScalarCastAndSystem(t *testing.T) {
	src := `module attributes {asc.kernel_type = "vector"} {
func.func @f(%x: f32) -> (f16, i32, i32, i64, i1, i1, i32) {
  %h = ascendc.scalar_cast %x {dtype = f16, roundMode = 3 : i32} : f32 -> f16
  %i = ascendc.scalar_cast %x {dtype = i32, roundMode = 2 : i32} : f32 -> i32
  %b = ascendc.get_data_block_size_in_bytes : i32
  %sb = ascendc.get_sub_block_idx : i64
  %aic = ascendc.ascend_is_aic : i1
  %aiv = ascendc.ascend_is_aiv : i1
  %n = ascendc.get_block_num : i32
  ascendc.noop
  return %h, %i, %b, %sb, %aic, %aiv, %n : f16, i32, i32, i64, i1, i1, i32
}
}`
	r := runFunc(t, src, "f", sim.Value{F: -2.3})
	// f16 near -2.3: spacing 2^-9; ceil toward +inf gives -2.298828125.
	if r[0].F != -2.298828125 || r[1].I != -3 || r[2].I != 32 || r[3].I != 0 || r[4].I != 0 || r[5].I != 1 || r[6].I != 1 {
		t.Fatalf("got %+v", r)
	}
	// Beyond half's range a finite value saturates (hardware.md §7), as the vector Cast does:
	// 65504.5 with CAST_CEIL is 65504, not +inf; -1e30 is -65504; an infinity stays.
	for _, c := range []struct{ x, want float64 }{{65504.5, 65504}, {-1e30, -65504}, {math.Inf(1), math.Inf(1)}} {
		if r := runFunc(t, src, "f", sim.Value{F: c.x}); r[0].F != c.want {
			t.Errorf("ScalarCast<half, CAST_CEIL>(%g) = %g, want %g", c.x, r[0].F, c.want)
		}
	}
	if e := compileErr(t, strings.Replace(src, `"vector"`, `"mixed"`, 1), "f"); !strings.Contains(e, "mixed kernel") {
		t.Fatalf("mixed: %q", e)
	}
	sub := `module attributes {asc.kernel_type = "mixed"} {
func.func @f() -> ui64 {
  %n = ascendc.get_sub_block_num : ui64
  return %n : ui64
}
}`
	if e := compileErr(t, sub, "f"); !strings.Contains(e, "get_sub_block_num' op is not simulated in a mixed kernel: its blocks have two AIV sub-blocks") {
		t.Fatalf("mixed sub-blocks: %q", e)
	}
	trap := `func.func @f() {
  ascendc.trap
  return
}`
	if e := runErr(t, trap, "f"); !strings.Contains(e, "Trap()") || !strings.Contains(e, "test.mlir:2") {
		t.Fatalf("trap: %q", e)
	}
	if e := compileErr(t, `func.func @f() -> i64 {
  %p = ascendc.get_program_counter : i64
  return %p : i64
}`, "f"); !strings.Contains(e, "no program counter") {
		t.Fatalf("pc: %q", e)
	}
}

func TestTensorAndQueueInfo(t *testing.T) {
	src := `func.func @f(%c4: ui32) -> (i32, i32, i32, i32, i64, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c64 = arith.constant 64 : i32
  %pipe = ascendc.pipe
  %q = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %q, %c2, %c64 : !ascendc.queue<vecin, 1>, i32, i32
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<16xf32>
  %t2 = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<16xf32>
  %idle = ascendc.que_bind.has_idle_buffer %q : !ascendc.queue<vecin, 1>, i32
  ascendc.que_bind.enque_tensor %q, %t2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<16xf32>
  %n = ascendc.que_bind.get_tensor_count_in_que %q : !ascendc.queue<vecin, 1>, i32
  %has = ascendc.que_bind.has_tensor_in_que %q : !ascendc.queue<vecin, 1>, i32
  %vac = ascendc.que_bind.vacant_in_que %q : !ascendc.queue<vecin, 1>, i32
  %addr = ascendc.local_tensor.get_phy_addr %t2 : !ascendc.local_tensor<16xf32>, i64
  %pos = ascendc.local_tensor.get_position %t2 : !ascendc.local_tensor<16xf32>, i32
  ascendc.local_tensor.set_size %t2, %c4 : !ascendc.local_tensor<16xf32>, ui32
  %sz = ascendc.local_tensor.get_size %t2 : !ascendc.local_tensor<16xf32>, i32
  %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<16xf32>
  %n2 = ascendc.que_bind.get_tensor_count_in_que %q : !ascendc.queue<vecin, 1>, i32
  ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<16xf32>
  ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<16xf32>
  return %idle, %n, %has, %vac, %addr, %pos, %sz, %n2 : i32, i32, i32, i32, i64, i32, i32, i32
}`
	r := runFunc(t, src, "f", sim.Value{I: 4})
	// Two 64-byte buffers both allocated: no idle buffer; one tensor queued in a depth-1
	// queue: count 1, not vacant; the second buffer starts at byte 64; VECIN is TPosition 9.
	want := []int64{0, 1, 1, 0, 64, 9, 4, 0}
	for i, w := range want {
		if r[i].I != w {
			t.Errorf("result %d = %d, want %d", i, r[i].I, w)
		}
	}
}

// A scalar read of GM bytes the scalar unit read before a DataCopy overwrote them may read
// its data cache's old copy (hardware.md §2: the cache is not coherent); a
// DataCacheCleanAndInvalid between them makes the read fetch GM's bytes.
func TestStaleScalarReadAfterTransfer(t *testing.T) {
	body := func(clean string) string {
		return `  %c5 = arith.constant 5 : i32
  %r0 = ascendc.global_tensor.get_value %gx, %c5 : ` + gt + `, i32, f32
  ascendc.set_flag mte2_mte3, %c0 : i32
  ascendc.wait_flag mte2_mte3, %c0 : i32
  ascendc.set_flag s_mte3, %c0 : i32
  ascendc.wait_flag s_mte3, %c0 : i32
  ascendc.data_copy_l2 %gx, %a, %c64 : ` + gt + `, ` + lt + `, i32
  ascendc.set_flag mte3_s, %c0 : i32
  ascendc.wait_flag mte3_s, %c0 : i32
` + clean + `  %r1 = ascendc.global_tensor.get_value %gx, %c5 : ` + gt + `, i32, f32
  ascendc.duplicate_l2 %o, %r1, %c64 : ` + lt + `, f32, i32`
	}
	checkCleanMatters(t, body, "%gx", "'ascendc.global_tensor.get_value' op reads GM(x)[20] through the scalar unit, which held those bytes in its data cache before 'ascendc.data_copy_l2' on pipe MTE3 wrote them")
}

// checkCleanMatters runs body without a clean (want must be reported) and with a
// DataCacheCleanAndInvalid of global tensor g where body puts it (nothing is).
func checkCleanMatters(t *testing.T, body func(clean string) string, g, want string) {
	t.Helper()
	if _, d := runWrap(t, body("")); !strings.Contains(d, want) {
		t.Errorf("want %q, got\n%s", want, d)
	}
	clean := `  "ascendc.data_cache_clean_invalid_global"(` + g + `) {entireType = 1 : i32, dcciDst = 2 : i32} : (` + gt + `) -> ()
`
	if _, d := runWrap(t, body(clean)); d != "" {
		t.Errorf("reported after DataCacheCleanAndInvalid:\n%s", d)
	}
}

// A DataCopy over GM bytes a SetValue wrote, with no DataCacheCleanAndInvalid between,
// races with the data cache's write-back of them.
func TestWriteBackRace(t *testing.T) {
	body := func(clean string) string {
		return `  %c5i = arith.constant 5 : i64
  %c5 = builtin.unrealized_conversion_cast %c5i : i64 to ui64
  %v = arith.constant 2.5 : f32
  ascendc.global_tensor.set_value %gy, %c5, %v : ` + gt + `, ui64, f32
` + clean + `  ascendc.set_flag s_mte3, %c1 : i32
  ascendc.wait_flag s_mte3, %c1 : i32
  ascendc.duplicate_l2 %o, %v, %c64 : ` + lt + `, f32, i32`
	}
	checkCleanMatters(t, body, "%gy", "'ascendc.data_copy_l2' op writes GM(y)[20] on pipe MTE3 over bytes 'ascendc.global_tensor.set_value' wrote through the scalar unit with no DataCacheCleanAndInvalid since")
}
