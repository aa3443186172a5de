// Package hostile runs the tools on hostile input as a user's shell would (built binaries,
// under a 2 GiB address-space limit and a time limit) and checks that each case ends with
// the expected diagnostic and exit status, with no panic, runtime fatal error or goroutine
// dump, and with output files left as they were. One case per finding of issue 16 and per
// class of input (deep nesting, huge counts, overflowing numbers, truncated and invalid
// bytes).
//
// TestScaleInputs runs inputs long in one direction (blocks, split chunks, dependent ops)
// where a step once turned quadratic; ASC_HOSTILE_SCALE_N=100000 sizes them as found.
//
// TestMutationCampaign (campaign_test.go) runs the tools in-process on mutants of the
// corpora's valid inputs: every pass and pipeline, the translator and the simulator.
package hostile
