package examples

import (
	"fmt"
	"math/rand"
	"strings"
)

// syncfuzz generates random ascendc-level vector kernels in the forms PyAsc emits (TQue
// alloc/enque/deque/free, TBuf, local_tensor_v3 buffers at fixed UB addresses, DataCopy
// GM<->UB, L2 vector ops, scalar GetValue/SetValue, scf.for and scf.if) with no
// synchronisation at all. With serial set every op is followed by pipe_barrier(PIPE_ALL):
// that program is the reference, its bytes what the kernel must produce once
// ascendc-insert-sync has synchronised the unsynchronised one.

// Every buffer holds sfN f32; the kernel reads sfTiles tiles of x per core and writes
// sfSlots tiles of y per core.
const (
	sfN     = 64
	sfTiles = 4
	sfSlots = 6
)

type sfGen struct {
	r      *rand.Rand
	serial bool
	b      strings.Builder
	ind    int
	nv     int
	bufs   []string // f32 buffers every statement may use
	qin    string   // a vecin queue (depth 1), "" when none
	qout   string   // a vecout queue (depth 1), "" when none
	loops  int      // scf.for nesting depth
	ivs    []string // induction variables of the enclosing loops, outermost first
	stores int      // stores written so far (each owns a region of y unless sfGMOverlap)
	budget int      // statements left
	cores  int
}

func (g *sfGen) line(format string, a ...any) {
	g.b.WriteString(strings.Repeat("  ", g.ind))
	fmt.Fprintf(&g.b, format, a...)
	g.b.WriteByte('\n')
}

// op writes an op that touches a pipe and, in the serial program, a PIPE_ALL barrier after it.
func (g *sfGen) op(format string, a ...any) {
	g.line(format, a...)
	if g.serial {
		g.line("ascendc.pipe_barrier pipe_all")
	}
}

func (g *sfGen) fresh(p string) string { g.nv++; return fmt.Sprintf("%%%s%d", p, g.nv) }

const sfT = "!ascendc.local_tensor<64xf32>"

// sfGMOverlap lets stores of different statements write the same tiles of y (the GM
// write-after-write on MTE3 that ascendc-insert-sync orders only through one view).
var sfGMOverlap = false

// genSyncFuzz returns the kernel text of seed (entry @fuzz), its core count and the
// number of f32 of y per core.
func genSyncFuzz(seed int64, serial bool) (string, int, int) {
	g := &sfGen{r: rand.New(rand.NewSource(seed)), serial: serial, ind: 2}
	g.cores = 1 + g.r.Intn(4)
	g.budget = 6 + g.r.Intn(18)
	g.b.WriteString(`module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @fuzz(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
`)
	g.line("ascendc.set_ffts_base_addr %%ffts : memref<?xi64, 22>")
	seen := map[int]bool{}
	for _, c := range []int{0, 1, 2, 3, 7, sfN, 4 * sfN, sfTiles, sfTiles * sfN, sfSlots * sfN} {
		if !seen[c] {
			seen[c] = true
			g.line("%%c%d = arith.constant %d : i32", c, c)
		}
	}
	for i, f := range []string{"0.5", "1.25", "-0.75", "2.0"} {
		g.line("%%f%d = arith.constant %s : f32", i, f)
	}
	g.line("%%pipe = ascendc.pipe")
	g.line("%%idx = ascendc.get_block_idx : i32")
	g.line("%%xbase = arith.muli %%idx, %%c%d : i32", sfTiles*sfN)
	g.line("%%yper = arith.constant @YPER@ : i32")
	g.line("%%ybase = arith.muli %%idx, %%yper : i32")
	for _, n := range []string{"gx", "gy"} {
		g.line("%%%s = ascendc.global_tensor : !ascendc.global_tensor<?xf32>", n)
		g.line("ascendc.global_tensor.set_global_buffer %%%s, %%%c : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>", n, n[1])
	}
	g.buffers()
	// Every buffer starts defined (the sanitizer reports reads of uninitialised UB).
	for _, b := range g.bufs {
		if g.r.Intn(2) == 0 {
			g.op("ascendc.data_copy_l2 %s, %s, %%c%d : %s, !ascendc.global_tensor<?xf32>, i32", b, g.xtile("%c0"), sfN, sfT)
		} else {
			g.op("ascendc.duplicate_l2 %s, %s, %%c%d : %s, f32, i32", b, g.fconst(), sfN, sfT)
		}
	}
	for g.budget > 0 {
		g.stmt("%c0")
	}
	g.line("ascendc.pipe_barrier pipe_all")
	g.line("return")
	g.b.WriteString("  }\n}\n")
	yper := sfSlots * sfN
	if !sfGMOverlap {
		yper = max(1, g.stores) * sfTiles * sfTiles * sfN
	}
	return strings.Replace(g.b.String(), "@YPER@", fmt.Sprint(yper), 1), g.cores, yper
}

