// %% stands for a literal percent sign; %S and %p are the test's directory.
// RUN: echo 100%% | FileCheck %s --check-prefix=PCT
// RUN: echo %S %p | FileCheck %s -DDIR=%S --check-prefix=DIR

// PCT: {{^}}100%{{$}}
// DIR: {{^}}[[DIR]] [[DIR]]{{$}}
