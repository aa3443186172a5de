package semantics

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// Randomized differential tests of the vector instructions (hardware.md §2): random
// instances of each op in each API level (L0 continuous mask, L1 bit mask, L2 count),
// normal and counter mask mode, block/repeat strides that skip or re-read blocks, repeat
// counts up to 255, run through the simulator and compared with an independent reference
// written here from the spec (not from the simulator's code). Every UB operand starts with
// random bytes, so a lane the mask leaves alone must come back unchanged.

// vdType is an element type of the tests.
type vdType struct {
	name  string // MLIR spelling
	size  int
	float bool
	sign  bool
}

var (
	vdF16 = vdType{"f16", 2, true, true}
	vdF32 = vdType{"f32", 4, true, true}
	vdI16 = vdType{"i16", 2, false, true}
	vdI32 = vdType{"i32", 4, false, true}
	vdU16 = vdType{"ui16", 2, false, false}
	vdU32 = vdType{"ui32", 4, false, false}
	vdI8  = vdType{"i8", 1, false, true}
	vdU8  = vdType{"ui8", 1, false, false}
	vdBF  = vdType{"bf16", 2, true, true}
)

// vdBuf is one UB operand: its GM twin is copied in before the op and out after it.
type vdBuf struct {
	name string // SSA name without %
	ty   vdType
	n    int    // elements (n*size is a multiple of 32)
	addr int    // UB byte address
	data []byte // initial contents; replaced by the contents after the run
}

func (b *vdBuf) lt() string { return fmt.Sprintf("!ascendc.local_tensor<%dx%s>", b.n, b.ty.name) }

// vdKernel is one test kernel under construction: constants are interned.
type vdKernel struct {
	kernelText
	bufs []*vdBuf
}

func newVDKernel() *vdKernel { return &vdKernel{} }

// kernelText is a kernel body being written and the constants it uses, each defined once
// ahead of it (pre); the random kernel builders of this package share it.
type kernelText struct {
	consts map[string]string
	pre    strings.Builder // constant definitions
	body   bytes.Buffer
}

// c returns an SSA name holding the constant v of MLIR type ty (i32, i64, f16, ...); the
// literals true and false carry their type (i1) and are written without it.
func (k *kernelText) c(ty string, v string) string {
	key := ty + ":" + v
	if n, ok := k.consts[key]; ok {
		return n
	}
	if k.consts == nil {
		k.consts = map[string]string{}
	}
	n := fmt.Sprintf("%%k%d", len(k.consts))
	k.consts[key] = n
	if v == "true" || v == "false" {
		fmt.Fprintf(&k.pre, "  %s = arith.constant %s\n", n, v)
		return n
	}
	fmt.Fprintf(&k.pre, "  %s = arith.constant %s : %s\n", n, v, ty)
	return n
}

// line appends one line of the body.
func (k *kernelText) line(format string, a ...any) { fmt.Fprintf(&k.body, "  "+format+"\n", a...) }

// buf adds a UB operand of n elements after the previous ones (32-byte aligned).
func (k *vdKernel) buf(name string, ty vdType, n int, data []byte) *vdBuf {
	addr := 0
	if len(k.bufs) > 0 {
		p := k.bufs[len(k.bufs)-1]
		addr = (p.addr + p.n*p.ty.size + 31) / 32 * 32
	}
	b := &vdBuf{name: name, ty: ty, n: n, addr: addr, data: data}
	k.bufs = append(k.bufs, b)
	return b
}

func (k *vdKernel) i32(v int64) string { return k.c("i32", fmt.Sprint(v)) }

// u64 returns a ui64 value (PyAsc's mask words).
func (k *vdKernel) u64(v uint64) string {
	key := "ui64:" + fmt.Sprint(v)
	if n, ok := k.consts[key]; ok {
		return n
	}
	i := k.c("i64", fmt.Sprint(int64(v)))
	n := fmt.Sprintf("%%w%d", len(k.consts))
	k.consts[key] = n
	fmt.Fprintf(&k.pre, "  %s = builtin.unrealized_conversion_cast %s : i64 to ui64\n", n, i)
	return n
}

