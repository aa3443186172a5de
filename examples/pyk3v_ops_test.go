package examples

import "testing"

// And L1/L2, Or L0 (a reused src1 row)/L2, Not L1/L2 on int16 and uint16, ShiftLeft L0/L1 and
// ShiftRight L0 (counter mode)/L1/L2 on uint16, uint32 and int32 (logical on unsigned,
// arithmetic on signed, bits shifted out dropped); 4 cores. Exact.
func TestPyk3vBits(t *testing.T) {
	pyk3vRun(t, "pyk3v_bits", "bits", 4, `
C = 4
r = np.random.default_rng(33)
a = r.integers(-2**15, 2**15, (C, 1024)).astype(np.int16); b = r.integers(-2**15, 2**15, (C, 1024)).astype(np.int16)
u = r.integers(0, 2**16, (C, 1024)).astype(np.uint16); u2 = r.integers(0, 2**16, (C, 1024)).astype(np.uint16)
w = r.integers(0, 2**32, (C, 512), dtype=np.uint64).astype(np.uint32)
v = r.integers(-2**31, 2**31, (C, 512)).astype(np.int32); v[:, 0] = -2**31; v[:, 1] = 2**30 + 5
for n, x in [('a', a), ('b', b), ('u', u), ('u2', u2), ('w', w), ('v', v)]: inp(n, x)
oa = np.full((C, 4, 1024), 5, np.int16)
lanes = np.ones(128, bool); lanes[64:] = ((np.arange(64) // 16) % 2) == 1
oa[:, 0] = np.where(np.tile(lanes, 8), a & b, 5)
oa[:, 1, :1000] = (a & b)[:, :1000]
for rep in range(8):
    oa[:, 2, rep*128:rep*128+77] = a[:, rep*128:rep*128+77] | b[:, 0:77]
oa[:, 3] = np.where(np.arange(1024) % 2 == 1, ~a, 5)
want('oa', oa.reshape(-1), 0, 0)
ou = np.zeros((C, 2, 1024), np.uint16); ou[:, 0] = ~u; ou[:, 1] = (u | u2) >> 5
want('ou', ou.reshape(-1), 0, 0)
ow = np.full((C, 2, 512), 9, np.uint32); ow[:, 0] = (w.astype(np.uint64) << 7).astype(np.uint32); ow[:, 1, :300] = w[:, :300] >> 3
want('ow', ow.reshape(-1), 0, 0)
ov = np.zeros((C, 2, 512), np.int32); ov[:, 0] = v >> 4; ov[:, 1] = (v.astype(np.int64) << 1).astype(np.uint64).astype(np.uint32).view(np.int32)
want('ov', ov.reshape(-1), 0, 0)`, "in:a.npy", "in:b.npy", "in:u.npy", "in:u2.npy", "in:w.npy", "in:v.npy", "out:oa.npy:i16:16384", "out:ou.npy:u16:8192", "out:ow.npy:u32:4096", "out:ov.npy:i32:4096")
}

