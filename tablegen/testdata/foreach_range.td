class V<int v> { int val = v; }
foreach i = {0-2, 5} in def r # i : V<i>;
foreach j = 7...9 in def s # j : V<j>;
foreach k = 3-1 in def t # k : V<k>;
