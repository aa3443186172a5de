class C { int v = 1; }
def c1 : C;
def c2 : C { let v = 2; }
def x {
  string name = !cast<string>(c1);
  C byname = !cast<C>("c2");
  int viacast = !cast<C>("c" # 2).v;
  string num = !cast<string>(42);
  int fromBits = !cast<int>({1, 0, 1});
}