// ReduceMax L0 / ReduceMin L1 with calIndex, WholeReduceMax L1 (ORDER_VALUE_INDEX) and
// WholeReduceMin L0 (ORDER_ONLY_INDEX), BlockReduceMax L1 / BlockReduceSum L0 with gapped
// source blocks, PairReduceSum L1, RepeatReduceSum L0 and ReduceSum L2 over a tail; 6 cores.
// Sums are compared bit for bit with the pairwise tree docs/sim/reduce.md fixes.
func TestPyk3vReduceIdx(t *testing.T) {
	pyk3vRun(t, "pyk3v_reduce_idx", "reduce_idx", 6, `
C = 6
r = np.random.default_rng(34)
h = r.uniform(-8, 8, (C, 1024)).astype(np.float16)
x = r.uniform(-8, 8, (C, 512)).astype(np.float32)
h[:, 700] = 9; h[:, 900] = 9; x[:, 130] = -9; x[:, 260] = -9
inp('h', h); inp('x', x)
f16bits = lambda i: np.array(i, np.uint16).view(np.float16)
f32bits = lambda i: np.array(i, np.uint32).view(np.float32)
def tree(v, dt):
    v = list(v.astype(dt))
    while len(v) > 1:
        v = [dt(v[i] + v[i+1]) if i + 1 < len(v) else v[i] for i in range(0, len(v), 2)]
    return v[0]
rh = np.zeros((C, 256), np.float16); rx = np.zeros((C, 128), np.float32)
for c in range(C):
    rh[c, 0] = h[c].max(); rh[c, 1] = f16bits(np.argmax(h[c]))
    xe = x[c].copy(); xe[1::2] = np.inf
    rx[c, 0] = xe.min(); rx[c, 1] = f32bits(np.argmin(xe))
    rx[c, 2] = max(x[c, rep*64:rep*64+37].max() for rep in range(3))
    for rep in range(8):
        seg = h[c, rep*128:rep*128+72]
        rh[c, 8+2*rep] = seg.max(); rh[c, 9+2*rep] = f16bits(np.argmax(seg))
        seg = x[c, rep*64:rep*64+50]
        rx[c, 8+rep] = f32bits(np.argmin(seg))
    for rep in range(4):
        for blk in range(8):
            b = h[c, rep*128+blk*16:rep*128+blk*16+(8 if blk < 4 else 16)]
            rh[c, 32+rep*16+blk] = b.max()
            b = x[c, rep*128+blk*16:rep*128+blk*16+8]
            rx[c, 16+rep*8+blk] = tree(b, np.float32)
    for rep in range(2):
        seg = h[c, rep*256:rep*256+128].astype(np.float32)
        rh[c, 96+rep*64:96+rep*64+64] = (seg[0::2] + seg[1::2]).astype(np.float16)
    for rep in range(8):
        seg = np.zeros(64, np.float32); seg[:48] = x[c, rep*64:rep*64+48]
        rx[c, 64+2*rep] = tree(seg, np.float32)
    seg = np.zeros(1024, np.float16); seg[:1000] = h[c, :1000]
    rh[c, 224] = tree(seg, np.float16)
want('rh', rh.reshape(-1), 0, 0)
want('rx', rx.reshape(-1), 0, 0)`, "in:h.npy", "in:x.npy", "out:rh.npy:f16:1536", "out:rx.npy:f32:768")
}

// L2 chains on the Ascend 950 fused by ascendc-fuse-vf-block into vector functions of MicroAPI
// ops (f32, f16, int16; counts 1000 and 976 leave UpdateMask tails); 3 cores. Exact except
// the f16 Exp/Ln, which the 950 computes within 1 ulp (hardware.md §7).
func TestPyk3vVFChain(t *testing.T) {
	pyk3vRun(t, "pyk3v_vf_chain", "vf_chain", 3, `
C = 3
r = np.random.default_rng(35)
x = r.uniform(-3, 3, (C, 1024)).astype(np.float32); y = r.uniform(0.5, 3, (C, 1024)).astype(np.float32)
a = r.uniform(-3, 3, (C, 1024)).astype(np.float16); b = r.uniform(0.25, 4, (C, 1024)).astype(np.float16)
p = r.integers(-2**15, 2**15, (C, 1024)).astype(np.int16); q = r.integers(-2**15, 2**15, (C, 1024)).astype(np.int16)
for n, v in [('x', x), ('y', y), ('a', a), ('b', b), ('p', p), ('q', q)]: inp(n, v)
n = 1000
f2 = np.abs(np.maximum((x + y) * y, x))
want('of', (np.maximum(f2 - y, 0) / y)[:, :n].reshape(-1), 0, 0)
want('of2', np.minimum(f2, x)[:, :n].reshape(-1), 0, 0)
m = 976
A, B = a.astype(np.float64), b.astype(np.float64)
pr = np.where(a >= 0, a, (a * b).astype(np.float16))
h1 = (np.log(B) * B + np.exp(A).astype(np.float16)).astype(np.float16)
# exp and ln on the 950: within 1 ulp of the correctly rounded value (hardware.md §7)
want('oh', (h1 + (-pr)).astype(np.float16)[:, :m].reshape(-1), 2.0 ** -14, 2.0 ** -9)
want('os', (~(p | (p & q)))[:, :m].reshape(-1), 0, 0)`, "in:x.npy", "in:y.npy", "in:a.npy", "in:b.npy", "in:p.npy", "in:q.npy", "out:of.npy:f32:3000", "out:of2.npy:f32:3000", "out:oh.npy:f16:2928", "out:os.npy:i16:2928")
}

