//===- OpsFramework.td - ascendc framework objects ------------------------===//
//
// TPipe, TQue/TQueBind, TBuf, TBufPool, LocalTensor, GlobalTensor, the local
// memory allocator, tensor descriptors and shape information: declarations of
// these objects and their methods. None of them does hardware work itself
// (pipe ""), except element reads/writes by the scalar unit (pipe "S").
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_OPS_FRAMEWORK_TD
#define ASCENDC_OPS_FRAMEWORK_TD

include "ascendc/AscendCBase.td"

// A method call `obj.api(...)` on the object in the first operand with the
// given arguments, results and format (APIOpInterface).
class MethodOp<string mnem, string api, dag args, dag res, string fmt, list<Trait> traits = []>
    : AscendC_APIOp<mnem, api, "member", traits> {
  let arguments = args;
  let results = res;
  let assemblyFormat = fmt;
}
// The same with the operands-only format and no result.
class SimpleMethodOp<string mnem, string api, dag args, list<Trait> traits = []>
    : MethodOp<mnem, api, args, (outs), OperandsFormat, traits>;

// `tensor[index]` / `tensor(index)`: a sub-tensor view, emitted by hand.
class TensorIndexOp<string mnem, string api, TypeConstraint t, string open, string close>
    : AscendC_APIOp<mnem, api, "custom"> {
  let traits = [Pure];
  let arguments = (ins t:$tensor, AnySignlessIntegerOrIndex:$index);
  let results = (outs t:$result);
  let assemblyFormat = "$tensor `" # open # "` $index `" # close # "` attr-dict `:` qualified(type($tensor)) `,` type($index) `,` qualified(type($result))";
}

//===----------------------------------------------------------------------===//
// TPipe
//===----------------------------------------------------------------------===//

def PipeOp : AscendC_DeclOp<"pipe", (outs AscendC_Pipe:$pipe), "attr-dict">;

def PipeInitOp    : SimpleMethodOp<"pipe.init", "Init", (ins AscendC_Pipe:$pipe)>;
def PipeResetOp   : SimpleMethodOp<"pipe.reset", "Reset", (ins AscendC_Pipe:$pipe)>;
def PipeDestroyOp : SimpleMethodOp<"pipe.destroy", "Destroy", (ins AscendC_Pipe:$pipe)>;

// `vN = pipe.AllocEventID<AscendC::HardEvent::E>();`
class PipeEventIdOp<string mnem, string api>
    : MethodOp<mnem, api, (ins AscendC_Pipe:$pipe, AscendC_HardEventAttr:$event),
               (outs AnySignlessIntegerOrIndex:$event_id),
               "$pipe `,` $event attr-dict `:` type($event_id)"> {
  let templateArgs = "$event";
}
def PipeAllocEventIdOp : PipeEventIdOp<"pipe.alloc_event_id", "AllocEventID">;
def PipeFetchEventIdOp : PipeEventIdOp<"pipe.fetch_event_id", "FetchEventID">;
def PipeReleaseEventIdOp : SimpleMethodOp<"pipe.release_event_id", "ReleaseEventID",
                                          (ins AscendC_Pipe:$pipe, AscendC_IntScalar:$id,
                                               AscendC_HardEventAttr:$event)> {
  let templateArgs = "$event";
}
def PipeGetBaseAddrOp : MethodOp<"pipe.get_base_addr", "GetBaseAddr",
                                 (ins AscendC_Pipe:$pipe, AscendC_TPositionAttr:$logicPos),
                                 (outs AnyType:$value),
                                 "$pipe `,` $logicPos attr-dict `:` type($value)">;
def PipeInitBufferOp : MethodOp<"pipe.init_buffer", "InitBuffer",
                                (ins AscendC_Pipe:$pipe, AscendC_TBuf:$buffer,
                                     AscendC_IntScalar:$length),
                                (outs),
                                "$pipe `,` $buffer `,` $length attr-dict `:` qualified(type($buffer)) `,` type($length)">;
def PipeInitQueueOp : MethodOp<"pipe.init_queue", "InitBuffer",
                               (ins AscendC_Pipe:$pipe, AscendC_BaseQueueTypeInterface:$queue,
                                    AscendC_IntScalar:$num, AscendC_IntScalar:$length),
                               (outs),
                               "$pipe `,` $queue `,` $num `,` $length attr-dict `:` qualified(type($queue)) `,` type($num) `,` type($length)">;
def PipeInitBufPoolOp : MethodOp<"pipe.init_buf_pool", "InitBufPool",
                                 (ins AscendC_Pipe:$pipe, AnyType:$bufPool, AscendC_IntScalar:$len,
                                      Optional<AnyType>:$shareBuf),
                                 (outs AnyType:$value),
                                 "`(` $pipe `,` $bufPool `,` $len `)` attr-dict (` ` `,` ` ` $shareBuf^)? `:` type($pipe) `,` type($bufPool) `,` type($len) (` ` `,` ` ` type($shareBuf)^)? `->` type($value)">;

