class I<int v> { int V = v; }
multiclass M<int base> {
  def _a : I<base>;
  def _b : I<!add(base, 1)>;
}
defm one : M<10>;
defm two : M<20>;
