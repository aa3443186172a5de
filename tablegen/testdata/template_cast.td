class T<bit b, bits<3> bs, int i, string s> {
  bit B = b;
  bits<3> BS = bs;
  int I = i;
  string S = s;
}
def t1 : T<1, 6, 0b11, "x">;
def t2 : T<true, {1, 1, 0}, -7, [{code}]>;
