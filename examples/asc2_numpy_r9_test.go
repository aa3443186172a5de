package examples

import (
	"os"
	"strings"
)

// r9Opts are the pipeline settings the round-9 kernels are checked under besides the
// default (withR9Opts): UB reuse, static allocation forced on (a change on 910B1) and off
// (a change on the 950, whose default it is), densified loads and stores, UB reuse across
// the kernel's inputs and outputs (which defers the unrolling), and vector-function fusion.
var r9Opts = []string{"reuse-ub=true", "static-alloc=true", "static-alloc=false", "densify-load-store=true",
	"reuse-ub=true reuse-ub-in-out=true", "vf-fusion=true"}

// withR9Opts is cases followed by variants of them under r9Opts (named case/option):
// ASC_NUMPY_R9_OPTS=all runs each case under each setting, =rotate case i under setting
// i mod len(r9Opts) (every setting, a fraction of the time); by default none run, to
// keep the package's run short (numpyR9 names the variants that found round 9's bugs).
func withR9Opts(cases []npCase) []npCase {
	out := append([]npCase{}, cases...)
	mode := os.Getenv("ASC_NUMPY_R9_OPTS")
	for i, c := range cases {
		for j, o := range r9Opts {
			if mode != "all" && (mode != "rotate" || j != i%len(r9Opts)) {
				continue
			}
			out = append(out, r9Variant(c, o))
		}
	}
	return out
}

// r9Variant is c under the pipeline option o, named case/option.
func r9Variant(c npCase, o string) npCase {
	v := c
	v.name, v.kernel, v.opts = c.name+"/"+strings.NewReplacer("=", "-", " ", "+").Replace(o), c.kernelName(), o
	if o == "vf-fusion=true" {
		v.soc = "Ascend950PR_9599" // the pipeline refuses vf-fusion on c220
	}
	return v
}

