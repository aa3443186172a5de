// ascendc-materialize-tensor refuses, at the placeholder that crosses the limit, TPipe
// buffers that together need more of a physical buffer than the SoC the module names
// leaves usable (910B: 192 KiB of UB less 8448 reserved bytes = 188160), each rounded up
// to 32 bytes: InitBuffer would fail when the kernel runs. VECIN, VECOUT and VECCALC
// share UB; a module naming no SoC is not checked.

// RUN: ascopt -split-input-file --ascendc-materialize-tensor %s -verify-diagnostics

module attributes {asc.soc_version = "Ascend910B1"} {
  func.func @three_tiles() {
    %0 = ascendc.local_tensor_auto vecin() : <16448xf32>
    %1 = ascendc.local_tensor_auto vecout() : <16448xf32>
    // expected-error @below {{'ascendc.local_tensor_auto' op TPipe buffers need 197376 bytes of UB, more than the 188160 bytes usable on ascend910b: the kernel's tensors do not fit}}
    %2 = ascendc.local_tensor_auto veccalc() : <16448xf32>
    return
  }
}

// -----

// 188160 bytes exactly fit (two 94080-byte tensors); 33 bytes of i8 take 64, so after
// 188128 bytes they do not.
module attributes {asc.soc_version = "Ascend910B1"} {
  func.func @exactly_full() {
    %0 = ascendc.local_tensor_auto veccalc() : <23520xf32>
    %1 = ascendc.local_tensor_auto veccalc() : <23520xf32>
    return
  }
  func.func @rounded() {
    %0 = ascendc.local_tensor_auto veccalc() : <188128xi8>
    // expected-error @below {{TPipe buffers need 188192 bytes of UB}}
    %1 = ascendc.local_tensor_auto veccalc() : <33xi8>
    return
  }
}

// -----

func.func @no_soc() {
  %0 = ascendc.local_tensor_auto veccalc() : <65536xf32>
  return
}

// -----

// A size whose byte count wraps a 64-bit integer (2^62 f32 elements are 2^64 bytes, which
// wrapped to 0 and passed every capacity check) is refused by name, SoC or not.
func.func @bytes_wrap() {
  // expected-error @below {{cannot size a tensor of type !ascendc.local_tensor<4611686018427387904xf32>: its byte size does not fit a 64-bit integer}}
  %0 = ascendc.local_tensor_auto veccalc() : <4611686018427387904xf32>
  return
}

// -----

// An element count that wraps (3 × 3074457345618258603 > 2^63) is refused the same way.
func.func @count_wraps() {
  // expected-error @below {{its byte size does not fit a 64-bit integer}}
  %0 = ascendc.local_tensor_auto veccalc() : <3x3074457345618258603xi8>
  return
}

// -----

// A size just below 2^63 bytes cannot be rounded up to the 32-byte TPipe unit without
// wrapping: it is still refused as too large for the SoC.
module attributes {asc.soc_version = "Ascend910B1"} {
  func.func @round_wraps() {
    // expected-error @below {{TPipe buffers need 9223372036854775807 bytes of UB, more than the 188160 bytes usable}}
    %0 = ascendc.local_tensor_auto veccalc() : <9223372036854775807xi8>
    return
  }
}
