package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"
)

// pending holds the temporary files of writes in progress, so that an interrupted tool
// (SIGINT, SIGTERM) removes them instead of leaving .tmp files beside its outputs.
var (
	pending     sync.Map // temp name -> struct{}
	handlerOnce sync.Once
)

// removeOnSignal installs, once, a handler that removes pending temporary files and exits
// with the shell's status for the signal (128+n).
func removeOnSignal() {
	handlerOnce.Do(func() {
		ch := make(chan os.Signal, 1)
		signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
		go func() {
			sig := <-ch
			pending.Range(func(k, _ any) bool {
				os.Remove(k.(string))
				return true
			})
			code := 130
			if sig == syscall.SIGTERM {
				code = 143
			}
			os.Exit(code)
		}()
	})
}

// targetError names the output the user asked for, not the temporary file.
func targetError(path string, err error) error {
	var le *os.LinkError
	if errors.As(err, &le) {
		err = le.Err
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("cannot write %s: %w", path, err)
}

// AtomicFile is an output file written under a temporary name in the target's directory
// and renamed into place on Commit; Abort (safe after Commit) removes the temporary file.
// A symbolic link is followed, so the file it points to is replaced and the link stays; an
// existing file keeps its permission bits (a new one gets 0644). Targets that are not
// regular files (/dev/stdout, /dev/null, a pipe) are written in place: renaming over them
// would replace the device node with a plain file.
type AtomicFile struct {
	*os.File
	path   string // the resolved target
	mode   fs.FileMode
	direct bool
	closed bool
	done   bool
}

// maxLinks bounds symbolic link chains, as the kernel does (ELOOP).
const maxLinks = 40

// resolveLink follows symbolic links from path to the file they name, which may not exist
// yet (a dangling link is written through, creating its target).
func resolveLink(path string) (string, error) {
	for i := 0; i < maxLinks; i++ {
		st, err := os.Lstat(path)
		if err != nil || st.Mode()&fs.ModeSymlink == 0 {
			return path, nil
		}
		to, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(to) {
			to = filepath.Join(filepath.Dir(path), to)
		}
		path = to
	}
	return "", fmt.Errorf("%s: too many levels of symbolic links", path)
}

// CreateAtomic starts an atomic write of path.
func CreateAtomic(path string) (*AtomicFile, error) {
	target, err := resolveLink(path)
	if err != nil {
		return nil, err
	}
	mode := fs.FileMode(0o644)
	if st, err := os.Stat(target); err == nil {
		if !st.Mode().IsRegular() {
			f, err := os.OpenFile(target, os.O_WRONLY, 0)
			if err != nil {
				return nil, err
			}
			return &AtomicFile{File: f, path: target, direct: true}, nil
		}
		mode = st.Mode().Perm()
		if mode&0o222 == 0 {
			// Renaming over it would succeed and silently replace a file its owner made
			// read-only.
			return nil, fmt.Errorf("cannot write %s: the file is read-only", target)
		}
	}
	removeOnSignal()
	f, err := os.CreateTemp(filepath.Dir(target), ".tmp-"+filepath.Base(target)+"-*")
	if err != nil {
		return nil, targetError(target, err)
	}
	pending.Store(f.Name(), struct{}{})
	return &AtomicFile{File: f, path: target, mode: mode}, nil
}

// finish flushes and closes the temporary file with the target's mode, leaving only the
// rename to do: the step that can fail is over before any target changes.
func (a *AtomicFile) finish() error {
	if a.closed {
		return nil
	}
	a.closed = true
	if !a.direct {
		if err := a.File.Chmod(a.mode); err != nil {
			a.File.Close()
			return targetError(a.path, err)
		}
		if err := a.File.Sync(); err != nil {
			a.File.Close()
			return targetError(a.path, err)
		}
	}
	if err := a.File.Close(); err != nil {
		return targetError(a.path, err)
	}
	return nil
}

// Commit closes the file and renames it to the target path.
func (a *AtomicFile) Commit() error {
	if err := a.finish(); err != nil {
		return err
	}
	a.done = true
	if a.direct {
		return nil
	}
	defer pending.Delete(a.Name())
	if err := os.Rename(a.Name(), a.path); err != nil {
		os.Remove(a.Name())
		return targetError(a.path, err)
	}
	return nil
}

// Abort discards the temporary file unless it was committed.
func (a *AtomicFile) Abort() {
	if !a.done {
		if !a.closed {
			a.File.Close()
		}
		if !a.direct {
			os.Remove(a.Name())
			pending.Delete(a.Name())
		}
	}
}

// WriteFileAtomic writes data to path through a temporary file so that a failure never
// leaves a partial output behind.
func WriteFileAtomic(path string, data []byte) error {
	f, err := CreateAtomic(path)
	if err != nil {
		return err
	}
	defer f.Abort()
	if _, err := f.Write(data); err != nil {
		return err
	}
	return f.Commit()
}

// Outputs writes a set of output files all or nothing: Add writes each one to a
// temporary file, Commit renames them into place only once every one was written. A
// failure before Commit (an error of the tool, a full disk, a missing directory) leaves
// every target as it was. Non-regular targets (/dev/stdout) cannot be staged; their data is
// kept and written at Commit, after the renames.
type Outputs struct {
	staged []*AtomicFile
	direct []pendingWrite
}

type pendingWrite struct {
	path string
	data []byte
}

// Add stages data for path. On error the caller should Abort.
func (o *Outputs) Add(path string, data []byte) error {
	f, err := CreateAtomic(path)
	if err != nil {
		return err
	}
	if f.direct {
		f.File.Close()
		o.direct = append(o.direct, pendingWrite{f.path, data})
		return nil
	}
	o.staged = append(o.staged, f)
	if _, err := f.Write(data); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	if err := f.finish(); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	return nil
}

// Commit replaces every target. Renames within a directory do not fail for want of space,
// so once the temporary files are written the targets change together in practice.
func (o *Outputs) Commit() error {
	for _, f := range o.staged {
		if err := f.Commit(); err != nil {
			return err
		}
	}
	o.staged = nil
	for _, w := range o.direct {
		f, err := os.OpenFile(w.path, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		_, err = f.Write(w.data)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("%s: %v", w.path, err)
		}
	}
	o.direct = nil
	return nil
}

// Abort removes the temporary files of every output not yet committed.
func (o *Outputs) Abort() {
	for _, f := range o.staged {
		f.Abort()
	}
	o.staged, o.direct = nil, nil
}
