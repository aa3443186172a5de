// mlir-opt registers MLIR's test dialect, whose test.finish ends test regions: a
// terminator with no operands and no results. Upstream tests rely on its messages.
// RUN: ascopt -split-input-file -verify-diagnostics %s

func.func @doubled() {
  "test.region"() ({
    // expected-error@+1 {{'test.finish' op must be the last operation in the parent block}}
    "test.finish"() : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @operands(%a: i32) {
  "test.region"() ({
    // expected-error@+1 {{'test.finish' op requires zero operands}}
    "test.finish"(%a) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

func.func @results() {
  "test.region"() ({
    // expected-error@+1 {{'test.finish' op requires zero results}}
    %0 = "test.finish"() : () -> (i32)
  }) : () -> ()
  return
}
