// Aliases of affine maps, integer sets and locations, in every printing mode; the
// .golden files are mlir-opt 19's output for this file.
#set0 = affine_set<(d0) : (1 == 0)>
#map = affine_map<(d0) -> (d0 + 1)>
"foo.a"() {s = #set0, z = loc("zz"), m = #map} : () -> () loc(unknown)
"foo.b"() {x = loc(fused["a":1:2, "b"]), y = [loc("zz")]} : () -> () loc(fused<"meta">["c":1:1, callsite("d" at "e":2:2)])
"foo.c"() ({
^bb0(%a: i32 loc(callsite("q" at "r":3:3)), %b: i32 loc("zz")):
  "foo.d"() : () -> () loc("zz")
  "foo.e"() : () -> () loc("b")
}) : () -> () loc("a":1:2)
// An unaliased container counts in the depth of what holds it.
"foo.f"() {a = loc(fused<[affine_map<(d0) -> (d0)>]>["r"]), b = loc(fused["p", "q"])} : () -> ()
// Properties of unregistered ops get no aliases.
"foo.g"() <{m = affine_map<(d0) -> (d0 + 7)>}> {z = affine_map<(d0) -> (d0 + 8)>} : () -> ()
// Nor do the argument attributes of custom-form functions.
func.func @f(%a: i32 {foo.m = affine_map<(d0) -> (d0 + 2)>}) -> (i32 {foo.r = affine_map<(d0) -> (d0 + 3)>}) attributes {foo.z = affine_map<(d0) -> (d0 + 4)>} {
  return %a : i32
}
func.func private @g(i32 {foo.m = affine_map<(d0) -> (d0 + 5)>})
func.func @h(%a: memref<4xf32, affine_map<(d0) -> (d0 + 6)>>, %b: memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>) {
  return
}
