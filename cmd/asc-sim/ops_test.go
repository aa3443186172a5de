package main

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite docs/sim/ops.md")

func TestOpsListing(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Main([]string{"ops"}, &out, &errb); code != 0 {
		t.Fatalf("asc-sim ops: exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	seen := map[string]bool{}
	for _, l := range lines {
		f := strings.Split(l, "\t")
		switch {
		case len(f) == 2 && f[1] == "simulated":
		case len(f) == 3 && f[1] == "unsupported" && f[2] != "":
		default:
			t.Errorf("malformed line %q", l)
		}
		seen[f[0]] = true
	}
	for _, want := range []string{"ascendc.add_l2", "emitasc.ptr_offset", "arith.addi", "scf.for"} {
		if !seen[want] {
			t.Errorf("%s is not listed", want)
		}
	}
}

// TestOpsDoc keeps docs/sim/ops.md equal to `asc-sim ops --markdown` (go test -update).
func TestOpsDoc(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Main([]string{"ops", "--markdown"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	const path = "../../docs/sim/ops.md"
	if *update {
		if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, out.Bytes()) {
		t.Errorf("%s is stale: run go test ./cmd/asc-sim -run TestOpsDoc -update", path)
	}
}
