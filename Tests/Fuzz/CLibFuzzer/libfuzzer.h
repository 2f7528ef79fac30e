#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/* libFuzzer's driver (compiler-rt, linked by -sanitize=fuzzer): parses libFuzzer's options
   from argv and calls `callback` with each input. Used only by `make fuzz`; nothing else
   links it. */
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
