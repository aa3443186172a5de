class V<int v> { int val = v; }
multiclass M { def _a : V<1>; def : V<2>; }
defm : M;
defm named : M;
