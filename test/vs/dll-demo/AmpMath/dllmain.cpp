// dllmain.cpp: the DLL's entry point on Windows. It counts the processes
// that load the DLL; a Linux shared library has no such entry point.
#include "pch.h"
#include "include\AMPMATH.h"

int g_attachCount = 0;

BOOL APIENTRY DllMain(HMODULE module, DWORD reason, LPVOID reserved) {
  (void)module;
  (void)reserved;
  switch (reason) {
  case DLL_PROCESS_ATTACH:
    ++g_attachCount;
    break;
  case DLL_PROCESS_DETACH:
    --g_attachCount;
    break;
  case DLL_THREAD_ATTACH:
  case DLL_THREAD_DETACH:
    break;
  }
  return TRUE;
}
