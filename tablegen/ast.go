package tablegen

import "github.com/alecthomas/participle/v2/lexer"

// The participle grammar of the TableGen subset. The tree is purely
// syntactic: identifiers are not resolved and no value is computed here,
// because TableGen's meaning depends on parse order (a class must exist
// before it is used, `let` stacks, anonymous record numbering), which the
// evaluator reproduces by walking this tree in order.
//
// `include` never appears here: the lexer splices included files into the
// token stream, as llvm-tblgen does.

// File is a whole translation unit.
type File struct {
	Stmts []*Stmt `parser:"@@*"`
}

// Stmt is one top-level (or multiclass/foreach/let body) statement.
type Stmt struct {
	Pos        lexer.Position
	Def        *DefStmt        `parser:"  @@"`
	Let        *LetStmt        `parser:"| @@"`
	Class      *ClassStmt      `parser:"| @@"`
	Defm       *DefmStmt       `parser:"| @@"`
	Defvar     *DefvarStmt     `parser:"| @@"`
	Foreach    *ForeachStmt    `parser:"| @@"`
	If         *IfStmt         `parser:"| @@"`
	MultiClass *MultiClassStmt `parser:"| @@"`
	Assert     *AssertStmt     `parser:"| @@"`
	Defset     *DefsetStmt     `parser:"| @@"`
	Deftype    *DeftypeStmt    `parser:"| @@"`
	Dump       *DumpStmt       `parser:"| @@"`
}

// ClassStmt is `class Name<targs> : Parents { body }`.
type ClassStmt struct {
	Pos    lexer.Position
	Tokens []lexer.Token // Tokens[1] locates the name
	Name   string        `parser:"\"class\" @Ident"`
	TArgs  []*Decl       `parser:"( \"<\" @@ ( \",\" @@ )* \">\" )?"`
	Body   *ObjectBody   `parser:"@@"`
}

// ObjectBody is the `: Parents { body }` part shared by class and def.
type ObjectBody struct {
	Pos     lexer.Position
	Parents []*ClassRef `parser:"( \":\" @@ ( \",\" @@ )* )?"`
	Semi    bool        `parser:"( @\";\""`
	Items   []*BodyItem `parser:"| \"{\" @@* \"}\" )"`
}

// ClassRef is a reference to a class or multiclass with template arguments.
type ClassRef struct {
	Pos     lexer.Position
	Name    string `parser:"@Ident"`
	HasArgs bool   `parser:"( @\"<\""`
	Args    []*Arg `parser:"  ( @@ ( \",\" @@ )* )? \">\" )?"`
}

// Arg is a positional or named (`name = value`) template argument.
type Arg struct {
	Pos   lexer.Position
	Name  string `parser:"( @Ident \"=\" )?"`
	Value *Expr  `parser:"@@"`
}

// BodyItem is one item of a record body.
type BodyItem struct {
	Pos    lexer.Position
	Let    *BodyLet    `parser:"  \"let\" @@ \";\""`
	Decl   *Decl       `parser:"| @@ \";\""`
	Defvar *DefvarStmt `parser:"| @@"`
	Assert *AssertStmt `parser:"| @@"`
	Dump   *DumpStmt   `parser:"| @@"`
}

// BodyLet is `let name{bits} = value` inside a body.
type BodyLet struct {
	Pos   lexer.Position
	Name  string        `parser:"@Ident"`
	Bits  []*RangePiece `parser:"( \"{\" @@ ( \",\" @@ )* \"}\" )?"`
	Value *Expr         `parser:"\"=\" @@"`
}

// Decl declares a field or a template argument.
type Decl struct {
	Pos   lexer.Position
	Field bool      `parser:"@\"field\"?"`
	Type  *TypeExpr `parser:"@@"`
	Name  string    `parser:"@Ident"`
	Value *Expr     `parser:"( \"=\" @@ )?"`
}

// TypeExpr is a type as written.
type TypeExpr struct {
	Pos  lexer.Position
	Bits *string   `parser:"(  \"bits\" \"<\" @Int \">\""`
	List *TypeExpr `parser:" | \"list\" \"<\" @@ \">\""`
	Name string    `parser:" | @( \"string\" | \"code\" | \"bit\" | \"int\" | \"dag\" | Ident ) )"`
}

