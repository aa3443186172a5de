// TransDataTo5HD in its two address forms, per core (3 cores):
//   oa (f16): the uint64 address list (GetPhyAddr of 32 views): source blocks = the 16 rows of
//     a [32, 16] matrix (srcRepStride 16 for the second repeat's rows 16..31), destination
//     block j at 64·j bytes (dstRepStride 1 for the second repeat): oa = a transposed, [16, 32]
//   ob (int16): the address-tensor form (two UB tensors of 16 uint64 addresses written by
//     SetValue), 2 repeats with both repeat strides 16: ob = [b[0:16]ᵀ, b[16:32]ᵀ]
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @trans5hd(%a: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %b: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oa: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ob: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k2 = arith.constant 2 : i32
    %k3 = arith.constant 3 : i32
    %k4 = arith.constant 4 : i32
    %k5 = arith.constant 5 : i32
    %k6 = arith.constant 6 : i32
    %k7 = arith.constant 7 : i32
    %k8 = arith.constant 8 : i32
    %k9 = arith.constant 9 : i32
    %k10 = arith.constant 10 : i32
    %k11 = arith.constant 11 : i32
    %k12 = arith.constant 12 : i32
    %k13 = arith.constant 13 : i32
    %k14 = arith.constant 14 : i32
    %k15 = arith.constant 15 : i32
    %k16 = arith.constant 16 : i32
    %k32 = arith.constant 32 : i32
    %k48 = arith.constant 48 : i32
    %k64 = arith.constant 64 : i32
    %k80 = arith.constant 80 : i32
    %k96 = arith.constant 96 : i32
    %k112 = arith.constant 112 : i32
    %k128 = arith.constant 128 : i32
    %k144 = arith.constant 144 : i32
    %k160 = arith.constant 160 : i32
    %k176 = arith.constant 176 : i32
    %k192 = arith.constant 192 : i32
    %k208 = arith.constant 208 : i32
    %k224 = arith.constant 224 : i32
    %k240 = arith.constant 240 : i32
    %k256 = arith.constant 256 : i32
    %k288 = arith.constant 288 : i32
    %k320 = arith.constant 320 : i32
    %k352 = arith.constant 352 : i32
    %k384 = arith.constant 384 : i32
    %k416 = arith.constant 416 : i32
    %k448 = arith.constant 448 : i32
    %k480 = arith.constant 480 : i32
    %k512 = arith.constant 512 : i32
    %k1024 = arith.constant 1024 : i32
    %k2048 = arith.constant 2048 : i32
    %false = arith.constant false
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %ga = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %goa = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %goa, %oa : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gob = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gob, %ob : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k2048 : !ascendc.tbuf<vecin>, i32
    %ta = ascendc.tbuf.get_with_offset %bin, %k512, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xf16>
    %tb = ascendc.tbuf.get_with_offset %bin, %k512, %k1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xi16>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k2048 : !ascendc.tbuf<vecout>, i32
    %toa = ascendc.tbuf.get_with_offset %bout, %k512, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xf16>
    %tob = ascendc.tbuf.get_with_offset %bout, %k512, %k1024 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xi16>
    %bcalc = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bcalc, %k256 : !ascendc.tbuf<veccalc>, i32
    %tsl = ascendc.tbuf.get_with_offset %bcalc, %k16, %k0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<16xui64>
    %tdl = ascendc.tbuf.get_with_offset %bcalc, %k16, %k128 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<16xui64>
    %off_a = arith.muli %idx, %k512 : i32
    %gai = ascendc.global_tensor.subindex %ga[%off_a] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %ta, %gai, %k512 : !ascendc.local_tensor<512xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_b = arith.muli %idx, %k512 : i32
    %gbi = ascendc.global_tensor.subindex %gb[%off_b] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %tb, %gbi, %k512 : !ascendc.local_tensor<512xi16>, !ascendc.global_tensor<?xi16>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32
    %va0 = ascendc.local_tensor.subindex %ta[%k0] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa0 = ascendc.local_tensor.get_phy_addr %va0 : !ascendc.local_tensor<512xf16>, ui64
    %vd0 = ascendc.local_tensor.subindex %toa[%k0] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da0 = ascendc.local_tensor.get_phy_addr %vd0 : !ascendc.local_tensor<512xf16>, ui64
    %va1 = ascendc.local_tensor.subindex %ta[%k16] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa1 = ascendc.local_tensor.get_phy_addr %va1 : !ascendc.local_tensor<512xf16>, ui64
    %vd1 = ascendc.local_tensor.subindex %toa[%k32] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da1 = ascendc.local_tensor.get_phy_addr %vd1 : !ascendc.local_tensor<512xf16>, ui64
    %va2 = ascendc.local_tensor.subindex %ta[%k32] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa2 = ascendc.local_tensor.get_phy_addr %va2 : !ascendc.local_tensor<512xf16>, ui64
    %vd2 = ascendc.local_tensor.subindex %toa[%k64] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da2 = ascendc.local_tensor.get_phy_addr %vd2 : !ascendc.local_tensor<512xf16>, ui64
    %va3 = ascendc.local_tensor.subindex %ta[%k48] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa3 = ascendc.local_tensor.get_phy_addr %va3 : !ascendc.local_tensor<512xf16>, ui64
    %vd3 = ascendc.local_tensor.subindex %toa[%k96] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da3 = ascendc.local_tensor.get_phy_addr %vd3 : !ascendc.local_tensor<512xf16>, ui64
    %va4 = ascendc.local_tensor.subindex %ta[%k64] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa4 = ascendc.local_tensor.get_phy_addr %va4 : !ascendc.local_tensor<512xf16>, ui64
    %vd4 = ascendc.local_tensor.subindex %toa[%k128] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da4 = ascendc.local_tensor.get_phy_addr %vd4 : !ascendc.local_tensor<512xf16>, ui64
    %va5 = ascendc.local_tensor.subindex %ta[%k80] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa5 = ascendc.local_tensor.get_phy_addr %va5 : !ascendc.local_tensor<512xf16>, ui64
    %vd5 = ascendc.local_tensor.subindex %toa[%k160] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da5 = ascendc.local_tensor.get_phy_addr %vd5 : !ascendc.local_tensor<512xf16>, ui64
    %va6 = ascendc.local_tensor.subindex %ta[%k96] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa6 = ascendc.local_tensor.get_phy_addr %va6 : !ascendc.local_tensor<512xf16>, ui64
    %vd6 = ascendc.local_tensor.subindex %toa[%k192] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da6 = ascendc.local_tensor.get_phy_addr %vd6 : !ascendc.local_tensor<512xf16>, ui64
    %va7 = ascendc.local_tensor.subindex %ta[%k112] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa7 = ascendc.local_tensor.get_phy_addr %va7 : !ascendc.local_tensor<512xf16>, ui64
    %vd7 = ascendc.local_tensor.subindex %toa[%k224] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da7 = ascendc.local_tensor.get_phy_addr %vd7 : !ascendc.local_tensor<512xf16>, ui64
    %va8 = ascendc.local_tensor.subindex %ta[%k128] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa8 = ascendc.local_tensor.get_phy_addr %va8 : !ascendc.local_tensor<512xf16>, ui64
    %vd8 = ascendc.local_tensor.subindex %toa[%k256] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da8 = ascendc.local_tensor.get_phy_addr %vd8 : !ascendc.local_tensor<512xf16>, ui64
    %va9 = ascendc.local_tensor.subindex %ta[%k144] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa9 = ascendc.local_tensor.get_phy_addr %va9 : !ascendc.local_tensor<512xf16>, ui64
    %vd9 = ascendc.local_tensor.subindex %toa[%k288] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da9 = ascendc.local_tensor.get_phy_addr %vd9 : !ascendc.local_tensor<512xf16>, ui64
    %va10 = ascendc.local_tensor.subindex %ta[%k160] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa10 = ascendc.local_tensor.get_phy_addr %va10 : !ascendc.local_tensor<512xf16>, ui64
    %vd10 = ascendc.local_tensor.subindex %toa[%k320] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da10 = ascendc.local_tensor.get_phy_addr %vd10 : !ascendc.local_tensor<512xf16>, ui64
    %va11 = ascendc.local_tensor.subindex %ta[%k176] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa11 = ascendc.local_tensor.get_phy_addr %va11 : !ascendc.local_tensor<512xf16>, ui64
    %vd11 = ascendc.local_tensor.subindex %toa[%k352] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da11 = ascendc.local_tensor.get_phy_addr %vd11 : !ascendc.local_tensor<512xf16>, ui64
    %va12 = ascendc.local_tensor.subindex %ta[%k192] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa12 = ascendc.local_tensor.get_phy_addr %va12 : !ascendc.local_tensor<512xf16>, ui64
    %vd12 = ascendc.local_tensor.subindex %toa[%k384] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da12 = ascendc.local_tensor.get_phy_addr %vd12 : !ascendc.local_tensor<512xf16>, ui64
    %va13 = ascendc.local_tensor.subindex %ta[%k208] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa13 = ascendc.local_tensor.get_phy_addr %va13 : !ascendc.local_tensor<512xf16>, ui64
    %vd13 = ascendc.local_tensor.subindex %toa[%k416] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da13 = ascendc.local_tensor.get_phy_addr %vd13 : !ascendc.local_tensor<512xf16>, ui64
    %va14 = ascendc.local_tensor.subindex %ta[%k224] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa14 = ascendc.local_tensor.get_phy_addr %va14 : !ascendc.local_tensor<512xf16>, ui64
    %vd14 = ascendc.local_tensor.subindex %toa[%k448] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da14 = ascendc.local_tensor.get_phy_addr %vd14 : !ascendc.local_tensor<512xf16>, ui64
    %va15 = ascendc.local_tensor.subindex %ta[%k240] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %sa15 = ascendc.local_tensor.get_phy_addr %va15 : !ascendc.local_tensor<512xf16>, ui64
    %vd15 = ascendc.local_tensor.subindex %toa[%k480] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %da15 = ascendc.local_tensor.get_phy_addr %vd15 : !ascendc.local_tensor<512xf16>, ui64
    %tp = ascendc.construct !ascendc.trans_data_to_5hd_params(%false, %false, %k2, %k1, %k16) [i1, i1, ui8, ui16, ui16] : i1, i1, i32, i32, i32
    ascendc.trans_data_to_5hd_uint_list %da0, %da1, %da2, %da3, %da4, %da5, %da6, %da7, %da8, %da9, %da10, %da11, %da12, %da13, %da14, %da15, %sa0, %sa1, %sa2, %sa3, %sa4, %sa5, %sa6, %sa7, %sa8, %sa9, %sa10, %sa11, %sa12, %sa13, %sa14, %sa15, %tp {operandSegmentSizes = array<i32: 16, 16, 1>} : ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, !ascendc.trans_data_to_5hd_params
    ascendc.set_flag v_s, %k0 : i32
    ascendc.wait_flag v_s, %k0 : i32
    %vb0 = ascendc.local_tensor.subindex %tb[%k0] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb0 = ascendc.local_tensor.get_phy_addr %vb0 : !ascendc.local_tensor<512xi16>, ui64
    %ve0 = ascendc.local_tensor.subindex %tob[%k0] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db0 = ascendc.local_tensor.get_phy_addr %ve0 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k0, %sb0 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k0, %db0 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb1 = ascendc.local_tensor.subindex %tb[%k16] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb1 = ascendc.local_tensor.get_phy_addr %vb1 : !ascendc.local_tensor<512xi16>, ui64
    %ve1 = ascendc.local_tensor.subindex %tob[%k16] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db1 = ascendc.local_tensor.get_phy_addr %ve1 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k1, %sb1 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k1, %db1 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb2 = ascendc.local_tensor.subindex %tb[%k32] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb2 = ascendc.local_tensor.get_phy_addr %vb2 : !ascendc.local_tensor<512xi16>, ui64
    %ve2 = ascendc.local_tensor.subindex %tob[%k32] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db2 = ascendc.local_tensor.get_phy_addr %ve2 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k2, %sb2 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k2, %db2 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb3 = ascendc.local_tensor.subindex %tb[%k48] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb3 = ascendc.local_tensor.get_phy_addr %vb3 : !ascendc.local_tensor<512xi16>, ui64
    %ve3 = ascendc.local_tensor.subindex %tob[%k48] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db3 = ascendc.local_tensor.get_phy_addr %ve3 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k3, %sb3 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k3, %db3 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb4 = ascendc.local_tensor.subindex %tb[%k64] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb4 = ascendc.local_tensor.get_phy_addr %vb4 : !ascendc.local_tensor<512xi16>, ui64
    %ve4 = ascendc.local_tensor.subindex %tob[%k64] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db4 = ascendc.local_tensor.get_phy_addr %ve4 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k4, %sb4 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k4, %db4 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb5 = ascendc.local_tensor.subindex %tb[%k80] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb5 = ascendc.local_tensor.get_phy_addr %vb5 : !ascendc.local_tensor<512xi16>, ui64
    %ve5 = ascendc.local_tensor.subindex %tob[%k80] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db5 = ascendc.local_tensor.get_phy_addr %ve5 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k5, %sb5 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k5, %db5 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb6 = ascendc.local_tensor.subindex %tb[%k96] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb6 = ascendc.local_tensor.get_phy_addr %vb6 : !ascendc.local_tensor<512xi16>, ui64
    %ve6 = ascendc.local_tensor.subindex %tob[%k96] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db6 = ascendc.local_tensor.get_phy_addr %ve6 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k6, %sb6 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k6, %db6 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb7 = ascendc.local_tensor.subindex %tb[%k112] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb7 = ascendc.local_tensor.get_phy_addr %vb7 : !ascendc.local_tensor<512xi16>, ui64
    %ve7 = ascendc.local_tensor.subindex %tob[%k112] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db7 = ascendc.local_tensor.get_phy_addr %ve7 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k7, %sb7 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k7, %db7 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb8 = ascendc.local_tensor.subindex %tb[%k128] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb8 = ascendc.local_tensor.get_phy_addr %vb8 : !ascendc.local_tensor<512xi16>, ui64
    %ve8 = ascendc.local_tensor.subindex %tob[%k128] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db8 = ascendc.local_tensor.get_phy_addr %ve8 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k8, %sb8 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k8, %db8 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb9 = ascendc.local_tensor.subindex %tb[%k144] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb9 = ascendc.local_tensor.get_phy_addr %vb9 : !ascendc.local_tensor<512xi16>, ui64
    %ve9 = ascendc.local_tensor.subindex %tob[%k144] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db9 = ascendc.local_tensor.get_phy_addr %ve9 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k9, %sb9 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k9, %db9 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb10 = ascendc.local_tensor.subindex %tb[%k160] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb10 = ascendc.local_tensor.get_phy_addr %vb10 : !ascendc.local_tensor<512xi16>, ui64
    %ve10 = ascendc.local_tensor.subindex %tob[%k160] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db10 = ascendc.local_tensor.get_phy_addr %ve10 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k10, %sb10 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k10, %db10 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb11 = ascendc.local_tensor.subindex %tb[%k176] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb11 = ascendc.local_tensor.get_phy_addr %vb11 : !ascendc.local_tensor<512xi16>, ui64
    %ve11 = ascendc.local_tensor.subindex %tob[%k176] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db11 = ascendc.local_tensor.get_phy_addr %ve11 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k11, %sb11 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k11, %db11 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb12 = ascendc.local_tensor.subindex %tb[%k192] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb12 = ascendc.local_tensor.get_phy_addr %vb12 : !ascendc.local_tensor<512xi16>, ui64
    %ve12 = ascendc.local_tensor.subindex %tob[%k192] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db12 = ascendc.local_tensor.get_phy_addr %ve12 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k12, %sb12 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k12, %db12 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb13 = ascendc.local_tensor.subindex %tb[%k208] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb13 = ascendc.local_tensor.get_phy_addr %vb13 : !ascendc.local_tensor<512xi16>, ui64
    %ve13 = ascendc.local_tensor.subindex %tob[%k208] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db13 = ascendc.local_tensor.get_phy_addr %ve13 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k13, %sb13 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k13, %db13 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb14 = ascendc.local_tensor.subindex %tb[%k224] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb14 = ascendc.local_tensor.get_phy_addr %vb14 : !ascendc.local_tensor<512xi16>, ui64
    %ve14 = ascendc.local_tensor.subindex %tob[%k224] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db14 = ascendc.local_tensor.get_phy_addr %ve14 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k14, %sb14 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k14, %db14 : !ascendc.local_tensor<16xui64>, i32, ui64
    %vb15 = ascendc.local_tensor.subindex %tb[%k240] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %sb15 = ascendc.local_tensor.get_phy_addr %vb15 : !ascendc.local_tensor<512xi16>, ui64
    %ve15 = ascendc.local_tensor.subindex %tob[%k240] : !ascendc.local_tensor<512xi16>, i32, !ascendc.local_tensor<512xi16>
    %db15 = ascendc.local_tensor.get_phy_addr %ve15 : !ascendc.local_tensor<512xi16>, ui64
    ascendc.local_tensor.set_value %tsl, %k15, %sb15 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.local_tensor.set_value %tdl, %k15, %db15 : !ascendc.local_tensor<16xui64>, i32, ui64
    ascendc.set_flag s_v, %k0 : i32
    ascendc.wait_flag s_v, %k0 : i32
    %tq = ascendc.construct !ascendc.trans_data_to_5hd_params(%false, %false, %k2, %k16, %k16) [i1, i1, ui8, ui16, ui16] : i1, i1, i32, i32, i32
    ascendc.trans_data_to_5hd %tdl, %tsl, %tq : !ascendc.local_tensor<16xui64>, !ascendc.local_tensor<16xui64>, !ascendc.trans_data_to_5hd_params
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %off_oa = arith.muli %idx, %k512 : i32
    %goai = ascendc.global_tensor.subindex %goa[%off_oa] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %goai, %toa, %k512 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<512xf16>, i32
    %off_ob = arith.muli %idx, %k512 : i32
    %gobi = ascendc.global_tensor.subindex %gob[%off_ob] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %gobi, %tob, %k512 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<512xi16>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
