package transforms

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// sccpConstKey identifies a constant of one dialect, value and type in one insertion
// region.
type sccpConstKey struct {
	region     *ir.Region
	dialect    *ir.Dialect
	value, typ string
}

// rewrite replaces every value found constant, block by block as MLIR's pass walks
// them (a block's ops in order, the regions of an op after its block), and erases the
// ops whose results all became constants when nothing else keeps them.
func (s *sccpSolver) rewrite(root *ir.Operation, ctx *ir.Context) {
	b := ir.NewBuilder(ctx)
	made := map[sccpConstKey]*ir.Value{}
	var work []*ir.Block
	push := func(rs []*ir.Region) {
		for _, r := range rs {
			bs := r.Blocks()
			for i := len(bs) - 1; i >= 0; i-- {
				work = append(work, bs[i])
			}
		}
	}
	push(root.Regions())
	for len(work) > 0 {
		blk := work[len(work)-1]
		work = work[:len(work)-1]
		for o := blk.First(); o != nil; {
			next := o.Next()
			all := o.NumResults() != 0
			for _, r := range o.Results() {
				all = s.replace(b, made, r) && all
			}
			if all && ir.WouldBeTriviallyDead(o) {
				o.Erase()
			} else {
				push(o.Regions())
			}
			o = next
		}
		for _, a := range blk.Args() {
			s.replace(b, made, a)
		}
	}
}

// replace puts v's constant (one per insertion region, dialect, value and type, made at
// the front of the region's entry block with an unknown location) in place of v.
func (s *sccpSolver) replace(b *ir.Builder, made map[sccpConstKey]*ir.Value, v *ir.Value) bool {
	l := s.vals[v]
	if l.kind != sccpConst || l.attr == nil || l.dialect == nil || l.dialect.Materialize == nil {
		return false
	}
	region := passes.InsertionRegionOf(v.ParentBlock().Parent())
	if region == nil || region.Empty() {
		return false
	}
	key := sccpConstKey{region, l.dialect, ir.AttrString(l.attr), ir.TypeString(v.Type())}
	c, ok := made[key]
	if !ok {
		entry := region.Front()
		if first := entry.First(); first != nil {
			b.SetInsertionPointBefore(first)
		} else {
			b.SetInsertionPointToEnd(entry)
		}
		k := l.dialect.Materialize(b, l.attr, v.Type(), ir.Unknown)
		if k == nil {
			return false
		}
		c = k.Result(0)
		// A constant of another dialect (math's are arith.constant ops) is also known
		// under that dialect, and gives way to one made for it before.
		if d := k.Info().Dialect; d != l.dialect {
			key2 := key
			key2.dialect = d
			if old, ok := made[key2]; ok {
				k.Erase()
				c = old
			} else {
				made[key2] = c
			}
		}
		made[key] = c
	}
	v.ReplaceAllUsesWith(c)
	return true
}

// RegisterSCCP adds the sccp pass.
func RegisterSCCP(r *passes.Registry) {
	r.Register(&passes.Info{Name: "sccp", Summary: "Sparse conditional constant propagation",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(op *ir.Operation, ctx *ir.Context) error {
				return SCCP(op, ctx)
			}), nil
		}})
}
