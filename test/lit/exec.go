package lit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"
)

// shell is the state one test's RUN lines share: working directory and
// environment change with cd and export, as in lit's internal shell.
type shell struct {
	ctx   context.Context
	cfg   *Config
	cwd   string
	env   map[string]string
	guard map[string]bool // program base names whose output is checked for echoes
}

// cmdLog records one executed command for the failure report.
type cmdLog struct {
	argv   []string
	status int
	stdout string // only for the last command of a pipeline, when captured
	stderr string
	note   string // e.g. why a command could not start
}

// lockedBuffer lets several goroutines write one stream.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// runScript runs a parsed command line and returns the status of the last
// pipeline that ran, with pipefail semantics inside each pipeline.
func (sh *shell) runScript(sc *script) (int, []cmdLog) {
	var logs []cmdLog
	status := 0
	for i, p := range sc.pipes {
		if i > 0 {
			switch sc.ops[i-1] {
			case "&&":
				if status != 0 {
					continue
				}
			case "||":
				if status == 0 {
					continue
				}
			}
		}
		var l []cmdLog
		status, l = sh.runPipeline(p)
		logs = append(logs, l...)
		if sh.ctx.Err() != nil {
			break
		}
	}
	return status, logs
}

// stage is one started command of a pipeline.
type stage struct {
	wait func() (status int, crashed bool)
}

func done(status int) stage {
	return stage{wait: func() (int, bool) { return status, false }}
}

// streams are a command's standard streams and the files it owns: pipe ends
// and redirection targets, which must be closed when it no longer needs them
// so that the other end of a pipe sees end-of-file (or a broken pipe).
type streams struct {
	in       io.Reader
	out, err io.Writer
	stderr   *lockedBuffer // the command's captured stderr
	owned    []*os.File
}

// release closes the owned files except keep.
func (s *streams) release(keep io.Writer) {
	var rest []*os.File
	for _, f := range s.owned {
		if w, ok := keep.(*os.File); ok && w == f {
			rest = append(rest, f)
			continue
		}
		f.Close()
	}
	s.owned = rest
}

func (sh *shell) runPipeline(p *pipeline) (int, []cmdLog) {
	n := len(p.cmds)
	logs := make([]cmdLog, n)
	stages := make([]stage, n)
	var lastOut bytes.Buffer
	var in io.Reader = strings.NewReader("")
	for i, c := range p.cmds {
		st := &streams{in: in, out: &lastOut, stderr: &lockedBuffer{}}
		st.err = st.stderr
		if f, ok := in.(*os.File); ok {
			st.owned = append(st.owned, f)
		}
		if i < n-1 {
			pr, pw, err := os.Pipe()
			if err != nil {
				st.release(nil)
				logs[i] = cmdLog{status: 1, note: err.Error()}
				return 1, logs[:i+1]
			}
			st.out = pw
			st.owned = append(st.owned, pw)
			in = pr
		}
		logs[i].argv = wordsText(c.args)
		stages[i] = sh.start(c, st, &logs[i])
	}
	status := 0
	for i := range stages {
		st, _ := stages[i].wait()
		logs[i].status = st
		if st != 0 {
			status = st // pipefail: the last failing command decides
		}
	}
	logs[n-1].stdout = lastOut.String()
	return status, logs
}

func wordsText(ws []word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.text
	}
	return out
}

// start applies a command's redirections and launches it.
func (sh *shell) start(c *command, st *streams, log *cmdLog) stage {
	failed := func(msg string) stage {
		st.release(nil)
		log.note = msg
		return done(127)
	}
	args, err := sh.expand(c.args)
	if err != nil {
		return failed(err.Error())
	}
	log.argv = args
	// Redirections apply in order: "2>&1 >f" and ">f 2>&1" differ.
	for _, r := range c.redirs {
		if r.dupFd >= 0 {
			var src io.Writer
			switch r.dupFd {
			case 1:
				src = st.out
			case 2:
				src = st.err
			default:
				return failed(fmt.Sprintf("unsupported descriptor %d", r.dupFd))
			}
			switch r.fd {
			case 1:
				st.out = src
			case 2:
				st.err = src
			}
			continue
		}
		target, err := sh.expandOne(r.target)
		if err != nil {
			return failed(err.Error())
		}
		path := sh.abs(target)
		var f *os.File
		switch r.op {
		case "<":
			f, err = os.Open(path)
		case ">":
			f, err = os.Create(path)
		case ">>":
			f, err = os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o666)
		}
		if err != nil {
			return failed(err.Error())
		}
		st.owned = append(st.owned, f)
		switch r.fd {
		case 0:
			st.in = f
		case 1:
			st.out = f
		case 2:
			st.err = f
		case -1:
			st.out, st.err = f, f
		}
	}
	s := sh.startArgs(args, st)
	wait := s.wait
	s.wait = func() (int, bool) {
		status, crashed := wait()
		log.stderr = st.stderr.String()
		return status, crashed
	}
	return s
}

// startArgs runs argv as "not", "env", a builtin or a program.
func (sh *shell) startArgs(args []string, st *streams) stage {
	switch args[0] {
	case "not":
		crash := len(args) > 1 && args[1] == "--crash"
		rest := args[1:]
		if crash {
			rest = args[2:]
		}
		if len(rest) == 0 {
			st.release(nil)
			fmt.Fprintln(st.err, "not: missing command")
			return done(1)
		}
		inner := sh.startArgs(rest, st)
		// As LLVM's not: a crash is never a plain failure; --crash wants one.
		return stage{wait: func() (int, bool) {
			status, crashed := inner.wait()
			switch {
			case crash && crashed:
				return 0, false
			case crash, crashed, status == 0:
				return 1, false
			}
			return 0, false
		}}
	case "env":
		return sh.startEnv(args, st)
	}
	if b, ok := builtins[args[0]]; ok {
		ch := make(chan int, 1)
		go func() {
			defer st.release(nil)
			ch <- b(sh, args, st.in, st.out, st.err)
		}()
		return stage{wait: func() (int, bool) { return <-ch, false }}
	}
	return sh.startProgram(args, st)
}

