// The declaration of libFuzzer's driver, for Swift; libFuzzer itself comes with
// `-sanitize=fuzzer` (Fuzz/run.sh).
#include "FuzzDriver.h"
