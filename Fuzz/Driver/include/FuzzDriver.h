#ifndef HAIL_FUZZ_DRIVER_H
#define HAIL_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver (LLVMFuzzerRunDriver, from clang's runtime linked by
/// -sanitize=fuzzer) on `test` with the process's arguments.
int hail_fuzz_run(int argc, char **argv, int (*test)(const uint8_t *data, size_t size));

#endif
