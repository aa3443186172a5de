// Package examples holds the runnable kernels (examples/<name>/kernel.mlir); its tests run
// each on the simulator and compare with a reference computed in Go.
package examples
