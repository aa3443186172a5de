# The numpy side of asc2_numpy_test.go: the held-out tile check run the way its checker
# runs it. "gen" executes a case's snippet (case.py), which draws the inputs with a
# seeded generator, writes them as .npy files and states each output's numpy reference;
# "check" loads the files asc-sim wrote and compares them with the references.
#
#   python3 numpy_harness.py gen   WORKDIR SEED   -> WORKDIR/meta.json, in_*.npy, ref_*.npy
#   python3 numpy_harness.py check WORKDIR OUTDIR -> one line per output; exit 1 on a miss
#
# The references are written as a numpy user would: np.exp, np.tanh, math.erf vectorised,
# x.astype(np.float16), softmax with max subtraction, A.astype(np.float32) @ B.astype(...),
# bf16 by rounding the f32 bits to nearest-even (numpy has no bfloat16 dtype).
import json
import os
import math
import sys

import numpy as np

# Tolerances (atol, rtol) by output dtype: f32 is the held-out check's; it states none for
# 16-bit outputs, so they get what a numpy test of those formats would use (about one ulp
# of f16 and two of bf16).
TOL = {"f32": (1e-6, 1e-4), "f16": (1e-3, 1e-3), "bf16": (8e-3, 8e-3)}
MATMUL_F32 = (1e-6, 1e-3)  # f16/bf16 -> f32 matmul: the held-out rtol 1e-3


def bf16_bits(x):
    """f32 values -> bf16 bit patterns (uint16), rounding to nearest-even; NaN stays NaN."""
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    r = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)
    nan = np.isnan(np.asarray(x, np.float32))
    return np.where(nan, np.uint16(0x7FC0), r).astype(np.uint16)


def bf16_vals(bits):
    """bf16 bit patterns -> their f32 values."""
    return (np.asarray(bits, np.uint16).astype(np.uint32) << 16).view(np.float32)


def bf16(x):
    """x rounded to bf16, as f32 values."""
    return bf16_vals(bf16_bits(x))


erf = np.vectorize(math.erf, otypes=[np.float64])


def gelu_erf(x):
    x = np.asarray(x, np.float64)
    return 0.5 * x * (1.0 + erf(x / math.sqrt(2.0)))


def gelu_tanh(x):
    x = np.asarray(x, np.float64)
    return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)))


def softmax_rows(x):
    x = np.asarray(x, np.float32)
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


class Case:
    def __init__(self, work, seed):
        self.work, self.rng = work, np.random.default_rng(seed)
        os.makedirs(work, exist_ok=True)
        self.args, self.outs, self.n_in = [], [], 0

    def uniform(self, shape, lo=-1.0, hi=1.0):
        return self.rng.uniform(lo, hi, shape).astype(np.float32)

    def IN(self, a):
        """An input buffer: f32/f16 arrays as they are, bf16 as uint16 bits (bf16_bits)."""
        path = "%s/in_%d.npy" % (self.work, self.n_in)
        self.n_in += 1
        np.save(path, np.ascontiguousarray(a).reshape(-1))
        self.args.append("in:" + path)

    def S(self, v):
        self.args.append(repr(v) if isinstance(v, float) else str(int(v)))

    def OUT(self, name, dtype, ref, tol=None):
        """An output of dtype (f32, f16, bf16) whose numpy reference is ref (any shape)."""
        ref = np.asarray(ref, np.float64).reshape(-1)
        path = "{OUT}/out_%s.npy" % name  # {OUT}: the directory of one SoC's run
        self.args.append("out:%s:%s:%d" % (path, dtype, ref.size))
        np.save("%s/ref_%s.npy" % (self.work, name), ref)
        atol, rtol = tol or TOL[dtype]
        self.outs.append({"name": name, "dtype": dtype, "path": path, "atol": atol, "rtol": rtol})


DT = {"f32": np.float32, "f16": np.float16}


def draw(c, shape, dt, lo=-1.0, hi=1.0):
    """Inputs of dtype dt (f32, f16 or bf16 bits) and their values as f32."""
    x = c.uniform(shape, lo, hi)
    if dt == "bf16":
        bits = bf16_bits(x)
        return bits, bf16_vals(bits)
    a = x.astype(DT[dt])
    return a, a.astype(np.float32)


def as_dt(x, dt):
    """f32 values x as an input of dtype dt (bf16 as bits), and the values it holds."""
    if dt == "bf16":
        bits = bf16_bits(x)
        return bits, bf16_vals(bits)
    a = np.asarray(x, np.float32).astype(DT[dt])
    return a, a.astype(np.float32)


def mixed(c, shape, ranges, specials=()):
    """f32 values each drawn uniformly from one of ranges (chosen at random), the first
    ones replaced by specials (saturation, tiny magnitudes, infinities)."""
    n = int(np.prod(shape))
    pick = c.rng.integers(0, len(ranges), n)
    x = np.empty(n, np.float32)
    for i, (lo, hi) in enumerate(ranges):
        sel = pick == i
        x[sel] = c.rng.uniform(lo, hi, int(sel.sum()))
    sp = np.asarray(specials, np.float32)[:n]
    x[: sp.size] = sp
    return x.reshape(shape)


def ew_case(c, dt, n, ref, lo=-1.0, hi=1.0, out=None, x=None):
    """An elementwise kernel (x, y, n): y = ref(x values as f32)."""
    a, xv = draw(c, n, dt, lo, hi) if x is None else as_dt(x, dt)
    c.IN(a)
    c.OUT("y", out or dt, ref(xv))
    c.S(n)


