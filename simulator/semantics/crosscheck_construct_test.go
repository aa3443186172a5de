package semantics

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/target/ascendc"
)

// ctorFacts are Ascend C's constructors of the parameter structures as the API declares
// them (facts of the public API reference; fixpipe_params_v220's twelve-value form is the
// one PyAsc prints, its members in declaration order): the members a brace-initialisation
// `T v{a0, a1, ...}` of that many values fills, in parameter order. Values for members in
// fixed are the only ones the simulated consumers accept (paramExtra) and are passed as
// such. This table is written from the API, independently of ctorForms and paramFields.
var ctorFacts = []struct {
	typ     string
	members []string
	fixed   map[string]int64
}{
	{"data_copy_params", []string{"blockCount", "blockLen", "srcStride", "dstStride"}, nil},
	{"data_copy_ext_params", []string{"blockCount", "blockLen", "srcStride", "dstStride", "rsv"}, nil},
	{"data_copy_pad_params", []string{"isPad", "leftPadding", "rightPadding", "paddingValue"}, nil},
	{"data_copy_pad_ext_params<f32>", []string{"isPad", "leftPadding", "rightPadding", "paddingValue"}, nil},
	{"binary_repeat_params", []string{"dstBlkStride", "src0BlkStride", "src1BlkStride", "dstRepStride", "src0RepStride", "src1RepStride"}, nil},
	{"unary_repeat_params", []string{"dstBlkStride", "srcBlkStride", "dstRepStride", "srcRepStride"}, nil},
	{"brcb_repeat_params", []string{"dstBlkStride", "dstRepStride"}, nil},
	{"gather_mask_params", []string{"src0BlockStride", "repeatTimes", "src0RepeatStride", "src1RepeatStride"}, nil},
	{"copy_repeat_params", []string{"dstStride", "srcStride", "dstRepeatSize", "srcRepeatSize"}, nil},
	{"gather_repeat_params", []string{"dstBlkStride", "dstRepStride"}, nil},
	{"trans_data_to_5hd_params", []string{"dstHighHalf", "srcHighHalf", "repeatTimes", "dstRepStride", "srcRepStride"}, nil},
	{"load_data_2d_params", []string{"startIndex", "repeatTimes", "srcStride", "sid", "dstGap", "ifTranspose", "addrMode"}, nil},
	{"load_data_2d_transpose_params", []string{"startIndex", "repeatTimes", "srcStride", "dstGap", "dstFracGap", "addrMode"}, nil},
	{"nd2nz_params", []string{"ndNum", "nValue", "dValue", "srcNdMatrixStride", "srcDValue", "dstNzC0Stride", "dstNzNStride", "dstNzMatrixStride"}, nil},
	{"mmad_params", []string{"m", "n", "k", "isBias", "fmOffset", "enSsparse", "enWinogradA", "enWinogradB"}, nil},
	{"mmad_params", []string{"m", "n", "k", "unitFlag", "cmatrixSource", "cmatrixInitVal"}, nil},
	{"fixpipe_params_v220", []string{"nSize", "mSize", "srcStride", "dstStride", "reluEn"}, nil},
	// FixpipeConfig is an aggregate of one member, the CO2Layout.
	{"fixpipe_config", []string{"format"}, nil},
	{"fixpipe_params_v220", []string{"nSize", "mSize", "srcStride", "dstStride", "quantPre", "deqScalar", "ndNum",
		"srcNdStride", "dstNdStride", "reluEn", "unitFlag", "isChannelSplit"},
		map[string]int64{"deqScalar": 0, "ndNum": 1, "srcNdStride": 0, "dstNdStride": 0, "unitFlag": 0, "isChannelSplit": 0}},
}

// constructProbe builds `%s = ascendc.construct !ascendc.T(v0, v1, ...)` with distinct
// values and, for each member, reads it back by name (emitasc.member, `s.name`) and asserts
// it holds the value of the parameter the constructor gives it (with checks; without, the
// construct alone, for the translator).
func constructProbe(typ string, members []string, fixed map[string]int64, checks bool) string {
	var b strings.Builder
	b.WriteString("func.func @k() {\n")
	for i, m := range members {
		fmt.Fprintf(&b, "  %%v%d = arith.constant %d : i32\n", i, probeValue(m, i, fixed))
	}
	names, tys := make([]string, len(members)), make([]string, len(members))
	for i := range members {
		names[i], tys[i] = fmt.Sprintf("%%v%d", i), "i32"
	}
	fmt.Fprintf(&b, "  %%s = ascendc.construct !ascendc.%s(%s) : %s\n", typ, strings.Join(names, ", "), strings.Join(tys, ", "))
	for i, m := range members {
		if _, ok := fixed[m]; ok || !checks {
			continue
		}
		fmt.Fprintf(&b, "  %%m%d = emitasc.member %%s %q : !ascendc.%s, i32\n", i, m, typ)
		fmt.Fprintf(&b, "  %%ok%d = arith.cmpi eq, %%m%d, %%v%d : i32\n", i, i, i)
		fmt.Fprintf(&b, "  cf.assert %%ok%d, \"member %s is not parameter %d\"\n", i, m, i)
	}
	b.WriteString("  return\n}\n")
	return b.String()
}

