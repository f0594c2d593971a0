//===- amp2hip/msvc/Windows.h - <Windows.h>, as Windows spells it too -----===//
// Windows finds headers whatever their case; programs write both spellings.
#include <amp2hip/msvc/windows.h>
