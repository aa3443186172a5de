class Searched { string where = "incdir"; }
