package tablegen

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token kinds produced by the hand-written lexer. Keywords are Ident tokens:
// TableGen reserves them, so the grammar matches them by value and a string
// literal can never be confused with one (string tokens keep their quotes).
const (
	tokEOF    = lexer.EOF
	tokIdent  = lexer.TokenType(iota + 1)
	tokInt    // decimal or hex, possibly negative ("-3" lexes as one token, as in llvm-tblgen)
	tokBinInt // 0b0101: a bits value whose width is the digit count
	tokString // raw, with quotes; decoded by the evaluator
	tokCode   // raw [{ ... }]
	tokVarName
	tokBang // !name
	tokPunct
	tokKeyword
)

// keywords are reserved: they never match the grammar's Ident.
var keywords = map[string]bool{
	"assert": true, "bit": true, "bits": true, "class": true, "code": true,
	"dag": true, "def": true, "defm": true, "defset": true, "deftype": true,
	"defvar": true, "dump": true, "else": true, "false": true, "field": true,
	"foreach": true, "if": true, "in": true, "int": true, "let": true,
	"list": true, "multiclass": true, "string": true, "then": true, "true": true,
}

var symbols = map[string]lexer.TokenType{
	"EOF": tokEOF, "Ident": tokIdent, "Int": tokInt, "BinInt": tokBinInt,
	"String": tokString, "Code": tokCode, "VarName": tokVarName,
	"Bang": tokBang, "Punct": tokPunct, "Keyword": tokKeyword,
}

// Source holds the text of every file read, so diagnostics can quote the
// offending line.
type Source struct {
	files map[string]string
}

func newSource() *Source { return &Source{files: map[string]string{}} }

// Line returns the text of line n (1-based) of file name.
func (s *Source) Line(name string, n int) string {
	text := s.files[name]
	for i := 1; i < n; i++ {
		j := strings.IndexByte(text, '\n')
		if j < 0 {
			return ""
		}
		text = text[j+1:]
	}
	if j := strings.IndexByte(text, '\n'); j >= 0 {
		text = text[:j]
	}
	return text
}

// lexState lexes a whole translation unit: it follows `include` directives
// and applies the preprocessor (#define/#ifdef/#ifndef/#else/#endif) while
// lexing, exactly as llvm-tblgen's lexer does, so macro state flows through
// included files in textual order.
type lexState struct {
	src      *Source
	incDirs  []string
	macros   map[string]bool
	toks     []lexer.Token
	depth    int
	maxFiles int
	// readFile is replaceable so the fuzzer never touches the file system.
	readFile func(string) ([]byte, error)
}

// fileLexer lexes one buffer.
type fileLexer struct {
	st    *lexState
	name  string
	text  string
	off   int
	line  int
	col   int
	conds []condFrame // open #ifdef frames
}

type condFrame struct {
	pos       lexer.Position
	active    bool // this branch is being emitted
	parentOn  bool
	sawElse   bool
	everTaken bool
}

func (l *fileLexer) pos() lexer.Position {
	return lexer.Position{Filename: l.name, Offset: l.off, Line: l.line, Column: l.col}
}

func (l *fileLexer) errf(p lexer.Position, format string, args ...any) error {
	return &Error{Pos: p, Msg: fmt.Sprintf(format, args...)}
}

// adv moves forward n bytes keeping line/column right.
func (l *fileLexer) adv(n int) {
	for i := 0; i < n && l.off < len(l.text); i++ {
		if l.text[l.off] == '\n' {
			l.line++
			l.col = 1
		} else {
			l.col++
		}
		l.off++
	}
}

func (l *fileLexer) peekc(k int) byte {
	if l.off+k < len(l.text) {
		return l.text[l.off+k]
	}
	return 0
}

func isIdentStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}
func isIdentChar(c byte) bool { return isIdentStart(c) || (c >= '0' && c <= '9') }
func isDigit(c byte) bool     { return c >= '0' && c <= '9' }
func isHex(c byte) bool {
	return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

func (l *fileLexer) active() bool {
	return len(l.conds) == 0 || l.conds[len(l.conds)-1].active
}

// atLineStart reports whether only blanks precede the current offset on its line.
func (l *fileLexer) atLineStart() bool {
	for i := l.off - 1; i >= 0; i-- {
		switch l.text[i] {
		case ' ', '\t', '\r':
			continue
		case '\n':
			return true
		default:
			return false
		}
	}
	return true
}

// skipSpace skips blanks and comments (block comments nest, as in TableGen).
func (l *fileLexer) skipSpace() error {
	for l.off < len(l.text) {
		c := l.text[l.off]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			l.adv(1)
		case c == '/' && l.peekc(1) == '/':
			for l.off < len(l.text) && l.text[l.off] != '\n' {
				l.adv(1)
			}
		case c == '/' && l.peekc(1) == '*':
			start := l.pos()
			l.adv(2)
			depth := 1
			for depth > 0 {
				if l.off >= len(l.text) {
					return l.errf(start, "unterminated comment")
				}
				if l.text[l.off] == '/' && l.peekc(1) == '*' {
					depth++
					l.adv(2)
				} else if l.text[l.off] == '*' && l.peekc(1) == '/' {
					depth--
					l.adv(2)
				} else {
					l.adv(1)
				}
			}
		default:
			return nil
		}
	}
	return nil
}

// directive handles a preprocessor line starting at '#'. It returns false if
// the '#' is not a directive (then it is the paste operator).
func (l *fileLexer) directive() (bool, error) {
	j := l.off + 1
	for j < len(l.text) && isIdentChar(l.text[j]) {
		j++
	}
	word := l.text[l.off+1 : j]
	switch word {
	case "define", "ifdef", "ifndef", "else", "endif":
	default:
		return false, nil
	}
	p := l.pos()
	l.adv(j - l.off)
	// The rest of the line: an optional macro name then only comments.
	for l.off < len(l.text) && (l.text[l.off] == ' ' || l.text[l.off] == '\t') {
		l.adv(1)
	}
	k := l.off
	for k < len(l.text) && isIdentChar(l.text[k]) {
		k++
	}
	name := l.text[l.off:k]
	l.adv(k - l.off)
	for l.off < len(l.text) && l.text[l.off] != '\n' {
		c := l.text[l.off]
		if c == '/' && (l.peekc(1) == '/' || l.peekc(1) == '*') {
			if err := l.skipLineComment(); err != nil {
				return true, err
			}
			break
		}
		if c != ' ' && c != '\t' && c != '\r' {
			return true, l.errf(l.pos(), "only comments are supported after #%s NAME", word)
		}
		l.adv(1)
	}
	needName := word == "define" || word == "ifdef" || word == "ifndef"
	if needName && (name == "" || !isIdentStart(name[0])) {
		return true, l.errf(p, "expected macro name after #%s", word)
	}
	switch word {
	case "define":
		if l.active() {
			l.st.macros[name] = true
		}
	case "ifdef", "ifndef":
		on := l.active()
		cond := l.st.macros[name] == (word == "ifdef")
		l.conds = append(l.conds, condFrame{pos: p, active: on && cond, parentOn: on, everTaken: cond})
	case "else":
		if len(l.conds) == 0 {
			return true, l.errf(p, "#else without #ifdef or #ifndef")
		}
		f := &l.conds[len(l.conds)-1]
		if f.sawElse {
			return true, l.errf(p, "double #else")
		}
		f.sawElse = true
		f.active = f.parentOn && !f.everTaken
	case "endif":
		if len(l.conds) == 0 {
			return true, l.errf(p, "#endif without #ifdef")
		}
		l.conds = l.conds[:len(l.conds)-1]
	}
	return true, nil
}

func (l *fileLexer) skipLineComment() error {
	if l.peekc(1) == '/' {
		for l.off < len(l.text) && l.text[l.off] != '\n' {
			l.adv(1)
		}
		return nil
	}
	return l.skipSpace()
}

// skipInactive skips text inside a false preprocessor branch up to the next
// directive at the start of a line.
func (l *fileLexer) skipInactive() {
	for l.off < len(l.text) {
		if l.text[l.off] == '#' && l.atLineStart() {
			return
		}
		l.adv(1)
	}
}

