// Audit of emission.md §1.9, §1.12 and §1.13 (CHECK lines generated from the spec's
// tables, not from our output): every cmpi and cmpf predicate on several widths, select,
// min/max, the integer operators on index and i64, the float operators on f16, bf16 and
// f64, casts between integer, index and float types of all widths, bitcasts, every
// handled math op on f16, bf16 and f64, and the high half of a 32-bit extended multiply.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s --strict-whitespace --match-full-lines

// CHECK-LABEL:__inline__ __attribute__((always_inline)) __aicore__ void predicates(int8_t v1, uint32_t v2, int64_t v3, half v4, bfloat16_t v5, double v6, bool v7, int32_t v8) {
// CHECK-NEXT:  bool v9 = v1 == v1;
// CHECK-NEXT:  bool v10 = v1 != v1;
// CHECK-NEXT:  bool v11 = v1 < v1;
// CHECK-NEXT:  bool v12 = v1 <= v1;
// CHECK-NEXT:  bool v13 = v1 > v1;
// CHECK-NEXT:  bool v14 = v1 >= v1;
// CHECK-NEXT:  bool v15 = v1 < v1;
// CHECK-NEXT:  bool v16 = v1 <= v1;
// CHECK-NEXT:  bool v17 = v1 > v1;
// CHECK-NEXT:  bool v18 = v1 >= v1;
// CHECK-NEXT:  bool v19 = v2 == v2;
// CHECK-NEXT:  bool v20 = v2 != v2;
// CHECK-NEXT:  bool v21 = v2 < v2;
// CHECK-NEXT:  bool v22 = v2 <= v2;
// CHECK-NEXT:  bool v23 = v2 > v2;
// CHECK-NEXT:  bool v24 = v2 >= v2;
// CHECK-NEXT:  bool v25 = v2 < v2;
// CHECK-NEXT:  bool v26 = v2 <= v2;
// CHECK-NEXT:  bool v27 = v2 > v2;
// CHECK-NEXT:  bool v28 = v2 >= v2;
// CHECK-NEXT:  bool v29 = v3 == v3;
// CHECK-NEXT:  bool v30 = v3 != v3;
// CHECK-NEXT:  bool v31 = v3 < v3;
// CHECK-NEXT:  bool v32 = v3 <= v3;
// CHECK-NEXT:  bool v33 = v3 > v3;
// CHECK-NEXT:  bool v34 = v3 >= v3;
// CHECK-NEXT:  bool v35 = v3 < v3;
// CHECK-NEXT:  bool v36 = v3 <= v3;
// CHECK-NEXT:  bool v37 = v3 > v3;
// CHECK-NEXT:  bool v38 = v3 >= v3;
// CHECK-NEXT:  bool v39 = v4 == v4;
// CHECK-NEXT:  bool v40 = v4 == v4;
// CHECK-NEXT:  bool v41 = v4 != v4;
// CHECK-NEXT:  bool v42 = v4 != v4;
// CHECK-NEXT:  bool v43 = v4 < v4;
// CHECK-NEXT:  bool v44 = v4 < v4;
// CHECK-NEXT:  bool v45 = v4 <= v4;
// CHECK-NEXT:  bool v46 = v4 <= v4;
// CHECK-NEXT:  bool v47 = v4 > v4;
// CHECK-NEXT:  bool v48 = v4 > v4;
// CHECK-NEXT:  bool v49 = v4 >= v4;
// CHECK-NEXT:  bool v50 = v4 >= v4;
// CHECK-NEXT:  bool v51 = v5 == v5;
// CHECK-NEXT:  bool v52 = v5 == v5;
// CHECK-NEXT:  bool v53 = v5 != v5;
// CHECK-NEXT:  bool v54 = v5 != v5;
// CHECK-NEXT:  bool v55 = v5 < v5;
// CHECK-NEXT:  bool v56 = v5 < v5;
// CHECK-NEXT:  bool v57 = v5 <= v5;
// CHECK-NEXT:  bool v58 = v5 <= v5;
// CHECK-NEXT:  bool v59 = v5 > v5;
// CHECK-NEXT:  bool v60 = v5 > v5;
// CHECK-NEXT:  bool v61 = v5 >= v5;
// CHECK-NEXT:  bool v62 = v5 >= v5;
// CHECK-NEXT:  bool v63 = v6 == v6;
// CHECK-NEXT:  bool v64 = v6 == v6;
// CHECK-NEXT:  bool v65 = v6 != v6;
// CHECK-NEXT:  bool v66 = v6 != v6;
// CHECK-NEXT:  bool v67 = v6 < v6;
// CHECK-NEXT:  bool v68 = v6 < v6;
// CHECK-NEXT:  bool v69 = v6 <= v6;
// CHECK-NEXT:  bool v70 = v6 <= v6;
// CHECK-NEXT:  bool v71 = v6 > v6;
// CHECK-NEXT:  bool v72 = v6 > v6;
// CHECK-NEXT:  bool v73 = v6 >= v6;
// CHECK-NEXT:  bool v74 = v6 >= v6;
// CHECK-NEXT:  int8_t v75 = v7 ? v1 : v1;
// CHECK-NEXT:  uint32_t v76 = v7 ? v2 : v2;
// CHECK-NEXT:  int64_t v77 = v7 ? v3 : v3;
// CHECK-NEXT:  half v78 = v7 ? v4 : v4;
// CHECK-NEXT:  bfloat16_t v79 = v7 ? v5 : v5;
// CHECK-NEXT:  double v80 = v7 ? v6 : v6;
// CHECK-NEXT:  half v81 = ((v4 > v4) ? (v4) : (v4));
// CHECK-NEXT:  half v82 = ((v4 > v4) ? (v4) : (v4));
// CHECK-NEXT:  half v83 = ((v4 < v4) ? (v4) : (v4));
// CHECK-NEXT:  half v84 = ((v4 < v4) ? (v4) : (v4));
// CHECK-NEXT:  bfloat16_t v85 = ((v5 > v5) ? (v5) : (v5));
// CHECK-NEXT:  bfloat16_t v86 = ((v5 > v5) ? (v5) : (v5));
// CHECK-NEXT:  bfloat16_t v87 = ((v5 < v5) ? (v5) : (v5));
// CHECK-NEXT:  bfloat16_t v88 = ((v5 < v5) ? (v5) : (v5));
// CHECK-NEXT:  double v89 = ((v6 > v6) ? (v6) : (v6));
// CHECK-NEXT:  double v90 = ((v6 > v6) ? (v6) : (v6));
// CHECK-NEXT:  double v91 = ((v6 < v6) ? (v6) : (v6));
// CHECK-NEXT:  double v92 = ((v6 < v6) ? (v6) : (v6));
// CHECK-NEXT:  int8_t v93 = ((v1 > v1) ? (v1) : (v1));
// CHECK-NEXT:  int8_t v94 = ((v1 < v1) ? (v1) : (v1));
// CHECK-NEXT:  uint32_t v95 = ((v2 > v2) ? (v2) : (v2));
// CHECK-NEXT:  uint32_t v96 = ((v2 < v2) ? (v2) : (v2));
// CHECK-NEXT:  int64_t v97 = ((v3 > v3) ? (v3) : (v3));
// CHECK-NEXT:  int64_t v98 = ((v3 < v3) ? (v3) : (v3));
// CHECK-NEXT:  uint32_t v99 = v2 + v2;
// CHECK-NEXT:  uint32_t v100 = v2 - v2;
// CHECK-NEXT:  uint32_t v101 = v2 * v2;
// CHECK-NEXT:  uint32_t v102 = v2 / v2;
// CHECK-NEXT:  uint32_t v103 = v2 / v2;
// CHECK-NEXT:  uint32_t v104 = v2 % v2;
// CHECK-NEXT:  uint32_t v105 = v2 & v2;
// CHECK-NEXT:  uint32_t v106 = v2 | v2;
// CHECK-NEXT:  uint32_t v107 = v2 ^ v2;
// CHECK-NEXT:  uint32_t v108 = v2 << v2;
// CHECK-NEXT:  uint32_t v109 = v2 >> v2;
// CHECK-NEXT:  uint32_t v110 = v2 >> v2;
// CHECK-NEXT:  uint32_t v111 = (v2 + v2 - 1) / v2;
// CHECK-NEXT:  int64_t v112 = v3 + v3;
// CHECK-NEXT:  int64_t v113 = v3 - v3;
// CHECK-NEXT:  int64_t v114 = v3 * v3;
// CHECK-NEXT:  int64_t v115 = v3 / v3;
// CHECK-NEXT:  int64_t v116 = v3 / v3;
// CHECK-NEXT:  int64_t v117 = v3 % v3;
// CHECK-NEXT:  int64_t v118 = v3 & v3;
// CHECK-NEXT:  int64_t v119 = v3 | v3;
// CHECK-NEXT:  int64_t v120 = v3 ^ v3;
// CHECK-NEXT:  int64_t v121 = v3 << v3;
// CHECK-NEXT:  int64_t v122 = v3 >> v3;
// CHECK-NEXT:  int64_t v123 = v3 >> v3;
// CHECK-NEXT:  int64_t v124 = (v3 + v3 - 1) / v3;
// CHECK-NEXT:  half v125 = v4 + v4;
// CHECK-NEXT:  half v126 = v4 - v4;
// CHECK-NEXT:  half v127 = v4 * v4;
// CHECK-NEXT:  half v128 = v4 / v4;
// CHECK-NEXT:  half v129 = -v4;
// CHECK-NEXT:  bfloat16_t v130 = v5 + v5;
// CHECK-NEXT:  bfloat16_t v131 = v5 - v5;
// CHECK-NEXT:  bfloat16_t v132 = v5 * v5;
// CHECK-NEXT:  bfloat16_t v133 = v5 / v5;
// CHECK-NEXT:  bfloat16_t v134 = -v5;
// CHECK-NEXT:  double v135 = v6 + v6;
// CHECK-NEXT:  double v136 = v6 - v6;
// CHECK-NEXT:  double v137 = v6 * v6;
// CHECK-NEXT:  double v138 = v6 / v6;
// CHECK-NEXT:  double v139 = -v6;
// CHECK-NEXT:  int8_t v140 = static_cast<int8_t>(v2);
// CHECK-NEXT:  uint32_t v141 = static_cast<uint32_t>(v3);
// CHECK-NEXT:  uint32_t v142 = static_cast<uint32_t>(v1);
// CHECK-NEXT:  int64_t v143 = static_cast<int64_t>(v1);
// CHECK-NEXT:  int8_t v144 = static_cast<int8_t>(v7);
// CHECK-NEXT:  bool v145 = static_cast<bool>(v3);
// CHECK-NEXT:  bfloat16_t v146 = static_cast<bfloat16_t>(v1);
// CHECK-NEXT:  double v147 = static_cast<double>(v3);
// CHECK-NEXT:  int64_t v148 = static_cast<int64_t>(v5);
// CHECK-NEXT:  int8_t v149 = static_cast<int8_t>(v4);
// CHECK-NEXT:  double v150 = static_cast<double>(v5);
// CHECK-NEXT:  float v151 = static_cast<float>(v4);
// CHECK-NEXT:  half v152 = static_cast<half>(v6);
// CHECK-NEXT:  bfloat16_t v153 = static_cast<bfloat16_t>(v6);
// CHECK-NEXT:  int16_t v154 = *reinterpret_cast<int16_t*>(&v4);
// CHECK-NEXT:  half v155 = *reinterpret_cast<half*>(&v5);
// CHECK-NEXT:  double v156 = *reinterpret_cast<double*>(&v3);
// CHECK-NEXT:  half v157 = (v4 > static_cast<half>(0)) ? v4 : -v4;
// CHECK-NEXT:  half v158 = sqrt(v4);
// CHECK-NEXT:  half v159 = AscendC::Exp(v4);
// CHECK-NEXT:  half v160 = AscendC::Exp(v4 * Log(2));
// CHECK-NEXT:  half v161 = AscendC::Log(v4);
// CHECK-NEXT:  half v162 = AscendC::Log2(v4);
// CHECK-NEXT:  half v163 = AscendC::Sin(v4);
// CHECK-NEXT:  half v164 = AscendC::Cos(v4);
// CHECK-NEXT:  half v165 = AscendC::Erf(v4);
// CHECK-NEXT:  half v166 = AscendC::Ceil(v4);
// CHECK-NEXT:  half v167 = AscendC::Floor(v4);
// CHECK-NEXT:  half v168 = AscendC::Round(v4);
// CHECK-NEXT:  half v169 = AscendC::Rsqrt(v4);
// CHECK-NEXT:  half v170 = AscendC::Atan2(v4, v4);
// CHECK-NEXT:  half v171 = v4 * v4 + v4;
// CHECK-NEXT:  half v172 = ((v4 < 0 && v4 > 0) || (v4 > 0 && v4 < 0)) ? -v4 : v4;
// CHECK-NEXT:  bfloat16_t v173 = (v5 > static_cast<bfloat16_t>(0)) ? v5 : -v5;
// CHECK-NEXT:  bfloat16_t v174 = sqrt(v5);
// CHECK-NEXT:  bfloat16_t v175 = AscendC::Exp(v5);
// CHECK-NEXT:  bfloat16_t v176 = AscendC::Exp(v5 * Log(2));
// CHECK-NEXT:  bfloat16_t v177 = AscendC::Log(v5);
// CHECK-NEXT:  bfloat16_t v178 = AscendC::Log2(v5);
// CHECK-NEXT:  bfloat16_t v179 = AscendC::Sin(v5);
// CHECK-NEXT:  bfloat16_t v180 = AscendC::Cos(v5);
// CHECK-NEXT:  bfloat16_t v181 = AscendC::Erf(v5);
// CHECK-NEXT:  bfloat16_t v182 = AscendC::Ceil(v5);
// CHECK-NEXT:  bfloat16_t v183 = AscendC::Floor(v5);
// CHECK-NEXT:  bfloat16_t v184 = AscendC::Round(v5);
// CHECK-NEXT:  bfloat16_t v185 = AscendC::Rsqrt(v5);
// CHECK-NEXT:  bfloat16_t v186 = AscendC::Atan2(v5, v5);
// CHECK-NEXT:  bfloat16_t v187 = v5 * v5 + v5;
// CHECK-NEXT:  bfloat16_t v188 = ((v5 < 0 && v5 > 0) || (v5 > 0 && v5 < 0)) ? -v5 : v5;
// CHECK-NEXT:  double v189 = (v6 > static_cast<double>(0)) ? v6 : -v6;
// CHECK-NEXT:  double v190 = sqrt(v6);
// CHECK-NEXT:  double v191 = AscendC::Exp(v6);
// CHECK-NEXT:  double v192 = AscendC::Exp(v6 * Log(2));
// CHECK-NEXT:  double v193 = AscendC::Log(v6);
// CHECK-NEXT:  double v194 = AscendC::Log2(v6);
// CHECK-NEXT:  double v195 = AscendC::Sin(v6);
// CHECK-NEXT:  double v196 = AscendC::Cos(v6);
// CHECK-NEXT:  double v197 = AscendC::Erf(v6);
// CHECK-NEXT:  double v198 = AscendC::Ceil(v6);
// CHECK-NEXT:  double v199 = AscendC::Floor(v6);
// CHECK-NEXT:  double v200 = AscendC::Round(v6);
// CHECK-NEXT:  double v201 = AscendC::Rsqrt(v6);
// CHECK-NEXT:  double v202 = AscendC::Atan2(v6, v6);
// CHECK-NEXT:  double v203 = v6 * v6 + v6;
// CHECK-NEXT:  double v204 = ((v6 < 0 && v6 > 0) || (v6 > 0 && v6 < 0)) ? -v6 : v6;
// CHECK-NEXT:  int32_t v205 = v8 * v8;
// CHECK-NEXT:  int32_t v206 = (static_cast<uint64_t>(v8) * static_cast<uint64_t>(v8)) >> 32;
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @predicates(%a: i8, %b: index, %c: i64, %h: f16, %g: bf16, %d: f64, %p: i1, %i: i32) {
  %r8 = arith.cmpi eq, %a, %a : i8
  %r9 = arith.cmpi ne, %a, %a : i8
  %r10 = arith.cmpi slt, %a, %a : i8
  %r11 = arith.cmpi sle, %a, %a : i8
  %r12 = arith.cmpi sgt, %a, %a : i8
  %r13 = arith.cmpi sge, %a, %a : i8
  %r14 = arith.cmpi ult, %a, %a : i8
  %r15 = arith.cmpi ule, %a, %a : i8
  %r16 = arith.cmpi ugt, %a, %a : i8
  %r17 = arith.cmpi uge, %a, %a : i8
  %r18 = arith.cmpi eq, %b, %b : index
  %r19 = arith.cmpi ne, %b, %b : index
  %r20 = arith.cmpi slt, %b, %b : index
  %r21 = arith.cmpi sle, %b, %b : index
  %r22 = arith.cmpi sgt, %b, %b : index
  %r23 = arith.cmpi sge, %b, %b : index
  %r24 = arith.cmpi ult, %b, %b : index
  %r25 = arith.cmpi ule, %b, %b : index
  %r26 = arith.cmpi ugt, %b, %b : index
  %r27 = arith.cmpi uge, %b, %b : index
  %r28 = arith.cmpi eq, %c, %c : i64
  %r29 = arith.cmpi ne, %c, %c : i64
  %r30 = arith.cmpi slt, %c, %c : i64
  %r31 = arith.cmpi sle, %c, %c : i64
  %r32 = arith.cmpi sgt, %c, %c : i64
  %r33 = arith.cmpi sge, %c, %c : i64
  %r34 = arith.cmpi ult, %c, %c : i64
  %r35 = arith.cmpi ule, %c, %c : i64
  %r36 = arith.cmpi ugt, %c, %c : i64
  %r37 = arith.cmpi uge, %c, %c : i64
  %r38 = arith.cmpf oeq, %h, %h : f16
  %r39 = arith.cmpf ueq, %h, %h : f16
  %r40 = arith.cmpf one, %h, %h : f16
  %r41 = arith.cmpf une, %h, %h : f16
  %r42 = arith.cmpf olt, %h, %h : f16
  %r43 = arith.cmpf ult, %h, %h : f16
  %r44 = arith.cmpf ole, %h, %h : f16
  %r45 = arith.cmpf ule, %h, %h : f16
  %r46 = arith.cmpf ogt, %h, %h : f16
  %r47 = arith.cmpf ugt, %h, %h : f16
  %r48 = arith.cmpf oge, %h, %h : f16
  %r49 = arith.cmpf uge, %h, %h : f16
  %r50 = arith.cmpf oeq, %g, %g : bf16
  %r51 = arith.cmpf ueq, %g, %g : bf16
  %r52 = arith.cmpf one, %g, %g : bf16
  %r53 = arith.cmpf une, %g, %g : bf16
  %r54 = arith.cmpf olt, %g, %g : bf16
  %r55 = arith.cmpf ult, %g, %g : bf16
  %r56 = arith.cmpf ole, %g, %g : bf16
  %r57 = arith.cmpf ule, %g, %g : bf16
  %r58 = arith.cmpf ogt, %g, %g : bf16
  %r59 = arith.cmpf ugt, %g, %g : bf16
  %r60 = arith.cmpf oge, %g, %g : bf16
  %r61 = arith.cmpf uge, %g, %g : bf16
  %r62 = arith.cmpf oeq, %d, %d : f64
  %r63 = arith.cmpf ueq, %d, %d : f64
  %r64 = arith.cmpf one, %d, %d : f64
  %r65 = arith.cmpf une, %d, %d : f64
  %r66 = arith.cmpf olt, %d, %d : f64
  %r67 = arith.cmpf ult, %d, %d : f64
  %r68 = arith.cmpf ole, %d, %d : f64
  %r69 = arith.cmpf ule, %d, %d : f64
  %r70 = arith.cmpf ogt, %d, %d : f64
  %r71 = arith.cmpf ugt, %d, %d : f64
  %r72 = arith.cmpf oge, %d, %d : f64
  %r73 = arith.cmpf uge, %d, %d : f64
  %r74 = arith.select %p, %a, %a : i8
  %r75 = arith.select %p, %b, %b : index
  %r76 = arith.select %p, %c, %c : i64
  %r77 = arith.select %p, %h, %h : f16
  %r78 = arith.select %p, %g, %g : bf16
  %r79 = arith.select %p, %d, %d : f64
  %r80 = arith.maximumf %h, %h : f16
  %r81 = arith.maxnumf %h, %h : f16
  %r82 = arith.minimumf %h, %h : f16
  %r83 = arith.minnumf %h, %h : f16
  %r84 = arith.maximumf %g, %g : bf16
  %r85 = arith.maxnumf %g, %g : bf16
  %r86 = arith.minimumf %g, %g : bf16
  %r87 = arith.minnumf %g, %g : bf16
  %r88 = arith.maximumf %d, %d : f64
  %r89 = arith.maxnumf %d, %d : f64
  %r90 = arith.minimumf %d, %d : f64
  %r91 = arith.minnumf %d, %d : f64
  %r92 = arith.maxsi %a, %a : i8
  %r93 = arith.minsi %a, %a : i8
  %r94 = arith.maxsi %b, %b : index
  %r95 = arith.minsi %b, %b : index
  %r96 = arith.maxsi %c, %c : i64
  %r97 = arith.minsi %c, %c : i64
  %r98 = arith.addi %b, %b : index
  %r99 = arith.subi %b, %b : index
  %r100 = arith.muli %b, %b : index
  %r101 = arith.divsi %b, %b : index
  %r102 = arith.divui %b, %b : index
  %r103 = arith.remsi %b, %b : index
  %r104 = arith.andi %b, %b : index
  %r105 = arith.ori %b, %b : index
  %r106 = arith.xori %b, %b : index
  %r107 = arith.shli %b, %b : index
  %r108 = arith.shrsi %b, %b : index
  %r109 = arith.shrui %b, %b : index
  %r110 = arith.ceildivsi %b, %b : index
  %r111 = arith.addi %c, %c : i64
  %r112 = arith.subi %c, %c : i64
  %r113 = arith.muli %c, %c : i64
  %r114 = arith.divsi %c, %c : i64
  %r115 = arith.divui %c, %c : i64
  %r116 = arith.remsi %c, %c : i64
  %r117 = arith.andi %c, %c : i64
  %r118 = arith.ori %c, %c : i64
  %r119 = arith.xori %c, %c : i64
  %r120 = arith.shli %c, %c : i64
  %r121 = arith.shrsi %c, %c : i64
  %r122 = arith.shrui %c, %c : i64
  %r123 = arith.ceildivsi %c, %c : i64
  %r124 = arith.addf %h, %h : f16
  %r125 = arith.subf %h, %h : f16
  %r126 = arith.mulf %h, %h : f16
  %r127 = arith.divf %h, %h : f16
  %r128 = arith.negf %h : f16
  %r129 = arith.addf %g, %g : bf16
  %r130 = arith.subf %g, %g : bf16
  %r131 = arith.mulf %g, %g : bf16
  %r132 = arith.divf %g, %g : bf16
  %r133 = arith.negf %g : bf16
  %r134 = arith.addf %d, %d : f64
  %r135 = arith.subf %d, %d : f64
  %r136 = arith.mulf %d, %d : f64
  %r137 = arith.divf %d, %d : f64
  %r138 = arith.negf %d : f64
  %r139 = arith.index_cast %b : index to i8
  %r140 = arith.index_cast %c : i64 to index
  %r141 = arith.index_cast %a : i8 to index
  %r142 = arith.extsi %a : i8 to i64
  %r143 = arith.extui %p : i1 to i8
  %r144 = arith.trunci %c : i64 to i1
  %r145 = arith.sitofp %a : i8 to bf16
  %r146 = arith.uitofp %c : i64 to f64
  %r147 = arith.fptosi %g : bf16 to i64
  %r148 = arith.fptoui %h : f16 to i8
  %r149 = arith.extf %g : bf16 to f64
  %r150 = arith.extf %h : f16 to f32
  %r151 = arith.truncf %d : f64 to f16
  %r152 = arith.truncf %d : f64 to bf16
  %r153 = arith.bitcast %h : f16 to i16
  %r154 = arith.bitcast %g : bf16 to f16
  %r155 = arith.bitcast %c : i64 to f64
  %r156 = math.absf %h : f16
  %r157 = math.sqrt %h : f16
  %r158 = math.exp %h : f16
  %r159 = math.exp2 %h : f16
  %r160 = math.log %h : f16
  %r161 = math.log2 %h : f16
  %r162 = math.sin %h : f16
  %r163 = math.cos %h : f16
  %r164 = math.erf %h : f16
  %r165 = math.ceil %h : f16
  %r166 = math.floor %h : f16
  %r167 = math.round %h : f16
  %r168 = math.rsqrt %h : f16
  %r169 = math.atan2 %h, %h : f16
  %r170 = math.fma %h, %h, %h : f16
  %r171 = math.copysign %h, %h : f16
  %r172 = math.absf %g : bf16
  %r173 = math.sqrt %g : bf16
  %r174 = math.exp %g : bf16
  %r175 = math.exp2 %g : bf16
  %r176 = math.log %g : bf16
  %r177 = math.log2 %g : bf16
  %r178 = math.sin %g : bf16
  %r179 = math.cos %g : bf16
  %r180 = math.erf %g : bf16
  %r181 = math.ceil %g : bf16
  %r182 = math.floor %g : bf16
  %r183 = math.round %g : bf16
  %r184 = math.rsqrt %g : bf16
  %r185 = math.atan2 %g, %g : bf16
  %r186 = math.fma %g, %g, %g : bf16
  %r187 = math.copysign %g, %g : bf16
  %r188 = math.absf %d : f64
  %r189 = math.sqrt %d : f64
  %r190 = math.exp %d : f64
  %r191 = math.exp2 %d : f64
  %r192 = math.log %d : f64
  %r193 = math.log2 %d : f64
  %r194 = math.sin %d : f64
  %r195 = math.cos %d : f64
  %r196 = math.erf %d : f64
  %r197 = math.ceil %d : f64
  %r198 = math.floor %d : f64
  %r199 = math.round %d : f64
  %r200 = math.rsqrt %d : f64
  %r201 = math.atan2 %d, %d : f64
  %r202 = math.fma %d, %d, %d : f64
  %r203 = math.copysign %d, %d : f64
  %lo, %hi = arith.mului_extended %i, %i : i32
  return
}
