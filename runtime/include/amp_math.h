// Entry header for untranslated C++ AMP code: #include <amp_math.h>.
#include <amp2hip/amp_math.h>
