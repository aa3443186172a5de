func.func @f(%a: !ascendc.local_tensor<16xf32>, %t: !asctile.tile<16xf32, UB>) -> (!ascendc.local_tensor<64xi8>, !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<8xf32>) {
  %0 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<64xi8>
  %1 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
  %2 = builtin.unrealized_conversion_cast %1 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<32xf16>
  %3 = builtin.unrealized_conversion_cast %t : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
  %4 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<8xf32>
  return %0, %2, %3, %4 : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<8xf32>
}
