// Package maintest tests a command's main function as users run it: the package's test
// binary re-executes itself as the command, with the arguments and standard input the test
// gives, and reports the exit status and both outputs. Thin main packages (flag parsing,
// exit codes) are covered this way without refactoring them for testability.
package maintest

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// EnvVar set to 1 makes the test binary run the command's main (see Hook).
const EnvVar = "ASC_MAINTEST_RUN_MAIN"

// Hook is called from the package's TestMain: in a child started by Run it runs the
// command's main and exits 0 when main returns; otherwise it runs the tests.
func Hook(m *testing.M, main func()) {
	if os.Getenv(EnvVar) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Run executes the command (the test binary in main mode) with args and stdin.
func Run(t testing.TB, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), EnvVar+"=1")
	cmd.Stdin = strings.NewReader(stdin)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit):
		code = exit.ExitCode()
	default:
		t.Fatalf("running %s: %v", os.Args[0], err)
	}
	return code, o.String(), e.String()
}