def mm_case(c, M, N, K, dt="f16", out="f32", static=False, epilogue=None, tol=None):
    """A matmul kernel (a, b, c[, M, N, K]): C = A.astype(f32) @ B.astype(f32)."""
    a, av = draw(c, (M, K), dt)
    b, bv = draw(c, (K, N), dt)
    ref = av @ bv
    if epilogue is not None:
        ref = epilogue(ref)
    c.IN(a)
    c.IN(b)
    c.OUT("c", out, ref, tol or (MATMUL_F32 if out == "f32" else None))
    if not static:
        c.S(M)
        c.S(N)
        c.S(K)


def softmax_case(c, dt, rows, cols, scale=4.0, out=None, x=None, cols_arg=True):
    """A row-softmax kernel (x, y, rows[, cols]): f32 compute of the inputs' values; a
    kernel whose tensor has a static row length takes no cols (cols_arg=False)."""
    if x is None:
        a, xv = draw(c, (rows, cols), dt, -scale, scale)
    else:
        a, xv = x
    c.IN(a)
    c.OUT("y", out or dt, softmax_rows(xv))
    c.S(rows)
    if cols_arg:
        c.S(cols)


def math2d_case(c, dt, rows, cols):
    """The 2-D math kernel (x, one output per op, rows, cols) on x in [-3, 3) rounded to dt,
    zeros moved to 0.25 (log and rsqrt of |x|); each op's reference in float64."""
    a, xv = draw(c, (rows, cols), dt, -3, 3)
    xv = np.where(xv == 0, np.float32(0.25), xv)
    a, xv = as_dt(xv, dt)
    x64 = xv.astype(np.float64)
    p = np.abs(x64)
    c.IN(a)
    for n, r in [("cos", np.cos(x64)), ("sin", np.sin(x64)), ("tan", np.tan(x64)), ("sinh", np.sinh(x64)),
                 ("cosh", np.cosh(x64)), ("tanh", np.tanh(x64)), ("exp", np.exp(x64)), ("log", np.log(p)),
                 ("log2", np.log2(p)), ("floor", np.floor(x64)), ("ceil", np.ceil(x64)), ("absf", p),
                 ("erf", erf(x64)), ("exp2", np.exp2(x64)), ("rsqrt", 1 / np.sqrt(p)), ("sqrt", np.sqrt(p))]:
        c.OUT(n, dt, r)
    c.S(rows)
    c.S(cols)


def gen(root, seed):
    """Every case of root/cases.json ([{"name", "py"}]) into root/<name>/."""
    for case in json.load(open(root + "/cases.json")):
        c = Case(root + "/" + case["name"], seed)
        env = dict(globals(), c=c, IN=c.IN, OUT=c.OUT, S=c.S, uniform=c.uniform, rng=c.rng)
        exec(compile(case["py"], case["name"] + ".py", "exec"), env)
        json.dump({"args": c.args, "outs": c.outs}, open(c.work + "/meta.json", "w"))


def load_out(path, dtype):
    a = np.load(path)
    if dtype == "bf16":
        return bf16_vals(a.view(np.uint16)).astype(np.float64)
    return a.astype(np.float64)


def compare(got, want, atol, rtol):
    """Per-element |got-want| against atol + rtol*|want|; equal infinities and NaN for NaN match."""
    same = (got == want) | (np.isnan(got) & np.isnan(want))
    if atol == 0 and rtol == 0:  # exact: the sign of a zero counts too
        same &= np.signbit(got) == np.signbit(want)
    with np.errstate(invalid="ignore", over="ignore"):
        err = np.where(same, 0.0, np.abs(got - want))
        err = np.where(np.isnan(err), np.inf, err)
        den = atol + rtol * np.abs(np.where(np.isinf(want), 0, want))
        ratio = np.where(err == 0, 0.0, err / den)  # an exact check (tolerance 0) too
        rel = np.where(np.abs(want) > atol, err / np.abs(want), 0.0)
    return err, rel, ratio


def check(root, runs):
    """Each run "case/soc" of runs: its outputs in root/case/soc against the references.
    One line per output: "case/soc OK|BAD output[dtype] statistics"."""
    for run in runs:
        name, soc = run.rsplit("/", 1)
        work = root + "/" + name
        for o in json.load(open(work + "/meta.json"))["outs"]:
            print(run, check_out(work, o, work + "/" + soc))


def check_out(work, o, outdir):
    want = np.load("%s/ref_%s.npy" % (work, o["name"]))
    try:
        got = load_out(o["path"].replace("{OUT}", outdir), o["dtype"])
    except OSError as e:
        return "BAD %s: %s" % (o["name"], e)
    if got.size != want.size:
        return "BAD %s: %d elements, want %d" % (o["name"], got.size, want.size)
    err, rel, ratio = compare(got, want, o["atol"], o["rtol"])
    bad = int((ratio > 1).sum())
    i = int(np.argmax(ratio))
    srt = np.sort(ratio)  # order statistics, not interpolated: ratios may be infinite
    q = srt[[(srt.size - 1) // 2, (srt.size - 1) * 99 // 100]]
    first = "" if bad == 0 else " first bad [%d] got %r want %r" % (i, got[i], want[i])
    return "%s %s[%s] n=%d maxabs=%.3g maxrel=%.3g tol(atol=%g rtol=%g) err/tol p50=%.2f p99=%.2f max=%.2f bad=%d%s" % (
        "OK" if bad == 0 else "BAD", o["name"], o["dtype"], got.size, err.max(), rel.max(), o["atol"], o["rtol"],
        q[0], q[1], ratio.max(), bad, first)


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(sys.argv[2], int(sys.argv[3]))
    else:
        check(sys.argv[2], sys.argv[3:])
