// A missing feature makes the test unsupported rather than failed.
// REQUIRES: no-such-feature
// RUN: false
