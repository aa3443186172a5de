package emitasc

// The dialect's Go code and reference documentation are generated from EmitAsc.td (see
// dialect/ods/OpBase.td for the vocabulary).

//go:generate go run ../../cmd/asc-tblgen --gen-go-enums --dialect emitasc -I ../ods -I .. EmitAsc.td -o enums_gen.go
//go:generate go run ../../cmd/asc-tblgen --gen-go-types --dialect emitasc -I ../ods -I .. EmitAsc.td -o types_gen.go
//go:generate go run ../../cmd/asc-tblgen --gen-go-attrs --dialect emitasc -I ../ods -I .. EmitAsc.td -o attrs_gen.go
//go:generate go run ../../cmd/asc-tblgen --gen-go-ops --dialect emitasc -I ../ods -I .. EmitAsc.td -o ops_gen.go
//go:generate go run ../../cmd/asc-tblgen --gen-op-doc --dialect emitasc -I ../ods -I .. EmitAsc.td -o ../../docs/dialects/emitasc.md
