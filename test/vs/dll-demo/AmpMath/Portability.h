// Portability.h: the spellings Visual C++ has and GCC lacks, the way
// Windows code often supplies them for other compilers.
#pragma once

#if defined(__GNUC__)
typedef long long __int64;
#endif
