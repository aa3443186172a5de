def a { int x = ? # "s"; }
