def b {
  bits<8> x = 0b10110011;
  bits<4> lo = x{3-0};
  bits<4> hi = x{7...4};
  bits<4> rev = x{0-3};
  int asint = !cast<int>(x);
  int andb = !and(x, 0xF);
  bit eqb = !eq(x{1-0}, 3);
  bits<3> fromint = !add(2, 3);
}
