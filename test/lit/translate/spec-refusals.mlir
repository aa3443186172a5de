// emission.md §1.12-§1.15, §4.1: ops PyAsc has no printer for and asc-translate refuses
// with PyAsc's message (target/ascendc/noprinter.go gives the reason of each), and the
// attribute and element-type diagnostics of §4.1.
// RUN: asc-translate --mlir-to-ascendc --split-input-file --verify-diagnostics %s

// -----

func.func @math_acos(%x: f32) {
  // expected-error @+1 {{'math.acos' op unable to find printer for op}}
  %y = math.acos %x : f32
  return
}

// -----

func.func @math_acosh(%x: f32) {
  // expected-error @+1 {{'math.acosh' op unable to find printer for op}}
  %y = math.acosh %x : f32
  return
}

// -----

func.func @math_asin(%x: f32) {
  // expected-error @+1 {{'math.asin' op unable to find printer for op}}
  %y = math.asin %x : f32
  return
}

// -----

func.func @math_asinh(%x: f32) {
  // expected-error @+1 {{'math.asinh' op unable to find printer for op}}
  %y = math.asinh %x : f32
  return
}

// -----

func.func @math_atan(%x: f32) {
  // expected-error @+1 {{'math.atan' op unable to find printer for op}}
  %y = math.atan %x : f32
  return
}

// -----

func.func @math_atanh(%x: f32) {
  // expected-error @+1 {{'math.atanh' op unable to find printer for op}}
  %y = math.atanh %x : f32
  return
}

// -----

func.func @math_cbrt(%x: f32) {
  // expected-error @+1 {{'math.cbrt' op unable to find printer for op}}
  %y = math.cbrt %x : f32
  return
}

// -----

func.func @math_cosh(%x: f32) {
  // expected-error @+1 {{'math.cosh' op unable to find printer for op}}
  %y = math.cosh %x : f32
  return
}

// -----

func.func @math_expm1(%x: f32) {
  // expected-error @+1 {{'math.expm1' op unable to find printer for op}}
  %y = math.expm1 %x : f32
  return
}

// -----

func.func @math_log10(%x: f32) {
  // expected-error @+1 {{'math.log10' op unable to find printer for op}}
  %y = math.log10 %x : f32
  return
}

// -----

func.func @math_log1p(%x: f32) {
  // expected-error @+1 {{'math.log1p' op unable to find printer for op}}
  %y = math.log1p %x : f32
  return
}

// -----

func.func @math_roundeven(%x: f32) {
  // expected-error @+1 {{'math.roundeven' op unable to find printer for op}}
  %y = math.roundeven %x : f32
  return
}

// -----

func.func @math_sinh(%x: f32) {
  // expected-error @+1 {{'math.sinh' op unable to find printer for op}}
  %y = math.sinh %x : f32
  return
}

// -----

func.func @math_tan(%x: f32) {
  // expected-error @+1 {{'math.tan' op unable to find printer for op}}
  %y = math.tan %x : f32
  return
}

// -----

func.func @math_tanh(%x: f32) {
  // expected-error @+1 {{'math.tanh' op unable to find printer for op}}
  %y = math.tanh %x : f32
  return
}

// -----

func.func @math_trunc(%x: f32) {
  // expected-error @+1 {{'math.trunc' op unable to find printer for op}}
  %y = math.trunc %x : f32
  return
}

// -----

func.func @powf(%x: f32) {
  // expected-error @+1 {{'math.powf' op unable to find printer for op}}
  %y = math.powf %x, %x : f32
  return
}

// -----

func.func @remf(%x: f32) {
  // expected-error @+1 {{'arith.remf' op unable to find printer for op}}
  %y = arith.remf %x, %x : f32
  return
}

// -----

func.func @reinterpret(%m: memref<?xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op unable to find printer for op}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
  return
}

// -----

func.func @set_shape_info_v2(%g: !ascendc.global_tensor<*xf32>, %a: i32) {
  // expected-error @+1 {{'ascendc.global_tensor.set_shape_info_v2' op unable to find printer for op}}
  ascendc.global_tensor.set_shape_info_v2 %g, %a, %a : !ascendc.global_tensor<*xf32>, i32, i32
  return
}

// -----

func.func @slice_info_subindex(%s: !ascendc.slice_info, %i: i32) {
  // expected-error @+1 {{'ascendc.slice_info.subindex' op unable to find printer for op}}
  %x = ascendc.slice_info.subindex %s[%i] : !ascendc.slice_info, i32, !ascendc.slice_info
  return
}

// -----

func.func @local_tensor_auto(%s: i64) {
  // expected-error @+1 {{'ascendc.local_tensor_auto' op unable to find printer for op}}
  %t = ascendc.local_tensor_auto vecin(%s) input : !ascendc.local_tensor<?xf32>
  return
}

// -----

