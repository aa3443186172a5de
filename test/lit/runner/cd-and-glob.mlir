// cd lasts for the rest of the test; unquoted globs expand.
// RUN: rm -rf %t.dir && mkdir -p %t.dir/sub
// RUN: cd %t.dir && echo x > sub/a.txt && echo y > sub/b.txt
// RUN: cd %t.dir && cat sub/*.txt | FileCheck %s
// RUN: cat %S/Inputs/glob-*.txt | FileCheck %s --check-prefix=INPUTS

// CHECK: {{^}}x
// CHECK-NEXT: {{^}}y
// INPUTS: {{^}}glob one
// INPUTS-NEXT: {{^}}glob two
