class C<int x> {
  string s = !cond(!lt(x, 0): "neg", !eq(x, 0): "zero", true: "pos");
}
def m : C<-1>;
def z : C<0>;
def p : C<5>;
