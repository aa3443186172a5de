class C;
def a : C { let nope = 1; }
