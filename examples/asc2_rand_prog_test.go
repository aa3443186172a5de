package examples

import (
	"fmt"
	"math"
	"math/rand"
	"regexp"
	"strings"
)

// rProg is one random kernel: its text, launch and inputs (asc2_rand_test.go runs it).
type rProg struct {
	seed    int64
	src     string
	cores   int
	et, out string // input and output element types
	accEt   string // element type of the carried tile's output w ("" without)
	twoD    bool
	n       int // 1-D length
	rows    int // 2-D shape
	cols    int
	tn      int // 1-D tile length
	tr, tc  int // 2-D tile shape
	nIn     int
	scalar  *float64
	inputs  [][]float64
	ops     map[string]int
	form    string
	rowAcc  bool // 2-D: the carried tile is a column of row sums (tr x 1)
	mm      *rMatmul
	pre     string    // definitions before the loop over tiles
	atomic  string    // the AtomicKind the carried tile is combined with ("": stored per core)
	sizes   [3]string // the names the loops read n, rows and cols by (asctile.dim or the arguments)
}

// dims are the kernel's i32 size arguments.
func (p *rProg) dims() []int {
	switch {
	case p.mm != nil && p.mm.chain:
		return []int{p.mm.m, p.mm.k}
	case p.mm != nil:
		return []int{p.mm.m, p.mm.n, p.mm.k}
	case p.twoD:
		return []int{p.rows, p.cols}
	}
	return []int{p.n}
}

// wLen is the number of elements of the carried tile's output.
func (p *rProg) wLen() int {
	if p.atomic != "" && !p.twoD {
		return p.tn
	}
	if p.atomic != "" {
		return p.tr * map[bool]int{true: 1, false: p.tc}[p.rowAcc]
	}
	if p.twoD && p.rowAcc {
		return p.rows
	}
	if p.twoD {
		return p.rows * p.tc
	}
	return p.cores * p.tn
}

func (p *rProg) zLen() int {
	if p.mm != nil {
		return p.mm.m * p.mm.n
	}
	if p.twoD {
		return p.rows * p.cols
	}
	return p.n
}

var tile1D = []int{16, 32, 48, 64, 72, 100, 128, 200, 256, 512}
var tile2DCols = []int{8, 16, 24, 32, 40, 64, 100, 128}

// genProg draws kernel seed.
func genProg(seed int64) *rProg {
	r := rand.New(rand.NewSource(seed))
	switch r.Intn(30) {
	case 0, 1, 2, 3:
		return genMatmul(seed, r)
	case 4:
		if r.Intn(3) == 0 {
			return genChain(seed, r)
		}
		return genMatmul(seed, r)
	case 5:
		return genLong(seed, r)
	}
	p := &rProg{seed: seed, cores: 1 + r.Intn(8), nIn: 1 + r.Intn(3), twoD: r.Intn(2) == 0}
	ets := []string{"f32", "f32", "f16", "bf16", "i32", "i16"}
	p.et = ets[r.Intn(len(ets))]
	if p.twoD {
		p.tr = []int{1, 2, 4, 8}[r.Intn(4)]
		p.tc = tile2DCols[r.Intn(len(tile2DCols))]
		p.rows = 1 + r.Intn(4*p.tr*p.cores/2+2)
		p.cols = 1 + r.Intn(3*p.tc)
		if r.Intn(3) == 0 {
			p.cols = p.tc * (1 + r.Intn(3))
		}
	} else {
		p.tn = tile1D[r.Intn(len(tile1D))]
		p.n = 1 + r.Intn(4*p.tn*p.cores/2+p.tn)
		if r.Intn(3) == 0 {
			p.n = p.tn * (1 + r.Intn(2*p.cores))
		}
	}
	g := &gen{r: r, ops: map[string]int{}}
	if r.Intn(2) == 0 {
		v := typeOf(p.et).round(math.Round((r.Float64()*6-3)*4) / 4)
		p.scalar = &v
		g.scalar = &gVal{name: "%s", et: p.et, lo: v, hi: v}
	}
	p.src = p.kernel(g)
	p.ops = g.ops
	p.inputs = make([][]float64, p.nIn)
	rng := mRange{lo: -2, hi: 2}
	if !isFloat(p.et) {
		rng = mRange{lo: -50, hi: 50}
	}
	for i := range p.inputs {
		p.inputs[i] = typeOf(p.et).draw(r, p.zLen(), rng)
	}
	return p
}

