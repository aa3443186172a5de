class F<list<int> l> {
  list<int> doubled = !foreach(x, l, !mul(x, 2));
  list<string> strs = !foreach(x, l, "n" # x);
}
def f : F<[1, 2, 3]>;
def g { list<int> sq = !foreach(v, [1, 2, 3], !mul(v, v)); }