// TestConstructOrderMatchesCtor: for every parameter structure the simulator decodes, a
// construct of each constructor's arity is printed as `T v{v0, v1, ...}` with the operands
// in IR order (the translator), and the simulator puts operand i in the member the
// constructor's parameter i initialises (read back by member name).
func TestConstructOrderMatchesCtor(t *testing.T) {
	seen := map[string]bool{}
	for _, f := range ctorFacts {
		mn := f.typ
		if i := strings.IndexByte(mn, '<'); i > 0 {
			mn = mn[:i]
		}
		seen[mn] = true
		src := constructProbe(f.typ, f.members, f.fixed, true)
		name := fmt.Sprintf("%s/%d", f.typ, len(f.members))
		// The translator: the operands in IR order, inside the braces.
		m, err := ir.ParseSource(all.NewContext(), "k.mlir", []byte(constructProbe(f.typ, f.members, f.fixed, false)), ir.ParseOptions{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var cpp bytes.Buffer
		if err := ascendc.Translate(&cpp, m, ascendc.Options{}); err != nil {
			t.Fatalf("%s: translate: %v", name, err)
		}
		text := cpp.String()
		brace := regexp.MustCompile(`(?m)^\s*\S+ v\d+\{([^}]*)\};`).FindStringSubmatch(text)
		if brace == nil {
			t.Fatalf("%s: no brace initialisation in\n%s", name, text)
		}
		got := strings.Split(brace[1], ", ")
		if len(got) != len(f.members) {
			t.Fatalf("%s: the translator printed %d values, want %d: %s", name, len(got), len(f.members), brace[0])
		}
		for i, g := range got {
			// Each value is a constant declared `constexpr int32_t g = value;`.
			if want := fmt.Sprintf("constexpr int32_t %s = %d;", g, probeValue(f.members[i], i, f.fixed)); !strings.Contains(text, want) {
				t.Errorf("%s: value %d of the braces is %s, not operand %d (%s)", name, i, g, i, want)
			}
		}
		// The simulator: operand i lands in the member the constructor's parameter i sets.
		if _, d := kernel(t, src, 1); d != "" {
			t.Errorf("%s: the simulator decodes the construct otherwise than the constructor:\n%s", name, d)
		}
	}
	for mn := range paramFields {
		if _, byName := ctorForms[mn]; !seen[mn] && !byName && fieldDefaults[mn] != nil && !allUnset(fieldDefaults[mn]) {
			t.Errorf("%s: decoded from construct operands but has no constructor in ctorFacts", mn)
		}
	}
}

// probeValue is the value constructProbe passes for member m at position i: distinct
// per position, or the one value a fixed member may hold.
func probeValue(m string, i int, fixed map[string]int64) int64 {
	if v, ok := fixed[m]; ok {
		return v
	}
	return int64(2 + i)
}

func allUnset(defs []int64) bool {
	for _, d := range defs {
		if d != unsetField {
			return false
		}
	}
	return true
}

// Arities no constructor (or PyAsc form) takes are refused, naming the structure and the
// count: FixpipeParamsV220 of six values used to put the sixth in quantPre, and fewer
// values than a constructor's used to fill the leading members, guesses both.
func TestConstructArityRefused(t *testing.T) {
	for _, c := range []struct {
		typ    string
		counts []int
	}{
		{"fixpipe_params_v220", []int{1, 4, 6, 8, 11}},
		{"unary_repeat_params", []int{3, 5}},
		{"binary_repeat_params", []int{4}},
		{"data_copy_params", []int{2}},
		{"load_data_2d_params", []int{6}},
		{"mmad_params", []int{3, 12}},
	} {
		for _, n := range c.counts {
			src := "func.func @k() {\n  %v = arith.constant 1 : i32\n  %s = ascendc.construct !ascendc." + c.typ + "(" +
				strings.TrimSuffix(strings.Repeat("%v, ", n), ", ") + ") : " + strings.TrimSuffix(strings.Repeat("i32, ", n), ", ") + "\n  return\n}\n"
			_, d := kernel(t, src, 1)
			if want := fmt.Sprintf("is not simulated for a %s built from %d positional values", c.typ, n); !strings.Contains(d, want) {
				t.Errorf("%s of %d values: want %q, got %q", c.typ, n, want, d)
			}
		}
	}
}
