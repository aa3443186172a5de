package lsp

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// client drives a server over pipes as an editor does: framed JSON-RPC in, framed
// JSON-RPC out, read by a goroutine so the server never blocks on a full pipe.
type client struct {
	t      *testing.T
	in     *io.PipeWriter
	msgs   chan map[string]json.RawMessage
	exit   chan int
	nextID int
	queued []map[string]json.RawMessage // notifications read while waiting for a response
}

func startClient(t *testing.T) *client { return startClientWith(t, Options{Version: "test"}) }

func startClientWith(t *testing.T, opts Options) *client {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &client{t: t, in: inW, msgs: make(chan map[string]json.RawMessage, 64), exit: make(chan int, 1)}
	srv := NewServer(inR, outW, opts)
	go func() {
		c.exit <- srv.Run()
		outW.Close()
	}()
	go func() {
		rd := reader{r: bufio.NewReader(outR), max: MaxMessage}
		for {
			body, err := rd.read()
			if err != nil {
				close(c.msgs)
				return
			}
			var m map[string]json.RawMessage
			if err := json.Unmarshal(body, &m); err != nil {
				t.Errorf("server wrote malformed JSON %q: %v", body, err)
			}
			c.msgs <- m
		}
	}()
	t.Cleanup(func() { inW.Close() })
	return c
}

// raw writes bytes to the server as they are.
func (c *client) raw(s string) {
	c.t.Helper()
	if _, err := io.WriteString(c.in, s); err != nil {
		c.t.Fatalf("writing to the server: %v", err)
	}
}

// sendBody frames a body.
func (c *client) sendBody(body string) {
	c.raw(fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body))
}

func (c *client) notify(method string, params any) {
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": method, "params": params})
	c.sendBody(string(b))
}

// call sends a request and returns its response (result or error).
func (c *client) call(method string, params any) map[string]json.RawMessage {
	c.t.Helper()
	c.nextID++
	id := c.nextID
	m := map[string]any{"jsonrpc": "2.0", "id": id, "method": method}
	if params != nil {
		m["params"] = params
	}
	b, _ := json.Marshal(m)
	c.sendBody(string(b))
	return c.response(fmt.Sprint(id))
}

// response waits for the response with the given id (as JSON text).
func (c *client) response(id string) map[string]json.RawMessage {
	c.t.Helper()
	for {
		m := c.next()
		if _, isNote := m["method"]; isNote {
			c.queued = append(c.queued, m)
			continue
		}
		if string(m["id"]) != id {
			c.t.Fatalf("response id %s, want %s: %v", m["id"], id, m)
		}
		return m
	}
}

func (c *client) next() map[string]json.RawMessage {
	c.t.Helper()
	select {
	case m, ok := <-c.msgs:
		if !ok {
			c.t.Fatal("the server closed its output")
		}
		return m
	case <-time.After(20 * time.Second):
		c.t.Fatal("no message from the server")
	}
	return nil
}

// notification waits for a notification of the given method.
func (c *client) notification(method string) json.RawMessage {
	c.t.Helper()
	for i, m := range c.queued {
		if string(m["method"]) == `"`+method+`"` {
			c.queued = append(c.queued[:i], c.queued[i+1:]...)
			return m["params"]
		}
	}
	for {
		m := c.next()
		if string(m["method"]) == `"`+method+`"` {
			return m["params"]
		}
		c.queued = append(c.queued, m)
	}
}

// result decodes a successful response's result into v.
func (c *client) result(m map[string]json.RawMessage, v any) {
	c.t.Helper()
	if e, ok := m["error"]; ok {
		c.t.Fatalf("error response: %s", e)
	}
	if err := json.Unmarshal(m["result"], v); err != nil {
		c.t.Fatalf("decoding %s: %v", m["result"], err)
	}
}

// errorCode returns a response's error code (0 when it succeeded).
func errorCode(t *testing.T, m map[string]json.RawMessage) int {
	t.Helper()
	var e struct{ Code int }
	if raw, ok := m["error"]; ok {
		if _, ok := m["result"]; ok {
			t.Errorf("response with both result and error: %v", m)
		}
		json.Unmarshal(raw, &e)
	}
	return e.Code
}

func (c *client) initialize(params any) {
	c.t.Helper()
	if params == nil {
		params = map[string]any{"capabilities": map[string]any{}}
	}
	if m := c.call("initialize", params); errorCode(c.t, m) != 0 {
		c.t.Fatalf("initialize failed: %v", m)
	}
	c.notify("initialized", map[string]any{})
}

// shutdown ends the session properly and returns the server's exit code.
func (c *client) shutdown() int {
	c.t.Helper()
	if m := c.call("shutdown", nil); errorCode(c.t, m) != 0 {
		c.t.Fatalf("shutdown failed: %v", m)
	}
	c.notify("exit", nil)
	return c.wait()
}

func (c *client) wait() int {
	c.t.Helper()
	select {
	case code := <-c.exit:
		return code
	case <-time.After(20 * time.Second):
		c.t.Fatal("the server did not exit")
	}
	return -1
}

// posOf is the position of the n-th (0-based) occurrence of needle in text, plus delta
// bytes, with UTF-16 columns (the test texts are ASCII).
func posOf(t *testing.T, text, needle string, n, delta int) Position {
	t.Helper()
	off := -1
	for i := 0; i <= n; i++ {
		j := strings.Index(text[off+1:], needle)
		if j < 0 {
			t.Fatalf("%q: occurrence %d not found", needle, n)
		}
		off += j + 1
	}
	off += delta
	line := strings.Count(text[:off], "\n")
	return Position{Line: line, Character: off - (strings.LastIndex(text[:off], "\n") + 1)}
}

func docPos(uri string, p Position) map[string]any {
	return map[string]any{"textDocument": map[string]any{"uri": uri}, "position": p}
}