// buffers declares 2-5 TBuf / local_tensor_v3 buffers and maybe the two queues. The
// local_tensor_v3 ones sit in 4 slots above 64 KiB (clear of what the pipe hands TBufs and
// queues) so two of them may share UB bytes.
func (g *sfGen) buffers() {
	n := 2 + g.r.Intn(4)
	for i := 0; i < n; i++ {
		v := fmt.Sprintf("%%b%d", i)
		if g.r.Intn(2) == 0 {
			tb := fmt.Sprintf("%%tb%d", i)
			pos := []string{"veccalc", "vecin", "vecout"}[g.r.Intn(3)]
			g.line("%s = ascendc.tbuf : !ascendc.tbuf<%s>", tb, pos)
			g.line("ascendc.pipe.init_buffer %%pipe, %s, %%c%d : !ascendc.tbuf<%s>, i32", tb, 4*sfN, pos)
			g.line("%s = ascendc.tbuf.get_tensor %s : !ascendc.tbuf<%s>, %s", v, tb, pos, sfT)
		} else {
			pos := []string{"vecin", "vecout", "veccalc"}[g.r.Intn(3)]
			addr := 65536 + 4*sfN*g.slot(i)
			g.line("%s = ascendc.local_tensor_v3 %s, %d, %d : %s", v, pos, addr, sfN, sfT)
		}
		g.bufs = append(g.bufs, v)
	}
	if g.r.Intn(3) > 0 {
		g.qin = "%qin"
		g.line("%%qin = ascendc.queue : !ascendc.queue<vecin, 1>")
		g.line("ascendc.pipe.init_queue %%pipe, %%qin, %%c1, %%c%d : !ascendc.queue<vecin, 1>, i32, i32", 4*sfN)
	}
	if g.r.Intn(3) > 0 {
		g.qout = "%qout"
		g.line("%%qout = ascendc.queue : !ascendc.queue<vecout, 1>")
		g.line("ascendc.pipe.init_queue %%pipe, %%qout, %%c1, %%c%d : !ascendc.queue<vecout, 1>, i32, i32", 4*sfN)
	}
}

func (g *sfGen) buf() string { return g.bufs[g.r.Intn(len(g.bufs))] }

// xtile returns a GM view of x at the core's tile iv (an i32 value in [0, sfTiles)).
func (g *sfGen) xtile(iv string) string { return g.tileAt("x", iv) }

// tileAt returns a GM view of tensor name (x or y) at tile t of the core's part (an i32
// value counting tiles of sfN elements from %<name>base).
func (g *sfGen) tileAt(name, t string) string {
	o := g.fresh("o")
	g.line("%s = arith.muli %s, %%c%d : i32", o, t, sfN)
	a := g.fresh("o")
	g.line("%s = arith.addi %%%sbase, %s : i32", a, name, o)
	v := g.fresh("g" + name)
	g.line("%s = ascendc.global_tensor.subindex %%g%s[%s] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>", v, name, a)
	return v
}

// ytile returns a GM view of y for a new store: a tile of the store's own region indexed
// by the enclosing loops' induction variables, or with sfGMOverlap slot iv + k (k < 3)
// of the core's sfSlots.
func (g *sfGen) ytile(iv string) string {
	if !sfGMOverlap {
		return g.ownTile()
	}
	s := g.fresh("o")
	g.line("%s = arith.addi %s, %%c%d : i32", s, iv, g.r.Intn(3))
	return g.tileAt("y", s)
}

