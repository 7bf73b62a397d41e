# The ASan configuration shared by .ci/asan, .ci/fuzz and `segue fuzz`.
ASAN_SCRATCH=${ASAN_SCRATCH:-.build-asan}
# inline-8bit-counters, pc-table and trace-cmp are what -sanitize=fuzzer
# instruments; without libFuzzer linked (the tests, `segue`) the ASan runtime
# supplies no-op hooks.
ASAN_FLAGS=(-Xswiftc -sanitize=address
            -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)
# detect_leaks: LeakSanitizer at exit; the suppressions file lists every
# accepted leak with its reason.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=0}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/.ci/lsan.supp:print_suppressions=1:report_objects=0}
