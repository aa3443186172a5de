class G<int a, int b> { int A = a; int B = b; }
foreach i = [0, 1] in
  foreach j = [0, 1] in
    def g # i # j : G<i, j>;
