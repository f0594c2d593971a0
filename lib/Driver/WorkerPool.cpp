//===- WorkerPool.cpp -----------------------------------------------------===//
#include "Driver/WorkerPool.h"

#include "clang/Basic/Stack.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/thread.h"
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <optional>
#include <poll.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace amp2hip {

namespace {

/// Deeply nested code recurses deeply in the front end and in our visitors;
/// a large stack turns most such inputs into ordinary results. The pages
/// are only committed when touched.
constexpr unsigned WorkerStackSize = 512u << 20;
constexpr unsigned MaxChildren = 256;

/// The running children, for the interrupt handler (async-signal-safe).
std::atomic<pid_t> Running[MaxChildren];

/// SIGINT/SIGTERM/SIGHUP in the parent: no child outlives it. LLVM's handler
/// has already removed the files registered for removal. Exit rather than
/// re-raise: the signal may be one the parent inherited as ignored (a
/// background job's SIGINT), and LLVM would then return into the run.
void killChildrenAndStop() {
  for (auto &P : Running)
    if (pid_t Pid = P.load())
      kill(Pid, SIGKILL);
  _exit(130);
}

void writeAll(int FD, const std::string &Data) {
  size_t Done = 0;
  while (Done < Data.size()) {
    ssize_t N = write(FD, Data.data() + Done, Data.size() - Done);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      _exit(3);
    Done += N;
  }
}

[[noreturn]] void runChild(size_t I,
                           const std::function<std::string(size_t)> &Work,
                           int OutFD, int ErrFD) {
  // A child must not run the parent's interrupt handler or remove the
  // parent's files on a signal.
  llvm::sys::SetInterruptFunction(nullptr);
  dup2(ErrFD, STDERR_FILENO);
  close(ErrFD);
  std::string Payload;
  bool Returned = false;
  llvm::thread Worker(std::optional<unsigned>(WorkerStackSize), [&] {
    clang::noteBottomOfStack();
    Payload = Work(I);
    Returned = true;
  });
  Worker.join();
  if (!Returned)
    _exit(2);
  writeAll(OutFD, Payload);
  close(OutFD);
  _exit(0);
}

struct Child {
  size_t Index = 0;
  pid_t Pid = -1;
  int Out = -1, Err = -1;
  unsigned Slot = 0;
  WorkerOutcome Outcome;
  std::chrono::steady_clock::time_point Start;
};

/// Reads what is available on \p FD into \p Into; false at end of file.
bool drain(int &FD, std::string &Into) {
  char Buf[65536];
  ssize_t N = read(FD, Buf, sizeof Buf);
  if (N < 0 && (errno == EINTR || errno == EAGAIN))
    return true;
  if (N <= 0) {
    close(FD);
    FD = -1;
    return false;
  }
  Into.append(Buf, N);
  return true;
}

} // namespace

void runInWorkers(size_t Count, unsigned Jobs,
                  const std::function<std::string(size_t)> &Work,
                  const std::function<void(size_t, WorkerOutcome &&)> &Done) {
  Jobs = std::max(1u, std::min(Jobs, MaxChildren));
  llvm::sys::SetInterruptFunction(killChildrenAndStop);
  std::vector<Child> Live;
  std::vector<bool> SlotUsed(Jobs);
  size_t Next = 0;
  while (Next < Count || !Live.empty()) {
    while (Next < Count && Live.size() < Jobs) {
      int OutP[2], ErrP[2];
      if (pipe(OutP) || pipe(ErrP)) {
        WorkerOutcome O;
        O.Log = std::string("amp2hip: error: cannot create a pipe: ") +
                strerror(errno) + "\n";
        Done(Next++, std::move(O));
        continue;
      }
      Child C;
      C.Index = Next++;
      C.Start = std::chrono::steady_clock::now();
      fflush(nullptr);
      pid_t Pid = fork();
      if (Pid == 0) {
        close(OutP[0]);
        close(ErrP[0]);
        for (const Child &Other : Live) {
          close(Other.Out);
          close(Other.Err);
        }
        runChild(C.Index, Work, OutP[1], ErrP[1]);
      }
      close(OutP[1]);
      close(ErrP[1]);
      if (Pid < 0) {
        close(OutP[0]);
        close(ErrP[0]);
        WorkerOutcome O;
        O.Log = std::string("amp2hip: error: cannot start a worker: ") +
                strerror(errno) + "\n";
        Done(C.Index, std::move(O));
        continue;
      }
      C.Pid = Pid;
      C.Out = OutP[0];
      C.Err = ErrP[0];
      for (unsigned S = 0; S < Jobs; ++S)
        if (!SlotUsed[S]) {
          SlotUsed[S] = true;
          C.Slot = S;
          break;
        }
      Running[C.Slot].store(Pid);
      Live.push_back(std::move(C));
    }
    if (Live.empty())
      break;

    std::vector<pollfd> Fds;
    for (const Child &C : Live)
      for (int FD : {C.Out, C.Err})
        if (FD >= 0)
          Fds.push_back({FD, POLLIN, 0});
    if (!Fds.empty() && poll(Fds.data(), Fds.size(), -1) < 0 && errno != EINTR)
      break;
    for (size_t K = 0; K < Live.size();) {
      Child &C = Live[K];
      auto Ready = [&](int FD) {
        for (const pollfd &P : Fds)
          if (P.fd == FD)
            return (P.revents & (POLLIN | POLLHUP | POLLERR)) != 0;
        return false;
      };
      if (C.Out >= 0 && Ready(C.Out))
        drain(C.Out, C.Outcome.Payload);
      if (C.Err >= 0 && Ready(C.Err))
        drain(C.Err, C.Outcome.Log);
      if (C.Out >= 0 || C.Err >= 0) {
        ++K;
        continue;
      }
      int Status = 0;
      while (waitpid(C.Pid, &Status, 0) < 0 && errno == EINTR)
        ;
      Running[C.Slot].store(0);
      SlotUsed[C.Slot] = false;
      WorkerOutcome O = std::move(C.Outcome);
      O.Seconds = std::chrono::duration<double>(
                      std::chrono::steady_clock::now() - C.Start)
                      .count();
      if (WIFSIGNALED(Status))
        O.Signal = WTERMSIG(Status);
      else if (WIFEXITED(Status))
        O.ExitCode = WEXITSTATUS(Status);
      O.Finished = !O.Signal && O.ExitCode == 0;
      size_t Index = C.Index;
      Live.erase(Live.begin() + K);
      Done(Index, std::move(O));
    }
  }
  llvm::sys::SetInterruptFunction(nullptr);
}

std::string describeFailure(const WorkerOutcome &O) {
  if (O.Signal)
    return "the translator crashed (signal " + std::to_string(O.Signal) + ": " +
           strsignal(O.Signal) + ")";
  if (O.ExitCode == 2)
    return "the translator stopped without a result";
  return "the translator exited with status " + std::to_string(O.ExitCode);
}

} // namespace amp2hip
