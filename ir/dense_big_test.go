package ir_test

import "testing"

// Integer elements wider than 64 bits keep their exact values through the literal and hex
// forms, splat detection and printing (expected texts are mlir-opt 19's); storing only the
// low 64 bits printed dense<0> for [0, 2^127-1] and dense<[-1, 0]> for [-1, 2^64].
func TestDenseWideIntegers(t *testing.T) {
	for in, want := range map[string]string{
		`dense<[0, 170141183460469231731687303715884105727]> : vector<2xi128>`:                         `dense<[0, 170141183460469231731687303715884105727]> : vector<2xi128>`,
		`dense<[-1, 18446744073709551616]> : tensor<2xi128>`:                                           `dense<[-1, 18446744073709551616]> : tensor<2xi128>`,
		`dense<[18446744073709551616, 18446744073709551616]> : tensor<2xi128>`:                         `dense<18446744073709551616> : tensor<2xi128>`,
		`dense<[18446744073709551616, 0]> : tensor<2xi65>`:                                             `dense<[-18446744073709551616, 0]> : tensor<2xi65>`,
		`dense<[1267650600228229401496703205375, 7]> : tensor<2xui100>`:                                `dense<[1267650600228229401496703205375, 7]> : tensor<2xui100>`,
		`dense<"0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF7F0100000000000000FFFFFFFFFFFFFFFF"> : vector<2xi128>`: `dense<[170141183460469231731687303715884105727, -18446744073709551615]> : vector<2xi128>`,
		`dense<"0x00000000000000000100000000000000"> : vector<3xi128>`:                                 `dense<18446744073709551616> : vector<3xi128>`,
	} {
		got, err := printAttrOf(t, in)
		if err != nil || got != want {
			t.Errorf("%s: got %q, %v; want %q", in, got, err, want)
		}
	}
}
