// An identity ascendc.reinterpret_cast (same input and result type) folds to its input in
// canonicalize (passes-asc2.md §0.5: the asc2 lowering's cast-then-reinterpret pairs
// vanish); a reinterpret that changes the type stays, also when it feeds an identity one.

// RUN: ascopt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: !ascendc.local_tensor<8xui8>) -> (!ascendc.local_tensor<8xui8>, !ascendc.local_tensor<8xi8>, !ascendc.local_tensor<8xi8>) {
// CHECK-NEXT: %0 = ascendc.reinterpret_cast %arg0 : !ascendc.local_tensor<8xui8> to !ascendc.local_tensor<8xi8>
// CHECK-NEXT: return %arg0, %0, %0
func.func @f(%a: !ascendc.local_tensor<8xui8>) -> (!ascendc.local_tensor<8xui8>, !ascendc.local_tensor<8xi8>, !ascendc.local_tensor<8xi8>) {
  %0 = ascendc.reinterpret_cast %a : !ascendc.local_tensor<8xui8> to !ascendc.local_tensor<8xui8>
  %1 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<8xui8> to !ascendc.local_tensor<8xi8>
  %2 = ascendc.reinterpret_cast %1 : !ascendc.local_tensor<8xi8> to !ascendc.local_tensor<8xi8>
  return %0, %1, %2 : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<8xi8>, !ascendc.local_tensor<8xi8>
}
