// Pipelines fail when any command fails (pipefail), not only the last one:
// if that were broken this test would pass, which XFAIL reports as XPASS.
// XFAIL: *
// RUN: false | cat
