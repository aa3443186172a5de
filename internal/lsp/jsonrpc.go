package lsp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
)

// JSON-RPC 2.0 over the LSP base protocol: each message is a header block (`Content-Length:
// N`, optionally `Content-Type`, each line ended by CRLF) and a blank line, then N bytes of
// JSON. Every size is bounded, so a hostile or broken client costs memory in proportion to
// the bounds, never to what it claims to send.

// Bounds on what the server reads.
const (
	// MaxMessage bounds one message body; larger bodies are skipped unread.
	MaxMessage = 64 << 20
	// maxHeaderLine bounds one header line; maxHeaderLines the lines of one header block.
	maxHeaderLine  = 4096
	maxHeaderLines = 32
)

// JSON-RPC and LSP error codes.
const (
	codeParseError           = -32700
	codeInvalidRequest       = -32600
	codeMethodNotFound       = -32601
	codeInvalidParams        = -32602
	codeInternalError        = -32603
	codeServerNotInitialized = -32002
	codeRequestFailed        = -32803
)

// rpcError is the error object of a response.
type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *rpcError) Error() string { return e.Message }

func errorf(code int, format string, args ...any) *rpcError {
	return &rpcError{Code: code, Message: fmt.Sprintf(format, args...)}
}

// incoming is any message a client sends: a request (id and method), a notification
// (method only) or a response to a server request (id and result or error).
type incoming struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  *string         `json:"method"`
	Params  json.RawMessage `json:"params"`
	Result  json.RawMessage `json:"result"`
	Error   json.RawMessage `json:"error"`
}

// response and errorResponse are what the server answers; a successful response always
// carries "result" (null included) and a failed one never does.
type response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result"`
}

type errorResponse struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Error   *rpcError       `json:"error"`
}

type notification struct {
	JSONRPC string `json:"jsonrpc"`
	Method  string `json:"method"`
	Params  any    `json:"params"`
}

var nullID = json.RawMessage("null")

// validID reports whether id is a JSON-RPC request id: a number or a string.
func validID(id json.RawMessage) bool {
	id = bytes.TrimSpace(id)
	if len(id) == 0 {
		return false
	}
	switch c := id[0]; {
	case c == '"':
		var s string
		return json.Unmarshal(id, &s) == nil
	case c == '-' || c >= '0' && c <= '9':
		var n json.Number
		return json.Unmarshal(id, &n) == nil
	}
	return false
}

// errFraming reports a header block the reader could not understand; the reader has
// consumed it, so reading may go on with the next message.
type errFraming struct{ msg string }

func (e *errFraming) Error() string { return "lsp: bad message header: " + e.msg }

// errTooLarge reports a body over the bound; the reader has skipped it.
var errTooLarge = errors.New("lsp: message larger than the bound, skipped")

// reader reads framed messages.
type reader struct {
	r   *bufio.Reader
	max int // bound on a body (MaxMessage unless a test lowers it)
}

// read returns the next message body; io.EOF at a clean end of input.
func (rd *reader) read() ([]byte, error) {
	length, err := rd.header()
	if err != nil {
		return nil, err
	}
	if length > rd.max {
		if _, err := io.CopyN(io.Discard, rd.r, int64(length)); err != nil {
			return nil, io.ErrUnexpectedEOF
		}
		return nil, errTooLarge
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(rd.r, body); err != nil {
		return nil, io.ErrUnexpectedEOF
	}
	return body, nil
}

// header reads one header block and returns its Content-Length.
func (rd *reader) header() (int, error) {
	length := -1
	var bad string
	for lines := 0; ; {
		line, err := rd.line()
		if err != nil {
			if err == io.EOF && lines == 0 {
				return 0, io.EOF
			}
			if err == io.EOF {
				return 0, io.ErrUnexpectedEOF
			}
			return 0, err
		}
		if line == "" {
			if lines == 0 {
				continue // stray blank lines between messages
			}
			break
		}
		lines++
		if lines > maxHeaderLines {
			bad = "too many header lines"
			continue
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			bad = fmt.Sprintf("header line %q has no ':'", line)
			continue
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 {
				bad = fmt.Sprintf("bad Content-Length %q", strings.TrimSpace(value))
				continue
			}
			length = n
		}
	}
	if bad != "" {
		return 0, &errFraming{bad}
	}
	if length < 0 {
		return 0, &errFraming{"no Content-Length"}
	}
	return length, nil
}

// line reads one header line without its line end, truncating overlong lines (the rest is
// read and dropped, so the stream stays in step).
func (rd *reader) line() (string, error) {
	var buf []byte
	for {
		chunk, err := rd.r.ReadSlice('\n')
		if len(buf) < maxHeaderLine {
			buf = append(buf, chunk[:min(len(chunk), maxHeaderLine-len(buf))]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil {
			if err == io.EOF && len(buf) > 0 {
				return "", io.ErrUnexpectedEOF
			}
			return "", err
		}
		return strings.TrimRight(string(buf), "\r\n"), nil
	}
}

// writer writes framed messages; it is safe for concurrent use.
type writer struct {
	mu sync.Mutex
	w  io.Writer
}

func (wr *writer) write(v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		// Only server-built values are written: a failure here is a bug, reported to the
		// client rather than crashing.
		body, _ = json.Marshal(errorResponse{JSONRPC: "2.0", ID: nullID,
			Error: errorf(codeInternalError, "cannot encode a response: %v", err)})
	}
	wr.mu.Lock()
	defer wr.mu.Unlock()
	if _, err := fmt.Fprintf(wr.w, "Content-Length: %d\r\n\r\n", len(body)); err != nil {
		return err
	}
	_, err = wr.w.Write(body)
	return err
}
