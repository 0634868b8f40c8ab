// libFuzzer's entry for programs that keep their own `main` (SwiftPM names every executable's
// entry point itself, so libFuzzer's `main` cannot be used).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
