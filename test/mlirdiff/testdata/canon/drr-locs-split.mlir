// Locations of the ops arith's DRR canonicalization patterns create (mlir-tblgen fuses
// the root's location with the first records of its matcher, constant matchers' defining
// ops included), of the constants they create and of folded and hoisted constants:
// every op has its own named location. arith.bitcast of arith.bitcast is left out:
// mlir-opt 19 folds it to the first one's operand even when the types differ.

func.func @addi_addi(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc("a")
  %b = arith.addi %a, %c1 : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @addi_addi_fusedinner(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc(fused["a1", "a2"])
  %b = arith.addi %a, %c1 : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @addi_addi_unknown(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc(unknown)
  %b = arith.addi %a, %c1 : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @addi_addi_same(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc("b")
  %b = arith.addi %a, %c1 : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @addi_addi_fusedmeta(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc(fused<"m">["a1", "a2"])
  %b = arith.addi %a, %c1 : i32 loc(fused["b", "a1"])
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @fold_const(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %c0, %c1 : i32 loc("a")
  %b = arith.muli %a, %x : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @sub_sub_lhs(%a : i32, %b : i32) -> i32 {
  %s = arith.subi %a, %b : i32 loc("s")
  %t = arith.subi %s, %a : i32 loc("t")
  return %t : i32 loc("ret")
} loc("f")

// -----

func.func @addi_subi_rhs(%x : i32) -> (i32) {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.subi %x, %c0 : i32 loc("a")
  %b = arith.addi %a, %c1 : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @addi_subi_lhs(%x : i32) -> (i32) {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.subi %c0, %x : i32 loc("a")
  %b = arith.addi %a, %c1 : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @addi_mulneg_rhs(%x : i32, %y : i32) -> (i32) {
  %m1 = arith.constant -1 : i32 loc("m1")
  %a = arith.muli %y, %m1 : i32 loc("a")
  %b = arith.addi %x, %a : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @addi_mulneg_lhs(%x : i32, %y : i32) -> (i32) {
  %m1 = arith.constant -1 : i32 loc("m1")
  %a = arith.muli %x, %m1 : i32 loc("a")
  %b = arith.addi %a, %y : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @subi_rhs_add(%x : i32) -> (i32) {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc("a")
  %b = arith.subi %a, %c1 : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @subi_lhs_add(%x : i32) -> (i32) {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc("a")
  %b = arith.subi %c1, %a : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @subi_rhs_sub_rhs(%x : i32) -> (i32) {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.subi %x, %c0 : i32 loc("a")
  %b = arith.subi %a, %c1 : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @subi_rhs_sub_lhs(%x : i32) -> (i32) {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.subi %c0, %x : i32 loc("a")
  %b = arith.subi %a, %c1 : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @subi_lhs_sub_rhs(%x : i32) -> (i32) {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.subi %x, %c0 : i32 loc("a")
  %b = arith.subi %c1, %a : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @subi_lhs_sub_lhs(%x : i32) -> (i32) {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.subi %c0, %x : i32 loc("a")
  %b = arith.subi %c1, %a : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @muli_muli(%x : i32) -> (i32) {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.muli %x, %c0 : i32 loc("a")
  %b = arith.muli %a, %c1 : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @addui_ext(%x : i32, %y : i32) -> (i32) {
  %s, %o = arith.addui_extended %x, %y : i32, i1 loc("a")
  return %s : i32 loc("ret")
} loc("f")

// -----

func.func @mulsi_ext(%x : i32, %y : i32) -> (i32) {
  %l, %h = arith.mulsi_extended %x, %y : i32 loc("a")
  return %l : i32 loc("ret")
} loc("f")

// -----

func.func @mului_ext(%x : i32, %y : i32) -> (i32) {
  %l, %h = arith.mului_extended %x, %y : i32 loc("a")
  return %l : i32 loc("ret")
} loc("f")

// -----

func.func @mulsi_ext_one(%x : i32) -> (i32, i32) {
  %one = arith.constant 1 : i32 loc("one")
  %l, %h = arith.mulsi_extended %x, %one : i32 loc("a")
  return %l, %h : i32, i32 loc("ret")
} loc("f")

// -----

func.func @xor_not_cmpi(%x : i32, %y : i32) -> (i1) {
  %t = arith.constant true loc("t")
  %p = arith.cmpi slt, %x, %y : i32 loc("p")
  %n = arith.xori %p, %t : i1 loc("n")
  return %n : i1 loc("ret")
} loc("f")

// -----

func.func @xori_extui(%x : i8, %y : i8) -> (i32) {
  %a = arith.extui %x : i8 to i32 loc("ea")
  %b = arith.extui %y : i8 to i32 loc("eb")
  %r = arith.xori %a, %b : i32 loc("r")
  return %r : i32 loc("ret")
} loc("f")

// -----

func.func @xori_extsi(%x : i8, %y : i8) -> (i32) {
  %a = arith.extsi %x : i8 to i32 loc("ea")
  %b = arith.extsi %y : i8 to i32 loc("eb")
  %r = arith.xori %a, %b : i32 loc("r")
  return %r : i32 loc("ret")
} loc("f")

// -----

func.func @andi_extui(%x : i8, %y : i8) -> (i32) {
  %a = arith.extui %x : i8 to i32 loc("ea")
  %b = arith.extui %y : i8 to i32 loc("eb")
  %r = arith.andi %a, %b : i32 loc("r")
  return %r : i32 loc("ret")
} loc("f")

// -----

func.func @andi_extsi(%x : i8, %y : i8) -> (i32) {
  %a = arith.extsi %x : i8 to i32 loc("ea")
  %b = arith.extsi %y : i8 to i32 loc("eb")
  %r = arith.andi %a, %b : i32 loc("r")
  return %r : i32 loc("ret")
} loc("f")

// -----

func.func @ori_extui(%x : i8, %y : i8) -> (i32) {
  %a = arith.extui %x : i8 to i32 loc("ea")
  %b = arith.extui %y : i8 to i32 loc("eb")
  %r = arith.ori %a, %b : i32 loc("r")
  return %r : i32 loc("ret")
} loc("f")

// -----

func.func @ori_extsi(%x : i8, %y : i8) -> (i32) {
  %a = arith.extsi %x : i8 to i32 loc("ea")
  %b = arith.extsi %y : i8 to i32 loc("eb")
  %r = arith.ori %a, %b : i32 loc("r")
  return %r : i32 loc("ret")
} loc("f")

// -----

func.func @cmpi_extui(%x : i8, %y : i8) -> (i1) {
  %a = arith.extui %x : i8 to i32 loc("ea")
  %b = arith.extui %y : i8 to i32 loc("eb")
  %r = arith.cmpi eq, %a, %b : i32 loc("r")
  return %r : i1 loc("ret")
} loc("f")

// -----

func.func @cmpi_extsi(%x : i8, %y : i8) -> (i1) {
  %a = arith.extsi %x : i8 to i32 loc("ea")
  %b = arith.extsi %y : i8 to i32 loc("eb")
  %r = arith.cmpi eq, %a, %b : i32 loc("r")
  return %r : i1 loc("ret")
} loc("f")

// -----

func.func @index_cast_extsi(%x : i8) -> (index) {
  %a = arith.extsi %x : i8 to i32 loc("a")
  %b = arith.index_cast %a : i32 to index loc("b")
  return %b : index loc("ret")
} loc("f")

// -----

func.func @index_castui_extui(%x : i8) -> (index) {
  %a = arith.extui %x : i8 to i32 loc("a")
  %b = arith.index_castui %a : i32 to index loc("b")
  return %b : index loc("ret")
} loc("f")

// -----

func.func @extsi_extui(%x : i8) -> (i32) {
  %a = arith.extui %x : i8 to i16 loc("a")
  %b = arith.extsi %a : i16 to i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @trunc_extsi(%x : i8) -> (i16) {
  %a = arith.extsi %x : i8 to i32 loc("a")
  %b = arith.trunci %a : i32 to i16 loc("b")
  return %b : i16 loc("ret")
} loc("f")

// -----

func.func @trunc_extui(%x : i8) -> (i16) {
  %a = arith.extui %x : i8 to i32 loc("a")
  %b = arith.trunci %a : i32 to i16 loc("b")
  return %b : i16 loc("ret")
} loc("f")

// -----

func.func @trunc_shrsi(%x : i32) -> (i16) {
  %c = arith.constant 16 : i32 loc("c")
  %a = arith.shrsi %x, %c : i32 loc("a")
  %b = arith.trunci %a : i32 to i16 loc("b")
  return %b : i16 loc("ret")
} loc("f")

// -----

func.func @trunc_mulsi(%x : i16, %y : i16) -> (i16) {
  %c = arith.constant 16 : i32 loc("c")
  %ea = arith.extsi %x : i16 to i32 loc("ea")
  %eb = arith.extsi %y : i16 to i32 loc("eb")
  %m = arith.muli %ea, %eb : i32 loc("m")
  %s = arith.shrui %m, %c : i32 loc("s")
  %t = arith.trunci %s : i32 to i16 loc("t")
  return %t : i16 loc("ret")
} loc("f")

// -----

func.func @trunc_mului(%x : i16, %y : i16) -> (i16) {
  %c = arith.constant 16 : i32 loc("c")
  %ea = arith.extui %x : i16 to i32 loc("ea")
  %eb = arith.extui %y : i16 to i32 loc("eb")
  %m = arith.muli %ea, %eb : i32 loc("m")
  %s = arith.shrui %m, %c : i32 loc("s")
  %t = arith.trunci %s : i32 to i16 loc("t")
  return %t : i16 loc("ret")
} loc("f")

// -----

func.func @select_select_true(%p : i1, %a : i32, %b : i32, %c : i32) -> (i32) {
  %s = arith.select %p, %a, %b : i32 loc("s")
  %t = arith.select %p, %s, %c : i32 loc("t")
  return %t : i32 loc("ret")
} loc("f")

// -----

func.func @select_select_false(%p : i1, %a : i32, %b : i32, %c : i32) -> (i32) {
  %s = arith.select %p, %b, %c : i32 loc("s")
  %t = arith.select %p, %a, %s : i32 loc("t")
  return %t : i32 loc("ret")
} loc("f")

// -----

func.func @select_not(%p : i1, %a : i32, %b : i32) -> (i32) {
  %t = arith.constant true loc("tr")
  %n = arith.xori %p, %t : i1 loc("n")
  %s = arith.select %n, %a, %b : i32 loc("s")
  return %s : i32 loc("ret")
} loc("f")

// -----

func.func @select_i1_not(%p : i1) -> (i1) {
  %f = arith.constant false loc("f0")
  %t = arith.constant true loc("t1")
  %s = arith.select %p, %f, %t : i1 loc("s")
  return %s : i1 loc("ret")
} loc("f")

// -----

func.func @select_extui(%p : i1) -> (i32) {
  %z = arith.constant 0 : i32 loc("z")
  %o = arith.constant 1 : i32 loc("o")
  %s = arith.select %p, %o, %z : i32 loc("s")
  return %s : i32 loc("ret")
} loc("f")

// -----

func.func @select_extui_not(%p : i1) -> (i32) {
  %z = arith.constant 0 : i32 loc("z")
  %o = arith.constant 1 : i32 loc("o")
  %s = arith.select %p, %z, %o : i32 loc("s")
  return %s : i32 loc("ret")
} loc("f")

// -----

func.func @mulf_negf(%x : f32, %y : f32) -> (f32) {
  %a = arith.negf %x : f32 loc("a")
  %b = arith.negf %y : f32 loc("b")
  %r = arith.mulf %a, %b : f32 loc("r")
  return %r : f32 loc("ret")
} loc("f")

// -----

func.func @divf_negf(%x : f32, %y : f32) -> (f32) {
  %a = arith.negf %x : f32 loc("a")
  %b = arith.negf %y : f32 loc("b")
  %r = arith.divf %a, %b : f32 loc("r")
  return %r : f32 loc("ret")
} loc("f")

// -----

func.func @cmpf_sitofp(%x : i8) -> (i1) {
  %a = arith.sitofp %x : i8 to f32 loc("a")
  %c = arith.constant 3.0 : f32 loc("c")
  %r = arith.cmpf olt, %a, %c : f32 loc("r")
  return %r : i1 loc("ret")
} loc("f")

// -----

func.func @cmpf_sitofp_const_true(%x : i8) -> (i1) {
  %a = arith.sitofp %x : i8 to f32 loc("a")
  %c = arith.constant 1000.0 : f32 loc("c")
  %r = arith.cmpf olt, %a, %c : f32 loc("r")
  return %r : i1 loc("ret")
} loc("f")

// -----

func.func @index_cast_index_cast(%x : i32) -> (i32) {
  %a = arith.index_cast %x : i32 to index loc("a")
  %b = arith.index_cast %a : index to i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @c0_unknown(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc(unknown)
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc("a")
  %b = arith.addi %a, %c1 : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @root_unknown(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc("a")
  %b = arith.addi %a, %c1 : i32 loc(unknown)
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @both_unknown(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc(unknown)
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc("a")
  %b = arith.addi %a, %c1 : i32 loc(unknown)
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @root_meta(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc(fused<"k">["c0", "q"])
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc("a")
  %b = arith.addi %a, %c1 : i32 loc(fused<"m">["b", "q"])
  return %b : i32 loc("ret")
} loc("f")

// -----

func.func @dup_locs(%x : i8, %y : i8) -> i32 {
  %a = arith.extui %x : i8 to i32 loc(fused["r", "e"])
  %b = arith.extui %y : i8 to i32 loc("e")
  %r = arith.xori %a, %b : i32 loc("r")
  return %r : i32 loc("ret")
} loc("f")

// -----

func.func @callsite_name(%x : i8, %y : i8) -> i32 {
  %a = arith.extui %x : i8 to i32 loc(callsite("e" at "g"))
  %b = arith.extui %y : i8 to i32 loc("n"("inner"))
  %r = arith.xori %a, %b : i32 loc("file.py":3:4)
  return %r : i32 loc("ret")
} loc("f")

// -----

func.func @chain(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %c2 = arith.constant 7 : i32 loc("c2")
  %a = arith.addi %x, %c0 : i32 loc("a")
  %b = arith.addi %a, %c1 : i32 loc("b")
  %d = arith.addi %b, %c2 : i32 loc("d")
  return %d : i32 loc("ret")
} loc("f")

// -----

func.func @dedup_const(%x : i32) -> (i32, i32) {
  %c8 = arith.constant 8 : i32 loc("c8")
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc("a")
  %b = arith.addi %a, %c1 : i32 loc("b")
  %m = arith.muli %x, %c8 : i32 loc("m")
  return %b, %m : i32, i32 loc("ret")
} loc("f")

// -----

func.func @fold_dedup(%x : i32) -> (i32, i32) {
  %c8 = arith.constant 8 : i32 loc("c8")
  %c3 = arith.constant 3 : i32 loc("c3")
  %c5 = arith.constant 5 : i32 loc("c5")
  %a = arith.addi %c3, %c5 : i32 loc("a")
  %m = arith.muli %x, %a : i32 loc("m")
  %n = arith.muli %x, %c8 : i32 loc("n")
  return %m, %n : i32, i32 loc("ret")
} loc("f")

// -----

func.func @fold_nested(%x : i32, %p : i1) -> i32 {
  %r = scf.if %p -> i32 {
    %c3 = arith.constant 3 : i32 loc("c3")
    %c5 = arith.constant 5 : i32 loc("c5")
    %a = arith.addi %c3, %c5 : i32 loc("a")
    %m = arith.muli %x, %a : i32 loc("m")
    scf.yield %m : i32 loc("y1")
  } else {
    %c8 = arith.constant 8 : i32 loc("c8b")
    %n = arith.addi %x, %c8 : i32 loc("n")
    scf.yield %n : i32 loc("y2")
  } loc("if")
  return %r : i32 loc("ret")
} loc("f")

// -----

func.func @vec_splat(%x : vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<3> : vector<4xi32> loc("c0")
  %c1 = arith.constant dense<5> : vector<4xi32> loc("c1")
  %a = arith.muli %x, %c0 : vector<4xi32> loc("a")
  %b = arith.muli %a, %c1 : vector<4xi32> loc("b")
  return %b : vector<4xi32> loc("ret")
} loc("f")

// -----

func.func @sub_sub_lhs_dup(%a : i32, %b : i32) -> (i32, i32) {
  %z = arith.constant 0 : i32 loc("z")
  %s = arith.subi %a, %b : i32 loc("s")
  %t = arith.subi %s, %a : i32 loc("t")
  %u = arith.muli %z, %b : i32 loc("u")
  return %t, %u : i32, i32 loc("ret")
} loc("f")
