package ascendc

import (
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"

	ascdialect "github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	"github.com/ascend-toolchain/asc/tablegen/gogen/odsrt"
)

// The API header: a C++ header that declares every Ascend C name the emitter can produce,
// derived from the same records the emitter reads (enums, type spellings, emission
// hints), so that emitted kernels can be syntax-checked with a host compiler
// (`g++ -std=c++17 -fsyntax-only`). It declares, it does not implement: every API object
// is an empty class that accepts any constructor arguments and has every member function
// the records name; every function accepts any arguments and returns a value convertible
// to any type. Template parameter kinds (type or value) come from the records, so explicit
// template arguments are checked.

// headerPrelude holds the parts no record describes: compiler keywords of the AI Core,
// the scalar types, the catch-all value and object classes, and the matmul library.
const headerPrelude = `#pragma once
#include <cstddef>
#include <cstdint>
#include <cmath>

#define __global__
#define __aicore__
#define __inline__ inline
#define __gm__
#define __ca__
#define __cb__
#define __cc__
#define __ubuf__
#define __cbuf__
#define __fbuf__
#define __VEC_SCOPE__
#define REGIST_MATMUL_OBJ(...) ((void)0)

#if defined(__FLT16_MAX__)
using half = _Float16;
#else
using half = float;
#endif
using bfloat16_t = float;

namespace AscendC {
struct __AscAny;

// Base of every API object: default constructible, constructible from anything
// (explicitly), assignable from anything, and with every member function of the API.
struct __AscObj {
  __AscObj() = default;
  template <class... A> explicit __AscObj(A&&...) {}
  template <class T> __AscObj& operator=(const T&) { return *this; }
  template <class T> operator T&();
  template <class T> __AscAny operator[](const T&) const;
  template <class... T> __AscAny operator()(const T&...) const;
  template <class T> __AscAny operator+(const T&) const;
  template <class T> __AscAny operator-(const T&) const;
  template <class T> __AscAny operator*(const T&) const;
  template <class T> __AscAny operator/(const T&) const;
`

const headerAnyDef = `
// What API functions return: converts to any type.
struct __AscAny : __AscObj {
  template <class T> operator T() const;
};

enum __AscCoreType { AIC, AIV, MIX };
}  // namespace AscendC

extern int g_coreType;
`

const headerMatmul = `
// The matmul library: MatmulType describes an operand, Matmul the object whose static
// configuration is a MatmulConfig constant.
struct MatmulConfig {
  constexpr MatmulConfig() {}
  template <class... A> constexpr explicit MatmulConfig(A...) {}
  bool doNorm = false, doBasicBlock = false, doMultiDataLoad = false, intrinsicsCheck = false;
  bool isNBatch = false, enVecND2NZ = false, doSpecialBasicBlock = false, enUnitFlag = false;
  uint32_t basicM = 0, basicN = 0, basicK = 0, doMTE2Preload = 0, singleCoreM = 0, singleCoreN = 0;
  uint32_t singleCoreK = 0, stepM = 0, stepN = 0, baseMN = 0, singleCoreMN = 0, iterateMode = 0;
};

namespace matmul {
template <auto Pos, auto Format, class T, bool Trans = false, auto Layout = LayoutMode::NONE>
struct MatmulType {};
template <class A, class B, class C, class Bias, const auto& Config>
struct Matmul : AscendC::__AscObj {
  using AscendC::__AscObj::__AscObj;
  using AscendC::__AscObj::operator=;
};
}  // namespace matmul

template <class... T> AscendC::__AscAny GetMatmulApiTiling(...);
AscendC::__AscAny GetSysWorkSpacePtr(...);
float Log(...);
void set_ffts_base_addr(...);
void ffts_cross_core_sync(...);
void get_buf(...);
void rls_buf(...);
`

// apiHeader collects the declarations.
type apiHeader struct {
	enums []*odsrt.EnumDef
	// types maps a qualified C++ class name to the kinds of its template parameters
	// ("typename"/"auto"; nil for a plain class).
	types map[string][]string
	// funcs and members map a function name to the sets of template parameter kinds it
	// is called with (an empty list: without template arguments).
	funcs   map[string]map[string][]string
	members map[string]map[string][]string
}

// WriteAPIHeader writes the API header for the ops registered in ctx.
func WriteAPIHeader(w io.Writer, ctx *ir.Context) error {
	h := &apiHeader{types: map[string][]string{}, funcs: map[string]map[string][]string{},
		members: map[string]map[string][]string{}}
	for _, defs := range []map[string]*odsrt.EnumDef{ascdialect.EnumDefs, emitasc.EnumDefs} {
		for _, e := range defs {
			h.enums = append(h.enums, e)
		}
	}
	sort.Slice(h.enums, func(i, j int) bool { return h.enums[i].Name < h.enums[j].Name })
	for _, defs := range [][]*odsrt.TypeDefInfo{ascdialect.TypeDefs, emitasc.TypeDefs} {
		for _, td := range defs {
			h.addTypeDef(td)
		}
	}
	h.addKnown()
	names := ctx.RegisteredOps()
	sort.Strings(names)
	for _, n := range names {
		h.addOp(ctx.LookupOp(n))
	}
	_, err := io.WriteString(w, h.render())
	return err
}

