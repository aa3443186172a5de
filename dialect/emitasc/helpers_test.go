package emitasc_test

import (
	"bytes"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

func parseAndPrint(ctx *ir.Context, src string) (string, error) {
	m, err := ir.ParseSource(ctx, "test", []byte(src), ir.ParseOptions{})
	if err != nil {
		return "", err
	}
	if err := ir.Verify(m); err != nil {
		return "", err
	}
	var buf bytes.Buffer
	err = ir.NewPrinter(&buf, ir.PrintOptions{}).PrintOp(m)
	return buf.String(), err
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
