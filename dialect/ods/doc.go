// Package ods holds OpBase.td, the op-definition vocabulary (operand, attribute and type
// constraints, traits, the AscendEmission hints) that every dialect .td file of the
// repository includes and tablegen/gogen understands. It has no Go code of its own; its
// tests check the ascendc and emitasc definitions against the op catalogues of the spec.
package ods
