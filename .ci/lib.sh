# Shared by the .ci scripts: `step NAME COMMAND…` runs a command and appends
# its wall and CPU time to .ci-times (printed at the end of .ci/run).
step() {
    local name=$1; shift
    echo "==> $name: $*"
    local start=$SECONDS
    /usr/bin/time -f "$name: %e s wall, %U s user, %S s system, %M KiB peak" -a -o "${CI_TIMES:-.ci-times}" "$@"
    echo "<== $name: $((SECONDS - start)) s"
}
# Two compile jobs per build, one per core of the 2-core CI machine (an
# ASan build peaked at 2.3 GB with one job; CI_JOBS=1 halves that where
# memory is short).
JOBS=${CI_JOBS:-2}