// DefStmt is `def [name] : Parents { body }`.
type DefStmt struct {
	Pos  lexer.Position
	Name *NameExpr   `parser:"\"def\" @@?"`
	Body *ObjectBody `parser:"@@"`
}

// DefmStmt is `defm [name] : MC<args>, ..., Class<args>;`.
type DefmStmt struct {
	Pos     lexer.Position
	Name    *NameExpr   `parser:"\"defm\" @@?"`
	Parents []*ClassRef `parser:"\":\" @@ ( \",\" @@ )* \";\""`
}

// DefvarStmt is `defvar name = value;`.
type DefvarStmt struct {
	Pos   lexer.Position
	Name  string `parser:"\"defvar\" @Ident"`
	Value *Expr  `parser:"\"=\" @@ \";\""`
}

// DefsetStmt is `defset list<T> name = { statements }`.
type DefsetStmt struct {
	Pos   lexer.Position
	Type  *TypeExpr `parser:"\"defset\" @@"`
	Name  string    `parser:"@Ident \"=\" \"{\""`
	Stmts []*Stmt   `parser:"@@* \"}\""`
}

// DeftypeStmt is `deftype Name = Type;`.
type DeftypeStmt struct {
	Pos  lexer.Position
	Name string    `parser:"\"deftype\" @Ident"`
	Type *TypeExpr `parser:"\"=\" @@ \";\""`
}

// ForeachStmt is `foreach i = list in body`.
type ForeachStmt struct {
	Pos    lexer.Position
	Var    string        `parser:"\"foreach\" @Ident \"=\""`
	Ranges []*RangePiece `parser:"( \"{\" @@ ( \",\" @@ )* \"}\""`
	Iter   *RangePiece   `parser:"| @@ ) \"in\""`
	Body   *Block        `parser:"@@"`
}

// Block is either a braced statement list or a single statement.
type Block struct {
	Pos    lexer.Position
	Braced bool    `parser:"( @\"{\""`
	Stmts  []*Stmt `parser:"  @@* \"}\""`
	Single *Stmt   `parser:"| @@ )"`
}

// IfStmt is `if cond then body [else body]`.
type IfStmt struct {
	Pos  lexer.Position
	Cond *Expr  `parser:"\"if\" @@ \"then\""`
	Then *Block `parser:"@@"`
	Else *Block `parser:"( \"else\" @@ )?"`
}

// LetStmt is `let a = x, b{0-3} = y in body`.
type LetStmt struct {
	Pos   lexer.Position
	Items []*LetItem `parser:"\"let\" @@ ( \",\" @@ )* \"in\""`
	Body  *Block     `parser:"@@"`
}

// LetItem is `name<bits> = value` of a top-level let.
type LetItem struct {
	Pos   lexer.Position
	Name  string        `parser:"@Ident"`
	Bits  []*RangePiece `parser:"( \"<\" @@ ( \",\" @@ )* \">\" )?"`
	Value *Expr         `parser:"\"=\" @@"`
}

// MultiClassStmt is `multiclass Name<targs> : Bases { statements }`.
type MultiClassStmt struct {
	Pos   lexer.Position
	Name  string      `parser:"\"multiclass\" @Ident"`
	TArgs []*Decl     `parser:"( \"<\" @@ ( \",\" @@ )* \">\" )?"`
	Bases []*ClassRef `parser:"( \":\" @@ ( \",\" @@ )* )?"`
	Stmts []*Stmt     `parser:"\"{\" @@* \"}\""`
}

// AssertStmt is `assert cond, message;`.
type AssertStmt struct {
	Pos  lexer.Position
	Cond *Expr `parser:"\"assert\" @@ \",\""`
	Msg  *Expr `parser:"@@ \";\""`
}

// DumpStmt is `dump message;`.
type DumpStmt struct {
	Pos lexer.Position
	Msg *Expr `parser:"\"dump\" @@ \";\""`
}

// RangePiece is `a`, `a-b`, `a...b` (inside `{}` bit ranges, slices, foreach).
type RangePiece struct {
	Pos    lexer.Position
	From   *Expr   `parser:"@@"`
	To     *Expr   `parser:"( ( \"...\" | \"-\" ) @@"`
	NegEnd *string `parser:"| @Int )?"`
}

