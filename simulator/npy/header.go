package npy

import (
	"fmt"
	"strconv"
	"strings"
)

// parseHeader reads the header's Python dict literal {'descr': ..., 'fortran_order': ...,
// 'shape': (...)} as NumPy's reader accepts it: exactly those three keys, each once (a
// literal with a key twice means its last value to Python; taking another would read the
// data as something NumPy does not), fortran_order a bool, shape a tuple of integers.
func parseHeader(h string) (descr string, fortran bool, shape []int, err error) {
	vals, err := headerEntries(h)
	if err != nil {
		return "", false, nil, err
	}
	d, ok := vals["descr"]
	switch {
	case !ok:
		return "", false, nil, fmt.Errorf("npy: header without a descr")
	case strings.HasPrefix(d, "["):
		descr = d // a structured dtype: the list literal, read by parseRecord
	default:
		if descr, ok = quoted(d); !ok {
			return "", false, nil, fmt.Errorf("npy: bad descr %s", d)
		}
	}
	switch f := vals["fortran_order"]; f {
	case "True", "False":
		fortran = f == "True"
	case "":
		return "", false, nil, fmt.Errorf("npy: header without a fortran_order")
	default:
		return "", false, nil, fmt.Errorf("npy: fortran_order %s is not a bool", f)
	}
	s, ok := vals["shape"]
	if !ok {
		return "", false, nil, fmt.Errorf("npy: header without a shape")
	}
	if shape, err = parseShape(s); err != nil {
		return "", false, nil, err
	}
	return descr, fortran, shape, nil
}

// headerEntries splits the dict literal into its keys and the text of their values.
func headerEntries(h string) (map[string]string, error) {
	s := strings.TrimSpace(h)
	if !strings.HasPrefix(s, "{") || !strings.HasSuffix(s, "}") {
		return nil, fmt.Errorf("npy: header is not a dict literal")
	}
	s = s[1 : len(s)-1]
	vals := map[string]string{}
	for {
		s = strings.TrimSpace(s)
		if s == "" {
			break
		}
		kEnd := literalEnd(s)
		key, ok := quoted(s[:kEnd])
		if !ok {
			return nil, fmt.Errorf("npy: header key %.40q is not a string", s)
		}
		rest := strings.TrimSpace(s[kEnd:])
		if !strings.HasPrefix(rest, ":") {
			return nil, fmt.Errorf("npy: header key %q without a value", key)
		}
		rest = strings.TrimSpace(rest[1:])
		vEnd := literalEnd(rest)
		if vEnd == 0 {
			return nil, fmt.Errorf("npy: header key %q without a value", key)
		}
		switch key {
		case "descr", "fortran_order", "shape":
		default:
			return nil, fmt.Errorf("npy: header key %q is not one of descr, fortran_order, shape", key)
		}
		if _, dup := vals[key]; dup {
			return nil, fmt.Errorf("npy: header key %q given twice", key)
		}
		vals[key] = strings.TrimSpace(rest[:vEnd])
		s = strings.TrimSpace(rest[vEnd:])
		if s == "" {
			break
		}
		if s[0] != ',' {
			return nil, fmt.Errorf("npy: header expects ',' after the value of %q", key)
		}
		s = s[1:]
	}
	return vals, nil
}

// literalEnd is the length of the literal s starts with: up to the first ',', ':' or end
// outside quotes and brackets (len(s) when unbalanced, which the value's reader refuses).
func literalEnd(s string) int {
	depth := 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '[' || c == '(' || c == '{':
			depth++
		case c == ']' || c == ')' || c == '}':
			depth--
		case depth == 0 && (c == ',' || c == ':'):
			return i
		}
	}
	return len(s)
}

// quoted is the body of a single- or double-quoted string literal without escapes.
func quoted(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 2 || (s[0] != '\'' && s[0] != '"') || s[len(s)-1] != s[0] {
		return "", false
	}
	body := s[1 : len(s)-1]
	if strings.ContainsAny(body, "\\'\"") {
		return "", false
	}
	return body, true
}

// parseShape reads a tuple of non-negative integers: (), (4,), (2, 3).
func parseShape(s string) ([]int, error) {
	if !strings.HasPrefix(s, "(") || !strings.HasSuffix(s, ")") {
		return nil, fmt.Errorf("npy: bad shape %s", s)
	}
	shape := []int{}
	fields := strings.Split(s[1:len(s)-1], ",")
	for i, f := range fields {
		f = strings.TrimSpace(f)
		if f == "" && i == len(fields)-1 && (i > 0 || len(fields) == 1) {
			continue // the trailing comma of (4,), or ()
		}
		n, e := strconv.Atoi(strings.TrimSuffix(f, "L"))
		if e != nil || n < 0 || n > 1<<40 {
			return nil, fmt.Errorf("npy: bad dimension %q", f)
		}
		if len(shape) == MaxDims {
			return nil, fmt.Errorf("npy: shape has more than %d dimensions (NumPy's limit)", MaxDims)
		}
		shape = append(shape, n)
	}
	if len(fields) == 1 && len(shape) == 1 {
		return nil, fmt.Errorf("npy: bad shape %s (a one-element tuple needs its comma)", s)
	}
	return shape, nil
}