// body generates the loop body: loads, a chain of 2-8 steps, the store and the carried
// tile's update. It returns the body text and the carried tile (nil without).
func (p *rProg) body(g *gen, offs string, inner string) (string, *gVal, *gVal) {
	saved := g.b
	g.b = strings.Builder{}
	g.ind = inner
	sh := []int{p.tn}
	tens := "!asctile.tensor<?x" + p.et + ">"
	if p.twoD {
		sh = []int{p.tr, p.tc}
		tens = "!asctile.tensor<?x?x" + p.et + ">"
	}
	padV := 0.0
	if g.r.Intn(3) == 0 {
		padV = float64(g.r.Intn(5)) - 2
	}
	g.line("%%pad = arith.constant %s : %s", gLit(p.et, typeOf(p.et).round(padV)), p.et)
	var pool []*gVal
	for i := 0; i < p.nIn; i++ {
		v := &gVal{name: fmt.Sprintf("%%l%d", i), et: p.et, shape: sh, lo: -2, hi: 2}
		if !isFloat(p.et) {
			v.lo, v.hi = -50, 50
		}
		v.lo, v.hi = math.Min(v.lo, padV), math.Max(v.hi, padV)
		g.line("%s = asctile.load %%tx%d[%s], %%pad : %s, %s", v.name, i, offs, tens, v.ty())
		pool = append(pool, v)
	}
	if g.r.Intn(3) == 0 {
		pool = append(pool, p.shiftedLoad(g, sh, tens, padV))
	}
	g.inEt, g.nIn, g.offs = p.et, p.nIn, offs
	g.iv, g.ivStep = "%off", p.tn
	if p.twoD {
		g.iv, g.ivStep = "%c", p.tc
	}
	if g.r.Intn(2) == 0 {
		pool = append(pool, p.outerValues(g, sh, tens, inner)...)
	}
	var acc *gVal
	if g.r.Intn(2) == 0 {
		acc = &gVal{name: "%acc", et: p.et, shape: sh}
		if !isFloat(p.et) && g.r.Intn(2) == 0 {
			acc.et = map[string]string{"i32": "f32", "i16": "f16"}[p.et]
		}
		acc.lo, acc.hi = -hiOf(acc.et)/2, hiOf(acc.et)/2
		if p.twoD && isFloat(acc.et) && g.r.Intn(3) == 0 {
			p.rowAcc = true
			acc.shape = []int{p.tr, 1}
		}
		if g.r.Intn(2) == 0 && acc.et == p.et && !p.rowAcc {
			pool = append(pool, acc)
		}
	}
	// The chain starts from the loads (the last values of the pool are the likeliest
	// operands of the first steps); the other values join as partners.
	base := len(pool)
	pool = append(pool[p.nIn:], pool[:p.nIn]...)
	depth := 2 + g.r.Intn(7)
	for i := 0; i < depth; i++ {
		pool = append(pool, g.step(pool))
	}
	res := g.gather(pool, base)
	p.out = res.et
	if res.et != p.et && g.r.Intn(2) == 0 {
		res = g.cast(g.tame(res, hiOf(p.et)), p.et)
		p.out = p.et
	}
	p.finishOut(g, res, pool, offs)
	var next *gVal
	if acc != nil {
		next = p.carry(g, acc, pool)
	}
	text := g.b.String()
	g.b = saved
	return text, acc, next
}

