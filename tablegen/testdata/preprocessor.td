#define FOO
#ifdef FOO
def foo_defined;
#else
def foo_undefined;
#endif
#ifndef BAR
def bar_undefined;
#endif
#ifdef BAR
def bar_defined;
#endif