func.func @init_buf_handle(%q: !ascendc.queue<vecin, 1>, %p: !ascendc.tbuf_pool<vecin, 1>, %i: ui32, %h: i64, %c: i32) {
  // expected-error @+1 {{'ascendc.que_bind.init_buf_handle' op unable to find printer for op}}
  ascendc.que_bind.init_buf_handle %q, %p, %i, %h, %c, %i : !ascendc.queue<vecin, 1>, !ascendc.tbuf_pool<vecin, 1>, ui32, i64, i32, ui32
  return
}

// -----

func.func @init_start_buf_handle(%q: !ascendc.queue<vecin, 1>, %i: ui32, %h: i64, %n: ui8) {
  // expected-error @+1 {{'ascendc.que_bind.init_start_buf_handle' op unable to find printer for op}}
  ascendc.que_bind.init_start_buf_handle %q, %h, %n, %i : !ascendc.queue<vecin, 1>, i64, ui8, ui32
  return
}

// -----

func.func @trans_data_untraced(%d: !ascendc.local_tensor<1024xui64>, %p: !ascendc.trans_data_to_5hd_params) {
  // expected-error @+1 {{could not infer element type from addr tensor}}
  ascendc.trans_data_to_5hd %d, %d, %p : !ascendc.local_tensor<1024xui64>, !ascendc.local_tensor<1024xui64>, !ascendc.trans_data_to_5hd_params
  return
}

// -----

func.func @trans_data_global_address(%g: !ascendc.global_tensor<*xf16>, %d: !ascendc.local_tensor<16xui64>, %i: i32, %p: !ascendc.trans_data_to_5hd_params) {
  // Only the address of a LocalTensor tells the type; a GlobalTensor's is passed over.
  %ga = ascendc.global_tensor.get_phy_addr %g : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  ascendc.local_tensor.set_value %d, %i, %ga : !ascendc.local_tensor<16xui64>, i32, memref<?xf16, 22>
  // expected-error @+1 {{could not infer element type from addr tensor}}
  ascendc.trans_data_to_5hd %d, %d, %p : !ascendc.local_tensor<16xui64>, !ascendc.local_tensor<16xui64>, !ascendc.trans_data_to_5hd_params
  return
}

// -----

func.func @trans_data_list_untraced(%a: ui64, %p: !ascendc.trans_data_to_5hd_params) {
  // expected-error @+1 {{could not infer element type from tensor list}}
  ascendc.trans_data_to_5hd_uint_list %a, %a, %p {operandSegmentSizes = array<i32: 1, 1, 1>} : ui64, ui64, !ascendc.trans_data_to_5hd_params
  return
}

// -----

func.func @aipp_no_operands() {
  // expected-error @+1 {{Internal Error: AippParams is missing operands.}}
  %a = ascendc.construct !ascendc.aipp_params()
  return
}

// -----

func.func @construct_types(%a: i32) {
  // expected-error @+1 {{Expect the size of typesAttr equals to numbers of operands}}
  %0 = ascendc.construct !ascendc.data_copy_params(%a, %a) [ui16] : i32, i32
  return
}

// -----

func.func @aipp_members_by_position(%a: i1) {
  %swap = ascendc.construct !ascendc.aipp_swap_params(%a, %a, %a) : i1, i1, i1
  // expected-error @+1 {{Internal Error: Mismatch in operand count for AIPP member paddingParams}}
  %p = ascendc.construct !ascendc.aipp_params(%swap) : !ascendc.aipp_swap_params
  return
}

// -----

// expected-error @+1 {{cannot emit type '!ascendc.mask'}}
func.func @no_spelling(%a: !ascendc.mask) {
  return
}

// -----

// expected-error @+1 {{cannot emit type '!emitasc.mask'}}
func.func @no_spelling(%a: !emitasc.mask) {
  return
}

// -----

// expected-error @+1 {{cannot emit type 'none'}}
func.func @no_spelling(%a: none) {
  return
}

// -----

// PyAsc aborts here (emission.md §4.3).
// expected-error @+1 {{cannot emit type '!ascendc.tbuf<max>': TPosition MAX has no Ascend C spelling}}
func.func @abort_type(%a: !ascendc.tbuf<max>) {
  return
}

// -----

// PyAsc aborts here (emission.md §4.3).
// expected-error @+1 {{cannot emit type '!ascendc.local_mem_allocator<9>': no Hardware value 9}}
func.func @abort_type(%a: !ascendc.local_mem_allocator<9>) {
  return
}

// -----

func.func @abort_position(%t: !ascendc.local_tensor<*xf32>) {
  // PyAsc aborts here (emission.md §4.3).
  // expected-error @+1 {{'ascendc.pop_stack_buffer' op attribute 'pos': TPosition MAX has no Ascend C spelling}}
  "ascendc.pop_stack_buffer"(%t) {pos = 12 : i32} : (!ascendc.local_tensor<*xf32>) -> ()
  return
}
