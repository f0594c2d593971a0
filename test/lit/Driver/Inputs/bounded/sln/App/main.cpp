// Reaches a header above the solution's folder by a relative path, and one
// through the project's include directory there.
#include <amp.h>
#include "../../shared/util.h"
#include "config.h"
float local_value();
float far_value();
int main() {
  float v[4] = {1, 2, 3, 4};
  scale_all(v, 4);
  return v[3] == 4 * SCALE && local_value() == 1 && far_value() == 2 ? 0 : 1;
}