// Every enum value: CMPMODE LT..NE of Compare/CompareScalar L2 (f32, f16, int32), the round
// modes of Cast f32 -> s32 / f32 / f16 (NONE..ODD) / bf16 (NONE..TRUNC) and f16 -> s8 (ties,
// saturation, f16 overflow saturating to 65504 by hardware.md §7), ReduceOrder of
// WholeReduceMax L0 / WholeReduceMin L1; 2 cores. Exact (references computed mode by mode).
func TestPyk3vEnumSweep(t *testing.T) {
	pyk3vRun(t, "pyk3v_enum_sweep", "enum_sweep", 2, `
C = 2
r = np.random.default_rng(41)
ties = np.array([0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.5, -0.49999997, 127.5, -128.5, 200.25, -300.75, 3e9, -3e9, 70000.0, -70000.0,
                 1.0009765625, 1.00048828125, -1.00048828125, 65519.0, 65520.0, 2049.0, 1e-8, -1e-8, 0.0, -0.0, 1.0, 33.3333], np.float32)
x = r.uniform(-300, 300, (C, 256)).astype(np.float32); x[:, :ties.size] = ties
x[:, 100:140] = (r.uniform(-4, 4, (C, 40)) * 1024).astype(np.float32) / np.float32(1024) + np.float32(2.0 ** -13)
y = r.uniform(-300, 300, (C, 256)).astype(np.float32); y[:, 30:60] = x[:, 30:60]
h = (r.integers(-600, 600, (C, 256)) / 4).astype(np.float16); h[:, :8] = [0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 127.5, -128.5]
g = (r.integers(-600, 600, (C, 256)) / 4).astype(np.float16); g[:, 40:80] = h[:, 40:80]
i = r.integers(0, 12, (C, 256)).astype(np.int32); j = r.integers(0, 12, (C, 256)).astype(np.int32)
for n, v in [('x', x), ('y', y), ('h', h), ('g', g), ('i', i), ('j', j)]: inp(n, v)
X = x.astype(np.float64); Hh = h.astype(np.float64)
def bits(b): return np.packbits(b.reshape(C, -1, 8)[:, :, ::-1], axis=2).reshape(C, -1)
ops = [np.less, np.greater, np.equal, np.less_equal, np.greater_equal, np.not_equal]
cm = np.zeros((C, 576), np.uint8)
for m, f in enumerate(ops):
    cm[:, m*32:(m+1)*32] = bits(f(x, y)); cm[:, 192+m*32:192+(m+1)*32] = bits(f(h, g))
cm[:, 384:416] = bits(i == 7); cm[:, 416:448] = bits(i != 7)
cm[:, 448:480] = bits(h <= np.float16(-1.5)); cm[:, 480:512] = bits(x >= np.float32(0.5))
cm[:, 512:544] = bits(i < j); cm[:, 544:576] = bits(i == j)
want('cm', cm.reshape(-1), 0, 0)
def rnd(v, m):  # 1 RINT 2 FLOOR 3 CEIL 4 ROUND (half away) 5 TRUNC
    return [None, np.rint, np.floor, np.ceil, lambda a: np.sign(a) * np.floor(np.abs(a) + 0.5), np.trunc][m](v)
ci = np.stack([np.clip(rnd(X, m), -2**31, 2**31 - 1) for m in range(1, 6)], 1).astype(np.int64).astype(np.int32)
want('ci', ci.reshape(-1), 0, 0)
want('cf', np.stack([rnd(X, m) for m in range(1, 6)], 1).astype(np.float32).reshape(-1), 0, 0)
want('c8', np.stack([np.clip(rnd(Hh, m), -128, 127) for m in range(1, 6)], 1).astype(np.int8).reshape(-1), 0, 0)
def round_to(v, lo, hi, m, odd_lo):  # v exact, lo <= v <= hi adjacent representable values
    if lo == hi: return lo
    if m in (0, 1):
        d1, d2 = v - lo, hi - v
        return lo if d1 < d2 else hi if d2 < d1 else (lo if not odd_lo else hi)
    if m == 2: return lo
    if m == 3: return hi
    if m == 4:
        d1, d2 = v - lo, hi - v
        return lo if d1 < d2 else hi if d2 < d1 else (hi if v > 0 else lo)
    if m == 5: return lo if v > 0 else hi
    if m == 6: return hi if odd_lo is False else lo
def to_f16(v, m):
    if abs(v) > 65504:  # finite overflow saturates (hardware.md §7)
        big = 65504.0 if v > 0 else -65504.0
        if m in (0, 1, 4, 6): return big
        if m == 2: return big if v > 0 else -np.inf if False else -65504.0
        return big
    a = np.float16(v)
    if float(a) == v: return float(a)
    lo = np.float16(v); 
    if float(lo) > v: lo = np.nextafter(lo, np.float16(-np.inf))
    hi = np.nextafter(lo, np.float16(np.inf))
    odd_lo = bool(lo.view(np.uint16) & 1) if v > 0 else bool(hi.view(np.uint16) & 1)
    if m == 6:  # ODD: the neighbour (toward zero first) whose last bit is odd
        tz = lo if v > 0 else hi
        aw = hi if v > 0 else lo
        return float(tz) if tz.view(np.uint16) & 1 else float(aw)
    if m in (0, 1):
        d1, d2 = v - float(lo), float(hi) - v
        if d1 != d2: return float(lo) if d1 < d2 else float(hi)
        return float(lo) if (lo.view(np.uint16) & 1) == 0 else float(hi)
    return round_to(v, float(lo), float(hi), m, None)
ch = np.zeros((C, 7, 256), np.float16)
for c in range(C):
    for m in range(7):
        ch[c, m] = [to_f16(float(v), m) for v in x[c]]
want('ch', ch.reshape(-1), 0, 0)
def bf(b): return float(np.array([b << 16], np.uint32).view(np.float32)[0])
def to_bf16(v, m):
    u = int(np.array([v], np.float32).view(np.uint32)[0])
    t = u >> 16  # toward zero
    if bf(t) == v: return t
    aw = t + 1   # away from zero (same sign)
    lo, hi = (t, aw) if v > 0 else (aw, t)
    if m in (0, 1):
        d1, d2 = v - bf(lo), bf(hi) - v
        if d1 != d2: return lo if d1 < d2 else hi
        return lo if (lo & 1) == 0 else hi
    if m == 2: return lo
    if m == 3: return hi
    if m == 4:
        d1, d2 = v - bf(lo), bf(hi) - v
        if d1 != d2: return lo if d1 < d2 else hi
        return aw
    return t
cb = np.zeros((C, 6, 256), np.uint16)
for c in range(C):
    for m in range(6):
        cb[c, m] = [to_bf16(float(v), m) for v in x[c]]
want('cb', cb.reshape(-1), 0, 0)
f32bits = lambda k: np.array(k, np.uint32).view(np.float32)
wr = np.zeros((C, 128), np.float32)
for c in range(C):
    for o in range(4):
        for rep in range(4):
            seg = x[c, rep*64:rep*64+64]
            for base, sl, fn in [(o*16, slice(0, 64), (np.max, np.argmax)), (64 + o*16, slice(1, 64, 2), (np.min, np.argmin))]:
                s = seg[sl]; v = fn[0](s); k = fn[1](s) * (2 if sl.step == 2 else 1) + (1 if sl.step == 2 else 0)
                if o == 0: wr[c, base + 2*rep] = v; wr[c, base + 2*rep + 1] = f32bits(k)
                if o == 1: wr[c, base + 2*rep] = f32bits(k); wr[c, base + 2*rep + 1] = v
                if o == 2: wr[c, base + rep] = v
                if o == 3: wr[c, base + rep] = f32bits(k)
want('wr', wr.reshape(-1), 0, 0)`, "in:x.npy", "in:y.npy", "in:h.npy", "in:g.npy", "in:i.npy", "in:j.npy", "out:cm.npy:u8:1152", "out:ci.npy:i32:2560", "out:cf.npy:f32:2560", "out:c8.npy:i8:2560", "out:ch.npy:f16:3584", "out:cb.npy:u16:3072", "out:wr.npy:f32:256")
}

