// concurrency::event, written qualified: this unit's parse reads the PPL
// (on oneTBB) through <amp.h>.
#include "harness.h"
int main() {
  concurrency::event done;
  done.set();
  done.wait();
  skip_if("never", false);
  return pick() < 4 ? 0 : 1;
}
