// Package lsp is asc-lsp's Language Server Protocol server for `.mlir` files of the
// toolchain's dialects: diagnostics as the text changes (parse and verifier errors, each
// `// -----` chunk on its own as mlir-lsp-server does), hover, go to definition and
// references for SSA names, block labels and symbols, the document outline and
// completion of op names. It speaks JSON-RPC over a byte stream (stdio for editors).
package lsp

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// Options configures a server.
type Options struct {
	// Version is reported in the initialize result's serverInfo.
	Version string
	// Log, when set, receives one line per problem the client caused (bad framing,
	// malformed JSON) and per internal error; editors show a server's stderr there.
	Log io.Writer
	// MaxMessage, MaxDocument and MaxAnalyzed lower the bounds of the same names (zero
	// keeps them).
	MaxMessage, MaxDocument, MaxAnalyzed int
	// AllowUnregistered accepts ops, types and attributes of unknown dialects, as the
	// tools' --allow-unregistered-dialect does.
	AllowUnregistered bool

	ctx *ir.Context // a context to reuse (tests); nil makes one with every dialect
}

// lifecycle states, as the specification orders them.
type state uint8

const (
	stateNew         state = iota // before initialize: requests fail with ServerNotInitialized
	stateInitialized              // after the initialize request
	stateShutdown                 // after shutdown: only exit is accepted
)

// Server is one language server session over a stream.
type Server struct {
	in    reader
	out   writer
	opts  Options
	ctx   *ir.Context
	state state
	utf8  bool // positions count bytes (the client offered utf-8)
	plain bool // hovers in plain text (the client does not take Markdown)
	docs  map[string]*document
	// pending lists documents changed but not yet analysed (see Run).
	pending []*document
}

// NewServer returns a server reading requests from in and writing to out.
func NewServer(in io.Reader, out io.Writer, opts Options) *Server {
	bound := func(v *int, limit int) {
		if *v <= 0 || *v > limit {
			*v = limit
		}
	}
	bound(&opts.MaxMessage, MaxMessage)
	bound(&opts.MaxDocument, MaxDocument)
	bound(&opts.MaxAnalyzed, MaxAnalyzed)
	ctx := opts.ctx
	if ctx == nil {
		ctx = all.NewContext()
		ctx.AllowUnregistered = opts.AllowUnregistered
	}
	return &Server{in: reader{r: bufio.NewReaderSize(in, 64<<10), max: opts.MaxMessage}, out: writer{w: out},
		opts: opts, ctx: ctx, docs: map[string]*document{}}
}

// Run serves until the exit notification or the end of input and returns the process
// exit code the specification asks for: 0 after shutdown then exit, 1 otherwise.
//
// Changes are analysed when the client pauses: a document edited by several messages
// already waiting in the input is parsed once, after the last of them (or before the next
// request), so fast typing does not queue a parse per keystroke.
func (s *Server) Run() int {
	for {
		if s.in.r.Buffered() == 0 {
			s.flush()
		}
		body, err := s.in.read()
		var framing *errFraming
		switch {
		case err == nil:
		case errors.As(err, &framing):
			s.logf("%v", err)
			continue
		case err == errTooLarge:
			s.logf("%v", err)
			s.reply(nullID, nil, errorf(codeInvalidRequest, "message larger than %d bytes", s.opts.MaxMessage))
			continue
		default: // end of input, or a body cut short by it
			if err != io.EOF {
				s.logf("reading: %v", err)
			}
			return 1
		}
		if exit := s.handle(body); exit {
			if s.state == stateShutdown {
				return 0
			}
			return 1
		}
	}
}

func (s *Server) logf(format string, args ...any) {
	if s.opts.Log != nil {
		fmt.Fprintf(s.opts.Log, "asc-lsp: "+format+"\n", args...)
	}
}

// handle processes one message body and reports whether it was the exit notification.
func (s *Server) handle(body []byte) (exit bool) {
	var m incoming
	if err := json.Unmarshal(body, &m); err != nil {
		s.logf("malformed JSON: %v", err)
		s.reply(nullID, nil, errorf(codeParseError, "malformed JSON: %v", err))
		return false
	}
	isRequest := len(m.ID) > 0 && string(m.ID) != "null"
	switch {
	case m.Method == nil && isRequest && (m.Result != nil || m.Error != nil):
		return false // a response to a request the server never sends: ignore it
	case m.JSONRPC != "2.0" || m.Method == nil:
		id := nullID
		if validID(m.ID) {
			id = m.ID
		}
		s.reply(id, nil, errorf(codeInvalidRequest, "not a JSON-RPC 2.0 request or notification"))
		return false
	case isRequest && !validID(m.ID):
		s.reply(nullID, nil, errorf(codeInvalidRequest, "a request id must be a number or a string"))
		return false
	}
	if *m.Method == "exit" {
		return true
	}
	if !isRequest {
		s.notify(*m.Method, m.Params)
		return false
	}
	s.flush() // answers and diagnostics then describe the same text
	result, rerr := s.request(*m.Method, m.Params)
	s.reply(m.ID, result, rerr)
	return false
}

