class K { int a = 0; string b = "b"; bits<4> c = 0; }
let a = 1 in {
  def k1 : K;
  let b = "bb" in def k2 : K;
}
let a = 2, b = "z" in def k3 : K;
let c<1-0> = 3 in def k4 : K;
let a = 9 in def k5 : K { let a = 10; }
