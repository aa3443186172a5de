class F<list<int> l> {
  list<int> evens = !filter(x, l, !eq(!and(x, 1), 0));
  list<int> big = !filter(x, l, !gt(x, 2));
}
def f : F<[1, 2, 3, 4, 5]>;
