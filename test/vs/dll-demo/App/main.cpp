// main.cpp: uses the AmpMath DLL and checks its GPU results against a CPU
// reference computed with OpenMP. Prints PASS or FAIL; exit code 0 on PASS.
#include <tchar.h>
#include <omp.h>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>
#include "AMPMATH.H"

namespace {

bool close(float a, float b) {
  return std::fabs(a - b) <= 1e-4f * (1.0f + std::fabs(b));
}

} // namespace

int _tmain(int argc, _TCHAR *argv[]) {
  const int n = argc > 1 ? std::stoi(std::wstring(argv[1])) : 4096;
  const float dt = 0.01f;
  const int steps = 25;
  std::vector<Vec3> pos(n), vel(n);
  for (int i = 0; i < n; ++i) {
    pos[i] = Vec3{float(i % 17), float(i % 5) - 2.0f, 0.5f * float(i % 3)};
    vel[i] = Vec3{1.0f, -0.5f * float(i % 4), 0.25f};
  }

  // CPU reference, on every core.
  std::vector<Vec3> want(pos);
  const int threads = omp_get_max_threads();
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    for (int s = 0; s < steps; ++s) {
      want[i].x += vel[i].x * dt;
      want[i].y += vel[i].y * dt;
      want[i].z += vel[i].z * dt;
    }

  std::vector<Vec3> got(pos);
  AdvanceParticles(got, vel, dt, steps);
  int bad = 0;
#pragma omp parallel for reduction(+ : bad)
  for (int i = 0; i < n; ++i)
    if (!close(got[i].x, want[i].x) || !close(got[i].y, want[i].y) ||
        !close(got[i].z, want[i].z))
      ++bad;

  const Vec3 centre{1.0f, 2.0f, 3.0f};
  Spring spring(centre, 0.5f);
  std::vector<Vec3> acc = spring.Accelerations(got);
  for (int i = 0; i < n; ++i) {
    const float k = spring.Stiffness();
    if (!close(acc[i].x, -k * (got[i].x - centre.x)) ||
        !close(acc[i].y, -k * (got[i].y - centre.y)) ||
        !close(acc[i].z, -k * (got[i].z - centre.z)))
      ++bad;
  }

  const int vectorCheck = ShortVectorChecks();
  const bool ok = bad == 0 && vectorCheck == 0 && AmpMathVersion() == 3 &&
                  g_kernelLaunches == 3 &&
                  threads >= 1;
  std::wcout << L"AmpMath " << AmpMathVersion() << L": " << n
             << L" particles, " << g_kernelLaunches << L" kernels, " << threads
             << L" OpenMP threads, " << bad << L" mismatches, vector check " << vectorCheck << std::endl;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