// reply writes a response: the error when there is one, else the result.
func (s *Server) reply(id json.RawMessage, result any, rerr *rpcError) {
	var err error
	if rerr != nil {
		err = s.out.write(errorResponse{JSONRPC: "2.0", ID: id, Error: rerr})
	} else {
		err = s.out.write(response{JSONRPC: "2.0", ID: id, Result: result})
	}
	if err != nil {
		s.logf("writing: %v", err)
	}
}

func (s *Server) send(method string, params any) {
	if err := s.out.write(notification{JSONRPC: "2.0", Method: method, Params: params}); err != nil {
		s.logf("writing: %v", err)
	}
}

// request runs a request handler, turning a panic into an InternalError response.
func (s *Server) request(method string, params json.RawMessage) (result any, rerr *rpcError) {
	defer func() {
		if r := recover(); r != nil {
			s.logf("panic in %s: %v\n%s", method, r, debug.Stack())
			result, rerr = nil, errorf(codeInternalError, "asc-lsp: internal error in %s: %v", method, r)
		}
	}()
	switch {
	case method == "initialize":
		return s.initialize(params)
	case s.state == stateNew:
		return nil, errorf(codeServerNotInitialized, "%s before initialize", method)
	case s.state == stateShutdown:
		return nil, errorf(codeInvalidRequest, "%s after shutdown", method)
	case method == "shutdown":
		s.state = stateShutdown
		return nil, nil
	}
	h, ok := requestHandlers[method]
	if !ok {
		return nil, errorf(codeMethodNotFound, "method %q is not supported", method)
	}
	return h(s, params)
}

var requestHandlers = map[string]func(*Server, json.RawMessage) (any, *rpcError){
	"textDocument/hover":          (*Server).hover,
	"textDocument/definition":     (*Server).definition,
	"textDocument/references":     (*Server).references,
	"textDocument/documentSymbol": (*Server).documentSymbol,
	"textDocument/completion":     (*Server).completion,
}

// notify runs a notification handler. Unknown notifications (and all of them before
// initialize or after shutdown) are dropped, as the specification asks; so is a panic.
func (s *Server) notify(method string, params json.RawMessage) {
	if s.state != stateInitialized {
		return
	}
	defer func() {
		if r := recover(); r != nil {
			s.logf("panic in %s: %v\n%s", method, r, debug.Stack())
		}
	}()
	var err *rpcError
	switch method {
	case "textDocument/didOpen":
		err = s.didOpen(params)
	case "textDocument/didChange":
		err = s.didChange(params)
	case "textDocument/didClose":
		err = s.didClose(params)
	}
	if err != nil {
		s.logf("%s: %s", method, err.Message)
	}
}

func decode(params json.RawMessage, v any) *rpcError {
	if len(params) == 0 {
		return errorf(codeInvalidParams, "missing params")
	}
	if err := json.Unmarshal(params, v); err != nil {
		return errorf(codeInvalidParams, "bad params: %v", err)
	}
	return nil
}

func (s *Server) initialize(params json.RawMessage) (any, *rpcError) {
	if s.state != stateNew {
		return nil, errorf(codeInvalidRequest, "initialize sent twice")
	}
	var p initializeParams
	if len(params) > 0 {
		if err := json.Unmarshal(params, &p); err != nil {
			return nil, errorf(codeInvalidParams, "bad params: %v", err)
		}
	}
	encoding := "utf-16"
	for _, e := range p.Capabilities.General.PositionEncodings {
		if e == "utf-8" {
			encoding, s.utf8 = e, true
		}
	}
	if f := p.Capabilities.TextDocument.Hover.ContentFormat; len(f) > 0 && !slices.Contains(f, "markdown") {
		s.plain = true
	}
	s.state = stateInitialized
	return map[string]any{
		"capabilities": map[string]any{
			"positionEncoding":       encoding,
			"textDocumentSync":       map[string]any{"openClose": true, "change": 2},
			"hoverProvider":          true,
			"definitionProvider":     true,
			"referencesProvider":     true,
			"documentSymbolProvider": true,
			"completionProvider":     map[string]any{"triggerCharacters": []string{".", "%", "^", "@"}},
		},
		"serverInfo": map[string]any{"name": "asc-lsp", "version": s.opts.Version},
	}, nil
}

