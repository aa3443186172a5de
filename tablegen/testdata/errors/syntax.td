def a { int x = 1 }
