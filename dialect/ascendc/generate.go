package ascendc

// The dialect's Go code and reference documentation are generated from AscendC.td and
// the files it includes (see dialect/ods/OpBase.td for the vocabulary).

//go:generate go run ../../cmd/asc-tblgen --gen-go-enums --dialect ascendc -I ../ods -I .. -I . AscendC.td -o enums_gen.go
//go:generate go run ../../cmd/asc-tblgen --gen-go-types --dialect ascendc -I ../ods -I .. -I . AscendC.td -o types_gen.go
//go:generate go run ../../cmd/asc-tblgen --gen-go-attrs --dialect ascendc -I ../ods -I .. -I . AscendC.td -o attrs_gen.go
//go:generate go run ../../cmd/asc-tblgen --gen-go-ops --dialect ascendc -I ../ods -I .. -I . AscendC.td -o ops_gen.go
//go:generate go run ../../cmd/asc-tblgen --gen-op-doc --dialect ascendc -I ../ods -I .. -I . AscendC.td -o ../../docs/dialects/ascendc.md
