// line comment
/* block /* nested */ comment */
def a { // trailing
  int x = 1; /* inline */ int y = 2;
}
