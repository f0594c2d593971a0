//===- Progress.cpp -------------------------------------------------------===//
#include "Driver/Progress.h"
#include "llvm/Support/Process.h"
#include <algorithm>
#include <cmath>

namespace amp2hip {

static std::string minutes(double Seconds) {
  long S = std::lround(Seconds);
  std::string Sec = std::to_string(S % 60);
  return std::to_string(S / 60) + ":" + (Sec.size() < 2 ? "0" : "") + Sec;
}

std::string progressText(size_t Done, size_t Total, double Elapsed,
                         llvm::StringRef InWork, unsigned Width) {
  std::string Line = "[" + std::to_string(Done) + "/" + std::to_string(Total) +
                     "] " + std::to_string(Total ? Done * 100 / Total : 100) +
                     "%";
  if (Done && Done < Total)
    Line += " ~" + minutes(Elapsed / Done * (Total - Done)) + " left";
  if (!InWork.empty()) {
    Line += "  ";
    size_t Room = Width > Line.size() ? Width - Line.size() : 0;
    if (InWork.size() <= Room)
      Line += InWork.str();
    else if (Room > 3)
      Line += "..." + InWork.take_back(Room - 3).str();
  }
  if (Line.size() > Width)
    Line.resize(Width);
  return Line;
}

ProgressLine::ProgressLine(llvm::raw_ostream &OS,
                           std::vector<std::string> Files, unsigned Jobs,
                           bool On)
    : OS(OS), Files(std::move(Files)), Ended(this->Files.size()),
      Jobs(std::max(1u, Jobs)),
      On(On && this->Files.size() >= ProgressMinFiles),
      Start(std::chrono::steady_clock::now()) {}

void ProgressLine::clear() {
  if (!Shown)
    return;
  OS << "\r\x1b[K";
  OS.flush();
  Shown = false;
}

void ProgressLine::finished(size_t I) {
  if (I < Ended.size() && !Ended[I]) {
    Ended[I] = true;
    ++Done;
  }
  draw();
}

void ProgressLine::draw() {
  if (!On)
    return;
  // The workers take files in order, a new one as each ends: the oldest
  // file in work is the first that has not ended among those started.
  size_t Started = std::min(Files.size(), Done + Jobs);
  llvm::StringRef InWork;
  for (size_t I = 0; I < Started; ++I)
    if (!Ended[I]) {
      InWork = Files[I];
      break;
    }
  double Elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  unsigned Width = llvm::sys::Process::StandardErrColumns();
  OS << "\r\x1b[K"
     << progressText(Done, Files.size(), Elapsed, InWork,
                     (Width ? Width : 80) - 1);
  OS.flush();
  Shown = true;
}

} // namespace amp2hip
