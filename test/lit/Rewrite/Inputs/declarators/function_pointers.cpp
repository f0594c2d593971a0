// Restrictions on declarators that declare no function: pointers and
// references to functions, a typedef of a function type.
auto twice(int x) restrict(cpu) -> int { return 2 * x; }
int thrice(int x) restrict(cpu) { return 3 * x; }
typedef int unary(int) restrict(cpu);
#define CPU_RESTRICTION_ONLY restrict(cpu)

int main() {
  auto (*a)(int) restrict(cpu) -> int = &twice;
  int (*b)(int) restrict(cpu) = &thrice;
  unary *c = &thrice;
  auto (*d)(int) CPU_RESTRICTION_ONLY -> int = &twice;
  int (&e)(int) restrict(cpu) = thrice;
  return a(1) + b(1) + c(1) + d(1) + e(1) == 13 ? 0 : 1;
}
