class F {
  field int a;
  field string b = "x";
  int c = 3;
  field bits<2> d;
}
def f : F;
