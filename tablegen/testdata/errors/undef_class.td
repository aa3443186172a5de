def a : Missing;
