// REQUIRES: llvm-tools
// LLVM's FileCheck and ours agree on this file.
// RUN: echo "x = 1" | %{llvm_bin}/FileCheck %s
// RUN: echo "x = 1" | FileCheck %s

// CHECK: [[V:[a-z]]] = {{[0-9]}}
