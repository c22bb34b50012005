#!/bin/sh
# Pagefind's indexing service on one CPU (scripts/lib/pagefind-cpu.ts says why): the build points Pagefind's
# PAGEFIND_EXTENDED_BINARY_PATH here, with the CPU and the real binary in the environment.
exec taskset -c "$STCCG_PAGEFIND_CPU" "$STCCG_PAGEFIND_BINARY" "$@"