// shiftedLoad loads x0 (or x1) at the tile's offset plus 1..7 along the last dimension
// (a stencil's neighbour): a window that starts inside a 32-byte block of GM and, at the
// end, reaches past the tensor.
func (p *rProg) shiftedLoad(g *gen, sh []int, tens string, padV float64) *gVal {
	k, o := g.fresh("k"), g.fresh("k")
	g.line("%s = arith.constant %d : i32", k, 1+g.r.Intn(7))
	off := "%off"
	if p.twoD {
		off = "%c"
	}
	g.line("%s = arith.addi %s, %s : i32", o, off, k)
	if p.twoD {
		o = "%r0, " + o
	}
	v := &gVal{name: g.fresh("l"), et: p.et, shape: sh, lo: -2, hi: 2}
	if !isFloat(p.et) {
		v.lo, v.hi = -50, 50
	}
	v.lo, v.hi = math.Min(v.lo, padV), math.Max(v.hi, padV)
	g.line("%s = asctile.load %%tx%d[%s], %%pad : %s, %s", v.name, g.r.Intn(p.nIn), o, tens, v.ty())
	g.ops["shifted load"]++
	return v
}

// outerValues defines tiles before the loop over tiles (before the inner loop in 2-D),
// which every iteration then reads: a constant, a splat of the scalar argument, the first
// tile of x0 (of the row block in 2-D), loaded once.
func (p *rProg) outerValues(g *gen, sh []int, tens, inner string) []*gVal {
	saved, ind := g.b, g.ind
	g.b = strings.Builder{}
	g.ind = inner[:len(inner)-2]
	var vs []*gVal
	for i := 0; i < 1+g.r.Intn(2); i++ {
		switch g.r.Intn(3) {
		case 0:
			vs = append(vs, g.constTile(p.et, sh, math.Round(g.r.Float64()*6-3)))
		case 1:
			if g.scalar == nil {
				continue
			}
			v := &gVal{name: g.fresh("o"), et: p.et, shape: sh, lo: g.scalar.lo, hi: g.scalar.hi}
			g.line("%s = asctile.splat %%s : %s", v.name, v.ty())
			g.ops["asctile.splat"]++
			vs = append(vs, v)
		default:
			v := &gVal{name: g.fresh("o"), et: p.et, shape: sh, lo: -2, hi: 2}
			if !isFloat(p.et) {
				v.lo, v.hi = -50, 50
			}
			off := "%c0i"
			if p.twoD {
				off = "%r0, %c0i"
			}
			pad := g.constScalar(p.et, 1)
			v.lo, v.hi = math.Min(v.lo, 1), math.Max(v.hi, 1)
			g.line("%s = asctile.load %%tx0[%s], %s : %s, %s", v.name, off, pad.name, tens, v.ty())
			vs = append(vs, v)
		}
	}
	p.pre = g.b.String()
	g.b, g.ind = saved, ind
	return vs
}

// carry updates the carried tile with a value of the chain: a max, or a sum of a tamed
// value (small enough for every trip of the loop).
func (p *rProg) carry(g *gen, acc *gVal, pool []*gVal) *gVal {
	if p.rowAcc {
		return p.carryRows(g, acc, pool)
	}
	var v *gVal
	for i := len(pool) - 1; i >= 0; i-- {
		if pool[i] != acc && sameShape(pool[i].shape, acc.shape) && pool[i].et == acc.et {
			v = pool[i]
			break
		}
	}
	if v == nil {
		v = pool[len(pool)-1]
		v = g.cast(g.tame(v, hiOf(acc.et)), acc.et)
	}
	trips := 8 * (p.zLen()/max(1, numel(v.shape)) + 1)
	lim := math.Floor(hiOf(acc.et) / 2 / float64(trips))
	if isFloat(acc.et) {
		lim = hiOf(acc.et) / 2 / float64(trips)
	}
	if g.r.Intn(2) == 0 || lim < 1 {
		v = g.tame(v, hiOf(acc.et)/2)
		name := "arith.maximumf"
		if !isFloat(acc.et) {
			name = "arith.maxsi"
		}
		return g.op2(name, acc, v, 0, 0)
	}
	v = g.tame(v, lim)
	name := "arith.addf"
	if !isFloat(acc.et) {
		name = "arith.addi"
	}
	return g.op2(name, acc, v, 0, 0)
}

