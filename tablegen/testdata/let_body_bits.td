class E { bits<8> enc = 0; }
def e1 : E { let enc{7-4} = 0xA; let enc{0} = 1; }
def e2 : E { let enc{3...0} = 5; }
