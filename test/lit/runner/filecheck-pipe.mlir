// The simplest lit test: the file itself is the input. Anchoring with {{^}}
// keeps each CHECK from matching its own comment line.
// RUN: cat %s | FileCheck %s

func.func @answer() -> i32

// CHECK: {{^}}func.func @answer() -> i32
// CHECK-NOT: {{^}}func.func @question
