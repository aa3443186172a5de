// The Matmul API's shapes come from the kernel's scalars: 2^31-1 for M, N and K made
// the model allocate operand copies of 2^37 bytes (a fatal out-of-memory), or a negative
// size (an internal error). The read of A now fails at its bounds first; a scalar A of
// that shape is refused against --max-gm-bytes.
// RUN: not asc-sim run %S/../../../examples/matmul_api/kernel.mlir --entry matmul_api --arg out:%t.f.npy:u64:8 --arg out:%t.a.npy:f16:8192 --arg out:%t.b.npy:f16:8192 --arg out:%t.bi.npy:f32:8192 --arg out:%t.c.npy:f32:8192 --arg 2147483647 --arg 2147483647 --arg 2147483647 2>&1 | FileCheck %s
// RUN: not asc-sim run %S/../../../examples/matmul_batch/kernel.mlir --entry matmul_batch --arg out:%t.f.npy:u64:8 --arg out:%t.a.npy:f16:8192 --arg out:%t.b.npy:f16:8192 --arg out:%t.bi.npy:f32:8192 --arg out:%t.c.npy:f32:8192 --arg 16777216 --arg 16777216 --arg 16777216 --arg 16777216 2>&1 | FileCheck %s --check-prefix=BATCH

// CHECK: error: 'ascendc.matmul.iterate' op out-of-bounds read of GM bytes [0, 4294967294) of a 16384-byte tensor
// BATCH: error: 'ascendc.matmul.
// BATCH-NOT: internal
