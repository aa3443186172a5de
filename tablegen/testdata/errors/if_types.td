def a { int x = !if(1, "s", 2); }
