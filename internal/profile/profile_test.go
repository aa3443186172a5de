package profile_test

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/ascend-toolchain/asc/internal/profile"
)

// The profiles are gzipped protocol buffers; gzip output starts with 0x1f 0x8b.
func isGzip(t *testing.T, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		t.Errorf("%s is not a gzipped profile (%d bytes)", filepath.Base(path), len(b))
	}
}

func TestWritesRequestedProfiles(t *testing.T) {
	rate := runtime.MemProfileRate
	defer func() { runtime.MemProfileRate = rate }()
	dir := t.TempDir()
	cpu, mem := filepath.Join(dir, "cpu.pprof"), filepath.Join(dir, "mem.pprof")
	t.Setenv("PROFTEST_CPUPROFILE", cpu)
	t.Setenv("PROFTEST_MEMPROFILE", mem)
	stop := profile.FromEnv("PROFTEST")
	if _, err := os.Stat(mem); err == nil {
		t.Error("the heap profile was written before stop")
	}
	stop()
	isGzip(t, cpu)
	isGzip(t, mem)
}

func TestNothingRequested(t *testing.T) {
	rate := runtime.MemProfileRate
	t.Setenv("PROFTEST_CPUPROFILE", "")
	t.Setenv("PROFTEST_MEMPROFILE", "")
	stop := profile.FromEnv("PROFTEST")
	if runtime.MemProfileRate != rate {
		t.Errorf("the heap sampling rate changed to %d without a heap profile asked for", runtime.MemProfileRate)
	}
	stop()
}
