// not --crash passes only when the command dies of a signal.
// RUN: not --crash sh -c 'kill -SEGV $$'
// RUN: not not --crash false
