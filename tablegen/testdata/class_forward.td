class Fwd;
class User { Fwd f = ?; }
class Fwd { int v = 1; }
def u : User;
def f : Fwd;
