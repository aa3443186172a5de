class V<int v> { int val = v; }
multiclass Base<int x> { def _base : V<x>; }
multiclass Derived<int y> : Base<!add(y, 1)> { def _derived : V<y>; }
defm d : Derived<10>;
