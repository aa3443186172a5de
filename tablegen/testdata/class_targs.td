class A<int x, string s = "d", bit b = 1> {
  int X = x;
  string S = s;
  bit B = b;
}
def a1 : A<1>;
def a2 : A<2, "two">;
def a3 : A<3, "three", 0>;
