package irgen

import (
	"bufio"
	"fmt"
	"io"
	"sort"
)

// Shapes are generated inputs whose size is in one dimension only, where a step that is
// linear in the module's size but runs once per block, edge or nesting level turns
// quadratic: the benchmark scripts time them against mlir-opt 19.
var shapes = map[string]func(w *bufio.Writer, n int){
	"br-chain":    brChain,
	"arg-chain":   argChain,
	"cond-chain":  condChain,
	"wide-switch": wideSwitch,
	"scf-nest":    scfNest,
	"small-funcs": smallFuncs,
	"flat-block":  flatBlock,
}

// ShapeNames lists the shapes WriteShape knows, sorted.
func ShapeNames() []string {
	var out []string
	for k := range shapes {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// WriteShape writes the named shape at size n (blocks, cases, levels, functions or ops).
func WriteShape(out io.Writer, shape string, n int) error {
	gen, ok := shapes[shape]
	if !ok {
		return fmt.Errorf("irgen: unknown shape %q (known: %v)", shape, ShapeNames())
	}
	if n < 1 {
		return fmt.Errorf("irgen: shape %s needs a size of at least 1, got %d", shape, n)
	}
	w := bufio.NewWriterSize(out, 1<<20)
	gen(w, n)
	return w.Flush()
}

// brChain: one function of n+1 blocks, each an unconditional branch to the next.
func brChain(w *bufio.Writer, n int) {
	w.WriteString("func.func @f() {\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(w, "  cf.br ^bb%d\n^bb%d:\n", i, i)
	}
	w.WriteString("  return\n}\n")
}

// argChain: n+1 blocks passing a value along, each adding to it.
func argChain(w *bufio.Writer, n int) {
	w.WriteString("func.func @f(%a: i32, %b: i32) -> i32 {\n")
	w.WriteString("  cf.br ^bb1(%a : i32)\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(w, "^bb%d(%%x%d: i32):\n  %%y%d = arith.addi %%x%d, %%b : i32\n", i, i, i, i)
		if i < n {
			fmt.Fprintf(w, "  cf.br ^bb%d(%%y%d : i32)\n", i+1, i)
		}
	}
	fmt.Fprintf(w, "  return %%y%d : i32\n}\n", n)
}

// condChain: n diamonds in sequence, each a conditional branch on an argument whose two
// arms compute different values and join in a block argument.
func condChain(w *bufio.Writer, n int) {
	w.WriteString("func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {\n")
	w.WriteString("  cf.br ^j0(%a : i32)\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(w, "^j%d(%%v%d: i32):\n  cf.cond_br %%c, ^t%d, ^e%d\n", i, i, i, i)
		fmt.Fprintf(w, "^t%d:\n  %%p%d = arith.addi %%v%d, %%a : i32\n  cf.br ^j%d(%%p%d : i32)\n", i, i, i, i+1, i)
		fmt.Fprintf(w, "^e%d:\n  %%q%d = arith.muli %%v%d, %%b : i32\n  cf.br ^j%d(%%q%d : i32)\n", i, i, i, i+1, i)
	}
	fmt.Fprintf(w, "^j%d(%%r: i32):\n  return %%r : i32\n}\n", n)
}

// wideSwitch: a cf.switch of n cases, each to its own block, all joining one exit.
func wideSwitch(w *bufio.Writer, n int) {
	w.WriteString("func.func @f(%c: i32, %a: i32) -> i32 {\n")
	w.WriteString("  cf.switch %c : i32, [\n    default: ^exit(%a : i32)")
	for i := 0; i < n; i++ {
		fmt.Fprintf(w, ",\n    %d: ^bb%d", i, i)
	}
	w.WriteString("\n  ]\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(w, "^bb%d:\n  %%k%d = arith.constant %d : i32\n  %%s%d = arith.addi %%a, %%k%d : i32\n  cf.br ^exit(%%s%d : i32)\n", i, i, i%7, i, i, i)
	}
	w.WriteString("^exit(%r: i32):\n  return %r : i32\n}\n")
}

// scfNest: n scf.if ops nested in each other's then-regions, each yielding a value.
func scfNest(w *bufio.Writer, n int) {
	w.WriteString("func.func @f(%c: i1, %a: i32) -> i32 {\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(w, "%%r%d = scf.if %%c -> (i32) {\n", i)
	}
	w.WriteString("  %s = arith.addi %a, %a : i32\n  scf.yield %s : i32\n")
	for i := n - 1; i >= 0; i-- {
		fmt.Fprintf(w, "} else {\n  %%e%d = arith.muli %%a, %%a : i32\n  scf.yield %%e%d : i32\n}\n", i, i)
		if i > 0 {
			fmt.Fprintf(w, "scf.yield %%r%d : i32\n", i)
		}
	}
	w.WriteString("return %r0 : i32\n}\n")
}

// smallFuncs: n private functions, each called once from a public one.
func smallFuncs(w *bufio.Writer, n int) {
	w.WriteString("module {\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(w, "func.func private @g%d(%%a: i32) -> i32 {\n  %%k = arith.constant %d : i32\n  %%s = arith.addi %%a, %%k : i32\n  return %%s : i32\n}\n", i, i%13)
	}
	w.WriteString("func.func @main(%a: i32) -> i32 {\n")
	prev := "%a"
	for i := 0; i < n; i++ {
		fmt.Fprintf(w, "  %%c%d = func.call @g%d(%s) : (i32) -> i32\n", i, i, prev)
		prev = fmt.Sprintf("%%c%d", i)
	}
	fmt.Fprintf(w, "  return %s : i32\n}\n}\n", prev)
}

// flatBlock: one block of about n ops: constants, foldable and live arithmetic, and
// repeated expressions for cse.
func flatBlock(w *bufio.Writer, n int) {
	w.WriteString("func.func @f(%a: i32, %b: i32) -> i32 {\n")
	prev := "%a"
	for i := 0; i < n/5; i++ {
		fmt.Fprintf(w, "  %%k%d = arith.constant %d : i32\n", i, i%11)
		fmt.Fprintf(w, "  %%x%d = arith.addi %s, %%k%d : i32\n", i, prev, i)
		fmt.Fprintf(w, "  %%y%d = arith.muli %%x%d, %%b : i32\n", i, i)
		fmt.Fprintf(w, "  %%z%d = arith.muli %%x%d, %%b : i32\n", i, i)
		fmt.Fprintf(w, "  %%w%d = arith.subi %%y%d, %%z%d : i32\n", i, i, i)
		prev = fmt.Sprintf("%%w%d", i)
		if i%2 == 0 {
			prev = fmt.Sprintf("%%y%d", i)
		}
	}
	fmt.Fprintf(w, "  return %s : i32\n}\n", prev)
}
