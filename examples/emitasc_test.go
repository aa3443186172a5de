package examples

import (
	"math/rand"
	"os"
	"strings"
	"testing"
)

// TestMatmulInitStruct runs the matmul kernel with its parameter structures built the way
// PyAsc builds them, by emitasc.init_struct with Ascend C member names (`T r; r.m = ...`),
// and checks the result against the numpy-style reference and, bit for bit, against the
// same kernel built with ascendc.construct.
func TestMatmulInitStruct(t *testing.T) {
	src, err := os.ReadFile("matmul/kernel.mlir")
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	for old, repl := range map[string]string{
		`ascendc.construct !ascendc.nd2nz_params(%c1, %c64, %k, %c0, %k, %c64, %c1, %c0) : i32, i32, i32, i32, i32, i32, i32, i32`: `emitasc.init_struct !ascendc.nd2nz_params("ndNum" = %c1 : i32, "nValue" = %c64 : i32, "dValue" = %k : i32, "srcNdMatrixStride" = %c0 : i32, "srcDValue" = %k : i32, "dstNzC0Stride" = %c64 : i32, "dstNzNStride" = %c1 : i32, "dstNzMatrixStride" = %c0 : i32)`,
		`ascendc.construct !ascendc.nd2nz_params(%c1, %k, %c64, %c0, %n, %k, %c1, %c0) : i32, i32, i32, i32, i32, i32, i32, i32`:   `emitasc.init_struct !ascendc.nd2nz_params("dstNzC0Stride" = %k : i32, "nValue" = %k : i32, "dValue" = %c64 : i32, "srcDValue" = %n : i32, "dstNzNStride" = %c1 : i32)`,
		`ascendc.construct !ascendc.fixpipe_params_v220(%c64, %c64, %c64, %n, %false) : i32, i32, i32, i32, i1`:                    `emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c64 : i32, "mSize" = %c64 : i32, "srcStride" = %c64 : i32, "dstStride" = %n : i32, "quantPre" = %c0 : i32)`,
		`ascendc.construct !ascendc.load_data_2d_params(%mi, %k1, %c4, %c0, %c0, %false, %c0) : i32, i32, i32, i32, i32, i1, i32`:  `emitasc.init_struct !ascendc.load_data_2d_params("startIndex" = %mi : i32, "repeatTimes" = %k1 : i32, "srcStride" = %c4 : i32, "ifTranspose" = %false : i1)`,
		`ascendc.construct !ascendc.load_data_2d_params(%ki, %c4, %k1, %c0, %c0, %true, %c0) : i32, i32, i32, i32, i32, i1, i32`:   `emitasc.init_struct !ascendc.load_data_2d_params("startIndex" = %ki : i32, "repeatTimes" = %c4 : i32, "srcStride" = %k1 : i32, "ifTranspose" = %true : i1)`,
	} {
		if !strings.Contains(text, old) {
			t.Fatalf("the matmul example changed: %s not found", old)
		}
		text = strings.ReplaceAll(text, old, repl)
	}
	withInit := parse(t, "matmul_init_struct.mlir", text)
	withConstruct := load(t, "matmul")
	r := rand.New(rand.NewSource(21))
	m, k, n := 128, 64, 128
	a, b, args := matmulArgs(r, m, k, n)
	run(t, withInit, "matmul", 2, args...)
	checkClose(t, f64s(f32of(args[2].Data)), matmulRef(a, b, m, k, n), 1e-3, 1e-3)
	_, _, args2 := matmulArgs(rand.New(rand.NewSource(21)), m, k, n)
	run(t, withConstruct, "matmul", 2, args2...)
	if string(args[2].Data) != string(args2[2].Data) {
		t.Fatal("init_struct and construct kernels differ")
	}
}
