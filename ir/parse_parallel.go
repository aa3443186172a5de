package ir

import (
	"runtime"
	"sync"
)

// A body of an isolated-from-above op (a function) parsed where no SSA name is visible
// cannot reach anything outside itself in valid IR, so once the parser knows where such
// a body ends it can hand the text to another core and carry on after it. The main
// parser finds the end with a cheap brace scan; workers parse bodies into their own
// regions; ParseSource joins them before anything that could observe the bodies (alias
// definitions, location resolution, the end of the file). In invalid IR a body may name
// what the file defines later, which a sequential parse resolves (and the verifier
// reports) or reports as undeclared only at the end of the file: a failed parse that
// deferred any body is therefore run again on one core, so its diagnostics are those of
// the sequential parse, as mlir-opt gives them.

// minDeferredBody keeps tiny bodies on the main parser, where a job would cost more
// than it saves.
const minDeferredBody = 256

type regionJob struct {
	dst             *Region
	body            Region
	args            []Argument
	start           int // offset of the '{'
	line, lineStart int // lexer state at the '{'
	dialects        []string
	err             error
	pending         []pendingLoc
}

type regionJobs struct {
	list  []*regionJob
	queue chan *regionJob
	wg    sync.WaitGroup
}

// ParseIsolatedRegion parses `{ ... }` like ParseRegion(r, args). The body may be
// parsed on another core after the call returns (deferred is then true): the caller must
// not look into r, and errors in the body are reported by the enclosing parse. A deferred
// body is never empty.
func (p *OpParser) ParseIsolatedRegion(r *Region, args []Argument) (deferred bool, err error) {
	if !p.canDefer() {
		return false, p.ParseRegion(r, args)
	}
	return p.deferRegion(r, args, func() error { return p.ParseRegion(r, args) })
}

func (p *OpParser) canDefer() bool {
	return !p.worker && !p.noDefer && p.rec == nil && p.is(tLBrace) && runtime.GOMAXPROCS(0) > 1 &&
		len(p.scopes) > 0 && len(p.scopes[len(p.scopes)-1].values) == 0
}

func (p *OpParser) deferRegion(r *Region, args []Argument, sync func() error) (bool, error) {
	end, nonEmpty := matchBrace(p.src, p.tok.pos)
	if end < 0 || !nonEmpty || end-p.tok.pos < minDeferredBody {
		return false, sync()
	}
	job := &regionJob{dst: r, args: args, start: p.tok.pos, line: int(p.tok.line),
		lineStart: p.tok.pos - int(p.tok.col) + 1}
	job.dialects = append([]string(nil), p.defaultDialects...)
	if p.jobs == nil {
		p.startWorkers()
	}
	p.jobs.list = append(p.jobs.list, job)
	p.deferredAny = true
	p.jobs.queue <- job
	// Continue after the body as if it had been parsed.
	p.lex.reset(end + 1)
	p.tok = token{kind: tRBrace, pos: end, end: end + 1}
	p.advance()
	return true, nil
}

func (p *OpParser) startWorkers() {
	jobs := &regionJobs{queue: make(chan *regionJob, 1024)}
	p.jobs = jobs
	for i := 0; i < runtime.GOMAXPROCS(0); i++ {
		jobs.wg.Add(1)
		go func() {
			defer jobs.wg.Done()
			var w *OpParser
			for job := range jobs.queue {
				if w == nil {
					w = &OpParser{ctx: p.ctx, src: p.src, file: p.file, fileID: p.fileID, lineBase: p.lineBase,
						typeAliases: p.typeAliases, attrAliases: p.attrAliases, expand: p.expand, typeCache: map[string]Type{}, worker: true,
						blobs: p.blobs, resources: p.resources, distinct: p.distinct}
				}
				w.runJob(job)
				if job.err != nil {
					w = nil // a failed parse may leave scopes behind; start clean
				}
			}
		}()
	}
}

func (w *OpParser) runJob(job *regionJob) {
	defer func() {
		// A bug in a custom parser must reach the driver as on a sequential parse.
		if r := recover(); r != nil {
			job.err = &jobPanic{r}
		}
	}()
	w.err = nil
	w.defaultDialects = job.dialects
	w.lex = lexer{src: w.src, pos: job.start, line: job.line, lineStart: job.lineStart}
	w.tok = token{}
	w.advance()
	if err := w.parseRegion(&job.body, job.args, true); err != nil {
		job.err = err
		return
	}
	job.pending, w.pendingLocs = w.pendingLocs, nil
}

type jobPanic struct{ value any }

func (j *jobPanic) Error() string { return "panic in parser worker" }

// joinDeferred waits for every deferred body, moves the parsed blocks into their regions
// and returns the first body error in source order (nil when all parsed).
func (p *OpParser) joinDeferred() error {
	jobs := p.jobs
	if jobs == nil {
		return nil
	}
	p.jobs = nil
	close(jobs.queue)
	jobs.wg.Wait()
	for _, job := range jobs.list {
		if job.err != nil {
			if jp, ok := job.err.(*jobPanic); ok {
				panic(jp.value)
			}
			return job.err
		}
	}
	for _, job := range jobs.list {
		job.dst.TakeBody(&job.body)
		p.pendingLocs = append(p.pendingLocs, job.pending...)
	}
	return nil
}

// abandonDeferred stops the workers without waiting for them (the parse is failing).
func (p *OpParser) abandonDeferred() {
	if p.jobs != nil {
		close(p.jobs.queue)
		p.jobs = nil
	}
}

// matchBrace returns the offset of the '}' closing the '{' at open, skipping strings and
// comments as the lexer does, and whether anything but space and comments lies between;
// -1 when the text ends first or a string is malformed (the caller then parses in place
// and reports the error itself).
func matchBrace(src []byte, open int) (int, bool) {
	depth, nonEmpty := 0, false
	for i := open; i < len(src); i++ {
		switch c := src[i]; c {
		case '{':
			depth++
			if i > open {
				nonEmpty = true
			}
		case '}':
			depth--
			if depth == 0 {
				return i, nonEmpty
			}
			nonEmpty = true
		case '"':
			nonEmpty = true
			for i++; ; i++ {
				if i >= len(src) || src[i] == '\n' {
					return -1, false
				}
				if src[i] == '\\' {
					i++
					if i >= len(src) || src[i] == '\n' {
						return -1, false
					}
					continue
				}
				if src[i] == '"' {
					break
				}
			}
		case '/':
			if i+1 < len(src) && src[i+1] == '/' {
				for i < len(src) && src[i] != '\n' {
					i++
				}
				continue
			}
			nonEmpty = true
		case ' ', '\t', '\r', '\n':
		default:
			nonEmpty = true
		}
	}
	return -1, false
}
