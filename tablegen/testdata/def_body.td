def plain {
  int i = 1;
  string s = "s";
  bit b = 0;
  bits<3> bb = 5;
  list<string> ls = ["a", "b"];
  dag d = (plain);
  code c = [{ body(); }];
}
