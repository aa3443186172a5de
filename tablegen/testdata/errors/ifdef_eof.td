#ifdef X
def a;