func (l *fileLexer) emit(t lexer.TokenType, p lexer.Position, val string) {
	l.st.toks = append(l.st.toks, lexer.Token{Type: t, Value: val, Pos: p})
}

// run lexes the whole buffer, appending tokens to the shared state.
func (l *fileLexer) run() error {
	for {
		if !l.active() {
			l.skipInactive()
		} else if err := l.skipSpace(); err != nil {
			return err
		}
		if l.off >= len(l.text) {
			if len(l.conds) > 0 {
				return l.errf(l.pos(), "Reached EOF without matching #endif")
			}
			return nil
		}
		c := l.text[l.off]
		if c == '#' && l.atLineStart() {
			ok, err := l.directive()
			if err != nil {
				return err
			}
			if ok {
				continue
			}
		}
		if !l.active() {
			l.adv(1)
			continue
		}
		if err := l.token(); err != nil {
			return err
		}
	}
}

func (l *fileLexer) token() error {
	p := l.pos()
	c := l.text[l.off]
	start := l.off
	switch {
	case isIdentStart(c) || (isDigit(c) && l.identAhead()):
		for l.off < len(l.text) && isIdentChar(l.text[l.off]) {
			l.adv(1)
		}
		word := l.text[start:l.off]
		if word == "include" {
			return l.include(p)
		}
		if keywords[word] {
			l.emit(tokKeyword, p, word)
		} else {
			l.emit(tokIdent, p, word)
		}
	case isDigit(c) || ((c == '-' || c == '+') && isDigit(l.peekc(1))):
		return l.number(p)
	case c == '"':
		l.adv(1)
		for {
			if l.off >= len(l.text) || l.text[l.off] == '\n' {
				p.Column++
				p.Offset++
				return l.errf(p, "End of line in string literal")
			}
			if l.text[l.off] == '\\' {
				l.adv(2)
				continue
			}
			if l.text[l.off] == '"' {
				l.adv(1)
				break
			}
			l.adv(1)
		}
		l.emit(tokString, p, l.text[start:l.off])
	case c == '[' && l.peekc(1) == '{':
		end := strings.Index(l.text[l.off+2:], "}]")
		if end < 0 {
			return l.errf(p, "unterminated code block")
		}
		l.adv(end + 4)
		l.emit(tokCode, p, l.text[start:l.off])
	case c == '$':
		l.adv(1)
		if l.off >= len(l.text) || !isIdentStart(l.text[l.off]) {
			return l.errf(p, "invalid variable name")
		}
		for l.off < len(l.text) && isIdentChar(l.text[l.off]) {
			l.adv(1)
		}
		l.emit(tokVarName, p, l.text[start+1:l.off])
	case c == '!':
		l.adv(1)
		for l.off < len(l.text) && isIdentChar(l.text[l.off]) {
			l.adv(1)
		}
		if l.off == start+1 {
			return l.errf(p, "invalid \"!operator\"")
		}
		l.emit(tokBang, p, l.text[start:l.off])
	case c == '.' && l.peekc(1) == '.' && l.peekc(2) == '.':
		l.adv(3)
		l.emit(tokPunct, p, "...")
	case strings.IndexByte("<>[]{}(),;:=.?#-", c) >= 0:
		l.adv(1)
		l.emit(tokPunct, p, string(c))
	default:
		return l.errf(p, "unexpected character %q", c)
	}
	return nil
}

// identAhead reports whether a digit run is followed by identifier letters
// (TableGen allows names such as 2addr), excluding 0x/0b prefixes.
func (l *fileLexer) identAhead() bool {
	j := l.off
	if l.text[j] == '0' && j+1 < len(l.text) && (l.text[j+1] == 'x' || l.text[j+1] == 'b') {
		k := j + 2
		for k < len(l.text) && isHex(l.text[k]) {
			k++
		}
		if k > j+2 && (k >= len(l.text) || !isIdentChar(l.text[k])) {
			return false
		}
	}
	for j < len(l.text) && isDigit(l.text[j]) {
		j++
	}
	return j < len(l.text) && isIdentChar(l.text[j])
}

