package asctile

// The dialect's Go code and reference documentation are generated from AscTile.td (see
// dialect/ods/OpBase.td for the vocabulary).

//go:generate go run ../../cmd/asc-tblgen --gen-go-enums --dialect asctile -I ../ods -I .. AscTile.td -o enums_gen.go
//go:generate go run ../../cmd/asc-tblgen --gen-go-types --dialect asctile -I ../ods -I .. AscTile.td -o types_gen.go
//go:generate go run ../../cmd/asc-tblgen --gen-go-attrs --dialect asctile -I ../ods -I .. AscTile.td -o attrs_gen.go
//go:generate go run ../../cmd/asc-tblgen --gen-go-ops --dialect asctile -I ../ods -I .. AscTile.td -o ops_gen.go
//go:generate go run ../../cmd/asc-tblgen --gen-op-doc --dialect asctile -I ../ods -I .. AscTile.td -o ../../docs/dialects/asctile.md
