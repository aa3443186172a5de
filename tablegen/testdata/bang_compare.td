def c {
  bit eq = !eq(1, 1);
  bit ne = !ne("a", "b");
  bit lt = !lt(1, 2);
  bit gt = !gt(1, 2);
  bit le = !le(2, 2);
  bit ge = !ge(1, 2);
  bit not = !not(0);
  bit and = !and(1, 0);
  bit or = !or(1, 0);
  bit eqs = !eq("x", "x");
}
def d { bit self = !eq(c, c); }
