// FLAGS: --allow-unregistered-dialect
// Operation names: unregistered ops of registered dialects, quoted names with odd
// characters, ops of unloaded dialects in generic form, and string escapes in names.

"arith.unknown"() : () -> ()

// -----

"func.nope"() : () -> ()

// -----

"builtin.nope"() : () -> ()

// -----

"x.with space"() : () -> ()

// -----

"x.a\"q"() : () -> ()

// -----

"x.a.b.c"() : () -> ()

// -----

"x..a"() : () -> ()

// -----

".x"() : () -> ()

// -----

"x."() : () -> ()

// -----

"x.a\0A"() : () -> ()

// -----

"emitc.nope"() : () -> ()

// -----

"memref.nope"() : () -> ()

// -----

"cf.nope"() : () -> ()

// -----

"scf.nope"() : () -> ()

// -----

"math.nope"() : () -> ()

// -----

"foo.bar"() : () -> ()
"FOO.Bar"() : () -> ()
"f_1.b_2"() : () -> ()
"x.op$"() : () -> ()
