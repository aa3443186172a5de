//===- AscendCAttrs.td - ascendc attributes (non-enum) --------------------===//
//
// Dialect attributes with their own syntax `#ascendc.<mnemonic><...>`.
// `struct(params)` prints `name = value` pairs of all parameters.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_ATTRS_TD
#define ASCENDC_ATTRS_TD

include "ascendc/AscendCDialect.td"

// An API call description (group, name, input/output pipes, arguments).
def AscendC_APIAttr : AscendC_Attr<"api"> {
  let parameters = (ins StringAttr:$group, StringAttr:$name, StringAttr:$pipe_in,
                       StringAttr:$pipe_out, ArrayAttr:$args);
  let assemblyFormat = "`<` struct(params) `>`";
}

// The MatmulConfig structure of a matmul object (see !ascendc.matmul).
def AscendC_MatmulConfigAttr : AscendC_Attr<"matmul_config"> {
  let parameters = (ins BoolAttr:$do_norm, BoolAttr:$do_basic_block,
                       BoolAttr:$do_multi_data_load, IntegerAttr:$basic_m, IntegerAttr:$basic_n,
                       IntegerAttr:$basic_k, BoolAttr:$intrinsics_check, BoolAttr:$is_n_batch,
                       BoolAttr:$en_vec_nd2nz, BoolAttr:$do_special_basic_block,
                       IntegerAttr:$do_mte2_preload, IntegerAttr:$single_core_m,
                       IntegerAttr:$single_core_n, IntegerAttr:$single_core_k,
                       IntegerAttr:$step_m, IntegerAttr:$step_n, IntegerAttr:$base_mn,
                       IntegerAttr:$single_core_mn, BoolAttr:$en_unit_flag,
                       BoolAttr:$is_per_tensor, BoolAttr:$has_anti_quant_offset,
                       BoolAttr:$do_ib_share_norm, BoolAttr:$do_special_mdl,
                       BoolAttr:$enable_init, IntegerAttr:$batch_mode, BoolAttr:$enable_end,
                       BoolAttr:$enable_get_tensor_c, BoolAttr:$enable_set_org_shape,
                       BoolAttr:$enable_set_bias, BoolAttr:$enable_set_tail,
                       BoolAttr:$enable_quant_vector, BoolAttr:$enable_set_define_data,
                       IntegerAttr:$iterate_mode, BoolAttr:$enable_reuse,
                       BoolAttr:$enable_ub_reuse, BoolAttr:$enable_l1_cache_ub,
                       BoolAttr:$intra_block_part_sum, IntegerAttr:$iterate_order,
                       IntegerAttr:$schedule_type, BoolAttr:$enable_double_cache,
                       BoolAttr:$is_bias_batch, BoolAttr:$enable_static_pad_zeros,
                       BoolAttr:$is_partial_output, BoolAttr:$enable_mix_dual_master,
                       BoolAttr:$is_a2b2_shared, BoolAttr:$is_enable_channel_split,
                       BoolAttr:$enable_kdim_reorder_load, BoolAttr:$is_co1_shared,
                       IntegerAttr:$shared_co1_buffer_size, IntegerAttr:$batch_out_mode);
  let assemblyFormat = "`<` struct(params) `>`";
}

def AscendC_SampleAttr : AscendC_Attr<"sample"> {
  let parameters = (ins IntegerAttr:$number);
  let assemblyFormat = "`<` $number `>`";
}

#endif // ASCENDC_ATTRS_TD
