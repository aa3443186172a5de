//===- AscTile.td - the whole asctile dialect -----------------------------===//
//
// Root file of the asctile dialect (include paths dialect/ods and dialect).
//
//===----------------------------------------------------------------------===//

#ifndef ASCTILE_TD
#define ASCTILE_TD

include "asctile/AscTileBase.td"
include "asctile/AscTileOps.td"

#endif // ASCTILE_TD
