class E<int v> { int V = v; }
class F<int v> : E<v>;
def e1 : E<1>;
def f1 : F<2>;
def lists {
  list<E> mixed = [e1, f1];
  list<int> empty = [];
  list<bits<2>> lb = [1, 2];
  list<bit> lbit = [1, 0];
  list<string> typed = []<string>;
}
