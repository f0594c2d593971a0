// The bundled libraries on the host alone: no C++ AMP, so the translated
// program runs on a machine without a GPU. Returns 0 when every check holds.
#include <cstdio>
#include <cstring>
#include "include/tinyjson.h"
#include "external/quirk/quirk.h"

int main() {
  int failures = 0;
  auto check = [&](bool ok, const char *what) {
    if (!ok) {
      std::printf("FAIL %s\n", what);
      ++failures;
    }
  };
  check(tinyjson::object_of("a\"b", {1, 2.5}) == "{\"a\\\"b\":[1,2.5]}",
        "object_of");
  check(tinyjson::array_of({}) == "[]", "empty array");
  tinyjson::StringSink s;
  tinyjson::put_string(s, std::string("x\ty"));
  check(s.out == "\"x\\u0009y\"", "control character");
  unsigned char bytes[9] = {0, 1, 2, 0, 0, 0, 0, 0, 0};
  check(tinyjson::read_u64(bytes + 1) == 0x0201, "unaligned read");
  check(tinyjson::where().find("where") != std::string::npos, "signature");
  check(sizeof(tinyjson::Header) == 5, "packed header");
  check(sizeof(tj_u64) == 8 && sizeof(tj_i32) == 4, "integer widths");
  check(quirk::size_or_zero(std::string("four")) == 4, "quirk size");
  std::printf("%s (%s)\n", failures ? "FAIL" : "PASS", quirk::compiler());
  return failures ? 1 : 0;
}
