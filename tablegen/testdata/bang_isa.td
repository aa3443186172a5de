class A;
class B : A;
class C;
def a : A;
def b : B;
def c : C;
def t {
  bit aa = !isa<A>(a);
  bit ba = !isa<A>(b);
  bit ab = !isa<B>(a);
  bit ca = !isa<A>(c);
  bit ex = !exists<A>("b");
  bit nx = !exists<A>("zz");
}
