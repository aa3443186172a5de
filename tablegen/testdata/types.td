class Cls { int f = 1; }
def inst : Cls;
def typed {
  string s = "a";
  int i = -3;
  bit b = 1;
  bits<5> bs = 7;
  list<int> li = [1];
  list<list<string>> lls = [["a"], []];
  dag d = (inst);
  code c = [{x}];
  Cls r = inst;
  list<Cls> lr = [inst];
}
