//===- OpsMatmul.td - ascendc high-level Matmul API -----------------------===//
//
// Methods of a matmul::Matmul object (`!ascendc.matmul<...>`) and of the
// KfcServer that serves matmul requests of the vector cores. The Matmul API
// drives several pipes internally, so its ops carry no single pipe.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_OPS_MATMUL_TD
#define ASCENDC_OPS_MATMUL_TD

include "ascendc/OpsFramework.td"

// `mm.api(args...);` with the operands-only format; `args` starts with the
// matmul object (named $matmul or $aux in the catalogue).
class MatmulOp<string mnem, string api, dag args, list<Trait> traits = []>
    : SimpleMethodOp<"matmul." # mnem, api, args, traits>;

def MatmulInitOp : MatmulOp<"init", "Init", (ins AscendC_Matmul:$matmul,
                                             AscendC_TCubeTiling:$cubeTiling,
                                             Optional<AscendC_Pipe>:$pipe)> {
  let callArgs = "&$cubeTiling, &$pipe";
}
def MatmulEndOp : MatmulOp<"end", "End", (ins AscendC_Matmul:$matmul)>;

// Inputs and shapes.
def MatmulSetTensorAOp : MatmulOp<"set_tensor_a", "SetTensorA",
                                  (ins AscendC_Matmul:$matmul,
                                       AscendC_BaseTensorTypeInterface:$tensor,
                                       AscendC_IntScalar:$transpose)>;
def MatmulSetTensorBOp : MatmulOp<"set_tensor_b", "SetTensorB",
                                  (ins AscendC_Matmul:$matmul,
                                       AscendC_BaseTensorTypeInterface:$tensor,
                                       AscendC_IntScalar:$transpose)>;
def MatmulSetTensorAScalarOp : MatmulOp<"set_tensor_a_scalar", "SetTensorA",
                                        (ins AscendC_Matmul:$matmul, AscendC_NumScalar:$aScalar)>;
def MatmulSetTensorBScalarOp : MatmulOp<"set_tensor_b_scalar", "SetTensorB",
                                        (ins AscendC_Matmul:$matmul, AscendC_NumScalar:$bScalar)>;
def MatmulSetBiasOp : MatmulOp<"set_bias", "SetBias",
                               (ins AscendC_Matmul:$matmul,
                                    AscendC_BaseTensorTypeInterface:$tensor)>;
def MatmulDisableBiasOp : MatmulOp<"disable_bias", "DisableBias", (ins AscendC_Matmul:$matmul)>;
def MatmulSetOrgShapeOp : MatmulOp<"set_org_shape", "SetOrgShape",
                                   (ins AscendC_Matmul:$matmul, AscendC_IntScalar:$orgm,
                                        AscendC_IntScalar:$orgn,
                                        AscendC_IntScalar:$orgka,
                                        Optional<AscendC_IntScalar>:$orgkb,
                                        Optional<AscendC_IntScalar>:$orgkc),
                                   [AttrSizedOperandSegments]>;
def MatmulSetSingleShapeOp : MatmulOp<"set_single_shape", "SetSingleShape",
                                      (ins AscendC_Matmul:$matmul, AscendC_IntScalar:$singlem,
                                           AscendC_IntScalar:$singlen, AscendC_IntScalar:$singlek)>;
def MatmulSetTailOp : MatmulOp<"set_tail", "SetTail",
                               (ins AscendC_Matmul:$aux, AscendC_IntScalar:$tailM,
                                    AscendC_IntScalar:$tailN,
                                    AscendC_IntScalar:$tailK)>;
def MatmulSetBatchNumOp : MatmulOp<"set_batch_num", "SetBatchNum",
                                   (ins AscendC_Matmul:$aux, AscendC_IntScalar:$batchA,
                                        AscendC_IntScalar:$batchB)>;
def MatmulSetHF32Op : MatmulOp<"set_hf32", "SetHF32",
                               (ins AscendC_Matmul:$aux, AscendC_IntScalar:$enableHF32,
                                    AscendC_IntScalar:$transMode)>;
def MatmulSetWorkspaceOp : MatmulOp<"set_workspace", "SetWorkspace",
                                    (ins AscendC_Matmul:$aux, AnyType:$tensor,
                                         Optional<AscendC_IntScalar>:$size)>;
def MatmulSetQuantScalarOp : MatmulOp<"set_quant_scalar", "SetQuantScalar",
                                      (ins AscendC_Matmul:$matmul, AscendC_IntScalar:$quantscalar)>;
def MatmulSetQuantVectorOp : MatmulOp<"set_quant_vector", "SetQuantVector",
                                      (ins AscendC_Matmul:$matmul,
                                           AscendC_GlobalTensor:$quantvector)>;
def MatmulSetSparseIndexOp : MatmulOp<"set_sparse_index", "SetSparseIndex",
                                      (ins AscendC_Matmul:$matmul,
                                           AscendC_GlobalTensor:$indexGlobal)>;