// numpyR9 are round 9's kernels (asc2/r9_*), written for the cells of docs/asc2-coverage.md
// that no earlier example filled, through the three commands against numpy.
var numpyR9 = append(withR9Opts([]npCase{
	{name: "r9_ew_modes_f32", entry: "ew_kernel", grid: 3, py: r9EwModes("f32")},
	{name: "r9_ew_modes_f16", entry: "ew_kernel", grid: 3, py: r9EwModes("f16")},
	{name: "r9_ew_modes_bf16", entry: "ew_kernel", grid: 3, py: r9EwModes("bf16")},
	{name: "r9_int_ops_i32", entry: "int_kernel", grid: 3, py: r9IntOps("i32", "i16")},
	{name: "r9_int_ops_i16", entry: "int_kernel", grid: 3, py: r9IntOps("i16", "i32")},
	{name: "r9_reduce_forms_f32", entry: "red_kernel", grid: 3, py: r9Reduce("f32")},
	{name: "r9_reduce_forms_f16", entry: "red_kernel", grid: 3, py: r9Reduce("f16")},
	{name: "r9_reduce_forms_bf16", entry: "red_kernel", grid: 3, py: r9Reduce("bf16")},
	{name: "r9_reduce_flip_f32", entry: "red_kernel", grid: 3, py: r9ReduceFlip("f32")},
	{name: "r9_reduce_flip_f16", entry: "red_kernel", grid: 3, py: r9ReduceFlip("f16")},
	{name: "r9_reduce_flip_bf16", entry: "red_kernel", grid: 3, py: r9ReduceFlip("bf16")},
	{name: "r9_mask_forms_f32", entry: "mask_kernel", grid: 3, py: r9Mask("f32")},
	{name: "r9_mask_forms_f16", entry: "mask_kernel", grid: 3, py: r9Mask("f16")},
	{name: "r9_mask_forms_bf16", entry: "mask_kernel", grid: 3, py: r9Mask("bf16")},
	{name: "r9_mask_forms_i32", entry: "mask_kernel", grid: 3, py: r9Mask("i32")},
	{name: "r9_mask_forms_i16", entry: "mask_kernel", grid: 3, py: r9Mask("i16")},
	{name: "r9_carry_f16", entry: "carry_kernel", grid: 3, py: r9Carry("f16")},
	{name: "r9_carry_bf16", entry: "carry_kernel", grid: 3, py: r9Carry("bf16")},
	{name: "r9_gm_forms_f32", entry: "gm_kernel", grid: 4, py: r9GM("f32")},
	{name: "r9_gm_forms_f16", entry: "gm_kernel", grid: 4, py: r9GM("f16")},
	{name: "r9_gm_forms_bf16", entry: "gm_kernel", grid: 4, py: r9GM("bf16")},
	{name: "r9_gm_forms_i32", entry: "gm_kernel", grid: 4, py: r9GM("i32")},
	{name: "r9_gm_forms_i16", entry: "gm_kernel", grid: 4, py: r9GM("i16")},
	{name: "r9_norm_forms_f32", entry: "norm_kernel", grid: 4, py: r9Norm("f32")},
	{name: "r9_norm_forms_f16", entry: "norm_kernel", grid: 4, py: r9Norm("f16")},
	{name: "r9_norm_forms_bf16", entry: "norm_kernel", grid: 4, py: r9Norm("bf16")},
	{name: "r9_const_forms_f32", entry: "const_kernel", grid: 3, py: r9Const("f32")},
	{name: "r9_const_forms_f16", entry: "const_kernel", grid: 3, py: r9Const("f16")},
	{name: "r9_const_forms_bf16", entry: "const_kernel", grid: 3, py: r9Const("bf16")},
	{name: "r9_const_forms_i32", entry: "const_kernel", grid: 3, py: r9Const("i32")},
	{name: "r9_const_forms_i16", entry: "const_kernel", grid: 3, py: r9Const("i16")},
	{name: "r9_cast_pairs", entry: "cast_kernel", grid: 2, py: r9CastPairs},
	{name: "r9_int_cmp2d_i32", entry: "icmp_kernel", grid: 4, py: r9IntCmp("i32")},
	{name: "r9_int_cmp2d_i16", entry: "icmp_kernel", grid: 4, py: r9IntCmp("i16")},
	{name: "r9_while_concat_f16", entry: "wc_kernel", grid: 2, py: r9WhileConcat("f16")},
	{name: "r9_while_concat_bf16", entry: "wc_kernel", grid: 2, py: r9WhileConcat("bf16")},
	{name: "r9_tile3d_f16", entry: "t3_kernel", grid: 2, py: r9Tile3d("f16")},
	{name: "r9_tile3d_bf16", entry: "t3_kernel", grid: 2, py: r9Tile3d("bf16")},
	{name: "r9_int_flow_i32", entry: "iflow_kernel", grid: 2, py: r9IntFlow("i32")},
	{name: "r9_int_flow_i16", entry: "iflow_kernel", grid: 2, py: r9IntFlow("i16")},
}),
	// The insert-sync fixes of round 9: SoftMax's sum tensor in an output's queue buffer
	// (reuse-ub-in-out), and the unrolled column loop's epilogue run alone (192 columns,
	// fewer than one unrolled step) reading the hoisted constant tile.
	r9Variant(npCase{name: "r9_norm_forms_f32", entry: "norm_kernel", grid: 4, py: r9Norm("f32")},
		"reuse-ub=true reuse-ub-in-out=true"),
	r9Variant(npCase{name: "r9_epilogue_barrier", entry: "rk", grid: 7, py: r9EpilogueBarrier},
		"reuse-ub=true reuse-ub-in-out=true static-alloc=true"),
	npCase{name: "r9_epilogue_barrier", entry: "rk", grid: 7, py: r9EpilogueBarrier},
)

