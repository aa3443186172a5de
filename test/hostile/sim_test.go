package hostile

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// gmKernel is a one-parameter kernel around body, with %g the f32 global tensor over %x.
func gmKernel(body string) string {
	return `func.func @k(%x: memref<?xf32, 22>) attributes {ascendc.global} {
  %g = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %g, %x : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %v = arith.constant 7.0 : f32
  %big = arith.constant 4611686018427387905 : i64
` + body + `
  return
}
`
}

func f32npy(vals ...float32) []byte {
	b := npyHeader("<f4", "("+strconv.Itoa(len(vals))+",)")
	for _, v := range vals {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
	}
	return b
}

type simCase struct {
	name   string
	kernel string
	blocks string   // --block-dim
	args   []string // after the kernel's own --arg inout:x.npy
	code   int
	want   string
}

// TestSimulatorHostile runs asc-sim on kernels and arguments a hostile user would try:
// each fails with the named diagnostic and exit status, and never changes x.npy, the
// kernel's inout: file.
func TestSimulatorHostile(t *testing.T) {
	dir := tools(t)
	nd2nz := `  %c = arith.constant 65535 : i32
  %one = arith.constant 1 : i32
  %len = arith.constant 16384 : i32
  %pipe = ascendc.pipe
  %q = ascendc.queue : !ascendc.queue<a1, 1>
  ascendc.pipe.init_queue %pipe, %q, %one, %len : !ascendc.queue<a1, 1>, i32, i32
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<a1, 1>, !ascendc.local_tensor<4096xf32>
  %nd = ascendc.construct !ascendc.nd2nz_params(%c, %c, %c, %c, %c, %c, %c, %c) : i32, i32, i32, i32, i32, i32, i32, i32
  ascendc.data_copy_l2 %t, %g, %nd : !ascendc.local_tensor<4096xf32>, !ascendc.global_tensor<*xf32>, !ascendc.nd2nz_params`
	setValue := `  %c0 = arith.constant 0 : i64
  %u = builtin.unrealized_conversion_cast %c0 : i64 to ui64
  ascendc.global_tensor.set_value %g, %u, %v : !ascendc.global_tensor<*xf32>, ui64, f32`
	// Each core stores its own index: writes of identical bytes would be a benign
	// overlap, not a race (simulator/README.md).
	setCore := `  %c0 = arith.constant 0 : i64
  %u = builtin.unrealized_conversion_cast %c0 : i64 to ui64
  %bi = ascendc.get_block_idx : i64
  %bf = arith.sitofp %bi : i64 to f32
  ascendc.global_tensor.set_value %g, %u, %bf : !ascendc.global_tensor<*xf32>, ui64, f32`
	overflow := "overflows a 64-bit byte offset"
	cases := []simCase{
		{"F4-nd2nz-huge", gmKernel(nd2nz), "1", nil, 1, "more than the 16384-byte destination holds"},
		{"F8-get-value", gmKernel("  %r = ascendc.global_tensor.get_value %g, %big : !ascendc.global_tensor<*xf32>, i64, f32"), "1", nil, 1, overflow},
		{"F8-set-value", gmKernel("  %ub = builtin.unrealized_conversion_cast %big : i64 to ui64\n  ascendc.global_tensor.set_value %g, %ub, %v : !ascendc.global_tensor<*xf32>, ui64, f32"), "1", nil, 1, overflow},
		{"F8-subindex", gmKernel("  %s = ascendc.global_tensor.subindex %g[%big] : !ascendc.global_tensor<*xf32>, i64, !ascendc.global_tensor<*xf32>"), "1", nil, 1, overflow},
		{"F8-ptr-offset", gmKernel("  %i = arith.index_cast %big : i64 to index\n  %p = emitasc.ptr_offset %x[%i] : memref<?xf32, 22>, memref<?xf32, 22>\n  %h = ascendc.global_tensor : !ascendc.global_tensor<*xf32>\n  ascendc.global_tensor.set_global_buffer %h, %p : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>\n  %c0 = arith.constant 0 : i64\n  %r = ascendc.global_tensor.get_value %h, %c0 : !ascendc.global_tensor<*xf32>, i64, f32"), "1", nil, 1, overflow},
		{"F9-init-buffer", gmKernel("  %len = arith.constant 9223372036854775807 : i64\n  %p = ascendc.pipe\n  %b = ascendc.tbuf : <veccalc>\n  ascendc.pipe.init_buffer %p, %b, %len : !ascendc.tbuf<veccalc>, i64"), "1", nil, 1, "allocation capacity exceeded"},
		{"F11-race-leaves-inout", gmKernel(setCore), "2", nil, 3, "cross-core write-write race on GM"},
		{"F11-unwritable-out", strings.Replace(gmKernel(setValue), "%x: memref<?xf32, 22>)", "%x: memref<?xf32, 22>, %y: memref<?xf32, 22>)", 1), "1", []string{"--arg", "out:no/such/dir/y.npy:f32:4"}, 1, "no output was changed"},
		{"F5-max-steps", gmKernel("  %c0 = arith.constant 0 : i32\n  %n = arith.constant 1000000 : i32\n  %c1 = arith.constant 1 : i32\n  scf.for %i = %c0 to %n step %c1 : i32 {\n    %r = arith.addi %i, %c1 : i32\n  }"), "1", []string{"--max-steps", "1000"}, 1, "exceeded --max-steps=1000"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			k := write(t, "k.mlir", []byte(c.kernel))
			x := write(t, "x.npy", f32npy(1, 2, 3, 4))
			args := append([]string{"run", k, "--entry", "k", "--block-dim", c.blocks, "--arg", "inout:" + x}, c.args...)
			code, out := run(t, dir, "asc-sim", args...)
			if code != c.code || !strings.Contains(out, c.want) {
				t.Errorf("exit %d, want %d with %q:\n%.1500s", code, c.code, c.want, out)
			}
			if b, _ := os.ReadFile(x); !bytes.Equal(b, f32npy(1, 2, 3, 4)) {
				t.Errorf("the inout: file changed")
			}
		})
	}
}