// Hand-written vector functions on the Ascend 950 with the MicroAPI ops the fusion pass does
// not produce: FusedAbsSub, FusedExpSub, Sqrt, Log10, FusedMulDstAdd over a scalar
// Duplicate, ReduceSum/ReduceMax stored through CreateMask VL1, Xor and register Duplicate
// on int16, UpdateMask tails; 4 cores. Exp/Sqrt/Log10 within 1 ulp (hardware.md §7), the
// chunk sums at the default tolerance (the hardware adds in a tree), the rest exact.
func TestPyk3vMicro(t *testing.T) {
	pyk3vRun(t, "pyk3v_micro", "micro", 4, `
C = 4
r = np.random.default_rng(42)
x = r.uniform(-3, 3, (C, 1024)).astype(np.float32); y = r.uniform(-3, 3, (C, 1024)).astype(np.float32)
p = r.integers(-2**15, 2**15, (C, 1024)).astype(np.int16); q = r.integers(-2**15, 2**15, (C, 1024)).astype(np.int16)
for nm, v in [('x', x), ('y', y), ('p', p), ('q', q)]: inp(nm, v)
n = 1000
X, Y = x.astype(np.float64), y.astype(np.float64)
d = np.abs(X - Y)
want('oa', d[:, :n].astype(np.float32).reshape(-1), 0, 0)
# Exp, Sqrt, Log10 on the 950: within 1 ulp of the real function (hardware.md §7)
want('ob', np.exp(X - Y)[:, :n].astype(np.float32).reshape(-1), 1e-6, 2.0 ** -22)
want('oc', np.sqrt(d)[:, :n].astype(np.float32).reshape(-1), 1e-6, 2.0 ** -22)
want('oe', np.log10(d)[:, :n].astype(np.float32).reshape(-1), 1e-6, 2.0 ** -22)
want('od', (X * 2 + Y)[:, :n].astype(np.float32).reshape(-1), 0, 0)
os_ = np.zeros((C, 128), np.float32); om = np.zeros((C, 128), np.float32); on = np.zeros((C, 128), np.float32)
for k in range(16):
    e = min(n, 64 * k + 64)
    os_[:, 8 * k] = X[:, 64 * k:e].sum(1); om[:, 8 * k] = y[:, 64 * k:e].max(1); on[:, 8 * k] = y[:, 64 * k:e].min(1)
want('os', os_.reshape(-1))
want('om', om.reshape(-1), 0, 0)
want('on', on.reshape(-1), 0, 0)
m = 992
want('ox', (p ^ q)[:, :m].reshape(-1), 0, 0)
oy = np.repeat(q[:, ::128], 128, axis=1)[:, :m]
want('oy', oy.reshape(-1), 0, 0)
`, "in:x.npy", "in:y.npy", "in:p.npy", "in:q.npy", "out:oa.npy:f32:4000", "out:ob.npy:f32:4000", "out:oc.npy:f32:4000", "out:od.npy:f32:4000", "out:oe.npy:f32:4000", "out:os.npy:f32:512", "out:om.npy:f32:512", "out:on.npy:f32:512", "out:ox.npy:i16:3968", "out:oy.npy:i16:3968")
}

