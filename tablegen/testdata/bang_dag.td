def ins;
def outs;
class Operator;
def op1 : Operator;
def d {
  dag made = !dag(ins, [1, 2], ["a", "b"]);
  dag con = !con((ins 1:$x), (ins 2:$y), (ins));
  dag set = !setdagop((ins 1), outs);
  int arg0 = !getdagarg<int>((ins 5:$p, 6:$q), 0);
  int argq = !getdagarg<int>((ins 5:$p, 6:$q), "q");
  string nm = !getdagname((ins 5:$p, 6:$q), 1);
  Operator dop = !getdagop<Operator>((op1 1));
  dag untyped = !setdagop((outs), !getdagop((op1 2)));
  int ndag = !size((ins 1, 2));
  dag sa = !setdagarg((ins 1:$a, 2:$b), "b", 9);
  dag sn = !setdagname((ins 1:$a, 2:$b), 0, "z");
}
