class V<int v> { int val = v; }
multiclass M<int x> { def _a : V<x>; def _b : V<!add(x, 100)>; }
foreach i = [1, 2] in
  defm m # i : M<i>;
let val = 7 in
foreach j = [3] in
  defm n # j : M<j>;
