// Found through -I testdata/incdir (see diff_test.go).
include "searched.td"
def S : Searched;
