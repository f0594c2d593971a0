// stopwatch.h: a millisecond timer on the performance counter, the way
// Windows programs of the C++ AMP era timed their kernels.
#pragma once

#include <windows.h>

class stopwatch {
public:
  stopwatch() {
    QueryPerformanceFrequency(&frequency_);
    QueryPerformanceCounter(&start_);
  }

  void restart() { QueryPerformanceCounter(&start_); }

  double elapsed_ms() const {
    LARGE_INTEGER now;
    QueryPerformanceCounter(&now);
    return double(now.QuadPart - start_.QuadPart) * 1000.0 /
           double(frequency_.QuadPart);
  }

private:
  LARGE_INTEGER frequency_;
  LARGE_INTEGER start_;
};
