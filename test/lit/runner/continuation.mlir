// A trailing backslash continues a RUN line on the next one.
// RUN: echo one two \
// RUN:   three | \
// RUN: FileCheck %s

// CHECK: {{^}}one two three
