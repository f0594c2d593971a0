// Windows API beyond amp2hip's portable <windows.h>, and Direct3D interop,
// are errors that name the construct (AH1300, AH1301); the portable part
// parses without a diagnostic.
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <windows.h>
#include <d3d11.h>
#include <amp.h>
using namespace concurrency;

DWORD elapsed_ms() {
  LARGE_INTEGER f, a, b;
  QueryPerformanceFrequency(&f);
  QueryPerformanceCounter(&a);
  Sleep(1);
  QueryPerformanceCounter(&b);
  return static_cast<DWORD>((b.QuadPart - a.QuadPart) * 1000 / f.QuadPart) +
         GetTickCount() * 0;
}

const char *module_name() { return TEXT("kernel32"); }

void threads() {
  HANDLE h = CreateThread(nullptr, 0, nullptr, nullptr, 0, nullptr); // expected-error {{AH1300: 'HANDLE' is part of the Windows API, which amp2hip does not provide}} expected-error {{AH1300: 'CreateThread' is part of the Windows API}}
  WaitForSingleObject(h, INFINITE); // expected-error {{AH1300: 'WaitForSingleObject' is part of the Windows API}}
  SYSTEM_INFO *info = nullptr; // expected-error {{AH1300: 'SYSTEM_INFO' is part of the Windows API}}
  (void)info;
}

// The logical processor information API, as samples count cores with it:
// its records parse (sizeof, members), each Windows name is AH1300.
typedef BOOL(WINAPI *glpi_fn)(PSYSTEM_LOGICAL_PROCESSOR_INFORMATION, PDWORD); // expected-error {{AH1300: 'PSYSTEM_LOGICAL_PROCESSOR_INFORMATION' is part of the Windows API}}
unsigned cores() {
  DWORD length = 0;
  GetLogicalProcessorInformation(nullptr, &length); // expected-error {{AH1300: 'GetLogicalProcessorInformation' is part of the Windows API}}
  unsigned n = 0;
  for (DWORD i = 0; i < length / sizeof(SYSTEM_LOGICAL_PROCESSOR_INFORMATION); ++i) // expected-error {{AH1300: 'SYSTEM_LOGICAL_PROCESSOR_INFORMATION' is part of the Windows API}}
    n += RelationProcessorCore == RelationCache;
  return n;
}

template <typename T> void generic(T x) {
  CloseHandle(x); // expected-error {{AH1300: 'CloseHandle' is part of the Windows API}}
}

void interop(ID3D11Device *device) { // expected-error {{AH1301: 'ID3D11Device' is Direct3D interoperability, which has no HIP equivalent}}
  accelerator_view av = direct3d::create_accelerator_view(device); // expected-error {{AH1301: 'create_accelerator_view' is Direct3D interoperability}}
  array<float, 1> a(16, av);
  ID3D11Buffer *buffer = direct3d::get_buffer(a); // expected-error {{AH1301: 'ID3D11Buffer' is Direct3D interop}} expected-error {{AH1301: 'get_buffer' is Direct3D interop}}
  (void)buffer;
}

int feature_level() {
  D3D_FEATURE_LEVEL level = D3D_FEATURE_LEVEL_11_0; // expected-error {{AH1301: 'D3D_FEATURE_LEVEL' is Direct3D interoperability}}
  D3D_DRIVER_TYPE driver = D3D_DRIVER_TYPE_HARDWARE; // expected-error {{AH1301: 'D3D_DRIVER_TYPE' is Direct3D interoperability}}
  return level + driver;
}