// carryRows adds the row sums (or maxima) of a chain value to the carried tr x 1 tile:
// a reduction carried across the column tiles of a row block.
func (p *rProg) carryRows(g *gen, acc *gVal, pool []*gVal) *gVal {
	v := pool[len(pool)-1]
	for i := len(pool) - 1; i >= 0; i-- {
		if pool[i].et == acc.et && len(pool[i].shape) == 2 {
			v = pool[i]
			break
		}
	}
	trips := p.cols/p.tc + 2
	lim := hiOf(acc.et) / 2 / float64(trips*p.tc)
	if v.et != acc.et {
		v = g.cast(g.tame(v, lim), acc.et)
	}
	v = g.tame(v, lim)
	kind := g.pick([]string{"sum", "max"})
	r := &gVal{name: g.fresh("r"), et: acc.et, shape: acc.shape}
	g.line("%s = asctile.reduce <%s> %s {dims = [1 : i32]} : %s, %s", r.name, kind, v.name, v.ty(), r.ty())
	g.ops["asctile.reduce"]++
	if kind == "max" {
		return g.op2("arith.maximumf", acc, r, 0, 0)
	}
	return g.op2("arith.addf", acc, r, 0, 0)
}

// kernel assembles the whole kernel text around the generated body.
func (p *rProg) kernel(g *gen) string {
	var h strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&h, f+"\n", a...) }
	// Unrolling copies every tile buffer of the body (main loop and epilogue): only
	// small tiles are unrolled, so that the kernel fits the 910B's UB.
	unroll := []int{1, 1, 1, 2, 4}[g.r.Intn(5)]
	tileBytes := p.tn * 4
	if p.twoD {
		tileBytes = p.tr * p.tc * 4
	}
	if tileBytes > 1024 {
		unroll = 1
	}
	chunked := !p.twoD && g.r.Intn(2) == 0
	var body string
	var acc, next *gVal
	if p.twoD {
		body, acc, next = p.body(g, "%r0, %c", "        ")
	} else {
		body, acc, next = p.body(g, "%off", "      ")
	}
	dims, q := "%n", "?"
	if p.twoD {
		dims, q = "%rows, %cols", "?x?"
	}
	var params []string
	for i := 0; i < p.nIn; i++ {
		params = append(params, fmt.Sprintf("%%x%d: memref<*x%s, 22>", i, p.et))
	}
	params = append(params, fmt.Sprintf("%%z: memref<*x%s, 22>", p.out))
	if acc != nil {
		p.accEt = acc.et
		params = append(params, fmt.Sprintf("%%w: memref<*x%s, 22>", acc.et))
	}
	if p.twoD {
		params = append(params, "%rows: i32", "%cols: i32")
	} else {
		params = append(params, "%n: i32")
	}
	if p.scalar != nil {
		params = append(params, "%s: "+p.et)
	}
	w("module {")
	w("  func.func @rk(%s) attributes {ascendc.global} {", strings.Join(params, ", "))
	for i := 0; i < p.nIn; i++ {
		w("    %%tx%d = asctile.tensor %%x%d(%s) : memref<*x%s, 22>, !asctile.tensor<%sx%s>", i, i, dims, p.et, q, p.et)
	}
	w("    %%tz = asctile.tensor %%z(%s) : memref<*x%s, 22>, !asctile.tensor<%sx%s>", dims, p.out, q, p.out)
	p.sizes = [3]string{"%n", "%rows", "%cols"}
	if g.r.Intn(3) == 0 {
		// The sizes read back from the tensors (canonicalize folds them to the operands).
		p.sizes = [3]string{"%dn", "%dr", "%dc"}
		if p.twoD {
			w("    %%dr = asctile.dim %%tx0, 0 : !asctile.tensor<?x?x%s>", p.et)
			w("    %%dc = asctile.dim %%tz, 1 : !asctile.tensor<?x?x%s>", p.out)
		} else {
			w("    %%dn = asctile.dim %%tx0, 0 : !asctile.tensor<?x%s>", p.et)
		}
		g.ops["asctile.dim"]++
	}
	if acc != nil && g.r.Intn(2) == 0 {
		p.atomic = g.pick([]string{"Add", "Add", "Max", "Min"})
		g.ops["asctile.atomic_rmw"]++
	}
	w("    %%c0i = arith.constant 0 : i32")
	w("    %%bid = ascendc.get_block_idx : i64")
	w("    %%bi = arith.trunci %%bid : i64 to i32")
	w("    %%nb = ascendc.get_block_num : i64")
	w("    %%nbi = arith.trunci %%nb : i64 to i32")
	iter, yield, res := "", "", ""
	if acc != nil {
		w("    %%acc0 = arith.constant dense<%s> : %s", gLit(acc.et, 0), acc.ty())
		iter = fmt.Sprintf(" iter_args(%%acc = %%acc0) -> (%s)", acc.ty())
		yield = fmt.Sprintf("scf.yield %s : %s", next.name, acc.ty())
		res = "%res = "
	}
	lp := &kLoop{w: w, h: &h, body: body, iter: iter, yield: yield, res: res, acc: acc, unroll: unroll}
	if p.twoD {
		p.loop2D(lp)
	} else {
		p.loop1D(lp, chunked)
	}
	w("    return")
	w("  }")
	w("}")
	return h.String()
}

