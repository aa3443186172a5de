class Named { string myName = NAME; }
def thing : Named;
multiclass M { def _x : Named; }
defm pre : M;
