class Pred<string c> { string cond = c; }
class UsesArg<string s> {
  Pred p = Pred<s>;
  string direct = Pred<s>.cond;
}
def u : UsesArg<"zz">;
