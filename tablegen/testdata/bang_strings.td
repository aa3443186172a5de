def s {
  string cat = !strconcat("a", "b", "c");
  string low = !tolower("MiXeD");
  string up = !toupper("MiXeD");
  string sub = !subst("o", "0", "foo boo");
  string substr = !substr("abcdef", 1, 3);
  string substr2 = !substr("abcdef", 2);
  int find = !find("abcabc", "ca");
  int find2 = !find("abcabc", "a", 1);
  int nf = !find("abc", "z");
  string il = !interleave(["a", "b", "c"], ", ");
  string ili = !interleave([1, 2, 3], "-");
  bit emp = !empty("");
  int sz = !size("four");
}
