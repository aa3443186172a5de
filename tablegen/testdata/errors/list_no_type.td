let x = [] in def a;
