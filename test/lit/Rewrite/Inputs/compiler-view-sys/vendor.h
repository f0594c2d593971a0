// A library header outside the project (-isystem): never edited, and read
// with the real compiler's view.
#pragma once
#if defined(__GNUC__)
#define VENDOR_GNU 1
#else
#define VENDOR_GNU 0
#endif
