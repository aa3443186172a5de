package lsp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sync"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
)

// FuzzLSPMessages feeds the server a session built from two inputs: a document, opened
// and then queried at positions taken from the stream's first bytes, and a raw byte stream
// appended after the well-formed messages (any framing, any JSON). Whatever arrives, the
// server must end at the end of input without panicking, write only well-framed JSON, and
// answer every well-formed request it was sent before the raw bytes.
func FuzzLSPMessages(f *testing.F) {
	f.Add(sessionDoc, []byte("Content-Length: 2\r\n\r\n{}"))
	f.Add("func.func @f(%a: i32) {\n  cf.br ^bb1(%a : i32)\n^bb1(%b: i32):\n  return\n}\n", []byte{3, 9, 40, 1})
	f.Add("%x = \"t.op\"() : () -> i32\n// -----\nmodule @m { func.func private @g() }", []byte("Content-Length: 5\r\n\r\n[1,2]"))
	f.Add("\x00\xff\xfe// -----\n^bb0:", []byte(`Content-Length: 60`+"\r\n\r\n"+`{"jsonrpc":"2.0","id":"x","method":"textDocument/hover","params":{}}`))
	f.Add("func.func @f() { %0 = arith.constant 1 : i32 return %0 }", []byte("Content-Length: 99999999999\r\n\r\n"))
	f.Fuzz(fuzzSession)
}

// fuzzCtx is shared by the fuzz runs: building the dialects costs more than a session.
var fuzzCtx = sync.OnceValue(all.NewContext)

func fuzzSession(t *testing.T, doc string, stream []byte) {
	var in bytes.Buffer
	id := 0
	send := func(method string, params any, request bool) {
		m := map[string]any{"jsonrpc": "2.0", "method": method, "params": params}
		if request {
			id++
			m["id"] = id
		}
		b, _ := json.Marshal(m)
		fmt.Fprintf(&in, "Content-Length: %d\r\n\r\n%s", len(b), b)
	}
	uri := "file:///fuzz.mlir"
	send("initialize", map[string]any{"capabilities": map[string]any{}}, true)
	send("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 1, "text": doc}}, false)
	for i := 0; i+1 < len(stream) && i < 4; i += 2 {
		p := docPos(uri, Position{Line: int(stream[i] % 16), Character: int(stream[i+1] % 64)})
		for _, m := range []string{"textDocument/hover", "textDocument/definition"} {
			send(m, p, true)
		}
		if i == 0 && stream[0]%4 == 0 {
			// The op name list is long: encoding it on every run would dominate the time.
			send("textDocument/completion", p, true)
		}
		send("textDocument/references", map[string]any{"textDocument": map[string]any{"uri": uri},
			"position": p["position"], "context": map[string]any{"includeDeclaration": true}}, true)
	}
	send("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": uri}}, true)
	in.Write(stream)

	var out bytes.Buffer
	s := NewServer(&in, &out, Options{MaxMessage: 1 << 20, ctx: fuzzCtx()})
	if code := s.Run(); code != 0 && code != 1 {
		t.Fatalf("exit code %d", code)
	}
	answered := map[string]bool{}
	rd := reader{r: bufio.NewReader(&out), max: MaxMessage}
	for {
		body, err := rd.read()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("server output: %v", err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(body, &m); err != nil {
			t.Fatalf("server wrote malformed JSON %q", body)
		}
		answered[string(m["id"])] = true
	}
	for i := 1; i <= id; i++ {
		if !answered[fmt.Sprint(i)] {
			t.Fatalf("request %d was not answered", i)
		}
	}
}
