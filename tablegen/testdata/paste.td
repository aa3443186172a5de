class P<string s, int n> {
  string a = s # "_" # n;
  string b = s # n # s;
}
def p : P<"x", 3>;
def q # 5 : P<"y", 4>;
defvar base = "B";
def base # _def : P<base, 0>;
