// -split-input-file translates each chunk on its own (names restart at v1); MLIR's
// single-dash spellings work. The output file is written only on success.
// RUN: asc-translate -mlir-to-ascendc -split-input-file %s -o %t.cpp
// RUN: FileCheck %s < %t.cpp

// CHECK: void first(int32_t v1) {
// CHECK: // -----
// CHECK: void second(float v1) {
func.func @first(%a: i32) {
  return
}

// -----

func.func @second(%a: f32) {
  return
}