// gather gives the chain's result: the last value, with up to three values of the chain
// that nothing uses added to it (cast to its type first), so that most of the chain
// reaches the output instead of being erased as dead code.
func (g *gen) gather(pool []*gVal, nIn int) *gVal {
	res := pool[len(pool)-1]
	text := g.b.String()
	added := 0
	for _, v := range pool[nIn : len(pool)-1] {
		if added == 3 || v.name == "%acc" || !sameShape(v.shape, res.shape) || (!isFloat(res.et) && isFloat(v.et)) {
			continue
		}
		if len(regexp.MustCompile(regexp.QuoteMeta(v.name)+`\b`).FindAllStringIndex(text, -1)) > 1 {
			continue
		}
		lim := hiOf(res.et) / 4
		if v.et != res.et {
			v = g.cast(g.tame(v, lim), res.et)
		}
		a, b := g.tame(res, lim), g.tame(v, lim)
		name := "arith.addf"
		if !isFloat(res.et) {
			name = "arith.addi"
		}
		res = g.op2(name, a, b, a.lo+b.lo, a.hi+b.hi)
		added++
	}
	return res
}

// kLoop is what the loop emitters of kernel need: the writer, the body text and the
// carried tile's pieces.
type kLoop struct {
	w                      func(string, ...any)
	h                      *strings.Builder
	body, iter, yield, res string
	acc                    *gVal
	unroll                 int
}

// loop2D emits the row-block loop and the column loop over the tiles.
func (p *rProg) loop2D(lp *kLoop) {
	w, h, body, iter, yield, res, acc, unroll := lp.w, lp.h, lp.body, lp.iter, lp.yield, lp.res, lp.acc, lp.unroll
	p.form = "2d"
	w("    %%cR = arith.constant %d : i32", p.tr)
	w("    %%cC = arith.constant %d : i32", p.tc)
	w("    %%rt = arith.ceildivsi %s, %%cR : i32", p.sizes[1])
	if acc != nil {
		wc := "%cC"
		if p.rowAcc {
			w("    %%c1i = arith.constant 1 : i32")
			wc = "%c1i"
		}
		wr := "%rows"
		if p.atomic != "" {
			wr = "%cR"
		}
		w("    %%tw = asctile.tensor %%w(%s, %s) : memref<*x%s, 22>, !asctile.tensor<?x?x%s>", wr, wc, acc.et, acc.et)
	}
	w("    scf.for %%t = %%bi to %%rt step %%nbi : i32 {")
	w("      %%r0 = arith.muli %%t, %%cR : i32")
	h.WriteString(p.pre)
	w("      %sscf.for %%c = %%c0i to %s step %%cC%s : i32 {", res, p.sizes[2], iter)
	h.WriteString(body)
	if yield != "" {
		w("        %s", yield)
	}
	w("      } {asctile.unroll_factor = %d : index}", unroll)
	if acc != nil {
		if p.atomic != "" {
			v := p.signedZero(w, "      ", acc)
			w("      asctile.atomic_rmw<%s> %s, %%tw[%%c0i, %%c0i] : %s, !asctile.tensor<?x?x%s>", p.atomic, v, acc.ty(), acc.et)
		} else {
			w("      asctile.store %%res, %%tw[%%r0, %%c0i] : %s, !asctile.tensor<?x?x%s>", acc.ty(), acc.et)
		}
	}
	w("    } {asctile.unroll_factor = 1 : index}")
}

