package examples

import (
	"strings"
)

// Kernel text of the tile matrix (asc2_matrix_test.go), in the form PyAsc's asc2
// frontend emits: GM pointers as unranked memrefs in space 22 wrapped by asctile.tensor,
// the core's share from get_block_idx/get_block_num, an scf.for over tiles carrying
// asctile.unroll_factor, loads with a pad value, the op under test, a store. A case
// gives the body between the loads and the store; $IN/$OUT are the element types and
// $TI/$TO the tile types of the input and the result.

// mShape is the launch and tiling of a kernel form.
type mShape struct {
	name       string
	n          int // 1-D: elements
	rows, cols int // 2-D: tensor shape
	tr, tc     int // 2-D: tile shape
	tn         int // 1-D: tile length
	cores      int
}

// The 1-D form: 1000 elements in tiles of 256 on 3 cores (ceil(4 tiles / 3) = 2 per
// core: core 1 ends in a 232-element tile, core 2 has nothing). The narrow 1-D form:
// tiles of 72 (no whole number of repeats for any type; 72 bytes of i8), 5 per core.
// The long 1-D form: f32 tiles of 16448 elements (257 repeats, past the 255 one vector
// instruction encodes; 64 KB, so only ops on x alone fit in UB), 40000 elements on 2 cores. The 2-D form: a 20x100
// tensor in 8x64 tiles (a 4-row and a 36-column tail), row blocks dealt to 3 cores.
// The narrow 2-D form: a 10x50 tensor in 4x20 tiles, rows of 20 elements (80 bytes of
// f32, 40 of f16, 20 of i8: not whole 32-byte blocks, packed in UB).
var (
	mShape1D  = mShape{name: "1d", n: 1000, tn: 256, cores: 3}
	mShape1DN = mShape{name: "1dn", n: 1000, tn: 72, cores: 3}
	mShape1DL = mShape{name: "1dl", n: 40000, tn: 16448, cores: 2}
	mShape2D  = mShape{name: "2d", rows: 20, cols: 100, tr: 8, tc: 64, cores: 3}
	mShape2DN = mShape{name: "2dn", rows: 10, cols: 50, tr: 4, tc: 20, cores: 2}
)

const mTile1D = "!asctile.tile<$TNx$E, UB>"
const mTile2D = "!asctile.tile<$TRx$TCx$E, UB>"

// mKernel1D is the elementwise 1-D kernel: z[i] = body(x[i], y[i], s).
const mKernel1D = `module {
  func.func @mx(%x: memref<*x$IN, 22>, %y: memref<*x$IN, 22>, %z: memref<*x$OUT, 22>, %n: i32, %s: $IN) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*x$IN, 22>, !asctile.tensor<?x$IN>
    %ty = asctile.tensor %y(%n) : memref<*x$IN, 22>, !asctile.tensor<?x$IN>
    %tz = asctile.tensor %z(%n) : memref<*x$OUT, 22>, !asctile.tensor<?x$OUT>
    %c0i = arith.constant 0 : i32
    %cT = arith.constant $TN : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %cT : i32
    %pt = arith.ceildivsi %tiles, %nbi : i32
    %chunk = arith.muli %pt, %cT : i32
    %s0 = arith.muli %bi, %chunk : i32
    %s1a = arith.addi %s0, %chunk : i32
    %s1 = arith.minsi %s1a, %n : i32
    scf.for %off = %s0 to %s1 step %cT : i32 {
      %pad = arith.constant $PAD : $IN
      %xl = asctile.load %tx[%off], %pad : !asctile.tensor<?x$IN>, $TI
      %yl = asctile.load %ty[%off], %pad : !asctile.tensor<?x$IN>, $TI
$BODY
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
`

const mStore1D = `      asctile.store %r, %tz[%off] : $TO, !asctile.tensor<?x$OUT>`

