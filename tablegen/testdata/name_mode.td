class X<string n> { string nm = n; }
defvar pre = "PRE";
def pre # _a : X<"1">;
def "quoted name" : X<"2">;
multiclass M { def pre : X<"3">; }
defm mm : M;