// scalar returns a constant of element type t with value v (exactly representable).
func (k *vdKernel) scalar(t vdType, v float64) string {
	if t.float {
		return k.c(t.name, strconvF(v))
	}
	if t.sign {
		return k.c(t.name, fmt.Sprint(int64(v)))
	}
	key := t.name + ":" + fmt.Sprint(v)
	if n, ok := k.consts[key]; ok {
		return n
	}
	sl := "i" + t.name[2:]
	i := k.c(sl, fmt.Sprint(int64(v)))
	n := fmt.Sprintf("%%w%d", len(k.consts))
	k.consts[key] = n
	fmt.Fprintf(&k.pre, "  %s = builtin.unrealized_conversion_cast %s : %s to %s\n", n, i, sl, t.name)
	return n
}

func strconvF(v float64) string {
	s := fmt.Sprintf("%.17g", v)
	if !strings.ContainsAny(s, ".eEn") {
		s += ".0"
	}
	return s
}

// params returns a repeat-params construct of the given kind with the fields.
func (k *vdKernel) params(kind string, f ...int64) string {
	var names, tys []string
	for _, v := range f {
		names = append(names, k.i32(v))
		tys = append(tys, "i32")
	}
	n := fmt.Sprintf("%%p%d", k.body.Len())
	fmt.Fprintf(&k.body, "  %s = ascendc.construct !ascendc.%s(%s) : %s\n", n, kind, strings.Join(names, ", "), strings.Join(tys, ", "))
	return n
}

// source is the kernel: every buffer GM->UB, sync, body, sync, every buffer UB->GM.
func (k *vdKernel) source() string {
	var s strings.Builder
	var args []string
	for i, b := range k.bufs {
		args = append(args, fmt.Sprintf("%%g%d: memref<?x%s, 22>", i, b.ty.name))
	}
	fmt.Fprintf(&s, "func.func @k(%s) attributes {ascendc.global} {\n", strings.Join(args, ", "))
	var load, store strings.Builder
	for i, b := range k.bufs {
		gt := fmt.Sprintf("!ascendc.global_tensor<*x%s>", b.ty.name)
		n := k.i32(int64(b.n))
		fmt.Fprintf(&load, "  %%G%d = ascendc.global_tensor : %s\n", i, gt)
		fmt.Fprintf(&load, "  ascendc.global_tensor.set_global_buffer %%G%d, %%g%d : %s, memref<?x%s, 22>\n", i, i, gt, b.ty.name)
		fmt.Fprintf(&load, "  %%%s = ascendc.local_tensor_v3 veccalc, %d, %d : %s\n", b.name, b.addr, b.n, b.lt())
		fmt.Fprintf(&load, "  ascendc.data_copy_l2 %%%s, %%G%d, %s : %s, %s, i32\n", b.name, i, n, b.lt(), gt)
		fmt.Fprintf(&store, "  ascendc.data_copy_l2 %%G%d, %%%s, %s : %s, %s, i32\n", i, b.name, n, gt, b.lt())
	}
	z := k.i32(0)
	s.WriteString(k.pre.String())
	s.WriteString(load.String())
	fmt.Fprintf(&s, "  ascendc.set_flag mte2_v, %s : i32\n  ascendc.wait_flag mte2_v, %s : i32\n", z, z)
	s.WriteString(k.body.String())
	fmt.Fprintf(&s, "  ascendc.set_flag v_mte3, %s : i32\n  ascendc.wait_flag v_mte3, %s : i32\n", z, z)
	s.WriteString(store.String())
	s.WriteString("  return\n}\n")
	return s.String()
}

// run executes the kernel; each buffer's data becomes its contents after the op.
func (k *vdKernel) run(t *testing.T) string {
	t.Helper()
	src := k.source() // interns the copy lengths before the constants are printed
	src = k.source()
	var args []*sim.Arg
	for _, b := range k.bufs {
		args = append(args, &sim.Arg{Kind: sim.ArgInOut, Data: b.data, Name: b.name})
	}
	_, diags := kernel(t, src, 1, args...)
	for i, b := range k.bufs {
		b.data = args[i].Data
	}
	return diags
}

// ---- element access ----

func getRaw(b []byte, t vdType, i int) uint64 {
	switch t.size {
	case 1:
		return uint64(b[i])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b[2*i:]))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return binary.LittleEndian.Uint64(b[8*i:])
}

func putRaw(b []byte, t vdType, i int, v uint64) {
	switch t.size {
	case 1:
		b[i] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b[2*i:], uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
	default:
		binary.LittleEndian.PutUint64(b[8*i:], v)
	}
}

// val is the numeric value of raw bits of type t.
func val(t vdType, r uint64) float64 {
	switch {
	case t == vdF32:
		return float64(math.Float32frombits(uint32(r)))
	case t == vdF16:
		return refF16ToF64(uint16(r))
	case t == vdBF:
		return float64(math.Float32frombits(uint32(r) << 16))
	case t.sign:
		return float64(int64(r<<(64-8*t.size)) >> (64 - 8*t.size))
	}
	return float64(r)
}