// Bit tricks on float data through ReinterpretCast views (And/Not/Or on uint16 views of f16
// and f32, arithmetic ShiftRight on an int32 view); 5 cores. Exact, bit for bit.
func TestPyk3vBitcast(t *testing.T) {
	pyk3vRun(t, "pyk3v_bitcast", "bitcast", 5, `
C = 5
r = np.random.default_rng(44)
h = r.uniform(-100, 100, (C, 512)).astype(np.float16); h[:, 0] = -0.0; h[:, 1] = -65504
x = r.uniform(-100, 100, (C, 256)).astype(np.float32); x[:, 0] = -0.0; x[:, 1] = 0.0
m2 = np.tile(np.array([0, 0x8000], np.uint16), (C, 64))
inp('h', h); inp('x', x); inp('m2', m2)
want('oa', np.abs(h).reshape(-1), 0, 0)
want('os', (x.view(np.int32) >> 31).reshape(-1), 0, 0)
want('on', (~x.view(np.uint32)).reshape(-1), 0, 0)
want('oe', (x.view(np.uint32) | np.uint32(0x80000000)).view(np.float32).reshape(-1), 0, 0)`, "in:h.npy", "in:x.npy", "in:m2.npy", "out:oa.npy:f16:2560", "out:os.npy:i32:1280", "out:on.npy:u32:1280", "out:oe.npy:f32:1280")
}

