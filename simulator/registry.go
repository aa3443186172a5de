package simulator

import (
	"sort"

	"github.com/ascend-toolchain/asc/ir"
)

// Impl compiles one op: it fills in.Exec (and in.Aux, in.Cost) from the op's operands,
// attributes and types, so that per-execution work is minimal. The core loop knows no op
// by name: every op's behaviour comes from the Registry the run is configured with (xDSL's
// interpreter functions, compiled).
type Impl func(cc *Compiler, op *ir.Operation, in *Instr) error

// ExtKey names per-core state owned by dialect semantics (queues, flags...). The state is
// built by New for each core when a run starts and read back with Core.Ext.
type ExtKey struct {
	Name string
	New  func(c *Core) any
}

// Registry is the explicit table of what the simulator can run: op semantics by op name,
// the element types of dialect tensor types, per-core state and end-of-kernel checks. It
// is built once (simulator/semantics.Registry) and handed to the simulator in Config, so
// that nothing depends on which packages were imported.
type Registry struct {
	impls     map[string]Impl
	refused   map[string]string
	dups      []string
	elemTypes []func(ir.Type) ir.Type
	exts      []*ExtKey
	finish    []func(c *Core)
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{impls: map[string]Impl{}, refused: map[string]string{}}
}

// Refuse records why an op is not simulated. A kernel using it is rejected with the reason
// at the op's location; `asc-sim ops` lists it. Every registered op has either semantics or
// a reason (simulator/semantics tests this), so nothing is skipped silently.
func (r *Registry) Refuse(name, reason string) { r.refused[name] = reason }

// Reason returns why an op is not simulated, when a reason was recorded.
func (r *Registry) Reason(name string) (string, bool) {
	why, ok := r.refused[name]
	return why, ok
}

// Register adds the semantics of an op. Registering twice replaces.
func (r *Registry) Register(name string, impl Impl) {
	if _, ok := r.impls[name]; ok {
		r.dups = append(r.dups, name)
	}
	r.impls[name] = impl
}

// Duplicates lists the ops registered more than once: two families claiming one op means
// one of them is silently unused, which a test forbids.
func (r *Registry) Duplicates() []string { return r.dups }

// Lookup returns the semantics of an op.
func (r *Registry) Lookup(name string) (Impl, bool) {
	impl, ok := r.impls[name]
	return impl, ok
}

// Registered reports whether an op has semantics.
func (r *Registry) Registered(name string) bool { _, ok := r.impls[name]; return ok }

// Ops lists the op names with semantics, sorted.
func (r *Registry) Ops() []string {
	n := make([]string, 0, len(r.impls))
	for k := range r.impls {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// AddElemType lets a dialect expose the element type of its tensor types (nil for types
// it does not own).
func (r *Registry) AddElemType(h func(ir.Type) ir.Type) { r.elemTypes = append(r.elemTypes, h) }

// AddExt adds per-core state; every core of a run gets its own value from k.New.
func (r *Registry) AddExt(k *ExtKey) { r.exts = append(r.exts, k) }

// OnFinish adds a check run on each core after its kernel returned (leftover flags, queue
// tensors never freed...).
func (r *Registry) OnFinish(h func(c *Core)) { r.finish = append(r.finish, h) }

// ElemType returns the element type of a shaped or tensor-like type (builtin memref/tensor,
// or a dialect type known through AddElemType), or nil.
func (r *Registry) ElemType(t ir.Type) ir.Type {
	if st, ok := t.(ir.ShapedType); ok {
		return st.ElementType()
	}
	for _, h := range r.elemTypes {
		if et := h(t); et != nil {
			return et
		}
	}
	return nil
}

// DTypeOf maps a scalar IR type, or the element type of a shaped/tensor type, to a DType.
func (r *Registry) DTypeOf(t ir.Type) DType {
	if d := scalarDType(t); d != Invalid {
		return d
	}
	if et := r.ElemType(t); et != nil && et != t {
		return r.DTypeOf(et)
	}
	return Invalid
}

// OpStatus says whether the simulator runs an op kind, and why not when it does not.
type OpStatus struct {
	Name      string
	Simulated bool
	// Reason is why the op is refused; empty for simulated ops and for ops the registry
	// knows nothing about (which a test forbids).
	Reason string
}

// Statuses lists every op registered in ctx, sorted by name, with what this registry does
// with it.
func (r *Registry) Statuses(ctx *ir.Context) []OpStatus {
	var out []OpStatus
	for _, name := range ctx.RegisteredOps() {
		st := OpStatus{Name: name, Simulated: r.Registered(name)}
		if !st.Simulated {
			st.Reason, _ = r.Reason(name)
		}
		out = append(out, st)
	}
	return out
}
