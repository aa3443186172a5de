class E { int v = 0; }
defset list<E> All = {
  def e1 : E;
  def e2 : E { let v = 2; }
}
def user { list<E> all = All; int n = !size(All); }