// NameExpr is a record name: a value in "name mode" (no `{}` suffix, so the
// object body's brace is never taken for a bit slice) with paste chains.
type NameExpr struct {
	Pos    lexer.Position
	Head   *Operand `parser:"@@"`
	Pastes []*Paste `parser:"@@*"`
}

// Expr is an expression: an operand with suffixes and `#` pastes.
type Expr struct {
	Pos      lexer.Position
	Braces   *BitsLit  `parser:"(  \"{\" @@ \"}\""`
	Head     *Operand  `parser:"| @@ )"`
	Suffixes []*Suffix `parser:"@@*"`
	Pastes   []*Paste  `parser:"@@*"`
}

// BitsLit is `{a, b, c}`.
type BitsLit struct {
	Pos   lexer.Position
	Elems []*Expr `parser:"( @@ ( \",\" @@ )* )?"`
}

// Paste is `# operand`; the operand is optional before `;`, `:` and `{`.
type Paste struct {
	Pos     lexer.Position
	Operand *Operand `parser:"\"#\" @@?"`
}

// Operand is a simple value with name-mode suffixes (`[...]`, `.field`).
type Operand struct {
	Pos      lexer.Position
	Simple   *Simple       `parser:"@@"`
	Suffixes []*NameSuffix `parser:"@@*"`
}

// Suffix is a value suffix: bit slice, list slice or field access.
type Suffix struct {
	Pos  lexer.Position
	Bits []*RangePiece `parser:"(  \"{\" @@ ( \",\" @@ )* \"}\""`
	Name *NameSuffix   `parser:" | @@ )"`
}

// NameSuffix is a list slice or field access.
type NameSuffix struct {
	Pos   lexer.Position
	Slice []*RangePiece `parser:"(  \"[\" @@ ( \",\" @@ )* \",\"? \"]\""`
	Field *string       `parser:" | \".\" @Ident )"`
}

// Simple is a primary value.
type Simple struct {
	Pos    lexer.Position
	Ident  *IdentRef `parser:"(  @@"`
	Strs   []string  `parser:" | @String+"`
	Int    *string   `parser:" | @Int"`
	Code   *string   `parser:" | @Code"`
	List   *ListLit  `parser:" | \"[\" @@"`
	Bang   *BangExpr `parser:" | @@"`
	Dag    *DagLit   `parser:" | \"(\" @@ \")\""`
	Unset  bool      `parser:" | @\"?\""`
	Bool   *string   `parser:" | @( \"true\" | \"false\" )"`
	BinInt *string   `parser:" | @BinInt )"`
}

// ListLit is `[a, b]` with an optional `<type>`.
type ListLit struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Elems  []*Expr   `parser:"( @@ ( \",\" @@ )* \",\"? )? \"]\""`
	Type   *TypeExpr `parser:"( \"<\" @@ \">\" )?"`
}

// DagLit is `(op:$name arg:$n, ...)`.
type DagLit struct {
	Pos    lexer.Position
	Op     *Expr         `parser:"@@"`
	OpName *string       `parser:"( \":\" @VarName )?"`
	Args   []*DagArgExpr `parser:"( @@ ( \",\" @@ )* )?"`
}

// DagArgExpr is `value`, `value:$name` or `$name`.
type DagArgExpr struct {
	Pos   lexer.Position
	Name  *string `parser:"( @VarName"`
	Value *Expr   `parser:"| @@"`
	VName *string `parser:"( \":\" @VarName )? )"`
}

// BangExpr is `!op<type>(args)`.
type BangExpr struct {
	Pos    lexer.Position
	EndPos lexer.Position // llvm-tblgen reports type errors after the operator
	Op     string         `parser:"@Bang"`
	Type   *TypeExpr      `parser:"( \"<\" @@ \">\" )?"`
	Args   []*BangArg     `parser:"\"(\" ( @@ ( \",\" @@ )* )? \")\""`
}

// BangArg is an argument of a bang operator; `a : b` appears in !cond.
type BangArg struct {
	Pos   lexer.Position
	Value *Expr `parser:"@@"`
	Then  *Expr `parser:"( \":\" @@ )?"`
}

// IdentRef is an identifier, or a class instantiation `Class<args>`.
type IdentRef struct {
	Pos     lexer.Position
	Name    string `parser:"@Ident"`
	HasArgs bool   `parser:"( @\"<\""`
	Args    []*Arg `parser:"  ( @@ ( \",\" @@ )* )? \">\" )?"`
}
