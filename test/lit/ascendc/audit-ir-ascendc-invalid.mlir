// Parse errors of ascendc text forms: an unqualified type($x) of a type without
// parameters must be written in full (MLIR parses such types only in full, having no
// stripped parser for them), a TPosition parameter must be one of its lower-case keywords,
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