//===----------------------------------------------------------------------===//
// Queues (TQue, TQueBind)
//===----------------------------------------------------------------------===//

def QueueOp   : AscendC_DeclOp<"queue", (outs AscendC_Queue:$queue), "attr-dict `:` type($queue)">;
def QueBindOp : AscendC_DeclOp<"que_bind", (outs AscendC_QueBind:$que_bind),
                               "attr-dict `:` type($que_bind)">;
// `TQueBind<...>& vN = queue;`
def ToQueBindOp : AscendC_Op<"to_que_bind", [Pure]> {
  let arguments = (ins AscendC_BaseQueueTypeInterface:$source);
  let results = (outs AscendC_QueBind:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `,` qualified(type($result))";
  let callStyle = "custom";
}

defvar QueueTensorFormat =
  "$queue `,` $tensor attr-dict `:` qualified(type($queue)) `,` qualified(type($tensor))";

// `LocalTensor<T> vN = queue.AllocTensor<T>();`
class QueueToTensorOp<string mnem, string api>
    : MethodOp<mnem, api, (ins AscendC_BaseQueueTypeInterface:$queue),
               (outs AscendC_LocalTensor:$tensor),
               "$queue attr-dict `:` qualified(type($queue)) `,` qualified(type($tensor))"> {
  let templateArgs = "elem($tensor)";
}
// `queue.EnQue(tensor);`
class QueueTensorOp<string mnem, string api, string tmpl = "">
    : MethodOp<mnem, api, (ins AscendC_BaseQueueTypeInterface:$queue, AscendC_LocalTensor:$tensor),
               (outs), QueueTensorFormat> {
  let templateArgs = tmpl;
}
// `vN = queue.HasIdleBuffer();`
class QueueQueryOp<string mnem, string api>
    : MethodOp<mnem, api, (ins AscendC_BaseQueueTypeInterface:$queue), (outs AnyType:$value),
               "$queue attr-dict `:` qualified(type($queue)) `,` type($value)">;

def QueAllocTensorOp        : QueueToTensorOp<"que_bind.alloc_tensor", "AllocTensor">;
def QueDequeTensorOp        : QueueToTensorOp<"que_bind.deque_tensor", "DeQue">;
def QueAllocTensorInPlaceOp : QueueTensorOp<"que_bind.alloc_tensor_in_place", "AllocTensor",
                                            "elem($tensor)">;
def QueDequeTensorInPlaceOp : QueueTensorOp<"que_bind.deque_tensor_in_place", "DeQue",
                                            "elem($tensor)">;
def QueEnqueTensorOp        : QueueTensorOp<"que_bind.enque_tensor", "EnQue">;
def QueFreeTensorOp         : QueueTensorOp<"que_bind.free_tensor", "FreeTensor">;
def QueGetTensorCountInQueOp : QueueQueryOp<"que_bind.get_tensor_count_in_que", "GetTensorCountInQue">;
def QueHasIdleBufferOp       : QueueQueryOp<"que_bind.has_idle_buffer", "HasIdleBuffer">;
def QueHasTensorInQueOp      : QueueQueryOp<"que_bind.has_tensor_in_que", "HasTensorInQue">;
def QueVacantInQueOp         : QueueQueryOp<"que_bind.vacant_in_que", "VacantInQue">;

// Queue transfers between explicit user positions.
def QueEnqueTensorPosOp : MethodOp<"que_bind.enque_tensor_pos", "EnQue",
                                   (ins AscendC_BaseQueueTypeInterface:$queue,
                                        AscendC_LocalTensor:$tensor,
                                        AscendC_TPositionAttr:$srcUserPos,
                                        AscendC_TPositionAttr:$dstUserPos),
                                   (outs),
                                   "$queue `,` $tensor `,` $srcUserPos `,` $dstUserPos attr-dict `:` qualified(type($queue)) `,` qualified(type($tensor))"> {
  let templateArgs = "$srcUserPos, $dstUserPos";
}
def QueDequeTensorPosOp : MethodOp<"que_bind.deque_tensor_pos", "DeQue",
                                   (ins AscendC_BaseQueueTypeInterface:$queue,
                                        AscendC_TPositionAttr:$srcUserPos,
                                        AscendC_TPositionAttr:$dstUserPos),
                                   (outs AscendC_LocalTensor:$tensor),
                                   "$queue `,` $srcUserPos `,` $dstUserPos attr-dict `:` qualified(type($queue)) `,` qualified(type($tensor))"> {
  let templateArgs = "$srcUserPos, $dstUserPos, elem($tensor)";
}
def QueDestroyOp : MethodOp<"que_bind.destroy", "Destroy",
                            (ins AscendC_BaseQueueTypeInterface:$queue), (outs),
                            "$queue attr-dict `:` qualified(type($queue))">;
def QueInitBufHandleOp : MethodOp<"que_bind.init_buf_handle", "InitBufHandle",
                                  (ins AscendC_BaseQueueTypeInterface:$queue, AnyType:$bufPool,
                                       UI32:$index, AnyType:$bufhandle, I32:$curPoolAddr,
                                       UI32:$len),
                                  (outs),
                                  "$queue `,` $bufPool `,` $index `,` $bufhandle `,` $curPoolAddr `,` $len attr-dict `:` qualified(type($queue)) `,` qualified(type($bufPool)) `,` qualified(type($index)) `,` qualified(type($bufhandle)) `,` qualified(type($curPoolAddr)) `,` qualified(type($len))">;
def QueInitStartBufHandleOp : MethodOp<"que_bind.init_start_buf_handle", "InitStartBufHandle",
                                       (ins AscendC_BaseQueueTypeInterface:$queue,
                                            AnyType:$startBufhandle, UI8:$num, UI32:$len),
                                       (outs),
                                       "$queue `,` $startBufhandle `,` $num `,` $len attr-dict `:` qualified(type($queue)) `,` qualified(type($startBufhandle)) `,` qualified(type($num)) `,` qualified(type($len))">;

//===----------------------------------------------------------------------===//
// TBuf, TBufPool
//===----------------------------------------------------------------------===//

def TBufOp : AscendC_DeclOp<"tbuf", (outs AscendC_TBuf:$buffer), "attr-dict `:` type($buffer)">;
def TBufPoolOp : AscendC_DeclOp<"tBufPool", (outs AscendC_TBufPool:$tBufPool),
                                "attr-dict `:` type($tBufPool)">;

// `LocalTensor<T> vN = buf.Get<T>([len]);` (template as in GetWithOffset).
def TBufGetTensorOp : MethodOp<"tbuf.get_tensor", "Get",
                               (ins AscendC_TBuf:$buffer, Optional<AscendC_IntScalar>:$len),
                               (outs AscendC_LocalTensor:$tensor),
                               "$buffer attr-dict (`,` $len^)? `:` qualified(type($buffer)) `,` qualified(type($tensor)) (`,` type($len)^)?"> {
  let templateArgs = "elem($tensor)";
}
def TBufGetWithOffsetOp : MethodOp<"tbuf.get_with_offset", "GetWithOffset",
                                   (ins AscendC_TBuf:$buffer, AscendC_IntScalar:$size,
                                        AscendC_IntScalar:$bufOffset),
                                   (outs AscendC_LocalTensor:$tensor),
                                   "$buffer `,` $size `,` $bufOffset attr-dict `:` qualified(type($buffer)) `,` qualified(type($size)) `,` qualified(type($bufOffset)) `,` qualified(type($tensor))"> {
  let templateArgs = "elem($tensor)";
}

def TBufPoolInitBufPoolOp : MethodOp<"tbuf_pool.init_buf_pool", "InitBufPool",
                                     (ins AscendC_TBufPool:$origin, AnyType:$bufPool,
                                          AscendC_IntScalar:$len,
                                          Optional<AnyType>:$shareBuf),
                                     (outs AnyType:$value),
                                     "`(` $origin `,` $bufPool `,` $len `)` attr-dict (` ` `,` ` ` $shareBuf^)? `:` type($origin) `,` type($bufPool) `,` type($len) (` ` `,` ` ` type($shareBuf)^)? `->` type($value)">;
def TBufPoolInitBufferOp : MethodOp<"tbuf_pool.init_buffer", "InitBuffer",
                                    (ins AscendC_TBufPool:$bufPool, AscendC_TBuf:$buffer,
                                         AscendC_IntScalar:$length),
                                    (outs),
                                    "$bufPool `,` $buffer `,` $length attr-dict `:` qualified(type($bufPool)) `,` qualified(type($buffer)) `,` type($length)">;
def TBufPoolInitQueueOp : MethodOp<"tbuf_pool.init_queue", "InitBuffer",
                                   (ins AscendC_TBufPool:$bufPool,
                                        AscendC_BaseQueueTypeInterface:$queue,
                                        AscendC_IntScalar:$num,
                                        AscendC_IntScalar:$length),
                                   (outs),
                                   "$bufPool `,` $queue `,` $num `,` $length attr-dict `:` qualified(type($bufPool)) `,` qualified(type($queue)) `,` type($num) `,` type($length)">;
def TBufPoolResetOp : SimpleMethodOp<"tbuf_pool.reset", "Reset", (ins AscendC_TBufPool:$bufPool)>;

#endif // ASCENDC_OPS_FRAMEWORK_TD
