class Base {
  int x = 1;
  int y = !mul(x, 10);
  string s = "x=" # x;
}
class Sub : Base { let x = 2; }
def d1 : Base;
def d2 : Sub;
def d3 : Sub { let x = 5; }
