// Host structures passed to a kernel: struct declarations, byte-wise copies from GM,
// member access, local variables and pointer arithmetic.
module {
  emitc.include <"cstdint">
  emitasc.declare_py_struct !emitasc.py_struct<"Tiling", [i32, i32, f32], ["rows", "cols", "scale"]>
  func.func @read_tiling(%cfg: memref<?x!emitasc.py_struct<"Tiling", [i32, i32, f32], ["rows", "cols", "scale"]>, 22>, %data: memref<?xf32, 22>) -> f32 attributes {ascendc.aicore, ascendc.global} {
    %t = emitasc.copy_struct %cfg : memref<?x!emitasc.py_struct<"Tiling", [i32, i32, f32], ["rows", "cols", "scale"]>, 22>, !emitasc.py_struct<"Tiling", [i32, i32, f32], ["rows", "cols", "scale"]>
    %rows = emitasc.member %t "rows" : !emitasc.py_struct<"Tiling", [i32, i32, f32], ["rows", "cols", "scale"]>, i32
    %scale = emitasc.member %t "scale" : !emitasc.py_struct<"Tiling", [i32, i32, f32], ["rows", "cols", "scale"]>, f32
    %acc = emitasc.variable 0.0 : f32, memref<1xf32>
    %cnt = emitasc.variable %rows : i32, memref<1xi32>
    %p = emitasc.ptr_offset %data[16] : memref<?xf32, 22>, memref<?xf32, 22>
    %first = emitasc.dereference %p : memref<?xf32, 22>, f32
    %r = arith.mulf %first, %scale : f32
    emitc.verbatim "// rows"
    %cols = emitasc.member_ref %cfg[0] "cols" : memref<?x!emitasc.py_struct<"Tiling", [i32, i32, f32], ["rows", "cols", "scale"]>, 22>, i32
    %pscale = emitasc.member_ptr %cfg[0] "scale" : memref<?x!emitasc.py_struct<"Tiling", [i32, i32, f32], ["rows", "cols", "scale"]>, 22>, memref<1xf32, 22>
    %local = emitasc.init_struct !emitasc.py_struct<"Tiling", [i32, i32, f32], ["rows", "cols", "scale"]>("rows" = %rows : i32, "cols" = %cols : i32, "scale" = %r : f32)
    return %r : f32
  }
}
