// FLAGS: --allow-unregistered-dialect
// Float attribute printing: shortest round-trip decimals, exponents, subnormals, NaN
// payloads and infinities (hex), for each float type.

"x.f"() {v = 1.0e-5 : f32, d = dense<1.0e-5> : tensor<2xf32>, l = dense<[1.0e-5, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 1.0e+20 : f32, d = dense<1.0e+20> : tensor<2xf32>, l = dense<[1.0e+20, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 0.1 : f32, d = dense<0.1> : tensor<2xf32>, l = dense<[0.1, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 1.4e-45 : f32, d = dense<1.4e-45> : tensor<2xf32>, l = dense<[1.4e-45, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 3.4028235e38 : f32, d = dense<3.4028235e38> : tensor<2xf32>, l = dense<[3.4028235e38, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 0x7FC00001 : f32, d = dense<0x7FC00001> : tensor<2xf32>, l = dense<[0x7FC00001, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 0xFFC00000 : f32, d = dense<0xFFC00000> : tensor<2xf32>, l = dense<[0xFFC00000, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 0xFF800000 : f32, d = dense<0xFF800000> : tensor<2xf32>, l = dense<[0xFF800000, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 0x00000001 : f32, d = dense<0x00000001> : tensor<2xf32>, l = dense<[0x00000001, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = -1.5e-10 : f32, d = dense<-1.5e-10> : tensor<2xf32>, l = dense<[-1.5e-10, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 100.0 : f32, d = dense<100.0> : tensor<2xf32>, l = dense<[100.0, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 1.0e7 : f32, d = dense<1.0e7> : tensor<2xf32>, l = dense<[1.0e7, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 12345678.0 : f32, d = dense<12345678.0> : tensor<2xf32>, l = dense<[12345678.0, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 0.000123 : f32, d = dense<0.000123> : tensor<2xf32>, l = dense<[0.000123, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 2.0e-38 : f32, d = dense<2.0e-38> : tensor<2xf32>, l = dense<[2.0e-38, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"x.f"() {v = 0.1 : f64, d = dense<0.1> : tensor<2xf64>, l = dense<[0.1, 1.0]> : tensor<2xf64>} : () -> ()

// -----

"x.f"() {v = 1.0e-300 : f64, d = dense<1.0e-300> : tensor<2xf64>, l = dense<[1.0e-300, 1.0]> : tensor<2xf64>} : () -> ()

// -----

"x.f"() {v = 1.7976931348623157e308 : f64, d = dense<1.7976931348623157e308> : tensor<2xf64>, l = dense<[1.7976931348623157e308, 1.0]> : tensor<2xf64>} : () -> ()

// -----

"x.f"() {v = 4.9e-324 : f64, d = dense<4.9e-324> : tensor<2xf64>, l = dense<[4.9e-324, 1.0]> : tensor<2xf64>} : () -> ()

// -----

"x.f"() {v = 0x7FF0000000000001 : f64, d = dense<0x7FF0000000000001> : tensor<2xf64>, l = dense<[0x7FF0000000000001, 1.0]> : tensor<2xf64>} : () -> ()

// -----

"x.f"() {v = 0xFFF8000000000000 : f64, d = dense<0xFFF8000000000000> : tensor<2xf64>, l = dense<[0xFFF8000000000000, 1.0]> : tensor<2xf64>} : () -> ()

// -----

"x.f"() {v = 123.456 : f64, d = dense<123.456> : tensor<2xf64>, l = dense<[123.456, 1.0]> : tensor<2xf64>} : () -> ()

// -----

"x.f"() {v = 1.0e16 : f64, d = dense<1.0e16> : tensor<2xf64>, l = dense<[1.0e16, 1.0]> : tensor<2xf64>} : () -> ()

// -----

"x.f"() {v = 1.0e15 : f64, d = dense<1.0e15> : tensor<2xf64>, l = dense<[1.0e15, 1.0]> : tensor<2xf64>} : () -> ()

// -----

"x.f"() {v = -0.0 : f64, d = dense<-0.0> : tensor<2xf64>, l = dense<[-0.0, 1.0]> : tensor<2xf64>} : () -> ()

// -----

"x.f"() {v = 0.1 : f16, d = dense<0.1> : tensor<2xf16>, l = dense<[0.1, 1.0]> : tensor<2xf16>} : () -> ()

// -----

"x.f"() {v = 65504.0 : f16, d = dense<65504.0> : tensor<2xf16>, l = dense<[65504.0, 1.0]> : tensor<2xf16>} : () -> ()

// -----

"x.f"() {v = 6.0e-8 : f16, d = dense<6.0e-8> : tensor<2xf16>, l = dense<[6.0e-8, 1.0]> : tensor<2xf16>} : () -> ()

// -----

"x.f"() {v = 0x7E00 : f16, d = dense<0x7E00> : tensor<2xf16>, l = dense<[0x7E00, 1.0]> : tensor<2xf16>} : () -> ()

// -----

"x.f"() {v = 0xFC00 : f16, d = dense<0xFC00> : tensor<2xf16>, l = dense<[0xFC00, 1.0]> : tensor<2xf16>} : () -> ()

// -----

"x.f"() {v = 1.0e-4 : f16, d = dense<1.0e-4> : tensor<2xf16>, l = dense<[1.0e-4, 1.0]> : tensor<2xf16>} : () -> ()

// -----

"x.f"() {v = 0.333 : f16, d = dense<0.333> : tensor<2xf16>, l = dense<[0.333, 1.0]> : tensor<2xf16>} : () -> ()

// -----

"x.f"() {v = 0.1 : bf16, d = dense<0.1> : tensor<2xbf16>, l = dense<[0.1, 1.0]> : tensor<2xbf16>} : () -> ()

// -----

"x.f"() {v = 3.0e38 : bf16, d = dense<3.0e38> : tensor<2xbf16>, l = dense<[3.0e38, 1.0]> : tensor<2xbf16>} : () -> ()

// -----

"x.f"() {v = 0x7FC1 : bf16, d = dense<0x7FC1> : tensor<2xbf16>, l = dense<[0x7FC1, 1.0]> : tensor<2xbf16>} : () -> ()

// -----

"x.f"() {v = 1.0e-40 : bf16, d = dense<1.0e-40> : tensor<2xbf16>, l = dense<[1.0e-40, 1.0]> : tensor<2xbf16>} : () -> ()

// -----

"x.f"() {v = 257.0 : bf16, d = dense<257.0> : tensor<2xbf16>, l = dense<[257.0, 1.0]> : tensor<2xbf16>} : () -> ()

// -----

"x.f"() {v = 0.1 : f80, d = dense<0.1> : tensor<2xf80>, l = dense<[0.1, 1.0]> : tensor<2xf80>} : () -> ()

// -----

"x.f"() {v = 1.0e4000 : f80, d = dense<1.0e4000> : tensor<2xf80>, l = dense<[1.0e4000, 1.0]> : tensor<2xf80>} : () -> ()

// -----

"x.f"() {v = -2.5 : f80, d = dense<-2.5> : tensor<2xf80>, l = dense<[-2.5, 1.0]> : tensor<2xf80>} : () -> ()

// -----

"x.f"() {v = 0x7FFFC000000000000000 : f80, d = dense<0x7FFFC000000000000000> : tensor<2xf80>, l = dense<[0x7FFFC000000000000000, 1.0]> : tensor<2xf80>} : () -> ()

// -----

"x.f"() {v = 0.1 : f128, d = dense<0.1> : tensor<2xf128>, l = dense<[0.1, 1.0]> : tensor<2xf128>} : () -> ()

// -----

"x.f"() {v = 1.0e4000 : f128, d = dense<1.0e4000> : tensor<2xf128>, l = dense<[1.0e4000, 1.0]> : tensor<2xf128>} : () -> ()

// -----

"x.f"() {v = 3.14159265358979323846264338327950288 : f128, d = dense<3.14159265358979323846264338327950288> : tensor<2xf128>, l = dense<[3.14159265358979323846264338327950288, 1.0]> : tensor<2xf128>} : () -> ()

// -----

"x.f"() {v = 0.1 : tf32, d = dense<0.1> : tensor<2xtf32>, l = dense<[0.1, 1.0]> : tensor<2xtf32>} : () -> ()

// -----

"x.f"() {v = 3.0e38 : tf32, d = dense<3.0e38> : tensor<2xtf32>, l = dense<[3.0e38, 1.0]> : tensor<2xtf32>} : () -> ()

// -----

"x.f"() {v = 1.0e-5 : tf32, d = dense<1.0e-5> : tensor<2xtf32>, l = dense<[1.0e-5, 1.0]> : tensor<2xtf32>} : () -> ()

// -----

"x.f"() {v = 0.1 : f8E5M2, d = dense<0.1> : tensor<2xf8E5M2>, l = dense<[0.1, 1.0]> : tensor<2xf8E5M2>} : () -> ()

// -----

"x.f"() {v = 57344.0 : f8E5M2, d = dense<57344.0> : tensor<2xf8E5M2>, l = dense<[57344.0, 1.0]> : tensor<2xf8E5M2>} : () -> ()

// -----

"x.f"() {v = 0x7F : f8E5M2, d = dense<0x7F> : tensor<2xf8E5M2>, l = dense<[0x7F, 1.0]> : tensor<2xf8E5M2>} : () -> ()

// -----

"x.f"() {v = 0x7C : f8E5M2, d = dense<0x7C> : tensor<2xf8E5M2>, l = dense<[0x7C, 1.0]> : tensor<2xf8E5M2>} : () -> ()

// -----

"x.f"() {v = 1.0e-5 : f8E5M2, d = dense<1.0e-5> : tensor<2xf8E5M2>, l = dense<[1.0e-5, 1.0]> : tensor<2xf8E5M2>} : () -> ()

// -----

"x.f"() {v = 0.1 : f8E4M3FN, d = dense<0.1> : tensor<2xf8E4M3FN>, l = dense<[0.1, 1.0]> : tensor<2xf8E4M3FN>} : () -> ()

// -----

"x.f"() {v = 448.0 : f8E4M3FN, d = dense<448.0> : tensor<2xf8E4M3FN>, l = dense<[448.0, 1.0]> : tensor<2xf8E4M3FN>} : () -> ()

// -----

"x.f"() {v = 0x7F : f8E4M3FN, d = dense<0x7F> : tensor<2xf8E4M3FN>, l = dense<[0x7F, 1.0]> : tensor<2xf8E4M3FN>} : () -> ()

// -----

"x.f"() {v = 0.0019 : f8E4M3FN, d = dense<0.0019> : tensor<2xf8E4M3FN>, l = dense<[0.0019, 1.0]> : tensor<2xf8E4M3FN>} : () -> ()

// -----

"x.f"() {v = 0.1 : f8E4M3FNUZ, d = dense<0.1> : tensor<2xf8E4M3FNUZ>, l = dense<[0.1, 1.0]> : tensor<2xf8E4M3FNUZ>} : () -> ()

// -----

"x.f"() {v = 240.0 : f8E4M3FNUZ, d = dense<240.0> : tensor<2xf8E4M3FNUZ>, l = dense<[240.0, 1.0]> : tensor<2xf8E4M3FNUZ>} : () -> ()

// -----

"x.f"() {v = 0x80 : f8E4M3FNUZ, d = dense<0x80> : tensor<2xf8E4M3FNUZ>, l = dense<[0x80, 1.0]> : tensor<2xf8E4M3FNUZ>} : () -> ()

// -----

"x.f"() {v = 0.1 : f8E5M2FNUZ, d = dense<0.1> : tensor<2xf8E5M2FNUZ>, l = dense<[0.1, 1.0]> : tensor<2xf8E5M2FNUZ>} : () -> ()

// -----

"x.f"() {v = 0x80 : f8E5M2FNUZ, d = dense<0x80> : tensor<2xf8E5M2FNUZ>, l = dense<[0x80, 1.0]> : tensor<2xf8E5M2FNUZ>} : () -> ()

// -----

"x.f"() {v = 57344.0 : f8E5M2FNUZ, d = dense<57344.0> : tensor<2xf8E5M2FNUZ>, l = dense<[57344.0, 1.0]> : tensor<2xf8E5M2FNUZ>} : () -> ()

// -----

"x.f"() {v = 0.1 : f8E4M3B11FNUZ, d = dense<0.1> : tensor<2xf8E4M3B11FNUZ>, l = dense<[0.1, 1.0]> : tensor<2xf8E4M3B11FNUZ>} : () -> ()

// -----

"x.f"() {v = 30.0 : f8E4M3B11FNUZ, d = dense<30.0> : tensor<2xf8E4M3B11FNUZ>, l = dense<[30.0, 1.0]> : tensor<2xf8E4M3B11FNUZ>} : () -> ()

// -----

"x.f"() {v = 0x80 : f8E4M3B11FNUZ, d = dense<0x80> : tensor<2xf8E4M3B11FNUZ>, l = dense<[0x80, 1.0]> : tensor<2xf8E4M3B11FNUZ>} : () -> ()
