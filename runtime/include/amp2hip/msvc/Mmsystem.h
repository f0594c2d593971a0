//===- amp2hip/msvc/Mmsystem.h - <mmsystem.h>, as Windows spells it too ------===//
// Windows finds headers whatever their case; programs write several spellings.
#include <amp2hip/msvc/mmsystem.h>
