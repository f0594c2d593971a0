// AmpMath.h: the API of the AmpMath DLL, C++ AMP kernels behind plain C++.
// Building the DLL defines AMPMATH_EXPORTS (in its project settings), which
// exports these declarations; every other project imports them.
#pragma once

#ifdef AMPMATH_EXPORTS
#define AMPMATH_API __declspec(dllexport)
#else
#define AMPMATH_API __declspec(dllimport)
#endif

#include <vector>

// Plain data crosses the DLL boundary; the short vector types stay inside.
struct Vec3 {
  float x, y, z;
};

// A C function: its name is not mangled, as GetProcAddress would want it.
extern "C" AMPMATH_API int AmpMathVersion();

// Exported data: how many kernels the DLL has launched.
extern AMPMATH_API int g_kernelLaunches;

// Exported data set by DllMain on Windows (on Linux nothing calls it).
extern AMPMATH_API int g_attachCount;

// Moves every particle `steps` times by its velocity times dt, on the GPU.
AMPMATH_API void AdvanceParticles(std::vector<Vec3> &positions,
                                  const std::vector<Vec3> &velocities,
                                  float dt, int steps);

// Short-vector arithmetic on the host and in a kernel, and the Visual C++
// spellings the DLL uses: 0 when every check holds, else the failing one.
AMPMATH_API int ShortVectorChecks();

// An exported class: a spring that pulls particles towards a centre.
class AMPMATH_API Spring {
public:
  Spring(Vec3 centre, float stiffness);
  // Each particle's acceleration -k * (p - centre), computed on the GPU.
  std::vector<Vec3> Accelerations(const std::vector<Vec3> &positions) const;
  float Stiffness() const { return m_k; }

private:
  Vec3 m_centre;
  float m_k;
};
