// Callees with ascendc, emitasc and asctile ops inline (PyAsc gives those dialects
// permissive inliner interfaces); calls inside asctile regions are inlined there.
// mlir-opt does not know these dialects, so this file has golden output only.

func.func private @vec_add(%t: !ascendc.local_tensor<8xf32>, %n: i32) {
  ascendc.add_l2 %t, %t, %t, %n : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, i32
  return
}
func.func private @alloc() -> !ascendc.local_tensor<8xf32> {
  %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
  return %0 : !ascendc.local_tensor<8xf32>
}
func.func private @copy(%q: memref<?x!emitasc.py_struct<"Loop", [i64], ["k"]>, 22>) -> !emitasc.py_struct<"Loop", [i64], ["k"]> {
  %0 = emitasc.copy_struct %q : memref<?x!emitasc.py_struct<"Loop", [i64], ["k"]>, 22>, !emitasc.py_struct<"Loop", [i64], ["k"]>
  return %0 : !emitasc.py_struct<"Loop", [i64], ["k"]>
}
func.func private @tile_add(%tx: !asctile.tensor<?xf32>, %i: i32, %cst: f32) -> !asctile.tile<256xf32, UB> {
  %a = asctile.load %tx[%i], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
  %s = arith.addf %a, %a : !asctile.tile<256xf32, UB>
  return %s : !asctile.tile<256xf32, UB>
}
func.func @kernel(%n: i32, %q: memref<?x!emitasc.py_struct<"Loop", [i64], ["k"]>, 22>, %tx: !asctile.tensor<?xf32>, %tz: !asctile.tensor<?xf32>, %cst: f32) -> !emitasc.py_struct<"Loop", [i64], ["k"]> attributes {ascendc.global} {
  %t = call @alloc() : () -> !ascendc.local_tensor<8xf32>
  call @vec_add(%t, %n) : (!ascendc.local_tensor<8xf32>, i32) -> ()
  %n64 = arith.extsi %n : i32 to i64
  asctile.count_mask %n64 {
    %s = func.call @tile_add(%tx, %n, %cst) : (!asctile.tensor<?xf32>, i32, f32) -> !asctile.tile<256xf32, UB>
    asctile.store %s, %tz[%n] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
  }
  %c = call @copy(%q) : (memref<?x!emitasc.py_struct<"Loop", [i64], ["k"]>, 22>) -> !emitasc.py_struct<"Loop", [i64], ["k"]>
  return %c : !emitasc.py_struct<"Loop", [i64], ["k"]>
}
