class A { int a = 1; }
class B<int b> { int bb = b; }
multiclass M { def _x : A; def _y : A; }
defm m : M, B<7>;
let a = 5 in defm n : M;
