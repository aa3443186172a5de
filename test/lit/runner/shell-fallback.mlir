// Syntax the internal shell lacks ($((...)), $VAR) goes to sh -c.
// RUN: echo $((6 * 7)) | FileCheck %s
// RUN: X=abc; echo "$X" | FileCheck %s --check-prefix=VAR

// CHECK: {{^}}42
// VAR: {{^}}abc
