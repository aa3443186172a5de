class B<bits<4> x> {
  bits<4> v = x;
  bits<8> wide = {x, 0b1010};
  bits<2> top = x{3-2};
  bit low = x{0};
  bits<3> mixed = {1, ?, 0};
  int asInt = x;
}
def b1 : B<0b1100>;
def b2 : B<5>;
