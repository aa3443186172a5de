class T<int v> { int V = v; }
def : T<1>;
def : T<2>;
def named : T<3>;
