class C<int x> { int v = x; }
def D : C<3>;
def R {
  string a = !repr(1);
  string b = !repr("s");
  string c = !repr([1, 2]);
  string d = !repr(D);
  string e = !repr((D 1, "x":$n));
  string f = !repr(0b101);
  string g = !repr({1, 0});
  string h = !repr(?);
  string i = !repr([{code}]);
  string j = !repr(true);
  string k = !repr(!add(1, 2));
  string l = !repr([]<int>);
  string m = !repr(C<4>);
}
class A2<string s> { string n = s; }
def XR : A2<"x"> { string self = !repr(XR); }
def YR { string r = !repr(XR); list<string> l = [!repr(XR), !repr(1)]; }
