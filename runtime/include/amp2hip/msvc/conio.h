//===- conio.h - Visual C++'s console input on Linux ------------*- C++ -*-===//
//
// The translator writes `#include <conio.h>` of a Visual C++ program as
// this file. Console programs used it to wait for a key (`_getch()` before
// exiting) or to poll the keyboard (`_kbhit()`). On a terminal these read
// one key without waiting for Enter and without echo (_getche echoes), as
// on Windows; when standard input is not a terminal (a pipe, a file, a test
// harness) they read it as a stream: _getch returns the next byte or EOF,
// _kbhit says whether input is ready. Host code only.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_CONIO_H
#define AMP2HIP_MSVC_CONIO_H

#include <cstdio>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

namespace amp2hip {
namespace msvc {

/// Puts a terminal on standard input into single-key mode for its lifetime.
class single_key_mode {
public:
  explicit single_key_mode(bool echo) {
    active_ = isatty(STDIN_FILENO) && tcgetattr(STDIN_FILENO, &saved_) == 0;
    if (!active_)
      return;
    termios raw = saved_;
    raw.c_lflag &= ~static_cast<tcflag_t>(ICANON | (echo ? 0 : ECHO));
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    tcsetattr(STDIN_FILENO, TCSANOW, &raw);
  }
  ~single_key_mode() {
    if (active_)
      tcsetattr(STDIN_FILENO, TCSANOW, &saved_);
  }
  single_key_mode(const single_key_mode &) = delete;
  single_key_mode &operator=(const single_key_mode &) = delete;

private:
  termios saved_{};
  bool active_ = false;
};

inline int read_key(bool echo) {
  std::fflush(stdout);
  single_key_mode mode(echo);
  unsigned char c;
  return read(STDIN_FILENO, &c, 1) == 1 ? c : EOF;
}

} // namespace msvc
} // namespace amp2hip

/// The next key, without echo; EOF at the end of a non-terminal input.
inline int _getch() { return ::amp2hip::msvc::read_key(false); }
/// The next key, echoed.
inline int _getche() { return ::amp2hip::msvc::read_key(true); }
/// Non-zero when a key (or, off a terminal, input) is waiting.
inline int _kbhit() {
  ::amp2hip::msvc::single_key_mode mode(false);
  pollfd p{STDIN_FILENO, POLLIN, 0};
  return poll(&p, 1, 0) > 0 && (p.revents & POLLIN) ? 1 : 0;
}
inline int _putch(int c) { return std::putchar(c); }
inline int _cputs(const char *s) { return std::fputs(s, stdout) < 0 ? -1 : 0; }
// The old names Visual C++ still declared.
inline int getch() { return _getch(); }
inline int getche() { return _getche(); }
inline int kbhit() { return _kbhit(); }

#endif // AMP2HIP_MSVC_CONIO_H
