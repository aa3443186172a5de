// Package tablegen reads TableGen (.td) files, the language MLIR uses for op
// definitions, and builds the records generators work from.
//
// Stages, each in its own file:
//
//	lexer.go       tokens; follows `include` (-I dirs, the including file's
//	               directory) and applies #define/#ifdef/#ifndef/#else/#endif
//	ast.go         the participle grammar: a purely syntactic tree
//	eval*.go       walks the tree in order with llvm-tblgen's semantics:
//	               classes, defs, multiclass/defm, let, defvar, foreach, if,
//	               assert, defset, and the bang operators' typing
//	resolve.go     substitution of template arguments, fields and loop
//	               variables; late binding of fields in defs
//	fold*.go       evaluation of bang operators once operands are known
//	instantiate.go anonymous records for `Class<args>` values
//	record.go      Record, Field, RecordKeeper
//	api.go         typed getters for backends (GetString, GetDag, ...)
//	print.go       --print-records output, byte-identical to mlir-tblgen 19
//
// Usage:
//
//	rk, err := tablegen.ParseFile("ops.td", tablegen.Options{IncludeDirs: dirs})
//	if err != nil { fmt.Fprint(os.Stderr, err.(tablegen.ErrorList).Format()) }
//	for _, op := range rk.DefsDerivedFrom("Op") {
//		name, _ := op.GetString("opName")
//		args, _ := op.GetDag("arguments")
//		for i := 0; i < args.NumArgs(); i++ { _ = args.ArgName(i) }
//	}
//
// Values are the closed set of types implementing Value (*String, *Int,
// *Bit, *Bits, *List, *Dag, *DefRef, *Unset, and unresolved forms such as
// *Var and *Op that only remain in classes). Diagnostics are *Error values
// with the .td position; evaluation never panics out of ParseString.
package tablegen
