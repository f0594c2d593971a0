// Entry header for untranslated C++ AMP code: #include <amp_short_vectors.h>.
#include <amp2hip/amp_short_vectors.h>