// mKernel2D is the elementwise 2-D kernel over a rows x cols tensor in 8x64 tiles.
const mKernel2D = `module {
  func.func @mx(%x: memref<*x$IN, 22>, %y: memref<*x$IN, 22>, %z: memref<*x$OUT, 22>, %rows: i32, %cols: i32, %s: $IN) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*x$IN, 22>, !asctile.tensor<?x?x$IN>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*x$IN, 22>, !asctile.tensor<?x?x$IN>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*x$OUT, 22>, !asctile.tensor<?x?x$OUT>
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c8 = arith.constant $TR : i32
    %c64 = arith.constant $TC : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c8 : i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r0 = arith.muli %t, %c8 : i32
      scf.for %c = %c0i to %cols step %c64 : i32 {
        %pad = arith.constant $PAD : $IN
        %xl = asctile.load %tx[%r0, %c], %pad : !asctile.tensor<?x?x$IN>, $TI
        %yl = asctile.load %ty[%r0, %c], %pad : !asctile.tensor<?x?x$IN>, $TI
$BODY
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
`

const mStore2D = `        asctile.store %r, %tz[%r0, %c] : $TO, !asctile.tensor<?x?x$OUT>`

// mKernelRed1D reduces each $TN-element tile of x to one value, z[tile index].
const mKernelRed1D = `module {
  func.func @mx(%x: memref<*x$IN, 22>, %z: memref<*x$OUT, 22>, %n: i32, %m: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*x$IN, 22>, !asctile.tensor<?x$IN>
    %tz = asctile.tensor %z(%m) : memref<*x$OUT, 22>, !asctile.tensor<?x$OUT>
    %cT = arith.constant $TN : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %t = %bi to %m step %nbi : i32 {
      %off = arith.muli %t, %cT : i32
      %pad = arith.constant $PAD : $IN
      %xl = asctile.load %tx[%off], %pad : !asctile.tensor<?x$IN>, $TI
$BODY
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
`

// mKernelRed2D reduces $TRx$TC tiles of a rows x $TC tensor (row blocks dealt to the
// cores); the body stores the reduced tile of row block %t (first row %r0).
const mKernelRed2D = `module {
  func.func @mx(%x: memref<*x$IN, 22>, %z: memref<*x$OUT, 22>, %rows: i32, %m: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows) : memref<*x$IN, 22>, !asctile.tensor<?x$TCx$IN>
    %tz = asctile.tensor %z(%m) : memref<*x$OUT, 22>, !asctile.tensor<?x$OUT>
    %c0i = arith.constant 0 : i32
    %c8 = arith.constant $TR : i32
    %c64 = arith.constant $TC : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c8 : i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r0 = arith.muli %t, %c8 : i32
      %pad = arith.constant $PAD : $IN
      %xl = asctile.load %tx[%r0, %c0i], %pad : !asctile.tensor<?x$TCx$IN>, $TI
$BODY
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
`

// tileOf spells the tile type of a shape template for element type e.
func tileOf(tmpl string, e mType) string { return strings.ReplaceAll(tmpl, "$E", e.name) }

// mSource is the kernel text of c on shape sh.
func mSource(c *mCase, sh mShape) string {
	var k, store, tile string
	switch {
	case c.kind == mkRed1D:
		k, tile = mKernelRed1D, mTile1D
	case c.kind == mkRed2D:
		k, tile = mKernelRed2D, mTile2D
	case sh.rows > 0:
		k, store, tile = mKernel2D, mStore2D, mTile2D
	default:
		k, store, tile = mKernel1D, mStore1D, mTile1D
	}
	body := c.body
	if store != "" {
		body += "\n" + store
	}
	indent := "      "
	if sh.rows > 0 && c.kind == mkElem {
		indent = "        "
	}
	var lines []string
	for _, l := range strings.Split(body, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, indent+l)
		}
	}
	r := strings.NewReplacer(
		"$BODY", strings.Join(lines, "\n"),
		"$PAD", c.in.literal(c.pad),
	)
	src := r.Replace(k)
	src = strings.NewReplacer(
		"$TI", tileOf(tile, c.in), "$TO", tileOf(tile, c.out),
		"$IN", c.in.name, "$OUT", c.out.name,
	).Replace(src)
	return strings.NewReplacer("$TR", fmtInt(sh.tr), "$TC", fmtInt(sh.tc), "$TN", fmtInt(sh.tn)).Replace(src)
}
