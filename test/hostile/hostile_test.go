package hostile

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/internal/irgen"
	"github.com/ascend-toolchain/asc/test/lit"
)

// tools builds the commands once into a temporary directory.
func tools(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the tools")
	}
	dir := filepath.Join(os.TempDir(), fmt.Sprintf("asc-hostile-%d", os.Getpid()))
	if _, err := lit.BuildTools(filepath.Join("..", ".."), dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// run executes a tool under a 2 GiB address-space limit and a minute's time.
func run(t *testing.T, dir, tool string, args ...string) (int, string) {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("needs ulimit -v")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sh := append([]string{"-c", `ulimit -v 2097152; exec "$0" "$@"`, filepath.Join(dir, tool)}, args...)
	cmd := exec.CommandContext(ctx, "sh", sh...)
	cmd.Dir = t.TempDir()
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("%s %v: no answer within a minute", tool, args)
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, bad := range []string{"panic:", "fatal error:", "goroutine ", "runtime error"} {
		if strings.Contains(s, bad) {
			t.Fatalf("%s %v crashed (%q):\n%.2000s", tool, args, bad, s)
		}
	}
	return code, s
}

func write(t *testing.T, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func deep(open, mid, close string, n int) string {
	return strings.Repeat(open, n) + mid + strings.Repeat(close, n)
}

type textCase struct {
	name, tool, file, src string
	args                  []string
	code                  int
	want                  string
}

func TestTextInputs(t *testing.T) {
	dir := tools(t)
	const n = 100000
	mod := func(attr string) string { return `"foo.c"() {v = ` + attr + `} : () -> ()` + "\n" }
	unreg := []string{"--allow-unregistered-dialect"}
	cases := []textCase{
		{"F16-array", "ascopt", "a.mlir", mod(deep("[", "", "]", n)), unreg, 1, "nesting deeper than 1000 levels"},
		{"F16-type", "ascopt", "a.mlir", mod(deep("tuple<", "i32", ">", n)), unreg, 1, "nesting deeper than 1000 levels"},
		{"F16-region", "ascopt", "a.mlir", deep(`"foo.c"() ({`+"\n", "", "}) : () -> ()\n", n), unreg, 1, "nesting deeper than 1000 levels"},
		{"F16-affine", "ascopt", "a.mlir", "#m = affine_map<(d0) -> (" + deep("(", "d0", ")", n) + ")>\n", unreg, 1, "nesting deeper than 1000 levels"},
		{"F16-loc", "ascopt", "a.mlir", `"foo.c"() : () -> () loc(` + deep("callsite(", `"a"`, ` at "b")`, n) + ")\n", unreg, 1, "nesting deeper than 1000 levels"},
		{"F16-translate", "asc-translate", "a.mlir", "func.func @f() attributes {a = " + deep("[", "", "]", n) + "} {\n  return\n}\n", []string{"--mlir-to-ascendc"}, 1, "nesting deeper than 1000 levels"},
		{"F16-td-list", "asc-tblgen", "a.td", "def X { list<int> a = " + deep("[", "", "]", n) + "; }\n", nil, 1, "nesting deeper than 1000 levels"},
		{"N2-td-doubling", "asc-tblgen", "a.td", doubling(), nil, 1, "evaluation exceeds the size limit"},
		{"F13-huge-splat", "ascopt", "a.mlir", mod("dense<1> : tensor<4611686018427387904x4xi32>"), unreg, 0, "dense<1> : tensor<4611686018427387904x4xi32>"},
		{"F15-hex-float", "ascopt", "a.mlir", mod("0x1FFFF : f16"), unreg, 1, "hexadecimal float constant out of range for type"},
		{"F14-f8", "ascopt", "a.mlir", mod("448.0 : f8E4M3FN"), unreg, 0, "4.480000e+02 : f8E4M3FN"},
		{"N1-loc-line", "ascopt", "a.mlir", `"foo.c"() : () -> () loc("f":4294967296:1)` + "\n", unreg, 1, "expected integer line number in FileLineColLoc"},
		{"F18-vector", "ascopt", "a.mlir", mod("vector<[4]x[0]xi32>"), unreg, 1, "vector types must have positive constant sizes"},
		{"F18-pipeline", "ascopt", "a.mlir", "", []string{"--pass-pipeline=builtin.module(func.func(cse)"}, 1, "encountered unbalanced parentheses"},
		{"F18-region-simplify", "ascopt", "a.mlir", "", []string{"--pass-pipeline=builtin.module(canonicalize{region-simplify=bogus})"}, 1, "Cannot find option named 'bogus'"},
		{"F20-nul", "ascopt", "a.mlir", "func.func @f() {\x00\n  return\n}\n", nil, 0, "func.func @f()"},
		{"utf8", "ascopt", "a.mlir", "func.func @f\xff\xfe() {\n  return\n}\n", nil, 1, "error:"},
		{"N6-float-digits", "ascopt", "a.mlir", mod("0.1 : f16"), unreg, 0, "9.997550e-02 : f16"},
		{"N7-f128-overflow", "ascopt", "a.mlir", mod("1.0e4000 : f128"), unreg, 0, "0x7FFF0000000000000000000000000000 : f128"},
		{"N7-f128-small", "ascopt", "a.mlir", mod("1.0e-300 : f128"), unreg, 0, "1.00000000000000002505909183520875969E-300 : f128"},
		{"F19-above-below", "ascopt", "a.mlir", "%0 = \"arith.constant\"() {value = 1 : i32} : () -> f32\n" +
			"// expected-error@above {{'arith.constant' op failed to verify that all of {value, result} have same type}}\n\n// -----\n\n" +
			"// expected-error@below {{'arith.constant' op failed to verify that all of {value, result} have same type}}\n" +
			"%0 = \"arith.constant\"() {value = 1 : i32} : () -> f32\n", []string{"--split-input-file", "--verify-diagnostics"}, 0, ""},
		{"F19-wrong-line", "ascopt", "a.mlir", "// expected-error@+2 {{same type}}\n%0 = \"arith.constant\"() {value = 1 : i32} : () -> f32\n",
			[]string{"--verify-diagnostics"}, 1, "a.mlir:1:4: error: expected error \"same type\" was not produced"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := write(t, c.file, []byte(c.src))
			code, out := run(t, dir, c.tool, append(append([]string{}, c.args...), p)...)
			if code != c.code || !strings.Contains(out, c.want) {
				t.Errorf("exit %d, want %d with %q:\n%.1500s", code, c.code, c.want, out)
			}
		})
	}
}

// TestScaleInputs: inputs large in one direction, each of which a quadratic step made run
// for over a minute at 100,000 (blocks, chunks, ops, dictionary entries). The default size, 10,000, keeps the
// run short and checks the answers; ASC_HOSTILE_SCALE_N=100000 sizes them as found, where
// the minute bound of run catches a step that turns quadratic again.
func TestScaleInputs(t *testing.T) {
	dir := tools(t)
	n := 10000
	if v, err := strconv.Atoi(os.Getenv("ASC_HOSTILE_SCALE_N")); err == nil && v > 1 {
		n = v
	}
	last := fmt.Sprintf("^bb%d:  // pred: ^bb%d", n, n-1)
	chain := shape(t, "br-chain", n) // n+1 blocks, each branching to the next
	cases := []textCase{
		// Printing each block's predecessors scanned the whole region per block.
		{"block-chain", "ascopt", "a.mlir", chain, nil, 0, last},
		// cse asked the dominator tree for each block's children by scanning the region.
		{"block-chain-cse", "ascopt", "a.mlir", chain, []string{"--pass-pipeline=builtin.module(func.func(cse))"}, 0, last},
		// Each merge asked the block for its predecessors by scanning every terminator of
		// the region, and removing the block copied the region's block list (12.5 s at
		// 50,000 blocks; blocks have use lists and regions a linked list of blocks now).
		{"block-chain-canonicalize", "ascopt", "a.mlir", chain, []string{"--canonicalize"}, 0, "func.func @f() {\n    return\n  }"},
		// Each diamond's truth propagation listed every use of the shared condition.
		{"diamond-chain-canonicalize", "ascopt", "a.mlir", shape(t, "cond-chain", n), []string{"--canonicalize"}, 0,
			fmt.Sprintf("^bb%d(%%%d: i32):  // 2 preds: ^bb%d, ^bb%d", 3*n, 3*n-1, 3*n-2, 3*n-1)},
		// The dataflow solvers of sccp, the range analysis and remove-dead-values went
		// over the whole module once per call of a chain into functions defined before
		// their caller (92 s for sccp at 5,000 functions).
		{"call-chain-sccp", "ascopt", "a.mlir", shape(t, "small-funcs", n), []string{"--sccp"}, 0, callChainEnd(n)},
		{"call-chain-ranges", "ascopt", "a.mlir", shape(t, "small-funcs", n), []string{"--int-range-optimizations"}, 0, callChainEnd(n)},
		{"call-chain-rdv", "ascopt", "a.mlir", shape(t, "small-funcs", n), []string{"--remove-dead-values"}, 0, callChainEnd(n)},
		// Dominance of a use by a definition walked up the idom chain, as long as the chain.
		{"block-chain-uses", "ascopt", "a.mlir", blockChainUses(n), nil, 0, last},
		// Each chunk's file name copied the list of every name interned before it.
		{"split-chunks", "ascopt", "a.mlir", strings.Repeat("func.func @f() {\n  return\n}\n// -----\n", n), []string{"--split-input-file"}, 0, "func.func @f"},
		// mem2reg asked each block for its predecessors, a scan of the region each.
		{"slot-chain-mem2reg", "ascopt", "a.mlir", slotChain(n), []string{"--pass-pipeline=builtin.module(func.func(mem2reg))"}, 0,
			fmt.Sprintf("^bb%d:  // 2 preds: ^bb%d, ^bb%d", n, n-1, n-1)},
		// remove-dead-values swept the ops first to last, one step back along the chain a round.
		{"value-chain-rdv", "ascopt", "a.mlir", valueChain(n), []string{"--remove-dead-values"}, 0, fmt.Sprintf("return %%%d : i32", n-1)},
		// Each key was checked against every earlier one, then insertion-sorted.
		{"dict-entries", "ascopt", "a.mlir", wideDict(n), []string{"--allow-unregistered-dialect"}, 0, fmt.Sprintf("k%d = %d", n-1, n-1)},
		// sccp joined every slot of a switch per taken case, each slot's operands found
		// in O(cases): cubic. Region simplification rebuilt every case's operands per
		// erased operand, also cubic; it is quadratic now, as in mlir-opt 19 (4 s for
		// 10,000 cases), hence a fifth of the size.
		{"switch-cases-sccp", "ascopt", "a.mlir", wideSwitch(n), []string{"--sccp"}, 0, fmt.Sprintf("%d: ^bb1(%%arg0 : i32)", n-1)},
		{"switch-cases-ranges", "ascopt", "a.mlir", wideSwitch(n / 5), []string{"--int-range-optimizations"}, 0, fmt.Sprintf("%d: ^bb1", n/5-1)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := write(t, c.file, []byte(c.src))
			code, out := run(t, dir, c.tool, append(append([]string{}, c.args...), p)...)
			if code != c.code || !strings.Contains(out, c.want) {
				t.Errorf("exit %d, want %d with %q:\n%.1500s", code, c.code, c.want, out)
			}
		})
	}
}