// r9EwModes is the numpy side of r9_ew_modes_<dt>: x and w on a grid of quarters in [-2, 2]
// (exact in every format, with many ties so that EQ, LE and GE see equal operands), s =
// 0.5 (a grid value too); n = 203 ends in a partial tile.
func r9EwModes(dt string) string {
	return strings.ReplaceAll(`
n, s = 203, 0.5
x = (rng.integers(-8, 9, n) / 4).astype(np.float32); w = (rng.integers(-8, 9, n) / 4).astype(np.float32)
xa, x = as_dt(x, "DT"); wa, w = as_dt(w, "DT")
IN(xa); IN(wa)
OUT("relu", "DT", np.maximum(x, 0), (0, 0)); OUT("rsub", "DT", s - x, (0, 0))
ops = {"LT": np.less, "GT": np.greater, "EQ": np.equal, "LE": np.less_equal, "GE": np.greater_equal, "NE": np.not_equal}
for m, f in ops.items():
    OUT("c" + m, "DT", np.where(f(x, w), x, w), (0, 0))
for m, f in ops.items():
    OUT("s" + m, "DT", np.where(f(np.float32(s), x), x, s), (0, 0))
S(n); S(s)`, "DT", dt)
}

// r9IntOps is the numpy side of r9_int_ops_<dt>: x in [-100, 100] with every 7th element k,
// w in [1, 100] equal to x in every 5th place where x is positive (ties for GE and NE), so
// that products, shifts and casts stay inside 16 bits; n = 203 ends in a partial tile, and
// the broadcast and concat references work on the padded tiles (pad 0) as the kernel does.
func r9IntOps(dt, other string) string {
	return strings.NewReplacer("DT", dt, "OTHER", other).Replace(`
n, k = 203, 7
I = {"i16": np.int16, "i32": np.int32}
x = rng.integers(-100, 101, n); x[::7] = k
w = rng.integers(1, 101, n); pos = (np.arange(n) % 5 == 0) & (x > 0); w[pos] = x[pos]
IN(x.astype(I["DT"])); IN(w.astype(I["DT"]))
ex = lambda name, ref, d="DT": OUT(name, d, ref, (0, 0))
ex("sub", k - x); ex("max", np.maximum(x, w)); ex("min", np.minimum(x, k)); ex("mul", x * w)
ex("relu", np.maximum(x, 0)); ex("shl", x << 2); ex("shr", x >> 1)
ex("sel", np.where(x >= w, x, w)); ex("sels", np.where(x != k, w, k))
ex("f32", x, "f32"); ex("cvt", x, "OTHER")
xp = np.zeros(256, np.int64); xp[:n] = x; wp = np.zeros(256, np.int64); wp[:n] = w
bc = np.concatenate([(xp[t:t + 64].reshape(4, 16) + wp[t:t + 16]).reshape(-1) for t in range(0, 256, 64)])
cat = np.concatenate([np.concatenate([wp[t + 32:t + 64], wp[t:t + 32]]) for t in range(0, 256, 64)])
ex("bc", bc[:n]); ex("cat", cat[:n])
S(n); S(k)`)
}

// r9Reduce is the numpy side of r9_reduce_forms_<dt> on a 13x19 x (a row tail and 5 pad
// columns in the 4x24 tiles): x on a grid of quarters in [-1, 1] and p of powers of two
// (+-0.5, 1, 2), so that every sum and product is exact in every format and the order of
// the hardware's reduction tree does not matter. The tile-wise references reduce the
// padded 16x24 arrays, pad columns included, as the kernel stores them.
func r9Reduce(dt string) string {
	return strings.ReplaceAll(`
R, C = 13, 19
xa, x = as_dt((rng.integers(-4, 5, (R, C)) / 4).astype(np.float32), "DT")
pa, p = as_dt((rng.choice([-2, -1, -0.5, 0.5, 1, 2], (R, C))).astype(np.float32), "DT")
IN(xa); IN(pa)
def padded(a, v):
    b = np.full((16, 24), v, np.float64); b[:R, :C] = a
    return b.reshape(4, 4, 24)
e = lambda name, ref: OUT(name, "DT", ref, (0, 0))
e("rmin", x.min(axis=1)); e("rmax", x.max(axis=1)); e("rsum", x.astype(np.float64).sum(axis=1))
e("rprod", p.astype(np.float64).prod(axis=1))
e("cmax", padded(x, -np.inf).max(axis=1)); e("csum", padded(x, 0).sum(axis=1))
e("cmin", padded(x, np.inf).min(axis=1))
e("asum", padded(x, 0).sum(axis=(1, 2))); e("amax", padded(x, -np.inf).max(axis=(1, 2)))
e("amin", padded(x, np.inf).min(axis=(1, 2)))
S(R); S(C)`, "DT", dt)
}