func (s *Server) didOpen(params json.RawMessage) *rpcError {
	var p didOpenParams
	if err := decode(params, &p); err != nil {
		return err
	}
	if len(p.TextDocument.Text) > s.opts.MaxDocument {
		return errorf(codeRequestFailed, "%s: document larger than %d bytes", p.TextDocument.URI, s.opts.MaxDocument)
	}
	d := newDocument(p.TextDocument.URI, p.TextDocument.Version, []byte(p.TextDocument.Text), s.utf8)
	s.docs[d.uri] = d
	s.dirty(d)
	return nil
}

func (s *Server) didChange(params json.RawMessage) *rpcError {
	var p didChangeParams
	if err := decode(params, &p); err != nil {
		return err
	}
	d, ok := s.docs[p.TextDocument.URI]
	if !ok {
		return errorf(codeInvalidParams, "%s is not open", p.TextDocument.URI)
	}
	for _, c := range p.ContentChanges {
		if !d.apply(c, s.opts.MaxDocument) {
			return errorf(codeRequestFailed, "%s: document larger than %d bytes; change ignored", d.uri, s.opts.MaxDocument)
		}
	}
	d.version = p.TextDocument.Version
	s.dirty(d)
	return nil
}

func (s *Server) didClose(params json.RawMessage) *rpcError {
	var p didCloseParams
	if err := decode(params, &p); err != nil {
		return err
	}
	if _, ok := s.docs[p.TextDocument.URI]; ok {
		delete(s.docs, p.TextDocument.URI)
		s.send("textDocument/publishDiagnostics", publishDiagnosticsParams{URI: p.TextDocument.URI, Diagnostics: []Diagnostic{}})
	}
	return nil
}

// dirty marks a document for analysis (see Run).
func (s *Server) dirty(d *document) {
	if !d.stale {
		d.stale = true
		s.pending = append(s.pending, d)
	}
}

// flush analyses the documents changed since the last flush.
func (s *Server) flush() {
	for _, d := range s.pending {
		if d.stale && s.docs[d.uri] == d {
			s.refresh(d)
		}
	}
	s.pending = s.pending[:0]
}

// current returns an open document, analysed.
func (s *Server) current(uri string) (*document, *rpcError) {
	d, ok := s.docs[uri]
	if !ok {
		return nil, errorf(codeInvalidParams, "%s is not open", uri)
	}
	if d.stale {
		s.refresh(d)
	}
	return d, nil
}

// refresh re-analyses a document and publishes its diagnostics.
func (s *Server) refresh(d *document) {
	d.stale = false
	s.analyze(d)
	diags := d.diags
	if diags == nil {
		diags = []Diagnostic{}
	}
	v := d.version
	s.send("textDocument/publishDiagnostics", publishDiagnosticsParams{URI: d.uri, Version: &v, Diagnostics: diags})
}

// at decodes text document position params and finds the document and offset.
func (s *Server) at(params json.RawMessage, p *textDocumentPositionParams) (*document, int, *rpcError) {
	if err := decode(params, p); err != nil {
		return nil, 0, err
	}
	d, err := s.current(p.TextDocument.URI)
	if err != nil {
		return nil, 0, err
	}
	return d, d.offset(p.Position), nil
}

func (s *Server) hover(params json.RawMessage) (any, *rpcError) {
	var p textDocumentPositionParams
	d, off, err := s.at(params, &p)
	if err != nil {
		return nil, err
	}
	if h := d.hover(off, s.ctx); h != nil {
		if s.plain {
			h.Contents = markupContent{Kind: "plaintext", Value: strings.NewReplacer("`", "", "**", "", "\\\n", "\n").Replace(h.Contents.Value)}
		}
		return h, nil
	}
	return nil, nil
}

func (s *Server) definition(params json.RawMessage) (any, *rpcError) {
	var p textDocumentPositionParams
	d, off, err := s.at(params, &p)
	if err != nil {
		return nil, err
	}
	return d.definition(off, s.ctx), nil
}

func (s *Server) references(params json.RawMessage) (any, *rpcError) {
	var p referenceParams
	if err := decode(params, &p); err != nil {
		return nil, err
	}
	d, err := s.current(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	return d.references(d.offset(p.Position), p.Context.IncludeDeclaration, s.ctx), nil
}

func (s *Server) documentSymbol(params json.RawMessage) (any, *rpcError) {
	var p documentSymbolParams
	if err := decode(params, &p); err != nil {
		return nil, err
	}
	d, err := s.current(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	return d.documentSymbols(), nil
}

func (s *Server) completion(params json.RawMessage) (any, *rpcError) {
	var p textDocumentPositionParams
	d, off, err := s.at(params, &p)
	if err != nil {
		return nil, err
	}
	return d.completion(off, s.ctx), nil
}
