// Package layering checks the architecture's rules on the source tree itself: imports point
// down the floors (ARCHITECTURE.md), no tool links the generator, code outside dialect/
// names ops through generated identifiers, and the simulator, passes and translator are
// wired by explicit registries rather than init().
package layering
