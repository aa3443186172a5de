class C { int y = ?; int z = y; }
def a : C;
