class S<string a, string b> {
  bit lt = !lt(a, b);
  bit ge = !ge(a, b);
  bit eq = !eq(a, b);
  int len = !size(a);
  string rep = !repr(a);
}
def s1 : S<"abc", "abd">;
def s2 : S<"b", "a">;
