class U { int a = ?; string b = ?; bits<3> c = ?; list<int> d = ?; dag e = ?; }
def u : U { let c{0} = 1; }
