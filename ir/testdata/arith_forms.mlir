func.func @f(%a: f32, %b: i32, %d: f64) {
  %0 = arith.addf %a, %a fastmath<nnan,ninf> : f32
  %1 = arith.addf %a, %a fastmath<fast> : f32
  %2 = arith.addi %b, %b overflow<nsw, nuw> : i32
  %3 = arith.truncf %d to_nearest_even fastmath<nnan> : f64 to f32
  %4 = arith.cmpf ogt, %a, %a fastmath<nnan> : f32
  %5 = arith.constant -1 : i32
  %6 = arith.constant 3.0 : f64
  %7 = arith.constant dense<1> : vector<4xi32>
  %8 = arith.constant 0 : index
  %9 = arith.constant -1 : index
  %10 = arith.select %4, %a, %a : f32
  %11:2 = arith.addui_extended %b, %b : i32, i1
  return
}