func (l *fileLexer) number(p lexer.Position) error {
	start := l.off
	if c := l.text[l.off]; c == '-' || c == '+' {
		l.adv(1)
	}
	if l.text[l.off] == '0' && (l.peekc(1) == 'x' || l.peekc(1) == 'b') {
		kind := l.peekc(1)
		l.adv(2)
		ds := l.off
		for l.off < len(l.text) && isHex(l.text[l.off]) {
			l.adv(1)
		}
		if l.off == ds {
			return l.errf(p, "invalid number")
		}
		if kind == 'b' && l.text[start] != '-' && l.text[start] != '+' {
			for _, d := range l.text[ds:l.off] {
				if d != '0' && d != '1' {
					return l.errf(p, "invalid binary number")
				}
			}
			l.emit(tokBinInt, p, l.text[start:l.off])
			return nil
		}
		l.emit(tokInt, p, l.text[start:l.off])
		return nil
	}
	for l.off < len(l.text) && isDigit(l.text[l.off]) {
		l.adv(1)
	}
	l.emit(tokInt, p, l.text[start:l.off])
	return nil
}

func (l *fileLexer) include(p lexer.Position) error {
	if err := l.skipSpace(); err != nil {
		return err
	}
	if l.off >= len(l.text) || l.text[l.off] != '"' {
		return l.errf(l.pos(), "expected filename after include")
	}
	sp := l.pos()
	start := l.off
	l.adv(1)
	for l.off < len(l.text) && l.text[l.off] != '"' && l.text[l.off] != '\n' {
		l.adv(1)
	}
	if l.off >= len(l.text) || l.text[l.off] != '"' {
		return l.errf(sp, "end of line in string literal")
	}
	name := l.text[start+1 : l.off]
	l.adv(1)
	if l.st.depth >= 64 || l.st.maxFiles <= 0 {
		return l.errf(p, "include nested too deeply")
	}
	path, data, err := l.st.find(name, filepath.Dir(l.name))
	if err != nil {
		return l.errf(sp, "Could not find include file '%s'", name)
	}
	l.st.maxFiles--
	l.st.depth++
	defer func() { l.st.depth-- }()
	return l.st.lexFile(path, string(data))
}

// find resolves an include name: next to the including file, then along the
// -I directories, then relative to the working directory.
func (st *lexState) find(name, dir string) (string, []byte, error) {
	cands := []string{}
	if filepath.IsAbs(name) {
		cands = append(cands, name)
	} else {
		cands = append(cands, filepath.Join(dir, name))
		for _, d := range st.incDirs {
			cands = append(cands, filepath.Join(d, name))
		}
		cands = append(cands, name)
	}
	var lastErr error = os.ErrNotExist
	for _, c := range cands {
		data, err := st.readFile(c)
		if err == nil {
			return c, data, nil
		}
		lastErr = err
	}
	return "", nil, lastErr
}

func (st *lexState) lexFile(name, text string) error {
	st.src.files[name] = text
	fl := &fileLexer{st: st, name: name, text: text, line: 1, col: 1}
	return fl.run()
}

// tokenStream adapts the pre-lexed tokens to participle's Lexer interface.
type tokenStream struct {
	toks []lexer.Token
	i    int
}

func (t *tokenStream) Next() (lexer.Token, error) {
	if t.i >= len(t.toks) {
		var p lexer.Position
		if n := len(t.toks); n > 0 {
			p = t.toks[n-1].Pos
		}
		return lexer.EOFToken(p), nil
	}
	tok := t.toks[t.i]
	t.i++
	return tok, nil
}

// lexDef is the participle lexer definition; it lexes a single buffer
// without includes (used only when participle is asked to lex directly).
type lexDef struct{}

func (lexDef) Symbols() map[string]lexer.TokenType { return symbols }

func (lexDef) Lex(string, io.Reader) (lexer.Lexer, error) {
	return nil, fmt.Errorf("tablegen: use Parse, not participle's Lex")
}
