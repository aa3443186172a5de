//go:build unix

package lit

import (
	"os/exec"
	"syscall"
)

// setProcessGroup starts the command in its own process group so that a
// timeout kills it together with any children it spawned.
func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}

func signaled(ee *exec.ExitError) bool {
	ws, ok := ee.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled()
}

func signalNumber(ee *exec.ExitError) int {
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok {
		return int(ws.Signal())
	}
	return 0
}