// L0/L1 repeat geometry: overlapping (srcRepStride 4), re-read (RepStride 0, BlkStride 0) and
// gapped (dstRepStride 16, BlkStride 2) operands on Add, Mul, Maxs, Mins, Abs, Relu, Sub,
// LeakyRelu, FusedMulAdd and Duplicate L1 over f16, f32, int16 and int32; 9 cores. The
// reference places every lane by the address rule of docs/sim/vector.md §2. Exact.
func TestPyk3vStrides(t *testing.T) {
	pyk3vRun(t, "pyk3v_strides", "strides", 9, `
C = 9
r = np.random.default_rng(45)
a = r.uniform(-4, 4, (C, 2048)).astype(np.float16); b = r.uniform(-4, 4, (C, 2048)).astype(np.float16)
x = r.uniform(-4, 4, (C, 1024)).astype(np.float32); y = r.uniform(-4, 4, (C, 1024)).astype(np.float32)
p = r.integers(-2**15, 2**15, (C, 2048)).astype(np.int16); q = r.integers(-2**20, 2**20, (C, 1024)).astype(np.int32)
for n, v in [('a', a), ('b', b), ('x', x), ('y', y), ('p', p), ('q', q)]: inp(n, v)
def at(rep, l, blk, rs, es):  # element offset of lane l of repeat rep (docs/sim/vector.md §2)
    epb = 32 // es
    return (rep * rs + (l // epb) * blk) * epb + l % epb
def run(out, es, reps, lanes, f, dst, srcs):
    for rep in range(reps):
        for l in lanes:
            out[:, at(rep, l, *dst, es)] = f(*[s[:, at(rep, l, bl, rs, es)] for s, bl, rs in srcs])
o1 = np.zeros((C, 1024), np.float16); run(o1, 2, 4, range(128), lambda u, v: u + v, (1, 16), [(a, 1, 4), (b, 2, 16)])
o2 = np.full((C, 768), -1, np.float32); run(o2, 4, 6, range(50), lambda u, v: u * v, (2, 16), [(x, 1, 0), (y, 1, 8)])
o3 = np.zeros((C, 1024), np.int16); run(o3, 2, 8, range(128), lambda u: np.maximum(u, 100), (1, 8), [(p, 1, 4)])
o4 = np.full((C, 512), 7, np.int32); run(o4, 4, 8, [l for l in range(64) if (l % 32) >= 16], lambda u: np.minimum(u, 7), (1, 8), [(q, 1, 8)])
o5 = np.zeros((C, 256), np.float32); run(o5, 4, 4, range(64), np.abs, (1, 8), [(x, 0, 8)])
o6 = np.zeros((C, 512), np.float16); run(o6, 2, 2, range(128), lambda u: np.maximum(u, 0), (2, 16), [(a, 1, 8)])
o7 = np.zeros((C, 256), np.int32); run(o7, 4, 4, range(64), lambda u, v: u - v, (1, 8), [(q, 1, 8), (q, 1, 0)])
o8 = np.zeros((C, 256), np.float32); run(o8, 4, 4, range(1, 64, 2), lambda u: np.where(u >= 0, u, u * np.float32(0.25)), (1, 8), [(y, 1, 4)])
o9 = np.ones((C, 256), np.float16); run(o9, 2, 2, range(96), lambda u, v: (u.astype(np.float64) * 1 + v).astype(np.float16), (1, 8), [(a, 1, 16), (b, 1, 4)])
o10 = np.zeros((C, 512), np.float32); run(o10, 4, 4, range(32), lambda: np.float32(3), (2, 16), [])
for n, v in [('o1', o1), ('o2', o2), ('o3', o3), ('o4', o4), ('o5', o5), ('o6', o6), ('o7', o7), ('o8', o8), ('o9', o9), ('o10', o10)]:
    want(n, v.reshape(-1), 0, 0)`, "in:a.npy", "in:b.npy", "in:x.npy", "in:y.npy", "in:p.npy", "in:q.npy", "out:o1.npy:f16:9216", "out:o2.npy:f32:6912", "out:o3.npy:i16:9216", "out:o4.npy:i32:4608", "out:o5.npy:f32:2304", "out:o6.npy:f16:4608", "out:o7.npy:i32:2304", "out:o8.npy:f32:2304", "out:o9.npy:f16:2304", "out:o10.npy:f32:4608")
}

