// RUN: ascopt -split-input-file -verify-diagnostics %s

// A type or attribute of a dialect that is not loaded needs --allow-unregistered-dialect.

// expected-error@+1 {{created with unregistered dialect}}
func.func @f(%p: !nodialect.ptr) {
  return
}

// -----

// expected-error@+1 {{created with unregistered dialect}}
func.func @g() attributes {a = #nodialect.attr} {
  return
}
