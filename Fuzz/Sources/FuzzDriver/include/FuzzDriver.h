#ifndef FLOWLINT_FUZZ_DRIVER_H
#define FLOWLINT_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs with their own `main` (clang's libFuzzer, LLVM 11+).
/// SwiftPM gives an executable target its own `main`, so the fuzz target calls this from it.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