// loop1D emits the loop over 1-D tiles, grid-stride or over the core's chunk.
func (p *rProg) loop1D(lp *kLoop, chunked bool) {
	w, h, body, iter, yield, res, acc, unroll := lp.w, lp.h, lp.body, lp.iter, lp.yield, lp.res, lp.acc, lp.unroll
	w("    %%cT = arith.constant %d : i32", p.tn)
	lb, ub, step := "%first", p.sizes[0], "%step"
	if chunked {
		p.form = "1d-chunk"
		w("    %%tiles = arith.ceildivsi %s, %%cT : i32", p.sizes[0])
		w("    %%pt = arith.ceildivsi %%tiles, %%nbi : i32")
		w("    %%chunk = arith.muli %%pt, %%cT : i32")
		w("    %%cs0 = arith.muli %%bi, %%chunk : i32")
		w("    %%cs1a = arith.addi %%cs0, %%chunk : i32")
		w("    %%cs1 = arith.minsi %%cs1a, %s : i32", p.sizes[0])
		lb, ub, step = "%cs0", "%cs1", "%cT"
	} else {
		p.form = "1d-grid"
		w("    %%first = arith.muli %%bi, %%cT : i32")
		w("    %%step = arith.muli %%nbi, %%cT : i32")
	}
	if acc != nil {
		wn := "%cT"
		if p.atomic == "" {
			wn = "%wn"
			w("    %%wn = arith.muli %%nbi, %%cT : i32")
		}
		w("    %%tw = asctile.tensor %%w(%s) : memref<*x%s, 22>, !asctile.tensor<?x%s>", wn, acc.et, acc.et)
	}
	h.WriteString(p.pre)
	w("    %sscf.for %%off = %s to %s step %s%s : i32 {", res, lb, ub, step, iter)
	h.WriteString(body)
	if yield != "" {
		w("      %s", yield)
	}
	w("    } {asctile.unroll_factor = %d : index}", unroll)
	if acc != nil {
		if p.atomic != "" {
			v := p.signedZero(w, "    ", acc)
			w("    asctile.atomic_rmw<%s> %s, %%tw[%%c0i] : %s, !asctile.tensor<?x%s>", p.atomic, v, acc.ty(), acc.et)
		} else {
			w("    %%wo = arith.muli %%bi, %%cT : i32")
			w("    asctile.store %%res, %%tw[%%wo] : %s, !asctile.tensor<?x%s>", acc.ty(), acc.et)
		}
	}
}

// signedZero gives the carried tile to combine atomically: for a float max or min, the
// tile plus +0 (which turns -0 into +0), since which zero an atomic max or min of +0 and
// -0 keeps is not documented (asc-sim refuses to guess) and the output starts at +0.
func (p *rProg) signedZero(w func(string, ...any), ind string, acc *gVal) string {
	if p.atomic == "Add" || !isFloat(acc.et) {
		return "%res"
	}
	w(ind+"%%z0 = arith.constant %s : %s", gLit(acc.et, 0), acc.et)
	w(ind+"%%resz = asctile.adds %%res, %%z0 : %s", acc.ty())
	return "%resz"
}
