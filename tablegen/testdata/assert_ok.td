class A<int x> {
  assert !gt(x, 0), "x must be positive";
  int X = x;
}
def a : A<1>;
assert !eq(1, 1), "top level";
