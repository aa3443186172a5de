// Errors reported "at the next token" when the input ends right after the attribute:
// MLIR's end-of-file token sits on the buffer's last character.
%0 = arith.constant dense<1> : tensor<2xf32>
// -----
%0 = arith.constant dense<true> : tensor<2xf32>
// -----
%0 = arith.constant dense<[1, 2]> : tensor<2xcomplex<f32>>
// -----
%0 = arith.constant dense<1> : tensor<?xf32>
// -----
%0 = arith.constant sparse<[[0]], [1]> : tensor<*xf32>
// -----
memref.global @g : memref<2xf32> = dense<1>
// -----
memref.global @g : memref<2xf32> = dense<1>   
// -----
memref.global @g : memref<2xf32> = dense<1> {alignment = 4}
