package ir

// --mlir-print-value-users: a comment after each op names the users of its results
// (`// users: %3, %5#0, %5#1`, `// unused`), an op without results but with operands
// gets `// id: %N`, and each block argument gets a line of its own. Ops without results
// are numbered then, in the same counter as values, as MLIR's printer does.

// printUsersComment writes the comment after op.
func (p *Printer) printUsersComment(op *Operation) {
	res := op.resultArr()
	if len(res) == 0 {
		if len(op.operandArr()) > 0 {
			p.WriteString(" // id: ")
			p.printOpID(op)
		}
		return
	}
	seen := map[*Operation]bool{}
	users, userResults := 0, 0
	for i := range res {
		for u := res[i].first; u != nil; u = u.next {
			if !seen[u.owner] {
				seen[u.owner] = true
				users++
				userResults += len(u.owner.resultArr())
			}
		}
	}
	if users == 0 {
		p.WriteString(" // unused")
		return
	}
	// "user" only when one result goes to one op that has at most one result.
	if userResults <= 1 && users <= 1 && len(res) == 1 {
		p.WriteString(" // user: ")
	} else {
		p.WriteString(" // users: ")
	}
	for i := range res {
		if i > 0 {
			p.WriteString(", ")
		}
		if len(res) > 1 {
			p.WriteChar('(')
		}
		p.printValueUsers(&res[i])
		if len(res) > 1 {
			p.WriteChar(')')
		}
	}
}

// printArgUsers writes the comment line of a block argument.
func (p *Printer) printArgUsers(a *Value) {
	p.PrintNewline()
	p.WriteString("// ")
	p.names.printUse(p, a)
	if a.first == nil {
		p.WriteString(" is unused")
		return
	}
	p.WriteString(" is used by ")
	p.printValueUsers(a)
}

// printValueUsers lists the ops using v, each once, in use-list order: an op by its
// results, or by its id when it has none. As in MLIR, the separator follows the use's
// index, so an op using v twice first is listed once.
func (p *Printer) printValueUsers(v *Value) {
	if v.first == nil {
		p.WriteString("unused")
	}
	seen := map[*Operation]bool{}
	i := 0
	for u := v.first; u != nil; u, i = u.next, i+1 {
		if seen[u.owner] {
			continue
		}
		seen[u.owner] = true
		if i > 0 {
			p.WriteString(", ")
		}
		rs := u.owner.resultArr()
		if len(rs) == 0 {
			p.printOpID(u.owner)
			continue
		}
		for j := range rs {
			if j > 0 {
				p.WriteString(", ")
			}
			p.names.printUse(p, &rs[j])
		}
	}
}

func (p *Printer) printOpID(op *Operation) {
	id, ok := p.names.opIDs[op]
	if !ok {
		p.WriteString("<<UNKNOWN OPERATION>>")
		return
	}
	p.WriteChar('%')
	p.WriteInt(int64(id))
}