// Vector-scalar calls with f32 / i32 scalars on f16 / int16 data (Adds L2, Muls L0, LeakyRelu
// L1, Duplicate L0, Divs L2, Maxs L0, Axpy<float, half> L0): the scalar is converted to the
// instantiated type first, as C++ does; 4 cores. Exact. (The simulator used the scalar
// unconverted: off by an ulp, and refused the i32 scalar 70000 into int16.)
func TestPyk3vScalarArgs(t *testing.T) {
	pyk3vRun(t, "pyk3v_scalar_args", "scalar_args", 4, `
C = 4
r = np.random.default_rng(46)
h = r.uniform(-64, 64, (C, 1024)).astype(np.float16); h[:, :8] = [2048, -2048, 1024, 512, 1.5, -1.5, 0.75, 3]
p = r.integers(-2**15, 2**15, (C, 1024)).astype(np.int16)
c = r.uniform(-8, 8, (C, 512)).astype(np.float32)
inp('h', h); inp('p', p); inp('c', c)
H = h.astype(np.float64)
s = lambda v: float(np.float16(np.float32(v)))  # the f32 constant, then C++'s conversion to half
oh = np.zeros((C, 5, 1024), np.float16)
oh[:, 0] = H + s(1.0004)
oh[:, 1] = H * s(0.1)
oh[:, 2] = np.where(H >= 0, H, H * s(0.3))
oh[:, 3] = s(3.141593)
oh[:, 4] = H / s(3.0)
want('oh', oh.reshape(-1), 0, 0)
want('os', np.maximum(p, np.int16(70000 - 65536)).reshape(-1), 0, 0)
of = c.astype(np.float64) + H[:, :512] * s(1.00001)
want('of', of.astype(np.float32).reshape(-1), 0, 0)`, "in:h.npy", "in:p.npy", "in:c.npy", "out:oh.npy:f16:20480", "out:os.npy:i16:4096", "out:of.npy:f32:2048")
}
