class V<int v> { int val = v; }
defvar flag = 1;
if flag then def yes : V<1>;
if !not(flag) then def no : V<0>; else def other : V<2>;
foreach i = [1, 2, 3] in {
  if !eq(i, 2) then {
    def two : V<i>;
  } else {
    def n # i : V<i>;
  }
}
multiclass M<bit b> {
  if b then def _t : V<1>;
  else def _f : V<0>;
}
defm mt : M<1>;
defm mf : M<0>;
