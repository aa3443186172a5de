// "not" turns a failing FileCheck into a passing RUN line, and the error
// FileCheck prints can itself be checked.
// RUN: echo abc | not FileCheck %s --check-prefix=BAD
// RUN: echo abc | not FileCheck %s --check-prefix=BAD 2>&1 | FileCheck %s --check-prefix=ERR

// BAD: xyz
// ERR: error: BAD: expected string not found in input
// ERR: {{^}}abc
