// A Visual C++ project's export macro, kept in a header.
#pragma once
#define PROJECT_API __declspec(dllexport) // expected-error {{AH1303: __declspec(dllexport) is Microsoft's attribute syntax}}
