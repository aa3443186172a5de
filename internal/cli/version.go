package cli

import (
	"runtime/debug"
	"strings"
)

// Version describes the running binary for --version: the module version, the VCS
// revision it was built from (with "+dirty" for uncommitted changes) and the Go release,
// all read from the build information the Go toolchain embeds.
func Version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown (no build information)"
	}
	parts := []string{bi.Main.Version}
	var rev, dirty, when string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		case "vcs.time":
			when = s.Value
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		parts = append(parts, "revision "+rev+dirty)
	}
	if when != "" {
		parts = append(parts, when)
	}
	parts = append(parts, bi.GoVersion)
	return strings.Join(parts, ", ")
}
