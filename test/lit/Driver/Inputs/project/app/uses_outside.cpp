// Includes a header that lies outside the project root.
#include <amp.h>
#include "../../outside/ext.h"
int main() { return ext_twice(1.0f) == 2.0f ? 0 : 1; }
