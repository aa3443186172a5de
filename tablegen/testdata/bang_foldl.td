class S<list<int> l> {
  int sum = !foldl(0, l, acc, x, !add(acc, x));
  string joined = !foldl("", l, acc, x, !if(!empty(acc), "" # x, acc # "," # x));
}
def s : S<[1, 2, 3, 4]>;
