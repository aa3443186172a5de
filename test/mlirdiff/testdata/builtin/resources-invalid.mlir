// FLAGS: --allow-unregistered-dialect
// NOGENERIC
// Malformed file-level metadata and resource references.

"x.a"() : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: 42
    }
  }
#-}

// -----

"x.a"() : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: "0x0100000001"
    }
    builtin: {
    }
  }
#-}

// -----

"x.a"() : () -> ()

{-#
  dialect_resources: {
    nodialect: {
      blob: "0x0100000001"
    }
  }
#-}

// -----

"x.a"() : () -> ()

{-#
  bogus_section: {
  }
#-}

// -----

"x.a"() : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: "0x0100000001",
      blob: "0x0100000002"
    }
  }
#-}

// -----

"x.a"() : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: "not hex"
    }
  }
#-}

// -----

"x.a"() {a = dense_resource<blob> : i32} : () -> ()

// -----

"x.a"() {a = dense_resource<blob>} : () -> ()

// -----

"x.a"() : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: "0x0100000001"
    }
  }

// -----

"x.a"() : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: "0x"
    }
  }
#-}

// -----

"x.a"() : () -> ()

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: 42
    }
  }
#-}
