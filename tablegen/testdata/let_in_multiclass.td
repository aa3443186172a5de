class V { int a = 0; int b = 0; string s = ""; }
multiclass M<int x> {
  let a = x in {
    def _one : V;
    let b = !mul(x, 2) in def _two : V;
  }
  def _three : V { let s = NAME; }
}
let s = "outer" in defm m : M<4>;
