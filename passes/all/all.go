// Package all builds the registry of every pass and named pipeline ascopt offers.
package all

import (
	"github.com/ascend-toolchain/asc/passes"
	ascendcpasses "github.com/ascend-toolchain/asc/passes/ascendc"
	"github.com/ascend-toolchain/asc/passes/asclower"
	asctilepasses "github.com/ascend-toolchain/asc/passes/asctile"
	"github.com/ascend-toolchain/asc/passes/pyasc"
	"github.com/ascend-toolchain/asc/passes/transforms"
)

// Registry returns a registry with every pass registered.
func Registry() *passes.Registry {
	r := passes.NewRegistry()
	transforms.Register(r)
	transforms.RegisterSCCP(r)
	ascendcpasses.Register(r)
	asctilepasses.Register(r)
	asclower.Register(r)
	pyasc.Register(r)
	return r
}