def MatmulSetSelfDefineDataOp : MatmulOp<"set_self_define_data", "SetSelfDefineData",
                                         (ins AscendC_Matmul:$matmul, AnyType:$dataPtr)> {
  let callArgs = "reinterpret_cast<uint64_t>($dataPtr)";
}
def MatmulSetUserDefInfoOp : MatmulOp<"set_user_def_info", "SetUserDefInfo",
                                      (ins AscendC_Matmul:$matmul, AnyMemRef:$tilingPtr)> {
  let callArgs = "reinterpret_cast<uint64_t>($tilingPtr)";
}

// Computation. `sync` (and `waitIterateBatch`) are template arguments:
// `mm.IterateAll<sync>(tensor, ...)`.
def MatmulIterateOp : MethodOp<"matmul.iterate", "Iterate",
                               (ins AscendC_Matmul:$matmul, AscendC_IntScalar:$partialsum,
                                    Optional<AscendC_LocalTensor>:$localCmaxtrix,
                                    AscendC_IntScalar:$sync),
                               (outs AnyType:$result),
                               "$matmul `,` $partialsum `,` $sync attr-dict (`,` $localCmaxtrix^)? `:` qualified(type($matmul)) `,` type($partialsum) `,` type($sync) `,` type($localCmaxtrix) `,` type($result)"> {
  let templateArgs = "$sync";
}
def MatmulIterateAllOp : MatmulOp<"iterate_all", "IterateAll",
                                  (ins AscendC_Matmul:$matmul,
                                       AscendC_BaseTensorTypeInterface:$tensor,
                                       Optional<AscendC_IntScalar>:$enAtomic,
                                       Optional<AscendC_IntScalar>:$enSenquentialWrite,
                                       Optional<AscendC_IntScalar>:$waitIterateAll,
                                       Optional<AscendC_IntScalar>:$fakeMsg,
                                       AscendC_IntScalar:$sync),
                                  [AttrSizedOperandSegments]> {
  let templateArgs = "$sync";
}
def MatmulIterateBatchOp : MatmulOp<"iterate_batch", "IterateBatch",
                                    (ins AscendC_Matmul:$matmul,
                                         AscendC_BaseTensorTypeInterface:$tensor,
                                         AscendC_IntScalar:$batchA,
                                         AscendC_IntScalar:$batchB,
                                         AscendC_IntScalar:$enSenquentialWrite,
                                         AscendC_IntScalar:$maxtrixStrideA,
                                         AscendC_IntScalar:$maxtrixStrideB,
                                         AscendC_IntScalar:$maxtrixStrideC,
                                         Optional<AscendC_IntScalar>:$enPartialSum,
                                         Optional<AscendC_IntScalar>:$enAtomic,
                                         AscendC_IntScalar:$sync,
                                         Optional<AscendC_IntScalar>:$waitIterateBatch),
                                    [AttrSizedOperandSegments]> {
  let templateArgs = "$sync, $waitIterateBatch";
}
def MatmulIterateBatchCubeOnlyOp : MatmulOp<"iterate_batch_cube_only", "IterateBatch",
                                            (ins AscendC_Matmul:$matmul,
                                                 AscendC_BaseTensorTypeInterface:$tensor,
                                                 AscendC_IntScalar:$enPartialSum,
                                                 AscendC_IntScalar:$enAtomic,
                                                 AscendC_IntScalar:$enSenquentialWrite,
                                                 AscendC_IntScalar:$maxtrixStrideA,
                                                 AscendC_IntScalar:$maxtrixStrideB,
                                                 AscendC_IntScalar:$maxtrixStrideC)>;
def MatmulIterateNBatchOp : MatmulOp<"iterate_n_batch", "IterateNBatch",
                                     (ins AscendC_Matmul:$aux, AscendC_IntScalar:$batchLoop,
                                          AscendC_IntScalar:$batchA,
                                          AscendC_IntScalar:$batchB,
                                          AscendC_IntScalar:$enSequentialWrite,
                                          AscendC_IntScalar:$matrixStrideA,
                                          AscendC_IntScalar:$matrixStrideB,
                                          AscendC_IntScalar:$matrixStrideC, AscendC_IntScalar:$sync,
                                          AscendC_IntScalar:$waitIterateBatch)> {
  let templateArgs = "$sync, $waitIterateBatch";
}
def MatmulWaitIterateAllOp : MatmulOp<"wait_iterate_all", "WaitIterateAll",
                                      (ins AscendC_Matmul:$matmul)>;
def MatmulWaitIterateBatchOp : MatmulOp<"wait_iterate_batch", "WaitIterateBatch",
                                        (ins AscendC_Matmul:$matmul)>;

