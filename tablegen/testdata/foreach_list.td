class V<int v> { int val = v; }
foreach i = [1, 2, 3] in
  def v # i : V<i>;
foreach s = ["a", "b"] in {
  def str_ # s : V<0>;
}
