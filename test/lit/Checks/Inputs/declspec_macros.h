// A Visual C++ project's export macro, kept in a header.
#pragma once
#define PROJECT_API __declspec(dllexport)
