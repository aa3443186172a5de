package maintest

import (
	"fmt"
	"os"
	"testing"
)

// The package tests itself: its "command" echoes its arguments and exits 3 on "fail".
func TestMain(m *testing.M) {
	Hook(m, func() {
		fmt.Println(os.Args[1:])
		if len(os.Args) > 1 && os.Args[1] == "fail" {
			fmt.Fprintln(os.Stderr, "failed")
			os.Exit(3)
		}
	})
}

func TestRun(t *testing.T) {
	if code, out, _ := Run(t, "", "a", "b"); code != 0 || out != "[a b]\n" {
		t.Errorf("got %d %q", code, out)
	}
	if code, _, errs := Run(t, "", "fail"); code != 3 || errs != "failed\n" {
		t.Errorf("got %d %q", code, errs)
	}
}
