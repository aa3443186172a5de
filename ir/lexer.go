package ir

import "strconv"

// tokKind enumerates the MLIR lexical tokens.
type tokKind uint8

const (
	tEOF tokKind = iota
	tError
	tBareIdent    // foo, i32, func.func
	tPercentIdent // %x
	tCaretIdent   // ^bb
	tAtIdent      // @sym (text includes the decoded name for quoted forms)
	tHashIdent    // #alias
	tBangIdent    // !alias
	tInteger
	tFloat
	tString
	tArrow      // ->
	tColon      // :
	tColonColon // ::
	tComma
	tEqual
	tLParen
	tRParen
	tLBrace
	tRBrace
	tLSquare
	tRSquare
	tLess
	tGreater
	tQuestion
	tStar
	tPlus
	tMinus
	tEllipsis
	tVerticalBar
	tFileMetaBegin // {-#
	tFileMetaEnd   // #-}
)

var tokNames = [...]string{tEOF: "end of file", tError: "error", tBareIdent: "identifier",
	tPercentIdent: "SSA value", tCaretIdent: "block name", tAtIdent: "symbol", tHashIdent: "attribute alias",
	tBangIdent: "type alias", tInteger: "integer", tFloat: "float", tString: "string", tArrow: "'->'",
	tColon: "':'", tColonColon: "'::'", tComma: "','", tEqual: "'='", tLParen: "'('", tRParen: "')'",
	tLBrace: "'{'", tRBrace: "'}'", tLSquare: "'['", tRSquare: "']'", tLess: "'<'", tGreater: "'>'",
	tQuestion: "'?'", tStar: "'*'", tPlus: "'+'", tMinus: "'-'", tEllipsis: "'...'", tVerticalBar: "'|'",
	tFileMetaBegin: "'{-#'", tFileMetaEnd: "'#-}'"}

type token struct {
	kind tokKind
	pos  int // byte offset of the token start
	end  int
	line int32 // 1-based line of the token start
	col  int32 // 1-based byte column of the token start
}

// lexer scans tokens and tracks the current line so locations cost nothing extra.
type lexer struct {
	src       []byte
	pos       int
	line      int
	lineStart int
	err       string
}

