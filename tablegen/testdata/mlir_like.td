class Dialect { string name = ""; string cppNamespace = name; }
def Test_Dialect : Dialect { let name = "test"; let cppNamespace = "::test"; }
class Trait;
def Pure : Trait;
def Commutative : Trait;
def ins;
def outs;
class TypeConstraint<string d> { string summary = d; }
def I32 : TypeConstraint<"32-bit integer">;
class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  list<Trait> traits = props;
  dag arguments = (ins);
  dag results = (outs);
  string summary = "";
  code description = [{}];
  string assemblyFormat = ?;
  bit hasFolder = 0;
}
class Test_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;
class Test_BinOp<string mnemonic, list<Trait> traits = []> : Test_Op<mnemonic, !listconcat(traits, [Pure])> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}
def Test_AddOp : Test_BinOp<"add", [Commutative]> {
  let summary = "addition";
  let hasFolder = 1;
  let description = [{
    Adds two integers.
  }];
}
def Test_SubOp : Test_BinOp<"sub">;
