//go:build !unix

package lit

import "os/exec"

func setProcessGroup(cmd *exec.Cmd) {}

func signaled(ee *exec.ExitError) bool { return false }

func signalNumber(ee *exec.ExitError) int { return 0 }
