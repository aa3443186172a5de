class N<string s> { string str = s; }
multiclass MC<string p> {
  def NAME : N<p>;
  def NAME # _suffix : N<NAME>;
  def prefix_ # NAME : N<p # NAME>;
}
defm foo : MC<"p">;
