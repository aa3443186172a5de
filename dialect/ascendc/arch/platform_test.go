package arch

import "testing"

func TestPlatformArch(t *testing.T) {
	for name, want := range map[string]CompilationArch{
		"Ascend910B1": C220, "Ascend910B4": C220, "Ascend910_9362": C220, "Ascend910_9391": C220,
		"Ascend910_9599": C310, "Ascend950PR_9599": C310, "Ascend950PR_958b": C310,
	} {
		got, err := PlatformArch(name)
		if err != nil || got != want {
			t.Errorf("PlatformArch(%q) = %q, %v; want %q", name, got, err, want)
		}
	}
	for _, bad := range []string{"", "ascend910b", "Ascend310P3", "Ascend950DT_9591", "ascend910B1"} {
		if _, err := PlatformArch(bad); err == nil {
			t.Errorf("PlatformArch(%q) accepted", bad)
		}
	}
}

func TestLookupSoC(t *testing.T) {
	for name, want := range map[string]string{
		"ascend910b": "ascend910b", "ascend950": "ascend950", "Ascend910B1": "ascend910b",
		"Ascend910_9382": "ascend910b", "Ascend950PR_9599": "ascend950", "Ascend910_9591": "ascend950",
	} {
		s, err := LookupSoC(name)
		if err != nil || s.Name != want {
			t.Errorf("LookupSoC(%q) = %v, %v; want %s", name, s, err, want)
		}
	}
	if _, err := LookupSoC("Ascend310P3"); err == nil {
		t.Error("LookupSoC accepted Ascend310P3")
	}
}
