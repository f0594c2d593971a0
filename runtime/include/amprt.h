// Entry header for untranslated C++ AMP code: #include <amprt.h>.
#include <amp2hip/amprt.h>