// TestSimulatorArguments: --arg values that do not fit their parameter, and .npy files
// NumPy could not have written, are usage or input errors naming the argument.
func TestSimulatorArguments(t *testing.T) {
	dir := tools(t)
	k := write(t, "k.mlir", []byte("func.func @k(%n: i32, %x: memref<?xf32, 22>) attributes {ascendc.global} {\n  return\n}\n"))
	many := npyHeader("<f4", "("+strings.Repeat("1,", 25001)+")")
	many = binary.LittleEndian.AppendUint32(many, math.Float32bits(1))
	for _, c := range []struct {
		name, n string
		file    []byte
		code    int
		want    string
	}{
		{"F10-negative-int", "-10", f32npy(1), 0, ""},
		{"F10-negative-float", "-1.5", f32npy(1), 2, `"-1.5" is not an integer`},
		{"N4-wide", "4294967297", f32npy(1), 2, "does not fit the parameter's i32"},
		{"F3-many-dims", "1", many, 1, "more than 64 dimensions"},
		{"F3-empty-huge", "1", npyHeader("<f4", "(4611686018427387904,)"), 1, "bad dimension"},
		{"truncated-data", "1", f32npy(1, 2, 3, 4)[:130], 1, "data shorter than"},
	} {
		t.Run(c.name, func(t *testing.T) {
			x := write(t, "x.npy", c.file)
			code, out := run(t, dir, "asc-sim", "run", k, "--entry", "k", "--arg", c.n, "--arg", "inout:"+x)
			if code != c.code || !strings.Contains(out, c.want) {
				t.Errorf("exit %d, want %d with %q:\n%.1500s", code, c.code, c.want, out)
			}
			if b, _ := os.ReadFile(x); c.code != 0 && !bytes.Equal(b, c.file) {
				t.Errorf("the inout: file changed")
			}
		})
	}
}

// TestSimulatorPrintf: printf prints as C does on an LP64 machine (F21, N5).
func TestSimulatorPrintf(t *testing.T) {
	dir := tools(t)
	k := write(t, "k.mlir", []byte(`func.func @k() attributes {ascendc.global} {
  %a = arith.constant -5 : i32
  %b = arith.constant -1 : i64
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  "ascendc.printf"(%a, %a, %a, %b, %b, %inf, %ninf, %nan) {desc = "%u %x %o %lu %lx|%f %f %f\n"} : (i32, i32, i32, i64, i64, f32, f32, f32) -> ()
  return
}
`))
	code, out := run(t, dir, "asc-sim", "run", k, "--entry", "k")
	want := "4294967291 fffffffb 37777777773 18446744073709551615 ffffffffffffffff|inf -inf nan"
	if code != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d, want %q:\n%s", code, want, out)
	}
}

// TestOutputFiles (F12, N3): every tool's -o (and asc-sim's --trace) writes through a
// symbolic link, keeps an existing file's mode, refuses a read-only file naming it, and
// leaves no temporary file behind.
func TestOutputFiles(t *testing.T) {
	dir := tools(t)
	src := write(t, "ok.mlir", []byte("func.func @k() attributes {ascendc.global} {\n  return\n}\n"))
	for _, tool := range []struct {
		name string
		args func(out string) []string
	}{
		{"ascopt", func(o string) []string { return []string{src, "-o", o} }},
		{"asc-translate", func(o string) []string { return []string{"--mlir-to-ascendc", src, "-o", o} }},
		{"asc-sim", func(o string) []string { return []string{"run", src, "--entry", "k", "--trace", o} }},
	} {
		t.Run(tool.name, func(t *testing.T) {
			d := t.TempDir()
			target := filepath.Join(d, "target.txt")
			if err := os.WriteFile(target, []byte("old\n"), 0o640); err != nil {
				t.Fatal(err)
			}
			link := filepath.Join(d, "link.txt")
			if err := os.Symlink("target.txt", link); err != nil {
				t.Fatal(err)
			}
			if code, out := run(t, dir, tool.name, tool.args(link)...); code != 0 {
				t.Fatalf("exit %d:\n%s", code, out)
			}
			if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
				t.Errorf("the link was replaced")
			}
			if fi, err := os.Stat(target); err != nil || fi.Mode().Perm() != 0o640 {
				t.Errorf("target mode %v, want 0640 kept", fi.Mode())
			}
			if b, _ := os.ReadFile(target); string(b) == "old\n" {
				t.Errorf("the link's target was not written")
			}
			ro := filepath.Join(d, "ro.txt")
			if err := os.WriteFile(ro, []byte("old\n"), 0o444); err != nil {
				t.Fatal(err)
			}
			code, out := run(t, dir, tool.name, tool.args(ro)...)
			if b, _ := os.ReadFile(ro); code == 0 || string(b) != "old\n" || !strings.Contains(out, "ro.txt") {
				t.Errorf("read-only output: exit %d, content %q:\n%s", code, b, out)
			}
			ents, _ := os.ReadDir(d)
			if len(ents) != 3 {
				var names []string
				for _, e := range ents {
					names = append(names, e.Name())
				}
				t.Errorf("files left: %v", names)
			}
		})
	}
}
