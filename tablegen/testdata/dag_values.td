def ins;
def outs;
def F32;
class Op<dag a, dag r> { dag arguments = a; dag results = r; }
def add : Op<(ins F32:$lhs, F32:$rhs), (outs F32:$res)>;
def noargs : Op<(ins), (outs)>;
def named { dag d = (ins:$opname F32, $onlyname, "str":$s, [1, 2]:$l, (outs F32):$nested); }
