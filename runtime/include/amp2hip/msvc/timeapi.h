//===- amp2hip/msvc/timeapi.h - winmm's timer functions -------------------===//
// Windows 8's SDK moved timeGetTime and timeBeginPeriod to <timeapi.h>.
#include <amp2hip/msvc/mmsystem.h>
