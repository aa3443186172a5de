class V<int v> { int val = v; }
multiclass M<list<int> l> {
  foreach x = l in
    def _ # x : V<x>;
}
defm m : M<[4, 5]>;
