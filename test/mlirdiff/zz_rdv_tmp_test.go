package mlirdiff

import (
	"bytes"
	"fmt"
	"os"
	"testing"
)

func TestZZRandomRDV(t *testing.T) {
	n := 300
	agree, crash, diff := 0, 0, 0
	for k := 0; k < n; k++ {
		p := rcProgram(7, k)
		out, errb, err := execMLIR(p, "--allow-unregistered-dialect", "-remove-dead-values", "-")
		got, gerr := runOurs(p, "--allow-unregistered-dialect", "-remove-dead-values")
		if err != nil {
			if gerr != nil {
				agree++
			} else {
				crash++
			}
			continue
		}
		if gerr == nil && bytes.Equal(out, got) {
			agree++
			continue
		}
		diff++
		if diff <= 3 {
			os.WriteFile(fmt.Sprintf("/tmp/rdv/rand%d.mlir", k), p, 0o644)
			t.Logf("program %d differs (gerr=%v): %s\n%s", k, gerr, diffText(out, got), errb)
		}
	}
	t.Logf("agree %d, mlir-opt fails alone %d, differ %d", agree, crash, diff)
}
