// A Visual C++-style timing header: it includes nothing, relying on
// <amp.h> (which brought <windows.h>) and on the includer's
// `using namespace concurrency;`, which comes after it. MSVC accepted
// both: <amp.h> included <windows.h>, and template bodies were looked up
// when used. Its class declares members as Stopwatch::f inside Stopwatch,
// which MSVC accepted too.
#pragma once

inline double elapsed_ms(const LARGE_INTEGER &start, const LARGE_INTEGER &end) {
  LARGE_INTEGER freq;
  QueryPerformanceFrequency(&freq);
  return double(end.QuadPart - start.QuadPart) * 1000.0 / double(freq.QuadPart);
}

template <typename Work> double time_on_default_view(Work work) {
  accelerator_view view = accelerator(accelerator::default_accelerator).default_view;
  LARGE_INTEGER start, end;
  QueryPerformanceCounter(&start);
  work();
  view.wait();
  QueryPerformanceCounter(&end);
  return elapsed_ms(start, end);
}

class Stopwatch {
public:
  Stopwatch::Stopwatch() : laps(0) { QueryPerformanceCounter(&start); }
  Stopwatch &Stopwatch::operator=(const Stopwatch &o) {
    start = o.start;
    laps = o.laps;
    return *this;
  }
  double Stopwatch::lap() {
    LARGE_INTEGER now;
    QueryPerformanceCounter(&now);
    ++laps;
    return elapsed_ms(start, now);
  }
  int laps;

private:
  LARGE_INTEGER start;
};

// A class template naming itself with a dependent argument in its members
// (no late declaration: a class's members see the class), and a function
// template naming a C++ AMP class template with one, before the includer's
// `using namespace concurrency;`.
template <int Rank> struct lap_marks {
  bool operator==(const lap_marks<Rank> &o) const { return count == o.count; }
  int count;
};

template <typename T> T first_of(const T *data, int n) {
  array_view<const T, 1> v(n, data);
  return v[0];
}