// r9ReduceFlip is the numpy side of r9_reduce_flip_<dt>: r9_reduce_forms_<dt>'s outputs
// (the same values: a kept and a squeezed result hold them in the same order) and the
// product over the first dim of each padded tile.
func r9ReduceFlip(dt string) string {
	return strings.Replace(r9Reduce(dt), "\nS(R); S(C)", "\ne(\"cprod\", padded(p, 1).prod(axis=1))\nS(R); S(C)", 1)
}

// r9Mask is the numpy side of r9_mask_forms_<dt>: a lane of a 256-byte repeat (64 lanes of
// 32-bit elements, 128 of 16-bit ones) is computed when its index is below k (count_mask) or
// its bit of (hi, lo) is set (bitwise_mask, lo holding lanes 0-63), and holds fill otherwise,
// every op of a region writing fill into the lanes it does not compute. Values on a grid of
// quarters (integers for the integer types) keep every result exact but bf16's products,
// rounded once per op.
func r9Mask(dt string) string {
	return strings.ReplaceAll(`
n, k, hi, lo = 700, 37, 0x3333CCCC00FF0FF0, 0x0F0F3C3C5555AAAA
isint = "DT" in ("i32", "i16")
lanes = 64 if "DT" in ("f32", "i32") else 128
if isint:
    fill = -3
    x = rng.integers(-50, 51, n); w = rng.integers(-50, 51, n)
    xa, wa = x.astype(np.dtype("DT".replace("i", "int"))), w.astype(np.dtype("DT".replace("i", "int")))
else:
    fill = -2.75
    xa, x = as_dt((rng.integers(-16, 17, n) / 4).astype(np.float32), "DT")
    wa, w = as_dt((rng.integers(-16, 17, n) / 4).astype(np.float32), "DT")
    x, w = x.astype(np.float64), w.astype(np.float64)
IN(xa); IN(wa)
j = np.arange(n) % 256 % lanes
cm = j < k
bm = np.where(j < 64, (lo >> np.minimum(j, 63)) & 1, (hi >> np.maximum(j - 64, 0)) & 1) == 1
e = lambda name, m, ref: OUT(name, "DT", np.where(m, ref, fill), (0, 0))
rd = bf16 if "DT" == "bf16" else (lambda v: v)  # bf16 products of quarters need rounding
e("cm", cm, x + w); e("cm2", cm, rd(rd(x + w) * w)); e("bm", bm, np.maximum(x, w)); e("bm2", bm, np.maximum(x, w) - w)
S(n); S(k); S(hi); S(lo); S(fill)`, "DT", dt)
}

// r9Carry is the numpy side of r9_carry_<dt> on a 7x150 x of quarters in [-1, 1] (exact
// sums): 4 bands of 2 rows (the last with a pad row) and 5 column tiles (an odd count for
// the unrolled loop's epilogue, the last 22 wide).
func r9Carry(dt string) string {
	return strings.ReplaceAll(`
R, C = 7, 150
xa, x = as_dt((rng.integers(-4, 5, (R, C)) / 4).astype(np.float32), "DT")
IN(xa)
y = np.zeros((8, 32)); z = np.zeros((8, 32))
for b in range(4):
    blk0 = np.zeros((2, 160)); blkn = np.full((2, 160), -np.inf)
    rr = x[2 * b:2 * b + 2]
    blk0[:rr.shape[0], :C] = rr; blkn[:rr.shape[0], :C] = rr
    s = blk0.reshape(2, 5, 32).sum(axis=1); m = blkn.reshape(2, 5, 32).max(axis=1)
    y[2 * b:2 * b + 2], z[2 * b:2 * b + 2] = (s * 0.5, m) if b % 2 == 0 else (m - s, s)
OUT("y", "DT", y[:R], (0, 0)); OUT("z", "DT", z[:R], (0, 0))
S(R); S(C)`, "DT", dt)
}