// ownTile returns a GM view of y in a region of its own for the next store: one tile per
// value of the enclosing loops' induction variables (at most two loops of sfTiles).
func (g *sfGen) ownTile() string {
	t := fmt.Sprintf("%%c%d", 0)
	if len(g.ivs) > 0 {
		t = g.ivs[0]
	}
	if len(g.ivs) > 1 {
		m := g.fresh("o")
		g.line("%s = arith.muli %s, %%c%d : i32", m, t, sfTiles)
		a := g.fresh("o")
		g.line("%s = arith.addi %s, %s : i32", a, m, g.ivs[1])
		t = a
	}
	r := g.fresh("o")
	g.line("%s = arith.constant %d : i32", r, g.stores*sfTiles*sfTiles)
	g.stores++
	s := g.fresh("o")
	g.line("%s = arith.addi %s, %s : i32", s, r, t)
	return g.tileAt("y", s)
}

func (g *sfGen) fconst() string { return fmt.Sprintf("%%f%d", g.r.Intn(4)) }

// vec writes one L2 vector op from src buffers into dst.
func (g *sfGen) vec(dst string, srcs ...string) {
	a := srcs[g.r.Intn(len(srcs))]
	b := srcs[g.r.Intn(len(srcs))]
	g.vecOp(g.r.Intn(6), dst, a, b)
}

// readVec writes one L2 vector op into dst that reads u (a dequeued tile PyAsc's kernels
// always consume).
func (g *sfGen) readVec(dst, u string) {
	b := g.buf()
	switch k := g.r.Intn(5); k {
	case 3:
		g.vecOp(k, dst, b, u)
	default:
		g.vecOp(k, dst, u, b)
	}
}

// vecOp writes L2 vector op k into dst: adds, muls (of a and a constant), add, mul (of a
// and b), exp (of a), else duplicate (of a constant).
func (g *sfGen) vecOp(k int, dst, a, b string) {
	switch k {
	case 0:
		g.op("ascendc.adds_l2 %s, %s, %s, %%c%d : %s, %s, f32, i32", dst, a, g.fconst(), sfN, sfT, sfT)
	case 1:
		g.op("ascendc.muls_l2 %s, %s, %s, %%c%d : %s, %s, f32, i32", dst, a, g.fconst(), sfN, sfT, sfT)
	case 2:
		g.op("ascendc.add_l2 %s, %s, %s, %%c%d : %s, %s, %s, i32", dst, a, b, sfN, sfT, sfT, sfT)
	case 3:
		g.op("ascendc.mul_l2 %s, %s, %s, %%c%d : %s, %s, %s, i32", dst, a, b, sfN, sfT, sfT, sfT)
	case 4:
		g.op("ascendc.exp_l2 %s, %s, %%c%d : %s, %s, i32", dst, a, sfN, sfT, sfT)
	default:
		g.op("ascendc.duplicate_l2 %s, %s, %%c%d : %s, f32, i32", dst, g.fconst(), sfN, sfT)
	}
}

// stmt writes one random statement; iv is the tile index in scope (an i32 value).
func (g *sfGen) stmt(iv string) {
	g.budget--
	switch k := g.r.Intn(20); {
	case k < 3:
		g.op("ascendc.data_copy_l2 %s, %s, %%c%d : %s, !ascendc.global_tensor<?xf32>, i32", g.buf(), g.xtile(iv), sfN, sfT)
	case k < 6:
		g.op("ascendc.data_copy_l2 %s, %s, %%c%d : !ascendc.global_tensor<?xf32>, %s, i32", g.ytile(iv), g.buf(), sfN, sfT)
	case k < 11:
		g.vec(g.buf(), g.bufs...)
	case k < 13:
		s := g.fresh("s")
		g.op("%s = ascendc.local_tensor.get_value %s, %%c%d : %s, i32, f32", s, g.buf(), []int{0, 3, 7}[g.r.Intn(3)], sfT)
		if g.r.Intn(2) == 0 {
			g.op("ascendc.local_tensor.set_value %s, %%c%d, %s : %s, i32, f32", g.buf(), []int{0, 1, 7}[g.r.Intn(3)], s, sfT)
		} else {
			g.op("ascendc.adds_l2 %s, %s, %s, %%c%d : %s, %s, f32, i32", g.buf(), g.buf(), s, sfN, sfT, sfT)
		}
	case k < 15 && g.loops < 2 && g.budget > 2:
		g.loop()
	case k < 17 && g.budget > 2:
		g.ifStmt(iv)
	case k < 18 && g.qin != "":
		g.queueIn(iv)
	case k < 19 && g.qout != "":
		g.queueOut(iv)
	default:
		g.vec(g.buf(), g.bufs...)
	}
}

