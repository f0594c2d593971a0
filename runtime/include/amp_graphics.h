// Entry header for untranslated C++ AMP code: #include <amp_graphics.h>.
#include <amp2hip/amp_graphics.h>
