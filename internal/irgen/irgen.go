// Package irgen writes large, deterministic func/arith/scf modules for benchmarks.
package irgen

import (
	"bufio"
	"fmt"
	"io"
)

// Write emits a module that prints to about mb megabytes in generic form (about 2.1 KB per
// function); the custom form it writes is about half that size.
func Write(out io.Writer, mb int) error {
	w := bufio.NewWriterSize(out, 1<<20)
	funcs := mb * 1024 * 1024 / 2100
	if funcs < 1 {
		funcs = 1
	}
	return WriteFuncs(w, funcs)
}

// WriteFuncs emits a module with n functions.
func WriteFuncs(out io.Writer, n int) error {
	w, ok := out.(*bufio.Writer)
	if !ok {
		w = bufio.NewWriterSize(out, 1<<20)
	}
	w.WriteString("module {\n")
	for f := 0; f < n; f++ {
		writeFunc(w, f)
	}
	w.WriteString("}\n")
	return w.Flush()
}

func writeFunc(w *bufio.Writer, f int) {
	fmt.Fprintf(w, "  func.func @f%d(%%a: i32, %%b: i32, %%x: f32, %%n: index) -> (i32, f32) {\n", f)
	fmt.Fprintf(w, "    %%c0 = arith.constant 0 : index\n    %%c1 = arith.constant 1 : index\n")
	fmt.Fprintf(w, "    %%k = arith.constant %d : i32\n    %%h = arith.constant 0.5 : f32\n", f%97)
	fmt.Fprintf(w, "    %%s0 = arith.addi %%a, %%k : i32\n    %%s1 = arith.muli %%s0, %%b : i32\n")
	fmt.Fprintf(w, "    %%t0 = arith.mulf %%x, %%h : f32\n    %%t1 = arith.addf %%t0, %%x : f32\n")
	fmt.Fprintf(w, "    %%r:2 = scf.for %%i = %%c0 to %%n step %%c1 iter_args(%%acc = %%s1, %%facc = %%t1) -> (i32, f32) {\n")
	fmt.Fprintf(w, "      %%ii = arith.index_cast %%i : index to i32\n      %%u = arith.addi %%acc, %%ii : i32\n")
	fmt.Fprintf(w, "      %%c = arith.cmpi slt, %%u, %%k : i32\n")
	fmt.Fprintf(w, "      %%v = scf.if %%c -> (i32) {\n        %%w = arith.subi %%u, %%a : i32\n        scf.yield %%w : i32\n")
	fmt.Fprintf(w, "      } else {\n        %%w = arith.xori %%u, %%b : i32\n        scf.yield %%w : i32\n      }\n")
	fmt.Fprintf(w, "      %%fi = arith.sitofp %%v : i32 to f32\n      %%g = arith.addf %%facc, %%fi : f32\n")
	fmt.Fprintf(w, "      %%m = arith.maximumf %%g, %%h : f32\n")
	fmt.Fprintf(w, "      scf.yield %%v, %%m : i32, f32\n    }\n")
	fmt.Fprintf(w, "    %%c0b = arith.cmpi eq, %%r#0, %%a : i32\n    %%z = arith.select %%c0b, %%r#0, %%a : i32\n")
	fmt.Fprintf(w, "    return %%z, %%r#1 : i32, f32\n  }\n")
}
