package tablegen

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Options configure a parse.
type Options struct {
	// IncludeDirs are searched (after the including file's directory) for
	// `include` files, like -I.
	IncludeDirs []string
	// Macros are predefined for #ifdef, like -D.
	Macros []string
	// ReadFile reads included files; nil means os.ReadFile.
	ReadFile func(string) ([]byte, error)
	// WorkLimit bounds the size of what evaluation may build (0: a default
	// about 30 times what the largest MLIR dialect needs).
	WorkLimit int
}

var (
	parserOnce sync.Once
	tdParser   *participle.Parser[File]
	parserErr  error
)

func getParser() (*participle.Parser[File], error) {
	parserOnce.Do(func() {
		tdParser, parserErr = participle.Build[File](
			participle.Lexer(lexDef{}),
			participle.UseLookahead(2),
		)
	})
	return tdParser, parserErr
}

// ParseFile reads and evaluates a .td file and everything it includes.
func ParseFile(path string, opts Options) (*RecordKeeper, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseString(path, string(data), opts)
}

// ParseString evaluates TableGen source text named name. On failure the
// error is an ErrorList whose Format method quotes the source lines; the
// RecordKeeper holds what was built before the error.
func ParseString(name, src string, opts Options) (rk *RecordKeeper, err error) {
	rk = newRecordKeeper()
	rk.workLimit = opts.WorkLimit
	if rk.workLimit == 0 {
		rk.workLimit = workLimit
	}
	rk.Source = newSource()
	st := &lexState{src: rk.Source, incDirs: opts.IncludeDirs, macros: map[string]bool{}, maxFiles: 10000, readFile: opts.ReadFile}
	if st.readFile == nil {
		st.readFile = os.ReadFile
	}
	for _, m := range opts.Macros {
		st.macros[m] = true
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(evalError); !ok {
				// A bug in the evaluator must still surface as a diagnostic
				// at the statement being evaluated, never as a crash.
				msg := fmt.Sprintf("internal error: %v", r)
				if os.Getenv("TBLGEN_DEBUG") != "" {
					msg += "\n" + string(debug.Stack())
				}
				rk.errs = append(rk.errs, &Error{Pos: rk.curPos, Msg: msg})
			}
		}
		rk.errs.attachLines(rk.Source)
		err = rk.errs.Err()
	}()
	if lerr := st.lexFile(name, src); lerr != nil {
		var te *Error
		if errors.As(lerr, &te) {
			rk.errs = append(rk.errs, te)
		} else {
			rk.errs = append(rk.errs, &Error{Msg: lerr.Error()})
		}
		return rk, nil
	}
	if e := checkNesting(st.toks); e != nil {
		rk.errs = append(rk.errs, e)
		return rk, nil
	}
	p, perr := getParser()
	if perr != nil {
		rk.errs = append(rk.errs, &Error{Msg: perr.Error()})
		return rk, nil
	}
	peek, perr := lexer.Upgrade(&tokenStream{toks: st.toks})
	if perr != nil {
		rk.errs = append(rk.errs, &Error{Msg: perr.Error()})
		return rk, nil
	}
	ast, perr := p.ParseFromLexer(peek)
	if perr != nil {
		var pe participle.Error
		if errors.As(perr, &pe) {
			rk.errs = append(rk.errs, &Error{Pos: pe.Position(), Msg: pe.Message()})
		} else {
			rk.errs = append(rk.errs, &Error{Msg: perr.Error()})
		}
		return rk, nil
	}
	newEvaluator(rk).file(ast)
	return rk, nil
}

// maxNesting bounds how deeply brackets may nest in a .td file. The grammar is parsed by
// recursive descent (participle), whose depth follows the brackets; real .td files nest
// a dozen levels, and the bound turns hostile nesting into a diagnostic instead of an
// exhausted stack.
const maxNesting = 1000

// checkNesting fails at the first bracket that opens a level beyond maxNesting.
func checkNesting(toks []lexer.Token) *Error {
	depth := 0
	for _, t := range toks {
		if t.Type != tokPunct || len(t.Value) != 1 {
			continue
		}
		switch t.Value[0] {
		case '(', '[', '{', '<':
			depth++
			if depth > maxNesting {
				return &Error{Pos: t.Pos, Msg: fmt.Sprintf("nesting deeper than %d levels", maxNesting)}
			}
		case ')', ']', '}', '>':
			if depth > 0 {
				depth--
			}
		}
	}
	return nil
}