// reset moves the lexer to off, keeping the line count right in either direction.
func (l *lexer) reset(off int) {
	if off >= l.pos {
		for i := l.pos; i < off; i++ {
			if l.src[i] == '\n' {
				l.line++
				l.lineStart = i + 1
			}
		}
	} else {
		crossed := false
		for i := off; i < l.pos; i++ {
			if l.src[i] == '\n' {
				l.line--
				crossed = true
			}
		}
		// Within one line the line start stays: walking back to it on every short
		// step back made `0x0x0x...` on one long line quadratic.
		if crossed {
			ls := off
			for ls > 0 && l.src[ls-1] != '\n' {
				ls--
			}
			l.lineStart = ls
		}
	}
	l.pos = off
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isHex(c byte) bool    { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

func isIdentChar(c byte) bool {
	return isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.'
}

// suffix-id chars for %, ^, # and ! identifiers: [a-zA-Z0-9$._-]
func isSuffixChar(c byte) bool { return isIdentChar(c) || c == '-' }

func (l *lexer) skipSpace() {
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		switch {
		case c == '\n':
			l.pos++
			l.line++
			l.lineStart = l.pos
		case c == ' ' || c == '\t' || c == '\r' || c == 0:
			// A NUL byte is skipped like a blank, as mlir-opt's lexer does (it treats NUL
			// as the end only at the end of the buffer).
			l.pos++
		case c == '/' && l.pos+1 < len(l.src) && l.src[l.pos+1] == '/':
			for l.pos < len(l.src) && l.src[l.pos] != '\n' {
				l.pos++
			}
		default:
			return
		}
	}
}

func (l *lexer) next() token {
	t := l.scan()
	t.line = int32(l.line)
	t.col = int32(t.pos - l.lineStart + 1)
	return t
}

// nextDimX is next for the token after a dimension: an 'x' right there is returned alone.
// Lexed as usual, `2x2x2...xi32` makes each 'x' start an identifier running to the end of
// the shape, which consumeX then splits off one character at a time: quadratic in the
// rank (a 100k-dimension type took minutes).
func (l *lexer) nextDimX() token {
	if l.pos < len(l.src) && l.src[l.pos] == 'x' {
		t := token{kind: tBareIdent, pos: l.pos, end: l.pos + 1, line: int32(l.line), col: int32(l.pos - l.lineStart + 1)}
		l.pos++
		return t
	}
	return l.next()
}

func (l *lexer) scan() token {
	l.skipSpace()
	start := l.pos
	if l.pos >= len(l.src) {
		return token{kind: tEOF, pos: start, end: start}
	}
	c := l.src[l.pos]
	l.pos++
	switch {
	case isLetter(c) || c == '_':
		for l.pos < len(l.src) && isIdentChar(l.src[l.pos]) {
			l.pos++
		}
		return token{kind: tBareIdent, pos: start, end: l.pos}
	case isDigit(c):
		return l.number(start)
	}
	if k := punctTokens[c]; k != tEOF {
		return token{kind: k, pos: start, end: l.pos}
	}
	return l.scanSpecial(c, start)
}

// punctTokens maps the characters that always form a token on their own to its kind;
// tEOF (zero) marks the others. A table lookup keeps the most frequent tokens of big
// modules off the switch of scanSpecial.
var punctTokens = [256]tokKind{
	',': tComma, '=': tEqual, '(': tLParen, ')': tRParen, '}': tRBrace, '[': tLSquare, ']': tRSquare,
	'<': tLess, '>': tGreater, '?': tQuestion, '*': tStar, '+': tPlus, '|': tVerticalBar,
}

// scanSpecial lexes the tokens whose first character c (already consumed) needs a look
// at what follows: prefixed identifiers, strings and the multi-character punctuation.
func (l *lexer) scanSpecial(c byte, start int) token {
	tk := func(k tokKind) token { return token{kind: k, pos: start, end: l.pos} }
	switch c {
	case '%':
		return l.prefixed(start, tPercentIdent)
	case '^':
		return l.prefixed(start, tCaretIdent)
	case '!':
		return l.prefixed(start, tBangIdent)
	case '#':
		if l.pos+1 < len(l.src) && l.src[l.pos] == '-' && l.src[l.pos+1] == '}' {
			l.pos += 2
			return tk(tFileMetaEnd)
		}
		return l.prefixed(start, tHashIdent)
	case '@':
		return l.atIdent(start)
	case '"':
		return l.str(start)
	case '-':
		if l.pos < len(l.src) && l.src[l.pos] == '>' {
			l.pos++
			return tk(tArrow)
		}
		return tk(tMinus)
	case ':':
		if l.pos < len(l.src) && l.src[l.pos] == ':' {
			l.pos++
			return tk(tColonColon)
		}
		return tk(tColon)
	case '{':
		if l.pos+1 < len(l.src) && l.src[l.pos] == '-' && l.src[l.pos+1] == '#' {
			l.pos += 2
			return tk(tFileMetaBegin)
		}
		return tk(tLBrace)
	case '.':
		if l.pos+1 < len(l.src) && l.src[l.pos] == '.' && l.src[l.pos+1] == '.' {
			l.pos += 2
			return tk(tEllipsis)
		}
		// MLIR's lexer reports a lone '.' after it.
		return l.fail(l.pos, "expected three consecutive dots for an ellipsis")
	}
	return l.fail(start, "unexpected character")
}

// atIdent lexes a symbol reference, @name or @"quoted name"; the @ is consumed.
func (l *lexer) atIdent(start int) token {
	if l.pos < len(l.src) && l.src[l.pos] == '"' {
		l.pos++
		if t := l.str(start); t.kind == tError {
			return t
		}
		return token{kind: tAtIdent, pos: start, end: l.pos}
	}
	if l.pos < len(l.src) && (isLetter(l.src[l.pos]) || l.src[l.pos] == '_') {
		for l.pos < len(l.src) && isIdentChar(l.src[l.pos]) {
			l.pos++
		}
		return token{kind: tAtIdent, pos: start, end: l.pos}
	}
	return l.fail(l.pos, "@ identifier expected to start with letter or '_'") // after the @, as MLIR
}

func (l *lexer) fail(start int, msg string) token {
	l.err = msg
	return token{kind: tError, pos: start, end: l.pos}
}

func (l *lexer) prefixed(start int, kind tokKind) token {
	if l.pos < len(l.src) && isDigit(l.src[l.pos]) {
		for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
			l.pos++
		}
		return token{kind: kind, pos: start, end: l.pos}
	}
	if l.pos < len(l.src) && (isLetter(l.src[l.pos]) || l.src[l.pos] == '_' || l.src[l.pos] == '$' || l.src[l.pos] == '.' || l.src[l.pos] == '-') {
		for l.pos < len(l.src) && isSuffixChar(l.src[l.pos]) {
			l.pos++
		}
		return token{kind: kind, pos: start, end: l.pos}
	}
	switch kind {
	case tPercentIdent:
		return l.fail(start, "invalid SSA name")
	case tCaretIdent:
		return l.fail(start, "invalid block name")
	case tBangIdent:
		return l.fail(start, "invalid type identifier")
	}
	return l.fail(start, "invalid attribute name")
}

