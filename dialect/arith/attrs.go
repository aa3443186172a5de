package arith

import (
	"slices"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// FlagsAttr is a bit-enum attribute of the arith dialect (#arith.fastmath, #arith.overflow).
type FlagsAttr struct {
	Kind  *flagKind
	Value uint32
}

type flagKind struct {
	mnemonic string
	names    []string // bit i
	all      string   // spelling when every bit is set ("fast"), or ""
	sep      string
	cppName  string // the C++ enum MLIR names in its diagnostics
	attrName string // the .td attribute record, named when a flag fails to parse
}

// spellings lists the keywords MLIR accepts, in the order its diagnostics give them.
func (k *flagKind) spellings() []string {
	out := append([]string{"none"}, k.names...)
	if k.all != "" {
		out = append(out, k.all)
	}
	return out
}

var (
	fastMathKind = &flagKind{mnemonic: "fastmath", names: []string{"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"}, all: "fast", sep: ",", cppName: "FastMathFlags", attrName: "Arith_FastMathAttr"}
	overflowKind = &flagKind{mnemonic: "overflow", names: []string{"nsw", "nuw"}, sep: ", ", cppName: "IntegerOverflowFlags", attrName: "Arith_IntegerOverflowAttr"}
)

// FastMathNone and OverflowNone are the default values of the two properties.
var (
	FastMathNone = &FlagsAttr{Kind: fastMathKind}
	OverflowNone = &FlagsAttr{Kind: overflowKind}
)

func (a *FlagsAttr) printBody(p *ir.Printer) {
	p.WriteChar('<')
	full := uint32(1)<<len(a.Kind.names) - 1
	switch {
	case a.Value == 0:
		p.WriteString("none")
	case a.Kind.all != "" && a.Value == full:
		p.WriteString(a.Kind.all)
	default:
		first := true
		for i, n := range a.Kind.names {
			if a.Value&(1<<i) != 0 {
				if !first {
					p.WriteString(a.Kind.sep)
				}
				p.WriteString(n)
				first = false
			}
		}
	}
	p.WriteChar('>')
}

func (a *FlagsAttr) Print(p *ir.Printer) {
	p.WriteString("#arith.")
	p.WriteString(a.Kind.mnemonic)
	a.printBody(p)
}

func (a *FlagsAttr) Equal(o ir.Attribute) bool {
	b, ok := o.(*FlagsAttr)
	return ok && a.Kind == b.Kind && a.Value == b.Value
}

// Has reports whether the named flag is set.
func (a *FlagsAttr) Has(name string) bool {
	for i, n := range a.Kind.names {
		if n == name {
			return a.Value&(1<<i) != 0
		}
	}
	return false
}

func parseFlagsBody(p *ir.OpParser, k *flagKind) (ir.Attribute, error) {
	if err := p.Expect("<"); err != nil {
		return nil, err
	}
	a := &FlagsAttr{Kind: k}
	pos := p.Pos() // MLIR points at the start of the flag list
	// As an ODS-generated parameter parser, a failed flag is followed by an error naming
	// the attribute's parameter, where parsing stopped.
	paramErr := func(err error) error {
		return p.FollowError(err, p.Pos(), "failed to parse %s parameter 'value' which is to be a `::mlir::arith::%s`", k.attrName, k.cppName)
	}
	for {
		w, ok := p.ParseOptionalKeywordAny()
		if !ok {
			return nil, paramErr(p.EmitError(p.Pos(), "expected valid keyword"))
		}
		switch {
		case w == "none":
		case w == k.all && k.all != "":
			a.Value = uint32(1)<<len(k.names) - 1
		default:
			found := false
			for i, n := range k.names {
				if n == w {
					a.Value |= 1 << i
					found = true
				}
			}
			if !found {
				return nil, paramErr(p.EmitError(pos, "expected ::mlir::arith::%s to be one of: %s", k.cppName, strings.Join(k.spellings(), ", ")))
			}
		}
		if !p.OptionalPunct(",") && !p.OptionalPunct("|") {
			break
		}
	}
	return a, p.Expect(">")
}

func flagsConstraint(name, desc string, k *flagKind) *opdef.AttrConstraint {
	return &opdef.AttrConstraint{Name: name, Desc: desc,
		Pred:          func(a ir.Attribute) bool { f, ok := a.(*FlagsAttr); return ok && f.Kind == k },
		ParseStripped: func(p *ir.OpParser) (ir.Attribute, error) { return parseFlagsBody(p, k) },
		PrintStripped: func(p *ir.Printer, a ir.Attribute) { a.(*FlagsAttr).printBody(p) }}
}

var (
	// The descriptions are the .td ones, which MLIR's constraint messages quote.
	fastMathC = flagsConstraint("Arith_FastMathAttr", "Floating point fast math flags", fastMathKind)
	overflowC = flagsConstraint("Arith_IntegerOverflowAttr", "Integer overflow arith flags", overflowKind)
)

// parseDialectAttr handles `#arith.fastmath<...>` and `#arith.overflow<...>`.
func parseDialectAttr(p *ir.OpParser, mnemonic string) (ir.Attribute, error) {
	switch mnemonic {
	case "fastmath":
		return parseFlagsBody(p, fastMathKind)
	case "overflow":
		return parseFlagsBody(p, overflowKind)
	}
	return nil, p.ErrorAt(p.MnemonicPos(), "unknown attribute `%s` in dialect `arith`", mnemonic)
}

// enumC builds an integer-backed enum attribute constraint printed as keywords. summary
// is the enum's .td summary, which its constraint messages quote; ODS lists the allowed
// values instead when it is empty.
func enumC(name, summary string, t ir.Type, cases []string) *opdef.AttrConstraint {
	kw := map[string]bool{}
	for _, c := range cases {
		kw[c] = true
	}
	vals := make([]string, len(cases))
	for i := range cases {
		vals[i] = strconv.Itoa(i)
	}
	desc := summary
	if desc == "" {
		desc = "allowed " + strconv.Itoa(ir.IntOrFloatWidth(t)) + "-bit signless integer cases: " + strings.Join(vals, ", ")
	}
	return &opdef.AttrConstraint{Name: name, Desc: desc, Keywords: kw,
		Pred: func(a ir.Attribute) bool {
			ia, ok := a.(*ir.IntegerAttr)
			return ok && ir.TypeEqual(ia.Type, t) && ia.Value >= 0 && int(ia.Value) < len(cases)
		},
		ParseStripped: func(p *ir.OpParser) (ir.Attribute, error) {
			v, err := opdef.ParseCaseKeyword(p, attrNameOf(name), strings.Join(cases, ", "), func(w string) (int64, bool) {
				i := slices.Index(cases, w)
				return int64(i), i >= 0
			})
			if err != nil {
				return nil, err
			}
			return ir.NewIntAttr(t, v), nil
		},
		PrintStripped: func(p *ir.Printer, a ir.Attribute) {
			v := a.(*ir.IntegerAttr).Value
			if v >= 0 && int(v) < len(cases) {
				p.WriteString(cases[v])
			} else {
				p.WriteInt(v)
			}
		}}
}

// CmpIPredicates and CmpFPredicates list predicate spellings by value.
var (
	CmpIPredicates = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
	CmpFPredicates = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}
	RoundingModes  = []string{"to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"}
)

// attrNameOf maps an enum constraint to the attribute name ops use for it.
func attrNameOf(constraint string) string {
	if constraint == "Arith_RoundingModeAttr" {
		return "roundingmode"
	}
	return "predicate"
}
