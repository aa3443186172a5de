def a { string s = "abc; }
