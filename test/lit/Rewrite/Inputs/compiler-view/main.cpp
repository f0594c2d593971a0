#include <amp.h>
#include <vendor.h>
#include "port.h"
#if __clang__ || __GNUG__
int gnu_only;
#endif
int version = _MSC_VER;
const char *text = "_MSC_VER";
int main() { return PORT_MSVC && VENDOR_GNU ? 0 : 1; }
