class Base<string n> { string name = n; int depth = 0; }
class Mid<string n> : Base<n # "_mid"> { let depth = 1; int extra = 7; }
class Leaf : Mid<"leaf"> { let depth = 2; }
def L : Leaf;
def M : Mid<"m">;
