class R<int v> { int V = v; }
multiclass Inner<int x> { def _in : R<x>; }
multiclass Outer<int y> {
  defm _o : Inner<y>;
  defm NAME # _p : Inner<!mul(y, 2)>;
  def _self : R<y>;
}
defm top : Outer<3>;
