// Forms of every math op: fastmath flags, attribute dictionaries, scalar, vector and
// tensor operands, generic spellings.
func.func @float_ops(%f: f32, %h: f16, %b: bf16, %d: f64, %v: vector<4xf32>, %t: tensor<2x?xf64>, %s: vector<[4]xf16>) {
  %0 = math.absf %f : f32
  %1 = math.absf %f {x = 1} : f32
  %2 = math.absf %f fastmath<afn> {x} : f32
  %3 = "math.absf"(%f) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
  %4 = "math.absf"(%f) : (f32) -> f32
  %5 = math.acos %h fastmath<fast> : f16
  %6 = math.acosh %b fastmath<nnan,ninf> : bf16
  %7 = math.asin %d fastmath<none> : f64
  %8 = math.asinh %v fastmath<reassoc,nsz,arcp,contract,afn> : vector<4xf32>
  %9 = math.asinh %v {x = 1} : vector<4xf32>
  %10 = math.asinh %v fastmath<afn> {x} : vector<4xf32>
  %11 = "math.asinh"(%v) <{fastmath = #arith.fastmath<nnan>}> : (vector<4xf32>) -> vector<4xf32>
  %12 = "math.asinh"(%v) : (vector<4xf32>) -> vector<4xf32>
  %13 = math.atan %t : tensor<2x?xf64>
  %14 = math.atanh %s fastmath<fast> : vector<[4]xf16>
  %15 = math.cbrt %f fastmath<nnan,ninf> : f32
  %16 = math.ceil %h fastmath<none> : f16
  %17 = math.ceil %h {x = 1} : f16
  %18 = math.ceil %h fastmath<afn> {x} : f16
  %19 = "math.ceil"(%h) <{fastmath = #arith.fastmath<nnan>}> : (f16) -> f16
  %20 = "math.ceil"(%h) : (f16) -> f16
  %21 = math.cos %b fastmath<reassoc,nsz,arcp,contract,afn> : bf16
  %22 = math.cosh %d : f64
  %23 = math.erf %v fastmath<fast> : vector<4xf32>
  %24 = math.exp %t fastmath<nnan,ninf> : tensor<2x?xf64>
  %25 = math.exp %t {x = 1} : tensor<2x?xf64>
  %26 = math.exp %t fastmath<afn> {x} : tensor<2x?xf64>
  %27 = "math.exp"(%t) <{fastmath = #arith.fastmath<nnan>}> : (tensor<2x?xf64>) -> tensor<2x?xf64>
  %28 = "math.exp"(%t) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  %29 = math.exp2 %s fastmath<none> : vector<[4]xf16>
  %30 = math.expm1 %f fastmath<reassoc,nsz,arcp,contract,afn> : f32
  %31 = math.floor %h : f16
  %32 = math.log %b fastmath<fast> : bf16
  %33 = math.log %b {x = 1} : bf16
  %34 = math.log %b fastmath<afn> {x} : bf16
  %35 = "math.log"(%b) <{fastmath = #arith.fastmath<nnan>}> : (bf16) -> bf16
  %36 = "math.log"(%b) : (bf16) -> bf16
  %37 = math.log10 %d fastmath<nnan,ninf> : f64
  %38 = math.log1p %v fastmath<none> : vector<4xf32>
  %39 = math.log2 %t fastmath<reassoc,nsz,arcp,contract,afn> : tensor<2x?xf64>
  %40 = math.round %s : vector<[4]xf16>
  %41 = math.round %s {x = 1} : vector<[4]xf16>
  %42 = math.round %s fastmath<afn> {x} : vector<[4]xf16>
  %43 = "math.round"(%s) <{fastmath = #arith.fastmath<nnan>}> : (vector<[4]xf16>) -> vector<[4]xf16>
  %44 = "math.round"(%s) : (vector<[4]xf16>) -> vector<[4]xf16>
  %45 = math.roundeven %f fastmath<fast> : f32
  %46 = math.rsqrt %h fastmath<nnan,ninf> : f16
  %47 = math.sin %b fastmath<none> : bf16
  %48 = math.sinh %d fastmath<reassoc,nsz,arcp,contract,afn> : f64
  %49 = math.sinh %d {x = 1} : f64
  %50 = math.sinh %d fastmath<afn> {x} : f64
  %51 = "math.sinh"(%d) <{fastmath = #arith.fastmath<nnan>}> : (f64) -> f64
  %52 = "math.sinh"(%d) : (f64) -> f64
  %53 = math.sqrt %v : vector<4xf32>
  %54 = math.tan %t fastmath<fast> : tensor<2x?xf64>
  %55 = math.tanh %s fastmath<nnan,ninf> : vector<[4]xf16>
  %56 = math.trunc %f fastmath<none> : f32
  %57 = math.trunc %f {x = 1} : f32
  %58 = math.trunc %f fastmath<afn> {x} : f32
  %59 = "math.trunc"(%f) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
  %60 = "math.trunc"(%f) : (f32) -> f32
  %61 = math.atan2 %f, %f : f32
  %62 = math.atan2 %v, %v : vector<4xf32>
  %63 = math.atan2 %h, %h : f16
  %64 = math.atan2 %d, %d fastmath<contract> {y} : f64
  %65 = math.copysign %f, %f : f32
  %66 = math.copysign %v, %v : vector<4xf32>
  %67 = math.copysign %h, %h : f16
  %68 = math.copysign %d, %d fastmath<contract> {y} : f64
  %69 = math.powf %f, %f : f32
  %70 = math.powf %v, %v : vector<4xf32>
  %71 = math.powf %h, %h : f16
  %72 = math.powf %d, %d fastmath<contract> {y} : f64
  %73 = math.fma %f, %f, %f : f32
  %74 = math.fma %v, %v, %v : vector<4xf32>
  %75 = math.fma %d, %d, %d : f64
  %76 = math.fma %f, %f, %f fastmath<fast> : f32
  return
}
// -----
func.func @int_ops(%a: i32, %b: i8, %c: index, %v: vector<4xi16>, %t: tensor<2xi64>, %f: f32, %fv: vector<4xf32>) {
  %81 = math.absi %a : i32
  %82 = math.absi %b : i8
  %83 = math.absi %v : vector<4xi16>
  %84 = math.absi %t : tensor<2xi64>
  %85 = math.absi %a {k} : i32
  %86 = math.ctlz %a : i32
  %87 = math.ctlz %b : i8
  %88 = math.ctlz %v : vector<4xi16>
  %89 = math.ctlz %t : tensor<2xi64>
  %90 = math.ctlz %a {k} : i32
  %91 = math.cttz %a : i32
  %92 = math.cttz %b : i8
  %93 = math.cttz %v : vector<4xi16>
  %94 = math.cttz %t : tensor<2xi64>
  %95 = math.cttz %a {k} : i32
  %96 = math.ctpop %a : i32
  %97 = math.ctpop %b : i8
  %98 = math.ctpop %v : vector<4xi16>
  %99 = math.ctpop %t : tensor<2xi64>
  %100 = math.ctpop %a {k} : i32
  %101 = math.ipowi %a, %a : i32
  %102 = math.ipowi %v, %v {z} : vector<4xi16>
  %103 = math.fpowi %f, %a : f32, i32
  %104 = math.fpowi %f, %b fastmath<fast> : f32, i8
  %105 = math.fpowi %fv, %v : vector<4xf32>, vector<4xi16>
  %106 = "math.fpowi"(%f, %a) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
  %107 = "math.ctlz"(%a) {u} : (i32) -> i32
  return
}
