def a {
  int add = !add(1, 2, 3);
  int sub = !sub(10, 4);
  int mul = !mul(2, 3, 4);
  int div = !div(17, 5);
  int shl = !shl(1, 4);
  int sra = !sra(-16, 2);
  int srl = !srl(16, 2);
  int and = !and(12, 10);
  int or = !or(12, 3);
  int xor = !xor(12, 10);
  int lg = !logtwo(64);
}
