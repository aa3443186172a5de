class Op<string mnem> {
  string mnemonic = mnem;
  string dialect = "d";
  string opName = dialect # "." # mnemonic;
  list<string> traits = [];
  int numTraits = !size(traits);
}
def AddOp : Op<"add"> { let traits = ["Commutative", "Pure"]; }
let dialect = "arith" in
def SubOp : Op<"sub">;
