package ir

import "math/big"

// Integer elements wider than 64 bits: Ints keeps each element's low 64 bits and Bigs the
// exact value of those that do not fit an int64, as IntegerAttr's Value and Big do for
// one integer. Every reader of a wide element goes through IntElem or BigElem.

// IntElem returns integer element i as an IntegerAttr stores it: the value, and the exact
// value when it does not fit an int64 (nil otherwise).
func (a *DenseElementsAttr) IntElem(i int) (int64, *big.Int) { return a.Ints[i], a.Bigs[i] }

// BigElem returns the exact value of integer element i.
func (a *DenseElementsAttr) BigElem(i int) *big.Int {
	if b := a.Bigs[i]; b != nil {
		return new(big.Int).Set(b)
	}
	return big.NewInt(a.Ints[i])
}

// AppendInt appends an integer element: v, or b exactly when b is not nil.
func (a *DenseElementsAttr) AppendInt(v int64, b *big.Int) {
	if b != nil && !b.IsInt64() {
		if a.Bigs == nil {
			a.Bigs = map[int]*big.Int{}
		}
		a.Bigs[len(a.Ints)] = b
		v = int64(new(big.Int).And(b, maxU64).Uint64())
	} else if b != nil {
		v = b.Int64()
	}
	a.Ints = append(a.Ints, v)
}

var maxU64 = new(big.Int).SetUint64(^uint64(0))

// sameInt reports whether integer elements i and j hold the same value.
func (a *DenseElementsAttr) sameInt(i, j int) bool {
	bi, bj := a.Bigs[i], a.Bigs[j]
	if bi == nil || bj == nil {
		return bi == nil && bj == nil && a.Ints[i] == a.Ints[j]
	}
	return bi.Cmp(bj) == 0
}

// keepBigs forgets the wide values of the elements a splat's trimming dropped (index k on).
func (a *DenseElementsAttr) keepBigs(k int) {
	for i := range a.Bigs {
		if i >= k {
			delete(a.Bigs, i)
		}
	}
	if len(a.Bigs) == 0 {
		a.Bigs = nil
	}
}

// IntFromLE reads a little-endian integer element of the given width from raw (its
// storage bytes): zero-extended for unsigned types, sign-extended otherwise, returned as
// AppendInt takes it.
func IntFromLE(raw []byte, width int, unsigned bool) (int64, *big.Int) {
	if len(raw) <= 8 {
		var u uint64
		for i := len(raw) - 1; i >= 0; i-- {
			u = u<<8 | uint64(raw[i])
		}
		return TruncInt(int64(u), width, unsigned), nil
	}
	be := make([]byte, len(raw))
	for i, c := range raw {
		be[len(raw)-1-i] = c
	}
	x := new(big.Int).SetBytes(be)
	x.And(x, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(width)), big.NewInt(1)))
	if !unsigned && width > 0 && x.Bit(width-1) == 1 {
		x.Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(width)))
	}
	if x.IsInt64() {
		return x.Int64(), nil
	}
	return 0, x
}

// bigLE appends the size low bytes of x's two's complement, little-endian.
func bigLE(raw []byte, x *big.Int, size int) []byte {
	m := new(big.Int).And(x, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(8*size)), big.NewInt(1)))
	be := m.FillBytes(make([]byte, size))
	for i := size - 1; i >= 0; i-- {
		raw = append(raw, be[i])
	}
	return raw
}
