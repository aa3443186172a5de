// affine.if and affine.yield written generic, as upstream tests write them, printed in
// their custom forms; empty ones are dead.
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
#set1 = affine_set<()[s0] : (s0 == 0)>
#set2 = affine_set<(d0, d1) : (d0 - d1 >= 0, d0 >= 0)>
func.func @f(%a: index, %b: index) -> index {
  "affine.if"(%a, %b) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = #set} : (index, index) -> ()
  %r = "affine.if"(%b) ({
    "affine.yield"(%a) : (index) -> ()
  }, {
    "affine.yield"(%b) : (index) -> ()
  }) {condition = #set1, foo = 1 : i32} : (index) -> index
  "affine.if"(%a, %b) ({
    "affine.yield"() : () -> ()
  }, {
    "affine.yield"() : () -> ()
  }) {condition = #set2} : (index, index) -> ()
  return %r : index
}

// -----

// An affine.if of no results whose else holds only its yield loses the else; one with
// results keeps it; one with a side effect stays.
#set = affine_set<(d0) : (d0 >= 0)>
func.func @dead_else(%a: index, %m: memref<4xindex>) -> index {
  %c0 = arith.constant 0 : index
  affine.if #set(%a) {
    memref.store %a, %m[%c0] : memref<4xindex>
  } else {
  }
  %r = affine.if #set(%a) -> index {
    affine.yield %a : index
  } else {
    affine.yield %c0 : index
  }
  affine.if #set(%a) {
  } else {
    memref.store %c0, %m[%c0] : memref<4xindex>
  }
  return %r : index
}
