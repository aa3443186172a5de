package tablegen

import (
	"bufio"
	"io"
	"strings"
)

// PrintRecords writes every class and def in llvm-tblgen's --print-records
// format (sorted by name, as llvm's RecordKeeper keeps them in ordered maps).
func PrintRecords(w io.Writer, rk *RecordKeeper) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("------------- Classes -----------------\n")
	for _, c := range rk.SortedClasses() {
		bw.WriteString("class ")
		bw.WriteString(c.String())
	}
	bw.WriteString("------------- Defs -----------------\n")
	for _, d := range rk.SortedDefs() {
		bw.WriteString("def ")
		bw.WriteString(d.String())
	}
	return bw.Flush()
}

// printType is the type shown for a field: llvm-tblgen shows `code` for a
// string field currently holding a [{...}] value.
func printType(f *Field) string {
	if _, ok := f.Type.(*StringType); ok {
		if s, ok := f.Value.(*String); ok && s.Code {
			return "code"
		}
		return "string"
	}
	return f.Type.String()
}

func writeField(sb *strings.Builder, f *Field) {
	if f.Kind == FieldNonconcrete {
		sb.WriteString("field ")
	}
	sb.WriteString(printType(f))
	sb.WriteByte(' ')
	sb.WriteString(f.Name)
	if f.Value != nil {
		sb.WriteString(" = ")
		sb.WriteString(f.Value.String())
	}
}

// String renders the record as --print-records does, without the leading
// "class "/"def " keyword.
func (r *Record) String() string {
	var sb strings.Builder
	sb.WriteString(r.Name)
	if len(r.TemplateArgs) > 0 {
		sb.WriteByte('<')
		for i, ta := range r.TemplateArgs {
			if i > 0 {
				sb.WriteString(", ")
			}
			writeField(&sb, r.Field(ta))
		}
		sb.WriteByte('>')
	}
	sb.WriteString(" {")
	if len(r.Supers) > 0 {
		sb.WriteString("\t//")
		for _, s := range r.Supers {
			sb.WriteByte(' ')
			sb.WriteString(s.Name)
		}
	}
	sb.WriteByte('\n')
	for pass := 0; pass < 2; pass++ {
		for _, f := range r.Fields {
			if f.Kind == FieldTemplateArg || (f.Kind == FieldNonconcrete) != (pass == 0) {
				continue
			}
			sb.WriteString("  ")
			writeField(&sb, f)
			sb.WriteString(";\n")
		}
	}
	sb.WriteString("}\n")
	return sb.String()
}
