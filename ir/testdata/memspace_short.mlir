// A dialect attribute shorter than ten characters as a memref memory space.
func.func private @short_space(memref<4xf32, #foo.bar>)
