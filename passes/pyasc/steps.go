package pyasc

import "fmt"

// passList is the ordered pass list of passes-asc2.md §4.2, step by step (the numbers are
// the table's), for the resolved conditions. Func-anchored passes nest themselves under
// func.func; op-agnostic ones run on the module.
func (c *config) passList() []string {
	l := []string{fmt.Sprintf("asc-set-target{soc=%s}", c.soc)} // compiler.py, before the passes
	add := func(cond bool, p ...string) {
		if cond {
			l = append(l, p...)
		}
	}
	// Ours: before the first fold (the inliner's canonicalize), lossy casts are marked so
	// that the cast folder keeps their rounding in chains (docs/pyasc.md §5).
	// The ops of asc2.mask regions are kept from folding out of their mask likewise.
	add(c.asc2 && c.departures, "asctile-keep-cast-rounding", "asctile-keep-mask-regions")
	// The passes that take departures from PyAsc's form (docs/pyasc.md §5) get them
	// unless the option departures is false.
	dep := func(p string) string {
		if c.departures {
			return p + "{departures=true}"
		}
		return p
	}
	// Lowering phase.
	add(true, "ascendc-privatize-func", "inline", "symbol-dce", "canonicalize", "reconcile-unrealized-casts") // 1-5
	add(c.asc2, "asctile-tag-unroll-groups")                                                                  // 6
	// Ours, before each tile-level cse: reads of an accumulator from before and after the
	// matmul_acc that writes it stay apart (docs/pyasc.md §5).
	keepAcc := ""
	if c.departures {
		keepAcc = "asctile-keep-accumulator-reads"
	}
	add(c.asc2 && !c.rio, dep("asctile-unroll-loop"), "canonicalize")
	add(c.asc2 && !c.rio && keepAcc != "", keepAcc)
	add(c.asc2 && !c.rio, "cse")                                                                                    // 7
	add(c.asc2 && c.densify, dep("asctile-promote-pure-ops"), "canonicalize", dep("asctile-densify-unroll-groups")) // 8
	add(c.asc2, dep("asctile-split-cube-load"), "asctile-legalize-matmul", "canonicalize",                          // 9-11
		"asctile-transform-math-ops", dep("asctile-transform-store-fixpipe")) // 12-13
	add(c.asc2 && c.c310, "asctile-unscalarize-reduction", "canonicalize")
	add(c.asc2 && c.c310 && keepAcc != "", keepAcc)
	add(c.asc2 && c.c310, "cse")                                                                                              // 14
	add(c.asc2, dep("asclower-expand-math"), "asclower-redress-i1-tile", dep("asclower-arith"), dep("asclower-arith-binary"), // 15-18
		"asclower-atomic", dep("asclower-asctile-data-transfer"), dep("asclower-asctile"), dep("asclower-asctile-i1"), // 19-22
		dep("asclower-math"), "asclower-scf", dep("asclower-displace-concat"), "canonicalize", // 23-26
		"asclower-realize-conversion-cast", dep("asclower-expand-mask")) // 27-28
	add(c.asc2 && c.departures, "asclower-check-lowered")                                                           // ours: an op the lowering left on tiles is an error at the op
	add(c.asc2, dep("ascendc-fill-asc-operands"), "ascendc-fixup-mmad-acc-params")                                  // 29-30
	add(true, "ascendc-input-output-tensor")                                                                        // 31
	add(c.rio, "ascendc-reuse-ub-allocation{reuse-in-out=true}", dep("asctile-unroll-loop"), "canonicalize", "cse") // 32
	add(true, fmt.Sprintf("ascendc-hoist-ub-allocation{exclude-in-out=%t}", !c.c310))                               // 33
	add(c.reuse, "ascendc-reuse-ub-allocation{reuse-in-out=false}")                                                 // 34
	add(true, "canonicalize")                                                                                       // 35
	add(c.vf, "ascendc-fuse-vf-block")                                                                              // 36
	add(c.static, "ascendc-allocate-tensor")                                                                        // 37
	add(!c.static, fmt.Sprintf("ascendc-materialize-tensor{always-buf=%t}", c.c310))                                // 37
	add(true, "ascendc-unify-pipe", "canonicalize", "cse")                                                          // 38-39
	// Optimizing phase.
	add(true, "loop-invariant-code-motion", "sccp", "canonicalize")                                    // 40
	add(c.sync, "ascendc-erase-sync", "ascendc-hoist-que-bind")                                        // 41
	add(c.sync && !c.c310, "ascendc-insert-sync")                                                      // 42
	add(c.sync && c.c310, dep("ascendc-insert-bufid-sync"), "canonicalize", "ascendc-fuse-bufid-sync") // 43
	add(c.sync, "ascendc-unify-pipe", "canonicalize")                                                  // 44
	// Postprocessing phase.
	add(true, "ascendc-declare-py-struct", "ascendc-generate-boilerplate")            // 45
	add(c.cubeOnly, "ascendc-define-cube-only")                                       // 46
	add(true, fmt.Sprintf("ascendc-legalize-kernel-args{set-ffts-addr=%t}", !c.c310)) // 47
	add(true, "ascendc-detect-kernel-type", "ascendc-detect-enable-debug")            // 48
	add(c.verify, "ascendc-verify-sync")                                              // 49
	add(c.strip, "strip-debuginfo")                                                   // 50
	add(c.asc2, "ascendc-compute-memory-consumption")                                 // 51
	return l
}
