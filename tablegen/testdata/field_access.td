class R { int v = 3; list<int> l = [1, 2, 3]; string s = "str"; }
def r : R;
def acc {
  int v = r.v;
  int e = r.l[1];
  list<int> sl = r.l[0, 2];
  list<int> rg = r.l[1...2];
  string s = r.s;
}
