package npy

import (
	"bytes"
	"strings"
	"testing"
)

// TestHeaderDict: the header is read as NumPy reads it (answers checked with NumPy 1.26's
// np.load): keys in any order and either quote, a scalar's (), the three keys exactly
// once, a bool fortran_order, a tuple shape. A key inside a record descr is not a key.
func TestHeaderDict(t *testing.T) {
	for _, c := range []struct {
		h, err string
		shape  int // dimensions when accepted
	}{
		{"{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }", "", 1},
		{"{'shape': (4,), 'fortran_order': False, 'descr': '<f4'}", "", 1},
		{`{"descr": "<f4", "fortran_order": False, "shape": (2, 2)}`, "", 2},
		{"{'descr': '<f4', 'fortran_order': False, 'shape': ()}", "", 0},
		{"{'descr': '<f4', 'fortran_order': False, 'shape': (4L,), }", "", 1},
		{"{'descr': [('shape', '<f4'), ('descr', '<i4')], 'fortran_order': False, 'shape': (2,)}", "", 1},
		// NumPy reads '<f8' here (the last value); the first would misread the data.
		{"{'descr': '<f4', 'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", `header key "descr" given twice`, 0},
		// 1 is truthy: NumPy refuses it, and False would misorder a 2-D array.
		{"{'descr': '<f4', 'fortran_order': 1, 'shape': (2,2), }", "fortran_order 1 is not a bool", 0},
		{"{'descr': '<f4', 'fortran_order': False, 'shape': (4,), 'extra': 1}", `header key "extra" is not one of`, 0},
		{"{'descr': '<f4', 'shape': (4,)}", "header without a fortran_order", 0},
		{"{'descr': '<f4', 'fortran_order': False, 'shape': (4)}", "a one-element tuple needs its comma", 0},
		{"{'descr': '<f4', 'fortran_order': False, 'shape': (4,),, }", `header key "," is not a string`, 0},
		{"{'descr': '<f4', 'fortran_order': False, 'shape': (,)}", "bad dimension", 0},
		{"{'descr': '<f4', 'fortran_order': False}", "header without a shape", 0},
		{"'descr': '<f4'", "not a dict literal", 0},
		{"{'descr' '<f4'}", "is not a string", 0},
	} {
		h := c.h + strings.Repeat(" ", 118-len(c.h)) + "\n"
		src := append([]byte("\x93NUMPY\x01\x00"), byte(len(h)), 0)
		src = append(append(src, h...), make([]byte, 64)...)
		a, err := Read(bytes.NewReader(src), 0)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.h, err)
		case c.err == "" && len(a.Shape) != c.shape+btoi(a.Fields != nil):
			t.Errorf("%s: shape %v", c.h, a.Shape)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: got %v, want %q", c.h, err, c.err)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