var cppTemplate = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_:]*)(?:<(.*)>)?$`)

// addTypeDef declares the class a dialect type is spelled as, with one template parameter
// per `$param` of its cppType (a type parameter is typename, anything else a value).
func (h *apiHeader) addTypeDef(td *odsrt.TypeDefInfo) {
	spelling := td.CppType
	if spelling == "" || strings.HasPrefix(spelling, "$") {
		return
	}
	m := cppTemplate.FindStringSubmatch(spelling)
	if m == nil || isBuiltinCpp(m[1]) || m[1] == "MatmulConfig" || m[1] == "AscendC::Matmul" {
		return
	}
	var kinds []string
	if m[2] != "" {
		for _, item := range splitItems(m[2]) {
			kind := "auto"
			for _, p := range td.Params {
				if "$"+p.Name == item && p.Kind == "Type" {
					kind = "typename"
				}
			}
			kinds = append(kinds, kind)
		}
	}
	h.types[m[1]] = kinds
}

// addKnown declares what hand-written rules emit beyond the records.
func (h *apiHeader) addKnown() {
	h.types["AscendC::AippParams"] = []string{"typename"}
	h.types["AscendC::LocalMemAllocator"] = []string{"auto"}
	h.types["AscendC::ShapeInfo"] = nil
	// ctor-style ops with template arguments and no API name call the class itself.
	h.types["AscendC::TensorDesc"] = []string{"typename"}
	for _, n := range mathCalls {
		h.addFunc("AscendC::"+strings.ToUpper(n[:1])+n[1:], nil)
	}
	for _, n := range []string{"Exp", "Power", "GetBlockIdx", "GetBlockNum", "GetStoreAtomicConfig",
		"GetMrgSortResult", "MicroAPI::Duplicate", "MicroAPI::DataCopy"} {
		h.addFunc("AscendC::"+n, nil)
	}
	h.addFunc("AscendC::GatherMask", []string{"typename", "typename", "auto"})
	h.addFunc("AscendC::GatherMask", []string{"typename", "auto"})
	h.addFunc("AscendC::TransDataTo5HD", []string{"typename"})
	h.addMember("SetShapeInfo", nil)
}

func (h *apiHeader) addFunc(name string, kinds []string) { addSig(h.funcs, name, kinds) }

func (h *apiHeader) addMember(name string, kinds []string) { addSig(h.members, name, kinds) }

func addSig(m map[string]map[string][]string, name string, kinds []string) {
	if m[name] == nil {
		m[name] = map[string][]string{}
	}
	m[name][strings.Join(kinds, ",")] = kinds
}

// addOp declares the API an op with emission hints calls, with every template signature
// its templateArgs can produce (items of absent optional arguments are dropped).
func (h *apiHeader) addOp(info *ir.OpInfo) {
	if !genericApplies(info) && !HasRule(info) {
		return
	}
	hint := odsrt.EmissionOf(info)
	def := opdef.DefOf(info)
	if def == nil || hint.APIName == "" && hint.CallStyle != "ctor" {
		return
	}
	name, inline := hint.APIName, ""
	if i := strings.IndexByte(name, '<'); i > 0 && strings.HasSuffix(name, ">") {
		name, inline = name[:i], name[i+1:len(name)-1]
	}
	var fixed []string
	for _, item := range splitItems(inline) {
		fixed = append(fixed, itemKind(def, item))
	}
	var sigs [][]string
	if hint.CallStyle != "custom" {
		sigs = templateSigs(def, hint.TemplateArgs)
	} else {
		sigs = [][]string{nil}
	}
	for _, s := range sigs {
		kinds := append(append([]string{}, fixed...), s...)
		switch hint.CallStyle {
		case "func", "custom":
			if strings.HasPrefix(name, "AscendC::") && strings.Contains(name, "::operator") {
				continue
			}
			if strings.ToUpper(name) == name || strings.ToLower(name) == name {
				continue // macros and intrinsics, declared in the prelude
			}
			h.addFunc(qualify(name), kinds)
		case "member":
			h.addMember(name, kinds)
		case "ctor":
			if name != "" {
				h.addFunc(qualify(name), kinds)
			}
		}
	}
}

// templateSigs lists the template parameter kinds a templateArgs list can produce.
func templateSigs(def *opdef.Op, targs string) [][]string {
	sigs := [][]string{nil}
	for _, item := range splitItems(targs) {
		kind := itemKind(def, item)
		var next [][]string
		for _, s := range sigs {
			next = append(next, append(append([]string{}, s...), kind))
			if itemOptional(def, item) {
				next = append(next, s)
			}
		}
		sigs = next
	}
	return sigs
}

// itemKind tells whether a template item spells a type or a value.
func itemKind(def *opdef.Op, item string) string {
	if strings.HasPrefix(item, "elem(") || strings.HasPrefix(item, "type(") || isBuiltinCpp(item) {
		return "typename"
	}
	if strings.HasPrefix(item, "$") {
		for _, a := range def.Attrs {
			if "$"+a.Name == item && a.C != nil && a.C.Name == "TypeAttr" {
				return "typename"
			}
		}
	}
	return "auto"
}

// itemOptional tells whether an item refers to an optional argument (and may be dropped).
func itemOptional(def *opdef.Op, item string) bool {
	for i := 0; i < len(item); i++ {
		_, name, end := scanRef(item, i)
		if end < 0 {
			continue
		}
		if k := def.OperandIndex(name); k >= 0 && def.Operands[k].Kind != opdef.Single {
			return true
		}
		for _, a := range def.Attrs {
			if a.Name == name && a.Optional && !a.C.Unit {
				return true
			}
		}
		i = end - 1
	}
	return false
}

var builtinCpp = map[string]bool{"bool": true, "half": true, "float": true, "double": true, "bfloat16_t": true,
	"int8_t": true, "int16_t": true, "int32_t": true, "int64_t": true, "uint8_t": true, "uint16_t": true,
	"uint32_t": true, "uint64_t": true, "void": true}

func isBuiltinCpp(s string) bool { return builtinCpp[s] }

// render writes the header text.
func (h *apiHeader) render() string {
	var b strings.Builder
	b.WriteString("// Declarations of the Ascend C API used by kernels that asc-translate emits, for\n")
	b.WriteString("// syntax checks with a host compiler. Generated by asc-translate --emit-api-header.\n")
	b.WriteString(headerPrelude)
	for _, name := range sortedKeys(h.members) {
		for _, kinds := range sortedSigs(h.members[name]) {
			fmt.Fprintf(&b, "  %s__AscAny %s(...);\n", templateHead(kinds), name)
		}
	}
	b.WriteString("};\n")
	b.WriteString(headerAnyDef)
	h.renderEnums(&b)
	declared := map[string]bool{}
	for _, e := range h.enums {
		declared[strings.TrimSuffix(e.CppQualifier, "::")] = true
	}
	for _, name := range sortedKeys(h.types) {
		if declared[name] {
			continue
		}
		ns, short := splitQualified(name)
		openNS(&b, ns)
		kinds := h.types[name]
		fmt.Fprintf(&b, "%sstruct %s : AscendC::__AscObj {\n  using AscendC::__AscObj::__AscObj;\n  using AscendC::__AscObj::operator=;\n};\n",
			templateHeadNamed(kinds), short)
		closeNS(&b, ns)
	}
	b.WriteString(headerMatmul)
	for _, name := range sortedKeys(h.funcs) {
		if _, isClass := h.types[name]; isClass {
			continue // a constructor call
		}
		ns, short := splitQualified(name)
		openNS(&b, ns)
		for _, kinds := range sortedSigs(h.funcs[name]) {
			fmt.Fprintf(&b, "%sAscendC::__AscAny %s(...);\n", templateHead(kinds), short)
		}
		closeNS(&b, ns)
	}
	return b.String()
}

// renderEnums declares the enums in the namespaces their C++ qualifiers name; an enum
// spelled without qualifier (the pipes) is a plain enum at global scope.
func (h *apiHeader) renderEnums(b *strings.Builder) {
	for _, e := range h.enums {
		var cases []string
		seen := map[string]bool{}
		for _, c := range e.Cases {
			if !seen[c.Symbol] {
				seen[c.Symbol] = true
				cases = append(cases, fmt.Sprintf("%s = %d", c.Symbol, c.Value))
			}
		}
		if e.CppQualifier == "" {
			fmt.Fprintf(b, "enum %s_t { %s };\n", strings.ToLower(e.Name), strings.Join(cases, ", "))
			continue
		}
		ns, short := splitQualified(strings.TrimSuffix(e.CppQualifier, "::"))
		openNS(b, ns)
		fmt.Fprintf(b, "enum class %s { %s };\n", short, strings.Join(cases, ", "))
		closeNS(b, ns)
	}
	b.WriteString("namespace AscendC {\nconstexpr GatherMaskMode defaultGatherMaskMode = GatherMaskMode::DEFAULT;\n}\n")
}

func splitQualified(name string) (ns []string, short string) {
	parts := strings.Split(name, "::")
	return parts[:len(parts)-1], parts[len(parts)-1]
}

func openNS(b *strings.Builder, ns []string) {
	for _, n := range ns {
		fmt.Fprintf(b, "namespace %s { ", n)
	}
}

func closeNS(b *strings.Builder, ns []string) {
	if len(ns) > 0 {
		b.WriteString(strings.Repeat("}", len(ns)) + "\n")
	}
}

func templateHead(kinds []string) string {
	if len(kinds) == 0 {
		return ""
	}
	ps := make([]string, len(kinds))
	for i, k := range kinds {
		ps[i] = fmt.Sprintf("%s A%d", k, i)
	}
	return "template <" + strings.Join(ps, ", ") + "> "
}

func templateHeadNamed(kinds []string) string {
	if kinds == nil {
		return ""
	}
	return templateHead(kinds)
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func sortedSigs(m map[string][]string) [][]string {
	var out [][]string
	for _, k := range sortedKeys(m) {
		out = append(out, m[k])
	}
	return out
}
