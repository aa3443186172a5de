package arch

import "testing"

// Every name LookupSoC takes has a part on the same chip model, with the clock §1 gives.
func TestLookupPart(t *testing.T) {
	for name, ghz := range map[string]float64{"ascend910b": 1.8, "Ascend910B1": 1.8, "Ascend910B2": 1.8,
		"Ascend910B3": 1.8, "Ascend910B4": 1.5, "Ascend910_9362": 1.65, "ascend950": 1.65,
		"Ascend950PR_9599": 1.65, "Ascend910_9599": 1.65} {
		p, err := LookupPart(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		s, err := LookupSoC(name)
		if err != nil || s.Name != p.Model || p.ClockGHz != ghz {
			t.Errorf("%s: part %s (model %s, %g GHz), SoC %v", name, p.Name, p.Model, p.ClockGHz, s)
		}
	}
	if p := Parts["Ascend910B4"]; p.AIC != 20 || p.AIV != 40 {
		t.Errorf("910B4 cores %d/%d", p.AIC, p.AIV)
	}
	if _, err := LookupPart("Ascend310P1"); err == nil {
		t.Error("Ascend310P1 has no part")
	}
}
