// A project header that picks per compiler.
#pragma once
#if defined(_MSC_VER) && (_MSC_VER >= 1700) // Visual Studio 2012
#define PORT_MSVC 1
#elif defined __GNUC__
#define PORT_MSVC 0
#endif
#ifndef _MSC_VER
#error "only Visual C++ builds this project"
#endif
#define PORT_VERSION_TEXT "built with " STRINGIFY(_MSC_VER)
#undef _MSC_EXTENSIONS
/* #ifdef __GNUC__ in a comment stays */
