// Package profile lets the command-line tools write Go CPU and heap profiles when asked to
// through the environment, so performance work can look inside a real run without a
// special build.
package profile

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// FromEnv starts a CPU profile when PREFIX_CPUPROFILE names a file and, when
// PREFIX_MEMPROFILE does, arranges for a heap profile of everything allocated; call the
// returned function before exiting.
func FromEnv(prefix string) (stop func()) {
	var cpu *os.File
	if path := os.Getenv(prefix + "_CPUPROFILE"); path != "" {
		f, err := os.Create(path)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "profile: %v\n", err)
		} else {
			cpu = f
		}
	}
	memPath := os.Getenv(prefix + "_MEMPROFILE")
	if memPath != "" {
		runtime.MemProfileRate = 64 << 10
	}
	return func() {
		if cpu != nil {
			pprof.StopCPUProfile()
			cpu.Close()
		}
		if memPath != "" {
			runtime.GC() // the profile only counts allocations up to the last collection
			f, err := os.Create(memPath)
			if err == nil {
				err = pprof.Lookup("allocs").WriteTo(f, 0)
				f.Close()
			}
			if err != nil {
				fmt.Fprintf(os.Stderr, "profile: %v\n", err)
			}
		}
	}
}