// Results.
def MatmulGetTensorCOp : MatmulOp<"get_tensor_c", "GetTensorC",
                                  (ins AscendC_Matmul:$matmul,
                                       AscendC_BaseTensorTypeInterface:$tensor,
                                       Optional<AscendC_BaseTensorTypeInterface>:$tensor2,
                                       AscendC_IntScalar:$atomic, AscendC_IntScalar:$sequentialwrite,
                                       AscendC_IntScalar:$sync)> {
  let templateArgs = "$sync";
}
def MatmulGetTensorCReturnOp : MethodOp<"matmul.get_tensor_c_return", "GetTensorC",
                                        (ins AscendC_Matmul:$matmul, AscendC_IntScalar:$atomic,
                                             AscendC_IntScalar:$sequentialwrite,
                                             AscendC_IntScalar:$sync),
                                        (outs AscendC_GlobalTensor:$result),
                                        "$matmul `,` $atomic `,` $sequentialwrite `,` $sync attr-dict `:` qualified(type($matmul)) `,` type($atomic) `,` type($sequentialwrite) `,` type($sync) `,` qualified(type($result))"> {
  let templateArgs = "$sync";
}
// TODO(emit): untested; `sync` is taken as template argument as in GetTensorC.
def MatmulGetBatchTensorCOp : MethodOp<"matmul.get_batch_tensor_c", "GetBatchTensorC",
                                       (ins AscendC_Matmul:$matmul, AscendC_IntScalar:$batchA,
                                            AscendC_IntScalar:$batchB,
                                            AscendC_IntScalar:$sequentialwrite,
                                            AscendC_IntScalar:$sync),
                                       (outs AscendC_GlobalTensor:$result),
                                       "$matmul `,` $batchA `,` $batchB `,` $sequentialwrite `,` $sync attr-dict `:` qualified(type($matmul)) `,` type($batchA) `,` type($batchB) `,` type($sequentialwrite) `,` type($sync) `,` qualified(type($result))"> {
  let templateArgs = "$sync";
}
def MatmulGetBatchTensorCLocalMemOp : MatmulOp<"get_batch_tensor_c_local_mem", "GetBatchTensorC",
                                               (ins AscendC_Matmul:$matmul, AscendC_LocalTensor:$c,
                                                    AscendC_IntScalar:$batchA,
                                                    AscendC_IntScalar:$batchB,
                                                    AscendC_IntScalar:$sequentialwrite,
                                                    AscendC_IntScalar:$sync)> {
  let templateArgs = "$sync";
}
def MatmulAsyncGetTensorCOp : MatmulOp<"async_get_tensor_c", "AsyncGetTensorC",
                                       (ins AscendC_Matmul:$aux, AscendC_LocalTensor:$tensor)>;
def MatmulWaitGetTensorCOp : MatmulOp<"wait_get_tensor_c", "WaitGetTensorC",
                                      (ins AscendC_Matmul:$aux)>;
def MatmulGetOffsetCOp : MatmulOp<"get_offset_c", "GetOffsetC", (ins AscendC_Matmul:$aux)> {
  let results = (outs AscendC_MatrixOffset:$result);
}

// Registration and static tiling (macro / free function with type arguments
// derived from the matmul type; written by hand).
def RegistMatmulObjOp : AscendC_APIOp<"regist_matmul_obj", "REGIST_MATMUL_OBJ", "custom"> {
  let arguments = (ins AscendC_Pipe:$pipe, AnyType:$workspace, AscendC_Matmul:$matmul,
                       Optional<AscendC_TCubeTiling>:$tiling);
  let assemblyFormat = OperandsFormat;
}
def GetMatmulApiTilingOp : AscendC_APIOp<"get_matmul_api_tiling", "GetMatmulApiTiling", "custom"> {
  let arguments = (ins AscendC_MatmulConfig:$mmCFG, AscendC_IntScalar:$l1Size,
                       TypeAttr:$matmulType);
  let results = (outs AscendC_MatmulApiStaticTiling:$result);
  let assemblyFormat = OperandsFormat;
}

//===----------------------------------------------------------------------===//
// KfcServer
//===----------------------------------------------------------------------===//

def KfcServerInitOp : SimpleMethodOp<"kfc_server.init", "Init",
                                     (ins AscendC_KfcServer:$server, AnyType:$workspace)>;
def KfcServerInitObjOp : SimpleMethodOp<"kfc_server.init_obj", "InitObj",
                                        (ins AscendC_KfcServer:$server, AscendC_Pipe:$pipe,
                                             Variadic<AnyType>:$ops)> {
  let callArgs = "&$pipe, $ops";
}
def KfcServerIsRunOp : MethodOp<"kfc_server.is_run", "isRun", (ins AscendC_KfcServer:$server),
                                (outs AnyType:$value), "$server attr-dict `:` type($value)">;
def KfcServerRunOp : SimpleMethodOp<"kfc_server.run", "Run",
                                    (ins AscendC_KfcServer:$server, AscendC_Matmul:$matmul)>;
def KfcServerQuitOp : SimpleMethodOp<"kfc_server.quit", "Quit", (ins AscendC_KfcServer:$server)>;

#endif // ASCENDC_OPS_MATMUL_TD
