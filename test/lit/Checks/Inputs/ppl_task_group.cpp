#include <amp.h>
#include <ppltasks.h>
using namespace concurrency;

int main() {
  task_group g;
  int x = 0;
  g.run([&] { x = 1; });
  g.wait();
  return x - 1;
}
