def a { bits<2> b = 7; }
