package bytecode

import (
	"github.com/ascend-toolchain/asc/ir"
)

// readResources reads the resource offset table and the entries it describes: external
// resource groups (kept in r.res) and then dialect groups, whose entries are numbered in
// file order for the resource handles of attributes (dense_resource).
func (r *reader) readResources(data, offs *decoder) error {
	nExt, err := offs.count("external resource group", 2)
	if err != nil {
		return err
	}
	for g := 0; !offs.empty(); g++ {
		external := g < nExt
		var name string
		if external {
			if name, err = r.str(offs); err != nil {
				return err
			}
		} else {
			dia, err := offs.varint()
			if err != nil {
				return err
			}
			if dia >= uint64(len(r.dialect)) {
				return offs.errorf("invalid dialect number %d", dia)
			}
			name = r.dialect[dia]
		}
		if err := r.readResourceGroup(data, offs, name, external); err != nil {
			return err
		}
	}
	return nil
}

func (r *reader) readResourceGroup(data, offs *decoder, group string, external bool) error {
	n, err := offs.count("resource", 3)
	if err != nil {
		return err
	}
	var g *ir.ResourceGroup
	if external && r.res != nil {
		g = &ir.ResourceGroup{Name: group}
		r.res.External = append(r.res.External, g)
	}
	for i := 0; i < n; i++ {
		key, err := r.str(offs)
		if err != nil {
			return err
		}
		size, err := offs.varint()
		if err != nil {
			return err
		}
		kind, err := offs.byte1()
		if err != nil {
			return err
		}
		ed, err := data.sub(size)
		if err != nil {
			return err
		}
		e, err := r.resourceEntry(ed, key, kind)
		if err != nil {
			return err
		}
		switch {
		case !external:
			if e.Blob == nil {
				return ed.errorf("resource '%s' of dialect '%s' is not a blob", key, group)
			}
			if group != "builtin" {
				return ed.errorf("resources of dialect '%s' are not supported", group)
			}
			r.blobs = append(r.blobs, e.Blob)
		case g != nil:
			g.Entries = append(g.Entries, e)
		}
	}
	return nil
}

func (r *reader) resourceEntry(d *decoder, key string, kind byte) (ir.ResourceEntry, error) {
	e := ir.ResourceEntry{Key: key}
	switch kind {
	case resBlob:
		e.Blob = &ir.ResourceBlob{Key: key}
		if d.empty() { // a declaration without data
			return e, nil
		}
		align, err := d.varint()
		if err != nil {
			return e, err
		}
		size, err := d.varint()
		if err != nil {
			return e, err
		}
		if err := d.alignTo(align); err != nil {
			return e, err
		}
		b, err := d.bytes(size)
		if err != nil {
			return e, err
		}
		e.Blob.Align, e.Blob.Data, e.Blob.HasData = uint32(align), append([]byte(nil), b...), true
	case resBool:
		b, err := d.byte1()
		if err != nil {
			return e, err
		}
		v := b != 0
		e.Bool = &v
	case resString:
		s, err := r.str(d)
		if err != nil {
			return e, err
		}
		e.Str = s
	default:
		return e, d.errorf("invalid resource kind %d", kind)
	}
	return e, nil
}