func (l *lexer) number(start int) token {
	if l.src[start] == '0' && l.pos < len(l.src) && l.src[l.pos] == 'x' && l.pos+1 < len(l.src) && isHex(l.src[l.pos+1]) {
		l.pos++
		for l.pos < len(l.src) && isHex(l.src[l.pos]) {
			l.pos++
		}
		return token{kind: tInteger, pos: start, end: l.pos}
	}
	for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
		l.pos++
	}
	if l.pos >= len(l.src) || l.src[l.pos] != '.' {
		return token{kind: tInteger, pos: start, end: l.pos}
	}
	l.pos++
	for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
		l.pos++
	}
	if l.pos < len(l.src) && (l.src[l.pos] == 'e' || l.src[l.pos] == 'E') {
		p := l.pos + 1
		if p < len(l.src) && (l.src[p] == '+' || l.src[p] == '-') {
			p++
		}
		if p < len(l.src) && isDigit(l.src[p]) {
			l.pos = p
			for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
				l.pos++
			}
		}
	}
	return token{kind: tFloat, pos: start, end: l.pos}
}

// str lexes a string literal whose opening quote was consumed; escapes are decoded later.
func (l *lexer) str(start int) token {
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		l.pos++
		switch c {
		case '"':
			return token{kind: tString, pos: start, end: l.pos}
		case '\n':
			// MLIR reports an unterminated string at the end of its line.
			l.pos--
			return l.fail(l.pos, "expected '\"' in string literal")
		case '\\':
			if l.pos < len(l.src) {
				e := l.src[l.pos]
				if e == '"' || e == '\\' || e == 'n' || e == 't' {
					l.pos++
				} else if l.pos+1 < len(l.src) && isHex(e) && isHex(l.src[l.pos+1]) {
					l.pos += 2
				} else {
					return l.fail(l.pos-1, "unknown escape in string literal")
				}
			}
		}
	}
	return l.fail(l.pos, "expected '\"' in string literal")
}

// decodeString turns the literal text (with quotes) into its value.
func decodeString(lit []byte) string {
	body := lit[1 : len(lit)-1]
	simple := true
	for _, c := range body {
		if c == '\\' {
			simple = false
			break
		}
	}
	if simple {
		return string(body)
	}
	out := make([]byte, 0, len(body))
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '\\' || i+1 >= len(body) {
			out = append(out, c)
			continue
		}
		i++
		switch body[i] {
		case 'n':
			out = append(out, '\n')
		case 't':
			out = append(out, '\t')
		case '"', '\\':
			out = append(out, body[i])
		default:
			if i+1 < len(body) {
				out = append(out, unhex(body[i])<<4|unhex(body[i+1]))
				i++
			}
		}
	}
	return string(out)
}

func unhex(c byte) byte {
	switch {
	case isDigit(c):
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}

// splitIntLit returns an integer token's digits and base: `0x...` is hexadecimal, any
// other spelling decimal, leading zeros included (MLIR reads 010 as ten, never octal).
func splitIntLit(s string) (string, int) {
	if len(s) > 2 && s[0] == '0' && s[1] == 'x' {
		return s[2:], 16
	}
	return s, 10
}

// parseUintLit parses an integer token's value as an unsigned integer of bits bits.
func parseUintLit(s string, bits int) (uint64, error) {
	d, base := splitIntLit(s)
	return strconv.ParseUint(d, base, bits)
}

// parseIntLit parses an integer token's value as an int64.
func parseIntLit(s string) (int64, error) {
	d, base := splitIntLit(s)
	return strconv.ParseInt(d, base, 64)
}
