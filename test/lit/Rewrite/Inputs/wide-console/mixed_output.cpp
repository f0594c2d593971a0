// Narrow and wide output mixed, as Windows programs write it, with a wmain
// reached through amp2hip/msvc/wmain.h: every line must appear, in order.
#include <amp2hip/msvc/tchar.h>
#include <amp2hip/msvc/wide_console.h>
#include <cstdio>
#include <iostream>
#include <string>

int wmain(int argc, wchar_t *argv[]) {
  std::printf("1 printf\n");
  std::wcout << L"2 wcout " << std::wstring(argv[1]) << std::endl;
  std::cout << "3 cout" << std::endl;
  std::wcout << L"4 wcout \u00e9t\u00e9 " << argc << std::endl;
  _tprintf(_T("5 _tprintf %s %c %hs\n"), L"wide", L'w', "narrow");
  std::fflush(stdout);
  std::wcerr << L"6 wcerr" << std::endl;
  return 0;
}

#include <amp2hip/msvc/wmain.h>
int main(int argc, char **argv) {
  return ::amp2hip::msvc::run_wmain(argc, argv, wmain);
}
