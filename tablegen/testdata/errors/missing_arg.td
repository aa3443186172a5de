class C<int x> { int X = x; }
def a : C;
