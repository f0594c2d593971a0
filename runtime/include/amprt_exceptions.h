// Entry header for untranslated C++ AMP code: #include <amprt_exceptions.h>.
#include <amp2hip/amprt_exceptions.h>
