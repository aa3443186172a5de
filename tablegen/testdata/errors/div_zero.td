def a { int x = !div(1, 0); }
