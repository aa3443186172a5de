include "inc/common.td"
def UsesInc : Common<"x">;
