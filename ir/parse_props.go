package ir

// Properties of registered ops in the generic form. MLIR stores an op's inherent
// attributes in a C++ struct of typed fields, which decides what the generic parser does
// with them: `<{...}>` entries are converted to the fields' classes (an entry of another
// class is an error, an entry naming no field is dropped), inherent entries of the
// attribute dictionary are checked against their constraints when no `<{...}>` is given,
// and dictionary entries a field cannot hold are dropped.

// checkInherentAttrs checks the inherent attributes written in the attribute dictionary
// of an op written without properties, as MLIR's parser does (verifyInherentAttrs): the
// first failing one by name is an error at the op name, without the op as a note since
// the op is not built yet.
func (p *OpParser) checkInherentAttrs(st *OperationState, info *OpInfo, namePos int) error {
	if info.CheckInherentAttr == nil {
		return nil
	}
	bad, msg := "", ""
	for _, a := range st.Attrs {
		if bad != "" && a.Name > bad || !info.IsInherent(a.Name) {
			continue
		}
		if m := info.CheckInherentAttr(a.Name, a.Value); m != "" {
			bad, msg = a.Name, m
		}
	}
	if bad == "" {
		return nil
	}
	return p.ErrorAt(namePos, "'%s' op %s", info.Name, msg)
}

// setProperties merges the properties props (nil when not written) into st.Attrs as MLIR
// does: dictionary entries of inherent attributes stay when their property can hold them,
// and the properties replace them. The error it returns, for properties that do not
// convert, is the caller's to report once the op is complete.
func (p *OpParser) setProperties(st *OperationState, info *OpInfo, props Attribute, namePos int) error {
	st.Attrs = p.keepConvertible(st.Attrs, info, props)
	if props == nil {
		return nil
	}
	complete := info.Dialect != nil && info.Dialect.Closed
	fail := func(msg string) error {
		return p.ErrorAt(namePos, "invalid properties %s for op %s: %s", AttrString(props), info.Name, msg)
	}
	if complete && len(info.Inherent) == 0 {
		return fail("this operation does not support properties")
	}
	d, ok := props.(*DictAttr)
	if !ok {
		return fail("expected DictionaryAttr to set properties")
	}
	// The attributes are converted in name order, the segment sizes after them.
	segErr := ""
	for _, e := range d.Entries {
		if c := segmentAlias(info, e.Name); c != "" {
			if d.Get(c) != nil {
				continue // the current name wins
			}
			e.Name = c
		}
		inherent := info.IsInherent(e.Name)
		if inherent && info.ConvertProperty != nil {
			if msg := info.ConvertProperty(e.Name, e.Value); msg != "" {
				if !isSegments(e.Name) {
					return fail(msg)
				}
				if segErr == "" {
					segErr = msg
				}
			}
		}
		if inherent || !complete {
			// A fully modelled op has no property of another name; those of a dialect we
			// model in part may be ones we do not know, kept as attributes.
			st.Attrs = append(st.Attrs, e)
		}
	}
	if segErr != "" {
		return fail(segErr)
	}
	return nil
}

func isSegments(name string) bool {
	return name == "operandSegmentSizes" || name == "resultSegmentSizes"
}

// keepConvertible drops the attribute dictionary's inherent entries that the op's
// properties cannot hold, and those the given properties replace.
func (p *OpParser) keepConvertible(attrs []NamedAttr, info *OpInfo, props Attribute) []NamedAttr {
	d, _ := props.(*DictAttr)
	if d == nil && info.ConvertProperty == nil {
		return attrs
	}
	kept := attrs[:0]
	for _, a := range attrs {
		if c := segmentAlias(info, a.Name); c != "" {
			// The former name sorts after the current one: its value is set last.
			kept = dropAttr(kept, c)
			a.Name = c
		}
		if info.IsInherent(a.Name) {
			if d != nil && d.Get(a.Name) != nil {
				continue
			}
			if info.ConvertProperty != nil && info.ConvertProperty(a.Name, a.Value) != "" {
				continue
			}
		}
		kept = append(kept, a)
	}
	return kept
}

// segmentAlias returns the segment sizes property that name spelled before MLIR 18
// (operand_segment_sizes, result_segment_sizes), which MLIR 19 still reads, or "".
func segmentAlias(info *OpInfo, name string) string {
	c := ""
	switch name {
	case "operand_segment_sizes":
		c = "operandSegmentSizes"
	case "result_segment_sizes":
		c = "resultSegmentSizes"
	}
	if c != "" && info.IsInherent(c) {
		return c
	}
	return ""
}

func dropAttr(as []NamedAttr, name string) []NamedAttr {
	for i, a := range as {
		if a.Name == name {
			return append(as[:i], as[i+1:]...)
		}
	}
	return as
}