// r9GM is the numpy side of r9_gm_forms_<dt> on n = 700 (11 tiles over 4 cores): the
// atomic window starts zero-filled (asc-sim's out buffers), so it ends with the sum of
// the padded tiles plus 11 g[0], and the max (min) of 0 and every padded tile. Quarters in
// [-2, 2] (integers in [-50, 50]) keep the sums exact in any order.
func r9GM(dt string) string {
	return strings.ReplaceAll(`
n, T = 700, 11
if "DT" in ("i32", "i16"):
    x = rng.integers(-50, 51, n); g = np.array([3, -2, 0, 0])
    xa, ga = x.astype(np.dtype("DT".replace("i", "int"))), g.astype(np.dtype("DT".replace("i", "int")))
else:
    xa, x = as_dt((rng.integers(-8, 9, n) / 4).astype(np.float32), "DT")
    ga, g = as_dt(np.array([0.5, -1.5, 0, 0], np.float32), "DT")
    x, g = x.astype(np.float64), g.astype(np.float64)
IN(xa); IN(ga)
xp = np.zeros(T * 64); xp[:n] = x; xt = xp.reshape(T, 64)
e = lambda name, ref: OUT(name, "DT", ref, (0, 0))
e("acc", xt.sum(axis=0) + T * g[0]); e("amax", np.maximum(xt.max(axis=0), 0)); e("amin", np.minimum(xt.min(axis=0), 0))
e("sv", xt[:, 0] * g[1] + g[0])
S(n)`, "DT", dt)
}

// r9Norm is the numpy side of r9_norm_forms_<dt> on 9 rows of 64 quarters in [-1, 2] (row
// sums far from 0): rms_norm and softmax of each row, and the arith on the row's max, sum
// and min, exact where the result is a grid value (sub, max, min) and within the output
// type's tolerance where it rounds (the library ops, x / sum, x * sum).
func r9Norm(dt string) string {
	return strings.ReplaceAll(`
R, eps = 9, 1e-5
xa, x = as_dt((rng.integers(-4, 9, (R, 64)) / 4).astype(np.float32), "DT")
ga, g = as_dt(uniform(64, 0.5, 1.5), "DT")
IN(xa); IN(ga)
x = x.astype(np.float64); g = g.astype(np.float64)
epsv = eps if "DT" == "f32" else float(as_dt(np.array([eps], np.float32), "DT")[1][0])
OUT("rms", "DT", x / np.sqrt((x * x).mean(axis=1, keepdims=True) + epsv) * g)
OUT("sm", "DT", softmax_rows(x))
mx, tot, mn = x.max(axis=1, keepdims=True), x.sum(axis=1, keepdims=True), x.min(axis=1, keepdims=True)
OUT("sub", "DT", x - mx, (0, 0)); OUT("div", "DT", x / tot); OUT("max", "DT", np.maximum(x, mn), (0, 0))
OUT("min", "DT", np.minimum(x, mx * 0.5), (0, 0)); OUT("mul", "DT", tot * x)
S(R); S(eps)`, "DT", dt)
}

// r9Const is the numpy side of r9_const_forms_<dt> (n = 203): the kernel's constants are
// k_i = ((7i mod 23) - 11) * 0.1 (* 3 for integers), 0.1 (3), 0.25 (5), -3 (-7) and the mask
// bits (5i mod 7) < 3, each rounded to the element type as the parser does.
func r9Const(dt string) string {
	return strings.ReplaceAll(`
n = 203
i = np.arange(64)
isint = "DT" in ("i32", "i16")
if isint:
    x = rng.integers(-50, 51, n); w = rng.integers(-50, 51, n)
    k = ((i * 7) % 23 - 11) * 3; c, ca, cb = 3, 5, -7
    IN(x.astype(np.dtype("DT".replace("i", "int")))); IN(w.astype(np.dtype("DT".replace("i", "int"))))
    tol = (0, 0)
else:
    xa, x = draw(c, n, "DT", -2, 2); wa, w = draw(c, n, "DT", -2, 2)
    x, w = x.astype(np.float64), w.astype(np.float64)
    dec = np.array([float("%.6e" % v) for v in ((i * 7) % 23 - 11) * 0.1], np.float32)  # as printed
    k = as_dt(dec, "DT")[1].astype(np.float64)
    c = float(as_dt(np.array([0.1], np.float32), "DT")[1][0]); ca, cb = 0.25, -3.0
    IN(xa); IN(wa)
    tol = None
kk = np.tile(k, 4)[:n]; bits = np.tile((i * 5) % 7 < 3, 4)[:n]; even = (np.arange(n) // 64) % 2 == 0
OUT("cadd", "DT", x + kk, tol); OUT("cmul", "DT", x * c, tol)
OUT("csel", "DT", np.where(x < w, ca, cb), (0, 0)); OUT("wsel", "DT", np.where(x < w, x, kk), (0, 0))
OUT("msel", "DT", np.where(bits, x, w), (0, 0))
OUT("ifm", "DT", np.where(np.where(even, x < w, x > w), x, w), (0, 0))
S(n)`, "DT", dt)
}