// startEnv handles "env [-u NAME] [NAME=VALUE]... command": the command runs
// with a modified copy of the environment.
func (sh *shell) startEnv(args []string, st *streams) stage {
	env := map[string]string{}
	for k, v := range sh.env {
		env[k] = v
	}
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		if a == "-u" && i+1 < len(args) {
			delete(env, args[i+1])
			i++
			continue
		}
		if a == "-i" || a == "-" {
			env = map[string]string{}
			continue
		}
		eq := strings.IndexByte(a, '=')
		if eq <= 0 {
			break
		}
		env[a[:eq]] = a[eq+1:]
	}
	if i == len(args) {
		// lit's env insists on a command, so tests stay portable to it.
		fmt.Fprintln(st.err, "Error: 'env' requires a subcommand")
		st.release(nil)
		return done(127)
	}
	sub := *sh
	sub.env = env
	return sub.startArgs(args[i:], st)
}

// echoRe finds a test's own RUN or CHECK comments in a tool's output: a tool
// that merely echoed its input would otherwise pass FileCheck.
var echoRe = regexp.MustCompile(`(?m)^[[:space:]]*//[[:space:]]*(RUN|CHECK[A-Z-]*|expected-[a-z]+)[:@]`)

func (sh *shell) startProgram(args []string, st *streams) stage {
	path, err := sh.lookPath(args[0], sh.env)
	if err != nil {
		st.release(nil)
		fmt.Fprintf(st.err, "%s: command not found\n", args[0])
		return done(127)
	}
	cmd := exec.CommandContext(sh.ctx, path, args[1:]...)
	cmd.Args[0] = args[0]
	cmd.Dir = sh.cwd
	cmd.Env = envList(sh.env)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = st.in, st.out, st.err
	cmd.WaitDelay = 2 * time.Second
	guarded := sh.guard[filepath.Base(path)] || sh.guard[args[0]]
	var held bytes.Buffer
	if guarded {
		cmd.Stdout = &held
	}
	setProcessGroup(cmd)
	if err := cmd.Start(); err != nil {
		st.release(nil)
		fmt.Fprintf(st.err, "%s: %v\n", args[0], err)
		return done(126)
	}
	// The child has its own descriptors now. Close ours at once, except the
	// stdout a guarded tool's output is copied to later: a held pipe end
	// would keep the neighbour from seeing end-of-file or a broken pipe.
	if guarded {
		st.release(st.out)
	} else {
		st.release(nil)
	}
	return stage{wait: func() (int, bool) {
		err := cmd.Wait()
		status, crashed := exitStatus(err)
		if guarded {
			if echoRe.Match(held.Bytes()) {
				fmt.Fprintf(st.err, "%s echoed the test's own RUN/CHECK comments\n", args[0])
				if status == 0 {
					status = 1
				}
			} else {
				st.out.Write(held.Bytes())
			}
			st.release(nil)
		}
		if !crashed && status == 2 && goPanicRe.MatchString(st.stderr.String()) {
			crashed = true // a Go tool's panic is its crash
		}
		return status, crashed
	}}
}

var goPanicRe = regexp.MustCompile(`(?m)^(panic: |fatal error: )`)

func exitStatus(err error) (status int, crashed bool) {
	if err == nil {
		return 0, false
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if signaled(ee) {
			return 128 + signalNumber(ee), true
		}
		return ee.ExitCode(), false
	}
	return 1, false
}

func envList(env map[string]string) []string {
	out := make([]string, 0, len(env))
	for k, v := range env {
		out = append(out, k+"="+v)
	}
	sort.Strings(out)
	return out
}

// lookPath resolves a program: mapped tool names first, then the tools
// directory, then PATH.
func (sh *shell) lookPath(name string, env map[string]string) (string, error) {
	if strings.ContainsRune(name, '/') {
		return sh.abs(name), nil
	}
	dirs := []string{}
	if sh.cfg.ToolDir != "" {
		dirs = append(dirs, sh.cfg.ToolDir)
	}
	dirs = append(dirs, filepath.SplitList(env["PATH"])...)
	for _, d := range dirs {
		p := filepath.Join(d, name)
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", exec.ErrNotFound
}

func (sh *shell) abs(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(sh.cwd, p)
}

// expand turns words into arguments, expanding unquoted globs relative to
// the working directory; a glob without matches stays as written.
func (sh *shell) expand(ws []word) ([]string, error) {
	var out []string
	for _, w := range ws {
		if !w.glob {
			out = append(out, w.text)
			continue
		}
		pat := w.text
		if !filepath.IsAbs(pat) {
			pat = filepath.Join(sh.cwd, pat)
		}
		matches, err := filepath.Glob(pat)
		if err != nil || len(matches) == 0 {
			out = append(out, w.text)
			continue
		}
		if !filepath.IsAbs(w.text) {
			for i, m := range matches {
				if r, err := filepath.Rel(sh.cwd, m); err == nil {
					matches[i] = r
				}
			}
		}
		out = append(out, matches...)
	}
	return out, nil
}

func (sh *shell) expandOne(w word) (string, error) {
	out, err := sh.expand([]word{w})
	if err != nil {
		return "", err
	}
	if len(out) != 1 {
		return "", fmt.Errorf("ambiguous redirect: %s", w.text)
	}
	return out[0], nil
}
