package tablegen

import "io"

// Backend is a generator selected on the asc-tblgen command line by its
// flag name (--print-records, later --gen-go-ops, ...).
type Backend struct {
	Name string // flag spelling without dashes
	Help string
	Run  func(w io.Writer, rk *RecordKeeper) error
}

// Backends lists every generator; the first is the default. New backends
// are added to this table explicitly (no init-time self-registration).
var Backends = []Backend{
	{Name: "print-records", Help: "Print all records to stdout (default)", Run: PrintRecords},
}

// LookupBackend returns the backend called name, or nil.
func LookupBackend(name string) *Backend {
	for i := range Backends {
		if Backends[i].Name == name {
			return &Backends[i]
		}
	}
	return nil
}