// r9CastPairs is the numpy side of r9_cast_pairs (n = 200): inputs that reach every
// integer type's bounds from every side (fractions of both signs, values just inside and
// outside i8 and i16), with the semantics docs/pyasc.md section 5 gives the routed casts:
// float -> integer truncates toward zero and saturates, integer narrowing saturates, float
// narrowing rounds to nearest even once (i32 -> bf16 through f32, as the route goes).
// Values stay inside f16's range wherever f16 is the target.
const r9CastPairs = `
n = 200
TS = ["f32", "f16", "bf16", "i32", "i16", "i8"]
LIM = {"i32": (-2**31, 2**31 - 1), "i16": (-32768, 32767), "i8": (-128, 127)}
NP = {"i32": np.int32, "i16": np.int16, "i8": np.int8}
def fin(v, sp):
    v = np.asarray(v, np.float64).copy(); v[:len(sp)] = sp; return v
xf = fin(rng.uniform(-130, 130, n), [-0.5, 0.5, -1.5, 2.5, -2.5, 127.9, -128.9, 128.2, -129.7, 40000.7, -40000.7, 32767.5, -32768.5, 1e-3])
xh = fin(rng.uniform(-300, 300, n), [127.5, -128.5, 200, -200, 0.5, -0.75, 2049, -2051])
xb = fin(rng.uniform(-300, 300, n), [40000, -40000, 127.5, -129, 0.5, -1.5])
xi = fin(rng.integers(-65000, 65001, n), [127, 128, -128, -129, 32767, 32768, -32768, -32769, 2049, 4097, -4099])
xs = fin(rng.integers(-32768, 32768, n), [-32768, 32767, 127, 128, -128, -129, 2049, -4097])
xc = fin(rng.integers(-128, 128, n), [-128, 127, 0, -1])
a, vals = {}, {}
a["f32"] = xf.astype(np.float32); vals["f32"] = a["f32"].astype(np.float64)
a["f16"] = xh.astype(np.float16); vals["f16"] = a["f16"].astype(np.float64)
a["bf16"] = bf16_bits(xb.astype(np.float32)); vals["bf16"] = bf16_vals(a["bf16"]).astype(np.float64)
for t, v in (("i32", xi), ("i16", xs), ("i8", xc)):
    a[t] = v.astype(NP[t]); vals[t] = v
for t in TS:
    IN(a[t])
def conv(v, d):
    if d in LIM:
        return np.clip(np.trunc(v), *LIM[d])
    f = v.astype(np.float32)
    return f.astype(np.float16) if d == "f16" else (bf16(f) if d == "bf16" else f)
for s_ in TS:
    for d in TS:
        if s_ != d:
            OUT(s_ + "_" + d, d, conv(vals[s_], d), (0, 0))
S(n)`

// r9IntCmp is the numpy side of r9_int_cmp2d_<dt> on an 11x40 x and w in [-20, 20] (many
// ties), k = 3: 3x3 tiles of 4x16 with a row tail and an 8-wide last column, and the
// per-band max over the column tiles padded with -30000.
func r9IntCmp(dt string) string {
	return strings.ReplaceAll(`
R, C, k = 11, 40, 3
x = rng.integers(-20, 21, (R, C)); w = rng.integers(-20, 21, (R, C))
IN(x.astype(np.dtype("DT".replace("i", "int")))); IN(w.astype(np.dtype("DT".replace("i", "int"))))
ops = {"LT": np.less, "GT": np.greater, "EQ": np.equal, "LE": np.less_equal, "GE": np.greater_equal, "NE": np.not_equal}
for m, f in ops.items():
    OUT("c" + m, "DT", np.where(f(x, w), x, w), (0, 0))
for m, f in ops.items():
    OUT("s" + m, "DT", np.where(f(k, x), x, k), (0, 0))
xp = np.full((R, 48), -30000); xp[:, :C] = x
OUT("cm", "DT", xp.reshape(R, 3, 16).max(axis=1), (0, 0))
S(R); S(C); S(k)`, "DT", dt)
}

