class P<int a, int b = !add(a, 10), list<int> l = [a, b]> {
  int A = a;
  int B = b;
  list<int> L = l;
}
def p : P<5>;
def q : P<5, 6>;
