# Shared by the .ci scripts: `step NAME COMMAND…` runs a command and appends
# its wall and CPU time to .ci-times (printed at the end of .ci/run).
step() {
    local name=$1; shift
    echo "==> $name: $*"
    local start=$SECONDS
    /usr/bin/time -f "$name: %e s wall, %U s user, %S s system, %M KiB peak" -a -o "${CI_TIMES:-.ci-times}" "$@"
    echo "<== $name: $((SECONDS - start)) s"
}
# One compile job per build: the machines CI runs on have 2 cores and
# little memory per core (see README, "Build times").
JOBS=${CI_JOBS:-1}
