// set_aipp_functions' format `$src0 (`,` $src1^)? `,` $config ...` prints `%a, %cfg`
// without src1: the optional group is present only when two `, %x` pairs follow src0,
// so both forms, and the generic one, parse back to the same op.
// RUN: ascopt %s | FileCheck %s
// RUN: ascopt %s | ascopt | FileCheck %s
// RUN: ascopt -mlir-print-op-generic %s | ascopt | FileCheck %s
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s --check-prefix=CPP

// CHECK-LABEL: func.func @aipp
// CHECK-NEXT: ascendc.set_aipp_functions %arg0, %arg2, format = YUV400_U8 : (!ascendc.global_tensor<*xui8>, !ascendc.aipp_params) -> ()
// CHECK-NEXT: ascendc.set_aipp_functions %arg0, %arg1, %arg2, format = RGB888_U8 : (!ascendc.global_tensor<*xui8>, !ascendc.global_tensor<*xui8>, !ascendc.aipp_params) -> ()
// CHECK-NEXT: ascendc.set_aipp_functions %arg0, %arg2, format = XRGB8888_U8 : (!ascendc.global_tensor<*xui8>, !ascendc.aipp_params) -> ()
// CHECK-NEXT: ascendc.set_aipp_functions %arg0, %arg1, %arg2, format = YUV420SP_U8 : (!ascendc.global_tensor<*xui8>, !ascendc.global_tensor<*xui8>, !ascendc.aipp_params) -> ()
// CPP:      AscendC::SetAippFunctions(v1, AscendC::AippInputFormat::YUV400_U8, v3);
// CPP-NEXT: AscendC::SetAippFunctions(v1, v2, AscendC::AippInputFormat::RGB888_U8, v3);
// CPP-NEXT: AscendC::SetAippFunctions(v1, AscendC::AippInputFormat::XRGB8888_U8, v3);
// CPP-NEXT: AscendC::SetAippFunctions(v1, v2, AscendC::AippInputFormat::YUV420SP_U8, v3);
func.func @aipp(%a: !ascendc.global_tensor<*xui8>, %b: !ascendc.global_tensor<*xui8>, %c: !ascendc.aipp_params) {
  ascendc.set_aipp_functions %a, %c, format = YUV400_U8 : (!ascendc.global_tensor<*xui8>, !ascendc.aipp_params) -> ()
  ascendc.set_aipp_functions %a, %b, %c, format = RGB888_U8 : (!ascendc.global_tensor<*xui8>, !ascendc.global_tensor<*xui8>, !ascendc.aipp_params) -> ()
  "ascendc.set_aipp_functions"(%a, %c) <{format = 1 : i32}> : (!ascendc.global_tensor<*xui8>, !ascendc.aipp_params) -> ()
  "ascendc.set_aipp_functions"(%a, %b, %c) <{format = 0 : i32}> : (!ascendc.global_tensor<*xui8>, !ascendc.global_tensor<*xui8>, !ascendc.aipp_params) -> ()
  return
}
