defvar gv = 42;
defvar gs = "glob";
class C<int x> {
  defvar local = !add(x, gv);
  int v = local;
  string s = gs;
}
def c : C<1>;
foreach i = [1, 2] in {
  defvar sq = !mul(i, i);
  def sq # i : C<sq>;
}
