class C<int x>;
def a : C<1, 2>;
