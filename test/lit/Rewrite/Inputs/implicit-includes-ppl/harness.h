// A project header that reaches the standard library through <amp.h>
// alone and calls exit and rand, as Visual C++'s <amp.h> allowed.
#include <amp.h>
#include <string>
inline void skip_if(const std::string &why, bool cond) {
  if (cond)
    exit(2);
}
inline int pick() { return rand() % 4; }
