// %t is a per-test temporary path; redirections write and read it.
// RUN: echo first > %t
// RUN: echo second >> %t
// RUN: FileCheck %s --input-file %t
// RUN: FileCheck %s < %t
// RUN: rm -f %t && not cat %t

// CHECK: {{^}}first
// CHECK-NEXT: {{^}}second
