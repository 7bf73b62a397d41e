// The prefetch hint lives in include/CPrefetch.h as an inline function;
// SwiftPM builds a C target from at least one source file.
#include "CPrefetch.h"
