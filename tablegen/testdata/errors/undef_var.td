def a { int x = y; }
