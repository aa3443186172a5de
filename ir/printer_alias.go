package ir

import (
	"strconv"
	"strings"
)

// collectAliases finds the affine maps and integer sets used anywhere in op and gives them
// `#mapN` / `#setN` aliases, printed before the op as MLIR does.
func (p *Printer) collectAliases(top *Operation) {
	var order []string
	seen := map[string]bool{}
	var visitAttr func(a Attribute)
	var visitType func(t Type)
	visitAttr = func(a Attribute) {
		switch a := a.(type) {
		case *OpaqueAttr:
			if (strings.HasPrefix(a.Text, "affine_map<") || strings.HasPrefix(a.Text, "affine_set<")) && !seen[a.Text] {
				seen[a.Text] = true
				order = append(order, a.Text)
			}
		case *ArrayAttr:
			for _, e := range a.Elems {
				visitAttr(e)
			}
		case *DictAttr:
			for _, e := range a.Entries {
				visitAttr(e.Value)
			}
		case *TypeAttr:
			visitType(a.Type)
		}
	}
	visitType = func(t Type) {
		switch t := t.(type) {
		case *MemRefType:
			visitType(t.Elem)
			if t.Layout != nil {
				visitAttr(t.Layout)
			}
		case *FunctionType:
			for _, x := range t.Inputs {
				visitType(x)
			}
			for _, x := range t.Results {
				visitType(x)
			}
		}
	}
	top.Walk(func(op *Operation) bool {
		for _, a := range op.attrArr() {
			visitAttr(a.Value)
		}
		for i := range op.resultArr() {
			visitType(op.resultArr()[i].typ)
		}
		for _, r := range op.regs() {
			for _, b := range r.blocks {
				for _, a := range b.args {
					visitType(a.typ)
				}
			}
		}
		return true
	})
	if len(order) == 0 {
		return
	}
	p.aliases = map[string]string{}
	counts := map[string]int{}
	for _, text := range order {
		base := "#map"
		if strings.HasPrefix(text, "affine_set<") {
			base = "#set"
		}
		n := counts[base]
		counts[base]++
		name := base
		if n > 0 {
			name += strconv.Itoa(n)
		}
		p.aliases[text] = name
		p.WriteString(name)
		p.WriteString(" = ")
		p.WriteString(text)
		p.WriteChar('\n')
	}
}
