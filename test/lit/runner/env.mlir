// env sets variables for one command; export for the rest of the test.
// RUN: env LIT_FOO=bar printenv LIT_FOO | FileCheck %s --check-prefix=ENV
// RUN: env -u HOME LIT_X=1 printenv LIT_X | FileCheck %s --check-prefix=ONE
// RUN: export LIT_BAZ=qux && printenv LIT_BAZ | FileCheck %s --check-prefix=EXPORT
// RUN: not printenv LIT_FOO

// ENV: {{^}}bar{{$}}
// ONE: {{^}}1{{$}}
// EXPORT: {{^}}qux{{$}}