// wideSwitch is a cf.switch of n cases, every one forwarding the flag to one block.
func wideSwitch(n int) string {
	var b strings.Builder
	b.WriteString("func.func @f(%c: i32) -> i32 {\n  cf.switch %c : i32, [\n    default: ^bb1(%c : i32)")
	for i := range n {
		fmt.Fprintf(&b, ",\n    %d: ^bb1(%%c : i32)", i)
	}
	b.WriteString("\n  ]\n^bb1(%x: i32):\n  return %x : i32\n}\n")
	return b.String()
}

// shape is the benchmarks' generated input of that shape and size.
func shape(t *testing.T, name string, n int) string {
	var b strings.Builder
	if err := irgen.WriteShape(&b, name, n); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// callChainEnd is the end of main in the small-funcs shape of n functions, its calls kept.
func callChainEnd(n int) string {
	return fmt.Sprintf("%%%d = call @g%d(%%%d) : (i32) -> i32\n    return %%%d : i32", n-1, n-1, n-2, n-1)
}

// blockChainUses is the br-chain shape with a use of the entry's argument in every block.
func blockChainUses(n int) string {
	var b strings.Builder
	b.WriteString("func.func @f(%a: i32) {\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  %%v%d = arith.addi %%a, %%a : i32\n  cf.br ^bb%d\n^bb%d:\n", i, i, i)
	}
	b.WriteString("  return\n}\n")
	return b.String()
}

