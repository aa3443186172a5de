package emitc

// Names of the emitc ops, one constant per op: code outside the dialect names ops through
// them (TestOpNames in dialect/all checks the list against the registered ops).
const (
	OpAdd               = "emitc.add"
	OpApply             = "emitc.apply"
	OpAssign            = "emitc.assign"
	OpBitwiseAnd        = "emitc.bitwise_and"
	OpBitwiseLeftShift  = "emitc.bitwise_left_shift"
	OpBitwiseNot        = "emitc.bitwise_not"
	OpBitwiseOr         = "emitc.bitwise_or"
	OpBitwiseRightShift = "emitc.bitwise_right_shift"
	OpBitwiseXor        = "emitc.bitwise_xor"
	OpCall              = "emitc.call"
	OpCallOpaque        = "emitc.call_opaque"
	OpCast              = "emitc.cast"
	OpCmp               = "emitc.cmp"
	OpConditional       = "emitc.conditional"
	OpConstant          = "emitc.constant"
	OpDeclareFunc       = "emitc.declare_func"
	OpDiv               = "emitc.div"
	OpExpression        = "emitc.expression"
	OpFor               = "emitc.for"
	OpFunc              = "emitc.func"
	OpGetGlobal         = "emitc.get_global"
	OpGlobal            = "emitc.global"
	OpIf                = "emitc.if"
	OpInclude           = "emitc.include"
	OpLiteral           = "emitc.literal"
	OpLogicalAnd        = "emitc.logical_and"
	OpLogicalNot        = "emitc.logical_not"
	OpLogicalOr         = "emitc.logical_or"
	OpMember            = "emitc.member"
	OpMemberOfPtr       = "emitc.member_of_ptr"
	OpMul               = "emitc.mul"
	OpRem               = "emitc.rem"
	OpReturn            = "emitc.return"
	OpSub               = "emitc.sub"
	OpSubscript         = "emitc.subscript"
	OpUnaryMinus        = "emitc.unary_minus"
	OpUnaryPlus         = "emitc.unary_plus"
	OpVariable          = "emitc.variable"
	OpVerbatim          = "emitc.verbatim"
	OpYield             = "emitc.yield"
)

// cExpressions are the ops with MLIR's CExpression trait: the only ops an
// emitc.expression may contain.
var cExpressions = map[string]bool{
	OpAdd: true, OpApply: true, OpBitwiseAnd: true, OpBitwiseLeftShift: true, OpBitwiseNot: true,
	OpBitwiseOr: true, OpBitwiseRightShift: true, OpBitwiseXor: true, OpCall: true, OpCallOpaque: true,
	OpCast: true, OpCmp: true, OpConditional: true, OpDiv: true, OpLogicalAnd: true, OpLogicalNot: true,
	OpLogicalOr: true, OpMul: true, OpRem: true, OpSub: true, OpUnaryMinus: true, OpUnaryPlus: true,
}

// IsCExpression reports whether an op may appear inside an emitc.expression.
func IsCExpression(name string) bool { return cExpressions[name] }
