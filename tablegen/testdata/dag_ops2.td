def ins;
def outs;
class Args<dag d> {
  dag args = d;
  int n = !size(d);
  list<string> names = !foreach(i, !range(!size(d)), !getdagname(d, i));
  dag withOp = !setdagop(d, outs);
  bit empty = !empty(d);
}
def a : Args<(ins 1:$x, "s":$y)>;
def e : Args<(ins)>;
