// &&, || and ; behave as in sh: a failed && chain is rescued by ||.
// RUN: false && echo skipped || echo rescued | FileCheck %s --check-prefix=OR
// RUN: true; echo after | FileCheck %s --check-prefix=SEQ
// RUN: not false && true

// OR: {{^}}rescued
// SEQ: {{^}}after
