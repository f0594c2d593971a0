//===- amp2hip/msvc/unsupported.h - Windows names amp2hip refuses ---------===//
//
// Read only by the translator's parse (AMP2HIP_PARSE_MODEL). Windows and
// Direct3D names with no portable meaning are declared here with an
// annotation, so that a program using one parses and gets amp2hip's
// diagnostic naming it (AH1300 for the Windows API, AH1301 for Direct3D
// interoperability) rather than Clang's undeclared-identifier error. Every
// function accepts any arguments and its result converts to any type: the
// diagnostic, not a type error, is what the user sees.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_UNSUPPORTED_H
#define AMP2HIP_MSVC_UNSUPPORTED_H
#ifdef AMP2HIP_PARSE_MODEL

namespace amp2hip {
namespace msvc {
struct unsupported_result {
  template <typename T> operator T() const;
  template <typename T> operator T *() const;
};
} // namespace msvc
} // namespace amp2hip

#define AMP2HIP_WINDOWS_ONLY __attribute__((annotate("amp2hip.windows_api")))
#define AMP2HIP_D3D_ONLY __attribute__((annotate("amp2hip.direct3d_interop")))

// The Windows API beyond timing, sleeping and critical sections.
#define AMP2HIP_WINDOWS_FUNCTION(name)                                         \
  template <typename... A>                                                     \
  AMP2HIP_WINDOWS_ONLY ::amp2hip::msvc::unsupported_result name(A &&...);
AMP2HIP_WINDOWS_FUNCTION(CreateThread)
AMP2HIP_WINDOWS_FUNCTION(ExitThread)
AMP2HIP_WINDOWS_FUNCTION(TerminateThread)
AMP2HIP_WINDOWS_FUNCTION(WaitForSingleObject)
AMP2HIP_WINDOWS_FUNCTION(WaitForMultipleObjects)
AMP2HIP_WINDOWS_FUNCTION(CloseHandle)
AMP2HIP_WINDOWS_FUNCTION(CreateEvent)
AMP2HIP_WINDOWS_FUNCTION(CreateEventA)
AMP2HIP_WINDOWS_FUNCTION(CreateEventW)
AMP2HIP_WINDOWS_FUNCTION(SetEvent)
AMP2HIP_WINDOWS_FUNCTION(ResetEvent)
AMP2HIP_WINDOWS_FUNCTION(CreateMutex)
AMP2HIP_WINDOWS_FUNCTION(ReleaseMutex)
AMP2HIP_WINDOWS_FUNCTION(GetSystemInfo)
AMP2HIP_WINDOWS_FUNCTION(GetLastError)
AMP2HIP_WINDOWS_FUNCTION(SetThreadAffinityMask)
AMP2HIP_WINDOWS_FUNCTION(SetThreadPriority)
AMP2HIP_WINDOWS_FUNCTION(SetPriorityClass)
AMP2HIP_WINDOWS_FUNCTION(GetCurrentProcess)
AMP2HIP_WINDOWS_FUNCTION(GetCurrentThread)
AMP2HIP_WINDOWS_FUNCTION(VirtualAlloc)
AMP2HIP_WINDOWS_FUNCTION(VirtualFree)
AMP2HIP_WINDOWS_FUNCTION(CreateFile)
AMP2HIP_WINDOWS_FUNCTION(CreateFileA)
AMP2HIP_WINDOWS_FUNCTION(CreateFileW)
AMP2HIP_WINDOWS_FUNCTION(ReadFile)
AMP2HIP_WINDOWS_FUNCTION(WriteFile)
AMP2HIP_WINDOWS_FUNCTION(GetModuleHandle)
AMP2HIP_WINDOWS_FUNCTION(GetModuleFileName)
AMP2HIP_WINDOWS_FUNCTION(LoadLibrary)
AMP2HIP_WINDOWS_FUNCTION(GetProcAddress)
AMP2HIP_WINDOWS_FUNCTION(MessageBox)
AMP2HIP_WINDOWS_FUNCTION(MessageBoxA)
AMP2HIP_WINDOWS_FUNCTION(MessageBoxW)
AMP2HIP_WINDOWS_FUNCTION(CreateWindow)
AMP2HIP_WINDOWS_FUNCTION(CreateWindowEx)
AMP2HIP_WINDOWS_FUNCTION(ShowWindow)
AMP2HIP_WINDOWS_FUNCTION(GetMessage)
AMP2HIP_WINDOWS_FUNCTION(DispatchMessage)
#undef AMP2HIP_WINDOWS_FUNCTION

typedef struct HANDLE__ *HANDLE AMP2HIP_WINDOWS_ONLY;
typedef struct HWND__ *HWND AMP2HIP_WINDOWS_ONLY;
struct AMP2HIP_WINDOWS_ONLY SYSTEM_INFO;
struct AMP2HIP_WINDOWS_ONLY MSG;

// The logical processor information API: complete, so that code reading its
// records (sizeof, .Relationship) parses to AH1300 on the names.
enum AMP2HIP_WINDOWS_ONLY LOGICAL_PROCESSOR_RELATIONSHIP {
  RelationProcessorCore,
  RelationNumaNode,
  RelationCache,
  RelationProcessorPackage,
  RelationGroup,
  RelationAll = 0xffff
};
enum AMP2HIP_WINDOWS_ONLY PROCESSOR_CACHE_TYPE {
  CacheUnified,
  CacheInstruction,
  CacheData,
  CacheTrace
};
struct AMP2HIP_WINDOWS_ONLY CACHE_DESCRIPTOR {
  BYTE Level;
  BYTE Associativity;
  WORD LineSize;
  DWORD Size;
  PROCESSOR_CACHE_TYPE Type;
};
struct AMP2HIP_WINDOWS_ONLY SYSTEM_LOGICAL_PROCESSOR_INFORMATION {
  ULONG_PTR ProcessorMask;
  LOGICAL_PROCESSOR_RELATIONSHIP Relationship;
  union {
    struct {
      BYTE Flags;
    } ProcessorCore;
    struct {
      DWORD NodeNumber;
    } NumaNode;
    CACHE_DESCRIPTOR Cache;
    unsigned long long Reserved[2];
  };
};
typedef SYSTEM_LOGICAL_PROCESSOR_INFORMATION
    *PSYSTEM_LOGICAL_PROCESSOR_INFORMATION AMP2HIP_WINDOWS_ONLY;
template <typename... A>
AMP2HIP_WINDOWS_ONLY ::amp2hip::msvc::unsupported_result
GetLogicalProcessorInformation(A &&...);

#endif // AMP2HIP_PARSE_MODEL
#endif // AMP2HIP_MSVC_UNSUPPORTED_H
