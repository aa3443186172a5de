def l {
  list<int> cat = !listconcat([1], [2, 3], [4]);
  list<string> splat = !listsplat("x", 3);
  int sz = !size([1, 2, 3]);
  bit emp = !empty([]<int>);
  int head = !head([7, 8]);
  list<int> tail = !tail([7, 8, 9]);
  list<int> rm = !listremove([1, 2, 3, 2], [2]);
  list<int> r1 = !range(4);
  list<int> r2 = !range(2, 5);
  list<int> r3 = !range(0, 10, 3);
  list<int> pasted = [1, 2] # [3];
}