// slotChain is a chain of n conditional branches, each block loading, adding to and
// storing back one memref.alloca slot.
func slotChain(n int) string {
	var b strings.Builder
	b.WriteString("func.func @f(%c: i1) -> i32 {\n  %a = memref.alloca() : memref<i32>\n  %z = arith.constant 0 : i32\n  memref.store %z, %a[] : memref<i32>\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  cf.cond_br %%c, ^bb%d, ^bb%d\n^bb%d:\n  %%v%d = memref.load %%a[] : memref<i32>\n  %%w%d = arith.addi %%v%d, %%v%d : i32\n  memref.store %%w%d, %%a[] : memref<i32>\n", i, i, i, i, i, i, i, i)
	}
	b.WriteString("  %r = memref.load %a[] : memref<i32>\n  return %r : i32\n}\n")
	return b.String()
}

// valueChain is a function of n dependent additions.
func valueChain(n int) string {
	var b strings.Builder
	b.WriteString("func.func @f(%a: i32) -> i32 {\n  %v0 = arith.addi %a, %a : i32\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "  %%v%d = arith.addi %%v%d, %%a : i32\n", i, i-1)
	}
	fmt.Fprintf(&b, "  return %%v%d : i32\n}\n", n-1)
	return b.String()
}

// wideDict is an op with a dictionary of n entries, not in sorted order.
func wideDict(n int) string {
	var b strings.Builder
	b.WriteString(`"foo.c"() {`)
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "k%d = %d", i, i)
	}
	b.WriteString("} : () -> ()\n")
	return b.String()
}

