def a { int x = 1; let x = x; }
