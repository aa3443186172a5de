class C<int x> {
  list<int> l = !cond(!eq(x, 0): [], true: [x, x]);
  bits<2> b = !cond(!gt(x, 1): 3, true: 0);
  string u = !cond(!eq(x, 0): ?, true: "set");
}
def c0 : C<0>;
def c2 : C<2>;
