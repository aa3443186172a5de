class Pred<string c> { string cond = c; }
class And<list<Pred> ps> { list<Pred> preds = ps; }
class Wrap<Pred p> { Pred inner = p; string c = p.cond; }
def w1 : Wrap<Pred<"a">>;
def w2 : Wrap<Pred<"a">>;
def w3 : Wrap<Pred<"b">>;
def both { And a = And<[Pred<"a">, Pred<"c">]>; }
