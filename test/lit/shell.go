package lit

import (
	"errors"
	"fmt"
	"strings"
)

// The subset of shell syntax that lit's internal shell understands, parsed
// so that RUN lines run without /bin/sh: words with '' and "" quoting and
// backslash escapes, pipelines with |, the connectives &&, || and ;, and
// redirections >, >>, <, 2>, 2>>, 2>&1, >&2 and &>. Anything else (command
// substitution, variables, subshells, here-documents, background jobs) makes
// parseShell return errNeedsShell, and the runner hands the line to sh.

var errNeedsShell = errors.New("construct not supported by the internal shell")

// word is an argument; glob is set when it has unquoted wildcard characters.
type word struct {
	text string
	glob bool
}

// redirect is one redirection of a command. fd is the redirected descriptor
// (0, 1 or 2; -1 for "&>", both 1 and 2). dupFd >= 0 means ">&N".
type redirect struct {
	fd     int
	op     string // "<", ">" or ">>"
	target word
	dupFd  int
}

type command struct {
	args   []word
	redirs []redirect
}

type pipeline struct {
	cmds []*command
}

// script is pipelines joined by connectives: ops[i] joins pipes[i] and
// pipes[i+1] and is ";", "&&" or "||", evaluated left to right.
type script struct {
	pipes []*pipeline
	ops   []string
}

type tokKind int

const (
	tokWord tokKind = iota
	tokOp
	tokRedir
)

type token struct {
	kind  tokKind
	w     word
	op    string // for tokOp and tokRedir
	fd    int    // for tokRedir
	dupFd int    // for tokRedir ">&N", else -1
}

// lex splits a command line into words, operators and redirections.
func lex(s string) ([]token, error) {
	var toks []token
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
			continue
		case c == '|' || c == ';' || c == '&' || c == '<' || c == '>':
			t, n, err := lexOperator(s[i:], -1)
			if err != nil {
				return nil, err
			}
			toks = append(toks, t)
			i += n
			continue
		}
		// A number directly before < or > names the descriptor.
		if isDigits(s, i) {
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			if j < len(s) && (s[j] == '>' || s[j] == '<') {
				fd := 0
				fmt.Sscan(s[i:j], &fd)
				t, n, err := lexOperator(s[j:], fd)
				if err != nil {
					return nil, err
				}
				toks = append(toks, t)
				i = j + n
				continue
			}
		}
		w, n, err := lexWord(s[i:])
		if err != nil {
			return nil, err
		}
		toks = append(toks, token{kind: tokWord, w: w})
		i += n
	}
	return toks, nil
}

func isDigits(s string, i int) bool { return s[i] >= '0' && s[i] <= '9' }

// lexOperator reads an operator or redirection at s; fd is an explicit
// descriptor number, or -1.
func lexOperator(s string, fd int) (token, int, error) {
	redir := func(op string, n, fd, dup int) (token, int, error) {
		return token{kind: tokRedir, op: op, fd: fd, dupFd: dup}, n, nil
	}
	switch {
	case fd < 0 && strings.HasPrefix(s, "||"):
		return token{kind: tokOp, op: "||"}, 2, nil
	case fd < 0 && strings.HasPrefix(s, "&&"):
		return token{kind: tokOp, op: "&&"}, 2, nil
	case fd < 0 && strings.HasPrefix(s, "&>>"):
		return redir(">>", 3, -1, -1)
	case fd < 0 && strings.HasPrefix(s, "&>"):
		return redir(">", 2, -1, -1)
	case fd < 0 && (s[0] == '|' || s[0] == ';'):
		return token{kind: tokOp, op: s[:1]}, 1, nil
	case s[0] == '&':
		return token{}, 0, errNeedsShell // background job
	case strings.HasPrefix(s, "<<"):
		return token{}, 0, errNeedsShell // here-document
	case strings.HasPrefix(s, ">>"):
		return redir(">>", 2, defaultFd(fd, 1), -1)
	case strings.HasPrefix(s, ">&") || strings.HasPrefix(s, "<&"):
		j := 2
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == 2 {
			return token{}, 0, errNeedsShell
		}
		dup := 0
		fmt.Sscan(s[2:j], &dup)
		if s[0] == '<' {
			return redir("<", j, defaultFd(fd, 0), dup)
		}
		return redir(">", j, defaultFd(fd, 1), dup)
	case s[0] == '>':
		return redir(">", 1, defaultFd(fd, 1), -1)
	case s[0] == '<':
		return redir("<", 1, defaultFd(fd, 0), -1)
	}
	return token{}, 0, errNeedsShell
}

