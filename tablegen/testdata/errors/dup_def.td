def a;
def a;
