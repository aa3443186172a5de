// Syntax the internal shell lacks ($((...)), $VAR) goes to sh -c. LLVM's lit
// has no such fallback, hence the feature only this runner has.
// REQUIRES: asc-lit
// RUN: echo $((6 * 7)) | FileCheck %s
// RUN: X=abc; echo "$X" | FileCheck %s --check-prefix=VAR

// CHECK: {{^}}42
// VAR: {{^}}abc
