// A dialect attribute shorter than ten characters as a memref memory space (a loaded
// dialect's: mlir-opt refuses an unregistered dialect's attribute there).
func.func private @short_space(memref<4xf32, #ub.poison>)
