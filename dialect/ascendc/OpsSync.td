//===- OpsSync.td - ascendc synchronisation -------------------------------===//
//
// Intra-core pipe synchronisation (flags, barriers, buffer ids), cross-core
// synchronisation and memory barriers. They are edges of the simulator's
// happens-before order rather than work on a pipe (pipe "").
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_OPS_SYNC_TD
#define ASCENDC_OPS_SYNC_TD

include "ascendc/AscendCBase.td"

// `AscendC::SetFlag<AscendC::HardEvent::MTE2_V>(eventId);`
class FlagOp<string mnem, string api> : AscendC_APIOp<mnem, api, "func"> {
  let arguments = (ins AscendC_HardEventAttr:$event, AscendC_IntScalar:$eventId);
  let assemblyFormat = "$event `,` $eventId attr-dict `:` type($eventId)";
  let templateArgs = "$event";
}
def SetFlagOp  : FlagOp<"set_flag", "SetFlag">;
def WaitFlagOp : FlagOp<"wait_flag", "WaitFlag">;

// `AscendC::PipeBarrier<PIPE_V>();`
def PipeBarrierOp : AscendC_APIOp<"pipe_barrier", "PipeBarrier", "func"> {
  let arguments = (ins AscendC_PipeAttr:$pipe);
  let assemblyFormat = "$pipe attr-dict";
  let templateArgs = "$pipe";
}

// `AscendC::DataSyncBarrier<AscendC::MemDsbT::ALL>();`
def DataSyncBarrierOp : AscendC_FuncOp<"data_sync_barrier", "DataSyncBarrier"> {
  let arguments = (ins AscendC_MemDsbAttr:$memDsbType);
  let templateArgs = "$memDsbType";
}

// Buffer-id synchronisation of the 910_95 (compiler intrinsics
// `get_buf(PIPE_X, id, mode)` / `rls_buf(...)`, not in namespace AscendC).
class BufIdOp<string mnem> : AscendC_APIOp<mnem, mnem, "custom"> {
  let arguments = (ins AscendC_PipeAttr:$pipe, I32Attr:$bufId, UnitAttr:$mode);
  let assemblyFormat = "$pipe `,` $bufId attr-dict";
}
def GetBufOp : BufIdOp<"get_buf">;
def RlsBufOp : BufIdOp<"rls_buf">;

// Cross-core flags: `AscendC::CrossCoreSetFlag<mode, PIPE_V>(flagId);`
class CrossCoreFlagOp<string mnem, string api> : AscendC_APIOp<mnem, api, "func"> {
  let arguments = (ins AscendC_IntScalar:$flagId, UI8Attr:$modeId, AscendC_PipeAttr:$pipe);
  let assemblyFormat = "$flagId `,` $modeId `,` $pipe attr-dict `:` type($flagId)";
  let templateArgs = "$modeId, $pipe";
}
def CrossCoreSetFlagOp  : CrossCoreFlagOp<"cross_core_set_flag", "CrossCoreSetFlag">;
def CrossCoreWaitFlagOp : CrossCoreFlagOp<"cross_core_wait_flag", "CrossCoreWaitFlag">;

// The FFTS intrinsic `ffts_cross_core_sync(PIPE_X, config);` (no namespace).
def FftsCrossCoreSyncOp : AscendC_APIOp<"ffts_cross_core_sync", "FftsCrossCoreSync", "custom"> {
  let arguments = (ins AscendC_PipeAttr:$pipe, AscendC_IntScalar:$config);
  let assemblyFormat = OperandsFormat;
}

// Inter-block synchronisation through a GM workspace.
class BlockSyncOp<string mnem, string api> : AscendC_FuncOp<mnem, api> {
  let arguments = (ins AscendC_GlobalTensor:$gmWorkspace, AscendC_LocalTensor:$ubWorkspace,
                       AscendC_IntScalar:$blockIdx, AscendC_IntScalar:$eventId,
                       UnitAttr:$isAIVOnly);
}
def IBSetOp  : BlockSyncOp<"ib_set", "IBSet">;
def IBWaitOp : BlockSyncOp<"ib_wait", "IBWait">;

class NeighbourBlockSyncOp<string mnem, string api> : AscendC_APIOp<mnem, api, "func"> {
  let arguments = (ins AscendC_GlobalTensor:$gmWorkspace, AscendC_LocalTensor:$ubWorkspace);
  let assemblyFormat = "$gmWorkspace `,` $ubWorkspace attr-dict `:` type($gmWorkspace) `,` type($ubWorkspace)";
}
def NotifyNextBlockOp : NeighbourBlockSyncOp<"notify_next_block", "NotifyNextBlock">;
def WaitPreBlockOp    : NeighbourBlockSyncOp<"wait_pre_block", "WaitPreBlock">;

// SyncAll in its hardware form (flag only) and software form (GM polling).
def SyncAllHardOp : AscendC_APIOp<"sync_all_hard", "SyncAll", "func"> {
  let arguments = (ins UnitAttr:$isAIVOnly);
  let assemblyFormat = "attr-dict";
}
def SyncAllSoftOp : AscendC_FuncOp<"sync_all_soft", "SyncAll"> {
  let arguments = (ins AscendC_GlobalTensor:$gmWorkspace, AscendC_LocalTensor:$ubWorkspace,
                       AscendC_IntScalar:$usedCores, UnitAttr:$isAIVOnly);
}

#endif // ASCENDC_OPS_SYNC_TD