func defaultFd(fd, def int) int {
	if fd < 0 {
		return def
	}
	return fd
}

// lexWord reads one word, removing quotes and escapes.
func lexWord(s string) (word, int, error) {
	var b strings.Builder
	w := word{}
	i := 0
	for i < len(s) {
		c := s[i]
		switch c {
		case ' ', '\t', '\n', '\r', '|', ';', '&', '<', '>':
			w.text = b.String()
			return w, i, nil
		case '$', '`', '(', ')':
			return word{}, 0, errNeedsShell
		case '*', '?', '[':
			w.glob = true
			b.WriteByte(c)
			i++
		case '\\':
			if i+1 < len(s) {
				b.WriteByte(s[i+1])
				i += 2
			} else {
				b.WriteByte('\\')
				i++
			}
		case '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return word{}, 0, fmt.Errorf("unterminated quote: %s", s)
			}
			b.WriteString(s[i+1 : i+1+j])
			i += j + 2
		case '"':
			i++
			for {
				if i >= len(s) {
					return word{}, 0, fmt.Errorf("unterminated quote: %s", s)
				}
				if s[i] == '"' {
					i++
					break
				}
				if s[i] == '$' || s[i] == '`' {
					return word{}, 0, errNeedsShell
				}
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`", s[i+1]) >= 0 {
					b.WriteByte(s[i+1])
					i += 2
					continue
				}
				b.WriteByte(s[i])
				i++
			}
		default:
			b.WriteByte(c)
			i++
		}
	}
	w.text = b.String()
	return w, i, nil
}

// parseShell parses a whole command line.
func parseShell(s string) (*script, error) {
	toks, err := lex(s)
	if err != nil {
		return nil, err
	}
	sc := &script{}
	var pipe *pipeline
	var cmd *command
	endCommand := func() error {
		if cmd == nil || len(cmd.args) == 0 {
			return fmt.Errorf("empty command in: %s", s)
		}
		pipe.cmds = append(pipe.cmds, cmd)
		cmd = nil
		return nil
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if pipe == nil {
			pipe = &pipeline{}
		}
		if cmd == nil && t.kind != tokOp {
			cmd = &command{}
		}
		switch t.kind {
		case tokWord:
			cmd.args = append(cmd.args, t.w)
		case tokRedir:
			r := redirect{fd: t.fd, op: t.op, dupFd: t.dupFd}
			if t.dupFd < 0 {
				if i+1 >= len(toks) || toks[i+1].kind != tokWord {
					return nil, fmt.Errorf("missing file name after %s in: %s", t.op, s)
				}
				i++
				r.target = toks[i].w
			}
			cmd.redirs = append(cmd.redirs, r)
		case tokOp:
			if err := endCommand(); err != nil {
				return nil, err
			}
			if t.op == "|" {
				continue
			}
			sc.pipes = append(sc.pipes, pipe)
			sc.ops = append(sc.ops, t.op)
			pipe = nil
		}
	}
	if pipe == nil && len(sc.ops) > 0 && sc.ops[len(sc.ops)-1] == ";" {
		// A trailing ';' ends the last pipeline without starting another.
		sc.ops = sc.ops[:len(sc.ops)-1]
		return sc, nil
	}
	if pipe == nil {
		return nil, fmt.Errorf("command line ends with an operator: %s", s)
	}
	if err := endCommand(); err != nil {
		return nil, err
	}
	sc.pipes = append(sc.pipes, pipe)
	return sc, nil
}
