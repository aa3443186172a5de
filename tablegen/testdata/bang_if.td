class I<int x> {
  string kind = !if(!gt(x, 0), "pos", "nonpos");
  int abs = !if(!lt(x, 0), !sub(0, x), x);
  list<int> l = !if(!eq(x, 0), [], [x]);
}
def i1 : I<3>;
def i2 : I<-4>;
def i3 : I<0>;
