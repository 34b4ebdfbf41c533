#include "FuzzDriver.h"

// NB: SwiftPM links an executable with `main` aliased to `<Target>_main`, so libFuzzer's own
// `main` is never used: each target defines `<Target>_main` and starts the driver here.
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

int hail_fuzz_run(int argc, char **argv, int (*test)(const uint8_t *data, size_t size)) {
    return LLVMFuzzerRunDriver(&argc, &argv, test);
}