func doubling() string {
	var b strings.Builder
	b.WriteString("defvar v0 = [1];\n")
	for i := 1; i <= 44; i++ {
		fmt.Fprintf(&b, "defvar v%d = !listconcat(v%d, v%d);\n", i, i-1, i-1)
	}
	return b.String()
}

// A run that fails leaves -o's file as it was, and a file truncated at any byte is a
// diagnostic or a valid program, never a crash.
func TestOutputsAndTruncation(t *testing.T) {
	dir := tools(t)
	out := write(t, "out.mlir", []byte("sentinel\n"))
	bad := write(t, "bad.mlir", []byte("func.func @f() {\n  %0 = arith.addi\n}\n"))
	if code, msg := run(t, dir, "ascopt", bad, "-o", out); code != 1 {
		t.Errorf("exit %d:\n%s", code, msg)
	}
	if b, _ := os.ReadFile(out); string(b) != "sentinel\n" {
		t.Errorf("a failed run changed -o's file: %q", b)
	}
	src, err := os.ReadFile(filepath.Join("..", "..", "examples", "vector_add", "kernel.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	for _, cut := range []int{1, 7, len(src) / 5, len(src) / 3, len(src) / 2, 2 * len(src) / 3, len(src) - 2} {
		p := write(t, "cut.mlir", src[:cut])
		if code, msg := run(t, dir, "ascopt", p); code != 1 && code != 0 {
			t.Errorf("cut at %d: exit %d:\n%s", cut, code, msg)
		}
	}
}

// asc-sim: .npy headers and --arg counts that declare more than memory can hold are
// refused, naming the file or argument.
func TestSimulatorCounts(t *testing.T) {
	dir := tools(t)
	kernel := filepath.Join("..", "..", "examples", "vector_add", "kernel.mlir")
	abs, _ := filepath.Abs(kernel)
	x, _ := filepath.Abs(filepath.Join("..", "..", "examples", "vector_add", "x.npy"))
	huge := npyHeader("<f4", "(2305843009217888256,)")
	hp := write(t, "huge.npy", huge)
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"F1-npy-header", []string{"--arg", "in:" + hp, "--arg", "in:" + x, "--arg", "out:z.npy:f32:16"}, "huge.npy"},
		{"F2-out-count", []string{"--arg", "in:" + x, "--arg", "in:" + x, "--arg", "out:z.npy:f32:2305843009213693952"}, "out:z.npy:f32:2305843009213693952"},
	} {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{"run", abs, "--entry", "vector_add", "--block-dim", "8"}, c.args...)
			code, out := run(t, dir, "asc-sim", args...)
			if code == 0 || !strings.Contains(out, c.want) {
				t.Errorf("exit %d, want a failure naming %q:\n%.1500s", code, c.want, out)
			}
		})
	}
}

func npyHeader(descr, shape string) []byte {
	h := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': %s, }", descr, shape)
	for (10+len(h)+1)%64 != 0 {
		h += " "
	}
	h += "\n"
	var b bytes.Buffer
	b.WriteString("\x93NUMPY\x01\x00")
	binary.Write(&b, binary.LittleEndian, uint16(len(h)))
	b.WriteString(h)
	return b.Bytes()
}
