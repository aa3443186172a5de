class Node { string me = NAME; }
class Ptr<string target> { Node to = !cast<Node>(target); }
def n1 : Node;
def p : Ptr<"n1">;
def loop : Node { string also = !cast<Node>("n1").me; }
