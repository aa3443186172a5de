package examples

import "testing"

// DataCopyPad (DataCopyParams + DataCopyPadParams, padding value 7) with byte gaps in GM
// and a block gap in UB, a UB -> UB DataCopy packing the rows, DataCopyPad out with a GM
// row gap; 6 cores over 45 rows (8 each, 5 on the last). y shows the padded rows (×2),
// z the 20 data columns of each row in a wider matrix. Exact.
func TestPyk2PadRows(t *testing.T) {
	pyk2Run(t, "pyk2_pad_rows", "pad_rows", 6, `
R = 45
r = np.random.default_rng(21)
x = r.integers(-100, 100, (R, 33)).astype(np.float16)
inp('x', x)
y = np.full((R, 32), 14, np.float16); y[:, :20] = x[:, :20] * 2
want('y', y.reshape(-1), 0, 0)
z = np.zeros((R, 23), np.float16); z[:, :20] = x[:, :20] * 2
want('z', z.reshape(-1), 0, 0)
`, "in:x.npy", "out:y.npy:f16:1440", "out:z.npy:f16:1035", "45", "8")
}
