// Parse errors of ascendc text forms: an unqualified type($x) of a type without
// parameters must be written in full (MLIR parses such types only in full, having no
// stripped parser for them), a TPosition parameter must be one of its lower-case keywords,
// an integer parameter must fit its C++ type (parseInteger<T>),
// and a struct-format attribute needs all its parameters, each once, named by bare words
// (MLIR's struct-directive messages).
// RUN: ascopt -split-input-file -verify-diagnostics %s

func.func @mask_reg_empty() {
  // expected-error @+1 {{expected non-function type}}
  %0 = ascendc.mask_reg : 
  return
}

// -----

func.func @tensor_desc_stripped() {
  // expected-error @+1 {{expected non-function type}}
  %0 = ascendc.tensor_desc f32 : tensor_desc
  return
}

// -----

// expected-error @+1 {{invalid TPosition value: VECIN, expected one of [gm, a1, a2, b1, b2, c1, c2, co1, co2, vecin, vecout, veccalc, max]}}
func.func private @position_upper_case(!ascendc.queue<VECIN, 1>)

// -----

// expected-error @+1 {{expected ','}}
func.func private @api_missing_parameter() attributes {a = #ascendc.api<group = "g", name = "n", pipe_in = "V", args = []>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: group}}
func.func private @api_duplicate_parameter() attributes {a = #ascendc.api<group = "g", group = "g", name = "n", pipe_in = "V", pipe_out = "V", args = []>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: do_nothing}}
func.func private @matmul_config_unknown_parameter() attributes {a = #ascendc.matmul_config<do_norm = true, do_nothing = true>}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
func.func private @api_parameter_not_a_word() attributes {a = #ascendc.api<group = "g", "name" = "n">}

// -----

// bufIDSize is uint32_t: 2^32 does not fit (it used to wrap to 0).
// expected-error @+1 {{integer value too large}}
func.func private @tbuf_pool_size_too_large(!ascendc.tbuf_pool<vecin, 4294967296>)

// -----

// expected-error @+1 {{integer value too large}}
func.func private @tbuf_pool_size_too_negative(!ascendc.tbuf_pool<vecin, -4294967297>)

// -----

// A negative literal is read at 4 bits per digit before it is narrowed, so in MLIR a
// negative int64_t of more than 16 digits never fits, INT64_MIN included.
// expected-error @+1 {{integer value too large}}
func.func private @queue_depth_int64_min(!ascendc.queue<vecin, -9223372036854775808>)

// -----

// expected-error @+1 {{integer value too large}}
func.func private @queue_depth_below_int64(!ascendc.queue<vecin, -9223372036854775809>)

// -----

// expected-error @+1 {{integer value too large}}
func.func private @allocator_hardware_above_uint64(!ascendc.local_mem_allocator<18446744073709551616>)

// -----

// expected-error @+1 {{expected integer value}}
func.func private @queue_depth_not_integer(!ascendc.queue<vecin, x>)
