package tablegen

import (
	"strings"
	"testing"
)

const apiSrc = `
def ins; def outs;
class Trait;
def Pure : Trait;
class Type<string n> { string name = n; }
def I32 : Type<"i32">;
class Op<string mnem, list<Trait> traits = []> {
  string opName = mnem;
  list<Trait> opTraits = traits;
  dag arguments = (ins);
  dag results = (outs);
  bit hasFolder = 0;
  int numRegions = 0;
  string assemblyFormat = ?;
  Type resultType = I32;
  list<string> names = ["a", "b"];
}
class BinOp<string m> : Op<m, [Pure]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$res);
}
def AddOp : BinOp<"add"> { let hasFolder = 1; }
def NotAnOp { int x = 1; }
multiclass M { def _m : Op<"m">; }
defm Multi : M;
`

func parseAPI(t *testing.T) *RecordKeeper {
	rk, err := ParseString("api.td", apiSrc, Options{})
	if err != nil {
		t.Fatal(err.(ErrorList).Format())
	}
	return rk
}

func TestRecordAPI(t *testing.T) {
	rk := parseAPI(t)
	ops := rk.DefsDerivedFrom("Op")
	if len(ops) != 2 || ops[0].Name != "AddOp" {
		t.Fatalf("DefsDerivedFrom(Op) = %v", ops)
	}
	add := rk.Def("AddOp")
	if s, err := add.GetString("opName"); err != nil || s != "add" {
		t.Errorf("GetString = %q, %v", s, err)
	}
	if b, err := add.GetBit("hasFolder"); err != nil || !b {
		t.Errorf("GetBit = %v, %v", b, err)
	}
	if n, err := add.GetInt("numRegions"); err != nil || n != 0 {
		t.Errorf("GetInt = %v, %v", n, err)
	}
	if !add.IsUnset("assemblyFormat") || add.IsUnset("opName") {
		t.Error("IsUnset")
	}
	if d, err := add.GetDef("resultType"); err != nil || d.Name != "I32" {
		t.Errorf("GetDef = %v, %v", d, err)
	}
	tr, err := add.GetDefList("opTraits")
	if err != nil || len(tr) != 1 || tr[0].Name != "Pure" {
		t.Errorf("GetDefList = %v, %v", tr, err)
	}
	if l, err := add.GetStringList("names"); err != nil || strings.Join(l, ",") != "a,b" {
		t.Errorf("GetStringList = %v, %v", l, err)
	}
	args, err := add.GetDag("arguments")
	if err != nil {
		t.Fatal(err)
	}
	if args.OperatorName() != "ins" || args.NumArgs() != 2 || args.ArgName(1) != "rhs" || args.ArgDef(0).Name != "I32" {
		t.Errorf("dag inspection of %s", args)
	}
	var chain []string
	for _, c := range add.ClassChain() {
		chain = append(chain, c.Name)
	}
	if strings.Join(chain, " ") != "Op BinOp" {
		t.Errorf("ClassChain = %v", chain)
	}
	if !add.IsSubClassOfName("Op") || rk.Def("NotAnOp").IsSubClassOfName("Op") {
		t.Error("IsSubClassOfName")
	}
	if _, err := add.GetInt("opName"); err == nil || !strings.HasPrefix(err.Error(), "api.td:") {
		t.Errorf("type error should carry the .td position, got %v", err)
	}
	if _, err := add.GetString("missing"); err == nil {
		t.Error("missing field must fail")
	}
	if rk.Class("Op") == nil || len(rk.Classes()) != 4 || len(rk.Defs()) != 7 {
		t.Errorf("classes %d defs %d", len(rk.Classes()), len(rk.Defs()))
	}
	if add.Loc.Line != 22 {
		t.Errorf("AddOp location %v", add.Loc)
	}
	if m := rk.Def("Multi_m"); m == nil || m.Loc.Line != 24 || len(m.Locs) != 1 || m.Locs[0].Line != 25 {
		t.Errorf("defm locations of %v", m)
	}
}

func BenchmarkParseArith(b *testing.B) {
	const inc = "/usr/lib/llvm-19/include"
	path := inc + "/mlir/Dialect/Arith/IR/ArithOps.td"
	if !haveLLVM() {
		b.Skip("MLIR includes not installed")
	}
	for i := 0; i < b.N; i++ {
		if _, err := ParseFile(path, Options{IncludeDirs: []string{inc}}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestDump(t *testing.T) {
	src := "class C<int x> { dump \"x is \" # x; }\ndef c : C<4>;\nforeach i = [1, 2] in dump \"i=\" # i;\n"
	rk, err := ParseString("d.td", src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range rk.Dumps {
		got = append(got, d.Error())
	}
	want := "d.td:1:18: note: x is 4|d.td:3:23: note: i=1|d.td:3:23: note: i=2"
	if strings.Join(got, "|") != want {
		t.Errorf("dumps = %q", got)
	}
}
