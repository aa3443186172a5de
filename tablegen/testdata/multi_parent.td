class A { int a = 1; }
class B { int b = 2; }
class C<int c> { int cc = c; }
def x : A, B, C<3>;
def y : C<4>, A;