// rnd rounds v to type t (round to nearest even, IEEE overflow to inf for floats) and
// returns its bits; ok is false when an integer result is out of t's range (a form the
// tests do not generate).
func rnd(t vdType, v float64) (uint64, bool) {
	switch {
	case t == vdF32:
		return uint64(math.Float32bits(float32(v))), true
	case t == vdF16:
		return uint64(refF64ToF16(v)), true
	}
	lo, hi := vdRange(t)
	if v != math.Trunc(v) || v < lo || v > hi {
		return 0, false
	}
	return uint64(int64(v)) & (1<<(8*t.size) - 1), true
}

func vdRange(t vdType) (float64, float64) {
	bits := 8 * t.size
	if t.sign {
		return -math.Ldexp(1, bits-1), math.Ldexp(1, bits-1) - 1
	}
	return 0, math.Ldexp(1, bits) - 1
}

// refF16ToF64 decodes IEEE binary16.
func refF16ToF64(h uint16) float64 {
	s := 1.0
	if h&0x8000 != 0 {
		s = -1
	}
	e := int(h>>10) & 31
	m := float64(h & 1023)
	switch e {
	case 0:
		return s * math.Ldexp(m, -24)
	case 31:
		if m != 0 {
			return math.NaN()
		}
		return s * math.Inf(1)
	}
	return s * math.Ldexp(1024+m, e-25)
}

// refF64ToF16 rounds to binary16, nearest even, overflow to infinity.
func refF64ToF16(v float64) uint16 {
	if v != v {
		return 0x7e00
	}
	var s uint16
	if math.Signbit(v) {
		s, v = 0x8000, -v
	}
	if v >= 65520 {
		return s | 0x7c00
	}
	if v < math.Ldexp(1, -14) {
		return s | uint16(math.RoundToEven(math.Ldexp(v, 24)))
	}
	_, e := math.Frexp(v) // v = f * 2^e, f in [0.5, 1)
	e--                   // v = g * 2^e, g in [1, 2)
	q := math.RoundToEven(math.Ldexp(v, 10-e))
	if q == 2048 {
		q, e = 1024, e+1
	}
	bits := uint16(e+15)<<10 | uint16(q-1024)
	if e+15 >= 31 {
		return s | 0x7c00
	}
	return s | bits
}

// ulpDist is the distance in units in the last place between two finite floats of type t.
func ulpDist(t vdType, a, b uint64) uint64 {
	ord := func(r uint64) int64 {
		sb := uint64(1) << (8*t.size - 1)
		if r&sb != 0 {
			return -int64(r &^ sb)
		}
		return int64(r)
	}
	d := ord(a) - ord(b)
	if d < 0 {
		d = -d
	}
	return uint64(d)
}

// randBytes returns n random bytes; for float types NaN/inf patterns are avoided so a
// kept lane compares equal.
func randBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	r.Read(b)
	return b
}

// randVal draws a value for an operand from the class cls.
func randVal(r *rand.Rand, t vdType, cls valClass) float64 {
	if !t.float {
		lo, hi := cls.ilo, cls.ihi
		if lo == 0 && hi == 0 {
			lo, hi = vdRange(t)
		}
		l, h := math.Max(lo, first(vdRange(t))), math.Min(hi, second(vdRange(t)))
		return l + math.Floor(r.Float64()*(h-l+1))
	}
	var v float64
	switch {
	case cls.exact: // small dyadic values: every op of the family is exact
		v = float64(r.Intn(64)-32) / 4
	default:
		e := cls.elo + r.Intn(cls.ehi-cls.elo+1)
		v = math.Ldexp(1+r.Float64(), e)
		if r.Intn(2) == 0 {
			v = -v
		}
	}
	if cls.pos {
		v = math.Abs(v)
		if v == 0 {
			v = 1
		}
	}
	if cls.nonzero && v == 0 {
		v = 0.5
	}
	b, _ := rnd(t, v)
	return val(t, b)
}

func first(a, _ float64) float64  { return a }
func second(_, b float64) float64 { return b }

// valClass is the range inputs are drawn from.
type valClass struct {
	exact        bool // small multiples of 1/4
	elo, ehi     int  // binary exponent range otherwise
	pos, nonzero bool
	ilo, ihi     float64 // integer range (both 0: the type's range)
}
