//go:build tools

// Package deps pins the project's chosen dependencies before every user of them exists.
package deps

import (
	_ "github.com/alecthomas/participle/v2"
	_ "github.com/google/go-cmp/cmp"
	_ "github.com/sebdah/goldie/v2"
	_ "github.com/spf13/cobra"
)
