package optdriver

import (
	"bytes"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/bytecode"
)

// verifyRoundtrip is mlir-opt's --verify-roundtrip: mod printed in generic form with
// locations must read back (as text, and written as bytecode) to IR that prints the
// same. A difference is a bug of the printer, the parser or the bytecode, reported on
// the op with both texts.
func verifyRoundtrip(ctx *ir.Context, mod *ir.Operation) error {
	opts := ir.PrintOptions{Generic: true, DebugInfo: true}
	print := func(op *ir.Operation) (string, error) {
		p := ir.NewPrinter(nil, opts)
		if err := p.PrintOp(op); err != nil {
			return "", err
		}
		return p.String(), nil
	}
	reference, err := print(mod)
	if err != nil {
		return err
	}
	var bc bytes.Buffer
	if err := bytecode.Write(&bc, mod, bytecode.WriteOptions{}); err != nil {
		return ir.OpError(mod, "roundTrip testing cannot write bytecode: %v", err)
	}
	for _, form := range []struct {
		name string
		src  []byte
	}{{"text", []byte(reference)}, {"bytecode", bc.Bytes()}} {
		back, err := ir.ParseSource(ctx, "roundtrip", form.src, ir.ParseOptions{NoImplicitModule: true})
		if err != nil {
			return ir.OpError(mod, "roundTrip testing cannot read back the %s form: %v", form.name, err)
		}
		again, err := print(back)
		if err != nil {
			return err
		}
		if again != reference {
			return ir.OpError(mod, "roundTrip testing roundtripped module (%s) differs from reference:\n<<<<<<Reference\n%s\n=====\n%s\n>>>>>roundtripped", form.name, reference, again)
		}
	}
	return nil
}