// r9WhileConcat is the numpy side of r9_while_concat_<dt> on n = 300 (3 tiles of 128, the
// last with 44 elements): quarters in [-4, 4] scaled per tile (1, 1/8, 3) so that the
// halving loop runs a different number of times in each; thr = 0.3 rounded to dt.
func r9WhileConcat(dt string) string {
	return strings.ReplaceAll(`
n = 300
q = (rng.integers(-16, 17, n) / 4) * np.repeat([1, 0.125, 3], 128)[:n]
xa, x = as_dt(q.astype(np.float32), "DT")
IN(xa)
th = float(as_dt(np.array([0.3], np.float32), "DT")[1][0])
xp = np.zeros(384); xp[:n] = x
y, ks = np.zeros(384), []
for t in range(3):
    v, k = xp[128 * t:128 * t + 128].copy(), 0
    while np.abs(v).max() > th and k < 12:
        v, k = v * 0.5, k + 1
    y[128 * t:128 * t + 128] = v; ks.append(k)
z = np.concatenate([np.concatenate([xp[t + 64:t + 128], xp[t:t + 64]]) for t in range(0, 384, 128)])
OUT("y", "DT", y[:n], (0, 0)); OUT("z", "DT", z[:n], (0, 0)); OUT("ks", "i32", ks, (0, 0))
S(n); S(0.3)`, "DT", dt)
}

// r9Tile3d is the numpy side of r9_tile3d_<dt> (r8_tile3d_f32's kernel in dt) on 13 rows of
// 48 quarters in [-2, 2]: every sum of 48 and every difference is exact in f16; bf16 rounds
// the sums past 2^8 quarters, so its results are rounded once per op as the kernel does.
func r9Tile3d(dt string) string {
	return strings.ReplaceAll(`
R = 13
xa, x = as_dt((rng.integers(-8, 9, (R, 48)) / 4).astype(np.float32), "DT")
IN(xa)
rd = bf16 if "DT" == "bf16" else (lambda v: np.asarray(v, np.float16).astype(np.float64))
xp = np.zeros((16, 48)); xp[:R] = x
g = xp.reshape(-1, 4, 48)
y = rd(rd(g - g.max(axis=1, keepdims=True)) + rd(g.sum(axis=2, keepdims=True)))
OUT("y", "DT", y.reshape(16, 48)[:R]); S(R); S(48)`, "DT", dt)
}

// r9IntFlow is the numpy side of r9_int_flow_<dt> on n = 203 integers in [-3000, 3000] (the
// shifts of negative values round toward -inf, as numpy's >> does), kmax = 3.
func r9IntFlow(dt string) string {
	return strings.ReplaceAll(`
n, kmax = 203, 3
x = rng.integers(-3000, 3001, n)
IN(x.astype(np.dtype("DT".replace("i", "int"))))
t = np.arange(n) // 64
OUT("y", "DT", np.where(t % 2 == 0, (x >> kmax) + x, x - (x >> kmax)), (0, 0))
OUT("sv", "DT", x[::64], (0, 0))
S(n); S(kmax)`, "DT", dt)
}

// r9EpilogueBarrier is the numpy side of r9_epilogue_barrier on 36x192: every element is
// cos(erf(-1)) (stored, then its tile's maximum, the same value, set at the tile's corner).
const r9EpilogueBarrier = `
R, C = 36, 192
IN(uniform((R, C))); IN(uniform((R, C)))
OUT("z", "f32", np.full((R, C), np.cos(erf(-1.0))))
S(R); S(C); S(0.5)`
