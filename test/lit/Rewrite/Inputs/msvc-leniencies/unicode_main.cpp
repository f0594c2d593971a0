// A Unicode console program as Visual Studio writes it (CharacterSet
// Unicode: _UNICODE): _tmain with _TCHAR arguments, std::wstring built from
// them, and narrow and wide output mixed. Returns non-zero on a wrong result.
// The project's CharacterSet would define _UNICODE; here the file does, so
// that any build of the output sees it.
#ifndef _UNICODE
#define _UNICODE
#endif
#include <tchar.h>
#include <cstdio>
#include <iostream>
#include <string>
#include <amp.h>

using namespace concurrency;

int _tmain(int argc, _TCHAR *argv[]) {
  std::wstring program(argv[0]);
  std::wstring first = argc > 1 ? std::wstring(argv[1]) : std::wstring(L"none");
  std::vector<float> v(256, 1.5f);
  array_view<float, 1> av(256, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2.0f; });
  av.synchronize();
  int failures = 0;
  for (float x : v)
    failures += x != 3.0f;
  if (program.empty() || sizeof(_TCHAR) != sizeof(wchar_t))
    ++failures;
  std::printf("narrow printf line\n");
  std::wcout << L"wide line, first argument: " << first << std::endl;
  std::cout << "narrow cout line" << std::endl;
  _tprintf(_T("_tprintf %s %d\n"), first.c_str(), 42);
  std::wcout << (failures ? L"FAILED" : L"PASSED") << L" unicode_main"
             << std::endl;
  return failures ? 1 : 0;
}
