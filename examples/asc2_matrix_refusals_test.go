package examples

import (
	"regexp"
	"strings"
)

// mRefusal is a reviewed refusal of the tile matrix: every case whose key ("op types
// form shape soc", space-separated; the pattern's * also matches spaces) matches
// pattern must be refused with a diagnostic containing want, at the op named op.
type mRefusal struct {
	pattern string
	op      string
	want    string
	reason  string
}

// notLowered is asclower-check-lowered's words for an op no asclower pass lowers.
const notLowered = "on tile-level values is not lowered to ascendc by any asclower pass"

// mRefusals is the table, first match wins. Each entry says why the form cannot be
// lowered (the hardware has no such operation, or the spec leaves it open).
var mRefusals = []mRefusal{
	// 64 KB tiles of the long 1-D form: a lowering that needs a third tile-sized tensor
	// does not fit in UB (188160 usable bytes on 910B; 248 KB on 950). The error names the
	// allocation that crosses the limit, wherever it comes from (op "").
	{"arith.subf f32 * 1dl Ascend910B1", "", "more than the 188160 bytes usable on ascend910b",
		"c220's subs is duplicate + sub: a third 64 KB tensor"},
	{"arith.divf f32 * 1dl Ascend910B1", "", "bytes of UB, more than the 188160 bytes usable", "c220's divs is duplicate + div"},
	{"asctile.subs f32 * 1dl Ascend910B1", "", "bytes of UB, more than the 188160 bytes usable", "as subf"},
	{"asctile.divs f32 * 1dl Ascend910B1", "", "bytes of UB, more than the 188160 bytes usable", "as divf"},
	{"arith.maxnumf f32 * 1dl Ascend910B1", "", "bytes of UB, more than the 188160 bytes usable",
		"maxnumf with a splat is not scalarized: the splat is a third tensor"},
	{"arith.minnumf f32 * 1dl Ascend910B1", "", "bytes of UB, more than the 188160 bytes usable", "as maxnumf"},
	{"math.exp2 f32 * 1dl Ascend910B1", "", "bytes of UB, more than the 188160 bytes usable", "exp2 is exp(x * splat(ln 2)): a third tensor"},
	{"math.rsqrt f32 * 1dl Ascend910B1", "", "bytes of UB, more than the 188160 bytes usable", "rsqrt is splat(1) / sqrt(x): a third tensor"},
	{"math.exp2 f32 * 1dl Ascend950PR_9599", "", "static allocation needs 263168 bytes of UB, more than its 253952 bytes usable on ascend950", "as on c220 (four tensors)"},
	{"math.rsqrt f32 * 1dl Ascend950PR_9599", "", "static allocation needs 263168 bytes of UB, more than its 253952 bytes usable on ascend950", "as on c220 (four tensors)"},
	{"arith.addi i64 *", "asctile.load", "'result' must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values, but got '!asctile.tile<256xi64, UB>'",
		"AscTile_Numeric has no i64: the parser checks the load's result type (asctile-ops.md §5.1)"},
	{"arith.addi ui8 *", "asctile.load", "'result' must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values, but got '!asctile.tile<256xui8, UB>'",
		"AscTile_Numeric takes signless integers only"},
	{"asctile.cast f32-i64 *", "asctile.cast", "op result #0 must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values, but got '!asctile.tile<256xi64, UB>'",
		"the cast's result must be a NumericTile"},
	{"asctile.cast f32-ui8 *", "asctile.cast", "op result #0 must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values, but got '!asctile.tile<256xui8, UB>'",
		"the cast's result must be a NumericTile"},
	{"arith.remf *", "arith.remf", notLowered,
		"no vector op computes a float remainder; the frontend does not emit remf and PyAsc's lowering has no pattern for it"},
	{"arith.remsi *", "arith.remsi", notLowered,
		"the vector unit has no integer division; PyAsc's lowering has no pattern for remsi (passes-asc2.md, asclower-arith-binary)"},
	{"arith.xori *", "arith.xori", notLowered,
		"PyAsc's asclower-arith-binary lowers andi and ori only; the spec names xori as left unlowered"},
	{"arith.divsi * tt *", "arith.divsi", notLowered,
		"Div takes half and float only (no integer division on the vector unit); a tile-tile divsi has no pattern"},
	{"arith.divsi * st *", "arith.divsi", notLowered,
		"a splat on the left leaves a tile-tile divsi (asctile-transform-math-ops scalarizes the right operand only)"},
	{"arith.divsi *", "asctile.divs", "but the vector unit's Div and Divs take half and float only",
		"divs of an integer tile: Divs takes half and float only"},
	{"asctile.divs i*", "asctile.divs", "but the vector unit's Div and Divs take half and float only",
		"Divs takes half and float only"},
	{"arith.shli * tt *", "arith.shli", notLowered,
		"ShiftLeft shifts by a scalar; PyAsc lowers a tile-tile shli to nothing (only a splat amount becomes shls)"},
	{"arith.shli * st *", "arith.shli", notLowered, "a splat on the left is not a shift amount: a tile-tile shli remains"},
	{"arith.shrsi * tt *", "arith.shrsi", notLowered,
		"ShiftRight shifts by a scalar; PyAsc lowers a tile-tile shrsi to nothing (only a splat amount becomes shrs)"},
	{"arith.shrsi * st *", "arith.shrsi", notLowered, "a splat on the left is not a shift amount: a tile-tile shrsi remains"},
	{"math.log10 *", "math.log10", "failed to legalize operation 'math.log10'",
		"PyAsc's asclower-math has no pattern for log10 (the frontend does not emit it)"},
	{"asctile.cmp i8 */ts *", "asctile.cmps", "on a tile of i8 is not supported: the vector unit's Compare takes 16- and 32-bit elements",
		"a splat operand makes the compare a cmps (asctile-transform-math-ops), refused as cmps"},
	{"asctile.cmp i8 */st *", "asctile.cmps", "on a tile of i8 is not supported: the vector unit's Compare takes 16- and 32-bit elements",
		"as ts (the mode mirrored)"},
	{"asctile.cmp i8 * Ascend910B1", "asctile.cmp", "can only be lowered with i16 or i32 tile operands",
		"PyAsc's own refusal on c220: the compare goes through a float copy of i16/i32 only"},
	{"asctile.cmp i8 *", "asctile.cmp", "on a tile of i8 is not supported: the vector unit's Compare takes 16- and 32-bit elements",
		"Compare's L0 form has a 128-bit lane mask, no form for 256 8-bit lanes; the spec gives no other"},
	{"asctile.select f16-i8 *", "asctile.select", "on a tile of i8 is not supported: the vector unit's Select takes 16- and 32-bit elements",
		"Select's L0 form has the same 128-bit lane mask as Compare"},
	{"asctile.cmps i8 *", "asctile.cmps", "on a tile of i8 is not supported: the vector unit's Compare takes 16- and 32-bit elements",
		"as for cmp"},
	{"asctile.reduce_as_1d * mean/*", "asctile.reduce_as_1d", "op with mean is not supported", "the lowering supports sum, max, min (asctile-ops.md §3.3)"},
	{"asctile.reduce_as_1d * all/*", "asctile.reduce_as_1d", "op with all is not supported", "as mean"},
	{"asctile.reduce_as_1d * any/*", "asctile.reduce_as_1d", "op with any is not supported", "as mean"},
	{"asctile.reduce_as_1d * xor_sum/*", "asctile.reduce_as_1d", "op with xor_sum is not supported", "as mean"},
	{"asctile.reduce i* * *", "asctile.reduce", "but the vector unit's reductions take half and float only",
		"the reductions take half and float only"},
	{"asctile.reduce * mean/*", "asctile.reduce", "op with mean is not supported", "the lowering supports sum, max, min, prod (asctile-ops.md §3.3)"},
	{"asctile.reduce * all/*", "asctile.reduce", "op with all is not supported", "as mean"},
	{"asctile.reduce * any/*", "asctile.reduce", "op with any is not supported", "as mean"},
	{"asctile.reduce * xor_sum/*", "asctile.reduce", "op with xor_sum is not supported", "as mean"},
	{"asctile.reduce_as_1d i* * *", "asctile.reduce_as_1d", "but the vector unit's reductions take half and float only",
		"ReduceSum/Max/Min take half and float only"},
}

