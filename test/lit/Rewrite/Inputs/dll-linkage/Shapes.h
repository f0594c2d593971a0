// A DLL's API header with the usual export macro.
#pragma once
#ifdef SHAPES_EXPORTS
#define SHAPES_API __declspec(dllexport)
#else
#define SHAPES_API __declspec( dllimport )
#endif

extern "C" SHAPES_API int shapes_version();
extern SHAPES_API int shapes_count;
SHAPES_API float area(float w, float h);

class SHAPES_API Box {
public:
  explicit Box(float side);
  float volume() const;

private:
  float side_;
};