func (g *sfGen) block(iv string) {
	g.ind++
	for n := 1 + g.r.Intn(4); n > 0 && g.budget > 0; n-- {
		g.stmt(iv)
	}
	g.ind--
}

// loop writes an scf.for over the core's tiles (or a prefix of them); the buffers are
// carried across its iterations.
func (g *sfGen) loop() {
	iv := g.fresh("i")
	hi := []int{2, 3, sfTiles}[g.r.Intn(3)]
	g.line("scf.for %s = %%c0 to %%c%d step %%c1 : i32 {", iv, hi)
	g.loops++
	g.ivs = append(g.ivs, iv)
	g.block(iv)
	g.ivs = g.ivs[:len(g.ivs)-1]
	g.loops--
	g.line("}")
}

// ifStmt writes an scf.if on the core index or the tile index, with an else block or not.
func (g *sfGen) ifStmt(iv string) {
	c := g.fresh("p")
	if g.r.Intn(2) == 0 {
		g.line("%s = arith.cmpi eq, %%idx, %%c0 : i32", c)
	} else {
		r := g.fresh("o")
		g.line("%s = arith.remsi %s, %%c2 : i32", r, iv)
		g.line("%s = arith.cmpi eq, %s, %%c0 : i32", c, r)
	}
	g.line("scf.if %s {", c)
	g.block(iv)
	if g.r.Intn(2) == 0 {
		g.line("} else {")
		g.block(iv)
	}
	g.line("}")
}

// queueIn loads a tile through the vecin queue and folds it into a buffer before freeing it.
func (g *sfGen) queueIn(iv string) {
	t := g.fresh("qa")
	g.line("%s = ascendc.que_bind.alloc_tensor %s : !ascendc.queue<vecin, 1>, %s", t, g.qin, sfT)
	g.op("ascendc.data_copy_l2 %s, %s, %%c%d : %s, !ascendc.global_tensor<?xf32>, i32", t, g.xtile(iv), sfN, sfT)
	g.op("ascendc.que_bind.enque_tensor %s, %s : !ascendc.queue<vecin, 1>, %s", g.qin, t, sfT)
	u := g.fresh("qd")
	g.op("%s = ascendc.que_bind.deque_tensor %s : !ascendc.queue<vecin, 1>, %s", u, g.qin, sfT)
	g.readVec(g.buf(), u)
	g.op("ascendc.que_bind.free_tensor %s, %s : !ascendc.queue<vecin, 1>, %s", g.qin, u, sfT)
}

// queueOut computes a tile into the vecout queue and stores it before freeing it.
func (g *sfGen) queueOut(iv string) {
	t := g.fresh("qa")
	g.line("%s = ascendc.que_bind.alloc_tensor %s : !ascendc.queue<vecout, 1>, %s", t, g.qout, sfT)
	g.vec(t, g.bufs...)
	g.op("ascendc.que_bind.enque_tensor %s, %s : !ascendc.queue<vecout, 1>, %s", g.qout, t, sfT)
	u := g.fresh("qd")
	g.op("%s = ascendc.que_bind.deque_tensor %s : !ascendc.queue<vecout, 1>, %s", u, g.qout, sfT)
	g.op("ascendc.data_copy_l2 %s, %s, %%c%d : !ascendc.global_tensor<?xf32>, %s, i32", g.ytile(iv), u, sfN, sfT)
	g.op("ascendc.que_bind.free_tensor %s, %s : !ascendc.queue<vecout, 1>, %s", g.qout, u, sfT)
}

// sfAlias lets two local_tensor_v3 buffers share a UB slot (distinct values at one
// address, which insert-sync's alias sets, built from SSA values, do not relate).
var sfAlias = false

func (g *sfGen) slot(i int) int {
	s := g.r.Intn(4)
	if !sfAlias {
		return i
	}
	return s
}
