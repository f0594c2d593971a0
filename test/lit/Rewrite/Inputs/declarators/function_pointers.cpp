// Restrictions on declarators that declare no function: pointers and
// references to functions, a typedef of a function type, function types
// among template arguments and parameters (an explicit instantiation's
// too).
auto twice(int x) restrict(cpu) -> int { return 2 * x; }
int thrice(int x) restrict(cpu) { return 3 * x; }
typedef int unary(int) restrict(cpu);
#define CPU_RESTRICTION_ONLY restrict(cpu)

template <typename F> struct holder {
  F *f;
};
template <int (*G)(int) restrict(cpu)> int call(int x) {
  return G(x);
}
template <typename F> int apply(F f, int x) { return f(x); }
template int apply<int (*)(int) restrict(cpu)>(int (*f)(int) restrict(cpu),
                                               int);

int main() {
  auto (*a)(int) restrict(cpu) -> int = &twice;
  int (*b)(int) restrict(cpu) = &thrice;
  unary *c = &thrice;
  auto (*d)(int) CPU_RESTRICTION_ONLY -> int = &twice;
  int (&e)(int) restrict(cpu) = thrice;
  holder<int(int) restrict(cpu)> h{&thrice};
  int (*t)(int) = &thrice;
  return a(1) + b(1) + c(1) + d(1) + e(1) + h.f(1) + call<&thrice>(1) +
                     apply(t, 1) ==
                 22
             ? 0
             : 1;
}
