// Entry header for untranslated C++ AMP code: #include <amp.h>.
#include <amp2hip/amp.h>
