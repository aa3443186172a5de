package lit

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
)

// builtins are the commands lit's internal shell implements itself; they
// run in-process, so tests do not depend on the host's coreutils.
var builtins = map[string]func(sh *shell, args []string, in io.Reader, out, errw io.Writer) int{
	"true":   func(*shell, []string, io.Reader, io.Writer, io.Writer) int { return 0 },
	":":      func(*shell, []string, io.Reader, io.Writer, io.Writer) int { return 0 },
	"false":  func(*shell, []string, io.Reader, io.Writer, io.Writer) int { return 1 },
	"echo":   builtinEcho,
	"cat":    builtinCat,
	"rm":     builtinRm,
	"mkdir":  builtinMkdir,
	"cd":     builtinCd,
	"export": builtinExport,
	"diff":   builtinDiff,
}

func builtinEcho(_ *shell, args []string, _ io.Reader, out, _ io.Writer) int {
	newline, escapes := true, false
	args = args[1:]
	for len(args) > 0 && (args[0] == "-n" || args[0] == "-e" || args[0] == "-ne" || args[0] == "-en") {
		newline = newline && !strings.Contains(args[0], "n")
		escapes = escapes || strings.Contains(args[0], "e")
		args = args[1:]
	}
	s := strings.Join(args, " ")
	if escapes {
		s = strings.NewReplacer(`\n`, "\n", `\t`, "\t", `\\`, `\`, `\r`, "\r").Replace(s)
	}
	if newline {
		s += "\n"
	}
	io.WriteString(out, s)
	return 0
}

func builtinCat(sh *shell, args []string, in io.Reader, out, errw io.Writer) int {
	files := args[1:]
	if len(files) == 0 {
		files = []string{"-"}
	}
	status := 0
	for _, f := range files {
		if f == "-" {
			io.Copy(out, in)
			continue
		}
		data, err := os.ReadFile(sh.abs(f))
		if err != nil {
			fmt.Fprintf(errw, "cat: %v\n", err)
			status = 1
			continue
		}
		out.Write(data)
	}
	return status
}

func builtinRm(sh *shell, args []string, _ io.Reader, _, errw io.Writer) int {
	force, recursive := false, false
	var paths []string
	for _, a := range args[1:] {
		if strings.HasPrefix(a, "-") && len(a) > 1 {
			force = force || strings.Contains(a, "f")
			recursive = recursive || strings.ContainsAny(a, "rR")
			continue
		}
		paths = append(paths, a)
	}
	status := 0
	for _, p := range paths {
		p = sh.abs(p)
		fi, err := os.Lstat(p)
		if err != nil {
			if !force {
				fmt.Fprintf(errw, "rm: %v\n", err)
				status = 1
			}
			continue
		}
		if fi.IsDir() && !recursive {
			fmt.Fprintf(errw, "rm: %s: is a directory\n", p)
			status = 1
			continue
		}
		if err := os.RemoveAll(p); err != nil {
			fmt.Fprintf(errw, "rm: %v\n", err)
			status = 1
		}
	}
	return status
}

func builtinMkdir(sh *shell, args []string, _ io.Reader, _, errw io.Writer) int {
	parents := false
	status := 0
	for _, a := range args[1:] {
		if a == "-p" {
			parents = true
			continue
		}
		var err error
		if parents {
			err = os.MkdirAll(sh.abs(a), 0o777)
		} else {
			err = os.Mkdir(sh.abs(a), 0o777)
		}
		if err != nil {
			fmt.Fprintf(errw, "mkdir: %v\n", err)
			status = 1
		}
	}
	return status
}

// builtinCd changes the directory for the rest of the test, as in lit.
func builtinCd(sh *shell, args []string, _ io.Reader, _, errw io.Writer) int {
	if len(args) != 2 {
		fmt.Fprintln(errw, "cd: expects exactly one argument")
		return 1
	}
	dir := sh.abs(args[1])
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		fmt.Fprintf(errw, "cd: %s: not a directory\n", args[1])
		return 1
	}
	sh.cwd = dir
	return 0
}

func builtinExport(sh *shell, args []string, _ io.Reader, _, errw io.Writer) int {
	for _, a := range args[1:] {
		eq := strings.IndexByte(a, '=')
		if eq <= 0 {
			fmt.Fprintf(errw, "export: unsupported argument %q\n", a)
			return 1
		}
		sh.env[a[:eq]] = a[eq+1:]
	}
	return 0
}

// builtinDiff compares two files ("-" is stdin) and prints the differing
// lines; -b and -w ignore changes in and of white space, --strip-trailing-cr
// ignores CRs at line ends.
func builtinDiff(sh *shell, args []string, in io.Reader, out, errw io.Writer) int {
	var files []string
	ignoreSpace, ignoreAllSpace, stripCR := false, false, false
	for _, a := range args[1:] {
		switch {
		case a == "-b":
			ignoreSpace = true
		case a == "-w":
			ignoreAllSpace = true
		case a == "--strip-trailing-cr":
			stripCR = true
		case a == "-u" || a == "-U0" || a == "-q":
		case strings.HasPrefix(a, "-") && a != "-":
			fmt.Fprintf(errw, "diff: unsupported option %s\n", a)
			return 2
		default:
			files = append(files, a)
		}
	}
	if len(files) != 2 {
		fmt.Fprintln(errw, "diff: expects two files")
		return 2
	}
	var texts [2][]string
	for i, f := range files {
		var data []byte
		var err error
		if f == "-" {
			data, err = io.ReadAll(in)
		} else {
			data, err = os.ReadFile(sh.abs(f))
		}
		if err != nil {
			fmt.Fprintf(errw, "diff: %v\n", err)
			return 2
		}
		texts[i] = strings.SplitAfter(string(data), "\n")
	}
	norm := func(l string) string {
		if stripCR {
			l = strings.Replace(l, "\r\n", "\n", 1)
		}
		if ignoreAllSpace {
			return strings.Join(strings.Fields(l), "")
		}
		if ignoreSpace {
			return strings.Join(strings.Fields(l), " ")
		}
		return l
	}
	a, b := texts[0], texts[1]
	// Longest common subsequence, then print the rest as -/+ lines.
	lcs := make([][]int, len(a)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if norm(a[i]) == norm(b[j]) {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var buf bytes.Buffer
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case i < len(a) && j < len(b) && norm(a[i]) == norm(b[j]):
			i, j = i+1, j+1
		case j < len(b) && (i == len(a) || lcs[i][j+1] >= lcs[i+1][j]):
			fmt.Fprintf(&buf, "+%s", strings.TrimSuffix(b[j], "\n")+"\n")
			j++
		default:
			fmt.Fprintf(&buf, "-%s", strings.TrimSuffix(a[i], "\n")+"\n")
			i++
		}
	}
	if buf.Len() == 0 {
		return 0
	}
	fmt.Fprintf(out, "--- %s\n+++ %s\n", files[0], files[1])
	out.Write(buf.Bytes())
	return 1
}