// mSubset picks the cases of the default run: every case in 1-D (tiles of 256) but the
// constant-scalar forms (lowered as the runtime scalar) and the compares other than
// tile-tile in modes other than LT and NE; in 8x64 tiles the tile-tile
// forms, reductions and broadcasts; in the narrow and long shapes the tile-tile forms
// and broadcasts of f32, bf16 and i8 and the f32 reductions.
func mSubset(c *mCase, sh mShape) bool {
	if c.form == "tc" || c.form == "sc" {
		return false
	}
	tt := c.form == "" || c.form == "tt" || strings.HasSuffix(c.form, "/tt")
	if strings.Contains(c.form, "/") && c.kind == mkElem && !tt && !strings.HasPrefix(c.form, "LT/") && !strings.HasPrefix(c.form, "NE/") {
		return false // the compare forms but tile-tile: two modes of the six
	}
	switch sh.name {
	case "1d":
		return true
	case "2d":
		return tt || c.kind != mkElem || c.bcast != 0
	}
	if c.kind != mkElem {
		return c.in == mF32
	}
	return (tt || c.bcast != 0) && (c.in == mF32 || c.in == mBF16 || c.in == mI8)
}

// lookupRefusal is the first entry of mRefusals matching key.
func lookupRefusal(key string) *mRefusal {
	for i := range mRefusals {
		if globMatch(mRefusals[i].pattern, key) {
			return &mRefusals[i]
		}
	}
	return nil
}

// globMatch matches key against pattern, whose * stands for any run of characters.
func globMatch(pattern, key string) bool {
	parts := strings.Split(pattern, "*")
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile("^" + strings.Join(parts, ".*") + "$").MatchString(key)
}
