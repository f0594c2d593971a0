//===- amp2hip/msvc/mmsystem.h - winmm's timer functions ------------------===//
//
// What console programs take from the Windows multimedia library (winmm,
// <mmsystem.h>, <timeapi.h>, and <windows.h>, which includes them):
// timeGetTime, the milliseconds of a steady clock, which wraps at 2^32 as on
// Windows; timeBeginPeriod/timeEndPeriod, which asked Windows for a finer
// timer resolution and change nothing here (the steady clock already counts
// nanoseconds); timeGetDevCaps, which reports a period of 1 ms to
// 1000000 ms. `#pragma comment(lib, "winmm.lib")` needs no library on Linux.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_MMSYSTEM_H
#define AMP2HIP_MSVC_MMSYSTEM_H

#include <chrono>
#include <cstdint>

typedef std::uint32_t MMRESULT;
#ifndef TIMERR_NOERROR
#define TIMERR_NOERROR 0
#define TIMERR_NOCANDO 97
#define TIMERR_STRUCT 129
#endif
#ifndef MMSYSERR_NOERROR
#define MMSYSERR_NOERROR 0
#endif

typedef struct timecaps_tag {
  std::uint32_t wPeriodMin;
  std::uint32_t wPeriodMax;
} TIMECAPS, *PTIMECAPS, *NPTIMECAPS, *LPTIMECAPS;

/// Milliseconds of a steady clock; wraps after 2^32 ms (49.7 days) as on
/// Windows, so differences of two readings are right across the wrap.
inline std::uint32_t timeGetTime() {
  return static_cast<std::uint32_t>(
      std::chrono::duration_cast<std::chrono::milliseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

/// The resolution Windows' timer was asked for; nothing to change here.
inline MMRESULT timeBeginPeriod(std::uint32_t period) {
  return period == 0 ? TIMERR_NOCANDO : TIMERR_NOERROR;
}
inline MMRESULT timeEndPeriod(std::uint32_t period) {
  return period == 0 ? TIMERR_NOCANDO : TIMERR_NOERROR;
}

inline MMRESULT timeGetDevCaps(LPTIMECAPS caps, std::uint32_t size) {
  if (!caps || size < sizeof(TIMECAPS))
    return TIMERR_STRUCT;
  caps->wPeriodMin = 1;
  caps->wPeriodMax = 1000000;
  return TIMERR_NOERROR;
}

#endif // AMP2HIP_MSVC_MMSYSTEM_H
