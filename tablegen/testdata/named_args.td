class A<int a, int b = 2, string c = "c"> { int A = a; int B = b; string C = c; }
def x : A<1, c = "z">;
def y : A<a = 5, b = 6>;
class H<int n> { A inst = A<n, c = "k">; }
def h : H<3>;
