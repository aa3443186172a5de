class Common<string v> { string val = v; }
def FromInclude : Common<"inc">;
