package ascendc

import (
	"sort"
	"strings"
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// The op tables of opsets.go replace name prefixes and suffix rewriting. These tests derive
// each family from the registered ops by the naming convention it stands for, so that an op
// added to or renamed in a family's definition fails here until the table follows.

func registeredOps(t *testing.T) (*ir.Context, []string) {
	t.Helper()
	ctx := dialects.NewContext()
	return ctx, ctx.RegisteredOps()
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func diffSets(t *testing.T, table string, got, want map[string]string) {
	t.Helper()
	for _, k := range sortedKeys(want) {
		if g, ok := got[k]; !ok {
			t.Errorf("%s lacks %s (-> %s)", table, k, want[k])
		} else if g != want[k] {
			t.Errorf("%s[%s] = %s, want %s", table, k, g, want[k])
		}
	}
	for _, k := range sortedKeys(got) {
		if _, ok := want[k]; !ok {
			t.Errorf("%s has %s, which is not in the family", table, k)
		}
	}
}

func asPairs(s map[string]bool) map[string]string {
	out := map[string]string{}
	for k, in := range s {
		if in {
			out[k] = k
		}
	}
	return out
}

func TestL0OfCoversEveryLowerableL2Op(t *testing.T) {
	ctx, names := registeredOps(t)
	want := map[string]string{}
	for _, n := range names {
		info := ctx.LookupOp(n)
		form := opdef.HasInterface(info, "UnaryL2OpInterface") || opdef.HasInterface(info, "BinaryL2OpInterface") ||
			opdef.HasInterface(info, "VecScalarL2OpInterface")
		if !form || !strings.HasSuffix(n, "_l2") {
			continue
		}
		if l0 := strings.TrimSuffix(n, "_l2") + "_l0"; ctx.LookupOp(l0) != nil {
			want[n] = l0
		}
	}
	if len(want) == 0 {
		t.Fatal("no L2 op with an L0 form is registered")
	}
	diffSets(t, "l0Of", l0Of, want)
}

// notFused are the L2 ops with a micro counterpart that ascendc-fuse-vf-block leaves alone,
// as PyAsc's pass does (see microOf).
var notFused = map[string]bool{"ascendc.sqrt_l2": true, "ascendc.fused_abs_sub_l2": true, "ascendc.fused_exp_sub_l2": true}

func TestMicroOfCoversEveryFusableL2Op(t *testing.T) {
	ctx, names := registeredOps(t)
	want := map[string]string{}
	for _, n := range names {
		info := ctx.LookupOp(n)
		unary := opdef.HasInterface(info, "UnaryL2OpInterface")
		binary := opdef.HasInterface(info, "BinaryL2OpInterface")
		if !unary && !binary || !strings.HasSuffix(n, "_l2") || notFused[n] {
			continue
		}
		micro := strings.TrimSuffix(n, "_l2") + "_micro"
		mi := ctx.LookupOp(micro)
		if mi == nil || unary && !opdef.HasInterface(mi, "UnaryMicroOpInterface") ||
			binary && !opdef.HasInterface(mi, "BinaryMicroOpInterface") {
			continue
		}
		want[n] = micro
	}
	if len(want) == 0 {
		t.Fatal("no L2 op with a micro counterpart is registered")
	}
	diffSets(t, "microOf", microOf, want)
}

// prefixed returns the registered ops whose name starts with one of the prefixes.
func prefixed(names []string, prefixes ...string) map[string]string {
	out := map[string]string{}
	for _, n := range names {
		for _, p := range prefixes {
			if strings.HasPrefix(n, p) {
				out[n] = n
			}
		}
	}
	return out
}

func TestOpFamilies(t *testing.T) {
	_, names := registeredOps(t)
	diffSets(t, "matmulObjectOps", asPairs(matmulObjectOps), prefixed(names, "ascendc.matmul."))
	diffSets(t, "listTensorOps", asPairs(listTensorOps), prefixed(names, "ascendc.list_tensor_desc"))
	cube := prefixed(names, "ascendc.mmad", "ascendc.regist_matmul_obj")
	diffSets(t, "cubeOps", asPairs(cubeOps), cube)
}

func TestFullMask(t *testing.T) {
	for per, want := range map[int64][2]int64{128: {-1, -1}, 64: {0, -1}, 256: {-1, -1}, 32: {0, 1<<32 - 1}} {
		if hi, lo := fullMask(per); hi != want[0] || lo != want[1] {
			t.Errorf("fullMask(%d) = %#x, %#x; want %#x, %#x", per, hi, lo, want[0], want[1])
		}
	}
}
