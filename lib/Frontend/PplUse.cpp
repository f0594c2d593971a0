//===- PplUse.cpp ---------------------------------------------------------===//
#include "Frontend/PplUse.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <cctype>
#include <string>
#include <vector>

namespace amp2hip {

namespace {

/// Names only the PPL declares (partitioners, algorithms, task groups,
/// locks, concurrent containers). parallel_for_each is C++ AMP's too and is
/// looked at separately.
bool isPplName(llvm::StringRef Id) {
  static const llvm::StringSet<> Names = {
      "parallel_for",          "parallel_invoke",     "parallel_reduce",
      "parallel_transform",    "parallel_sort",       "parallel_buffered_sort",
      "parallel_radixsort",    "task_group",          "structured_task_group",
      "task_handle",           "make_task",           "task_group_status",
      "combinable",            "critical_section",    "reader_writer_lock",
      "concurrent_queue",      "concurrent_vector",   "auto_partitioner",
      "static_partitioner",    "simple_partitioner",  "affinity_partitioner",
      "COOPERATIVE_TIMEOUT_INFINITE", "COOPERATIVE_WAIT_TIMEOUT",
      "concurrent_unordered_map",     "concurrent_unordered_multimap",
      "concurrent_unordered_set",     "concurrent_unordered_multiset"};
  return Names.contains(Id);
}

bool isIdentStart(char C) { return std::isalpha((unsigned char)C) || C == '_'; }
bool isIdentChar(char C) { return std::isalnum((unsigned char)C) || C == '_'; }

/// Names too common to take alone that ConcRT declares in namespace
/// Concurrency (<concrt.h>, which Visual C++'s <amp.h> reached too): taken
/// only when written qualified, `concurrency::event`.
bool isQualifiedPplName(llvm::StringRef Id) {
  return Id == "event" || Id == "wait";
}

/// Whether \p Before (the text up to an identifier) ends in
/// `concurrency::` or `Concurrency::`.
bool qualifiedByConcurrency(llvm::StringRef Before) {
  Before = Before.rtrim();
  if (!Before.consume_back("::"))
    return false;
  Before = Before.rtrim();
  if (!Before.consume_back("oncurrency") ||
      !Before.consume_back_insensitive("c"))
    return false;
  return Before.empty() || !isIdentChar(Before.back());
}

/// parallel_for_each( followed, before the first comma at depth 0, by a
/// call of begin/cbegin/rbegin (v.begin(), std::begin(v)) or a pointer
/// `&x[`: the CPU form over iterators.
bool iteratorForEach(llvm::StringRef Rest) {
  size_t Open = Rest.find_first_not_of(" \t\r\n");
  if (Open == llvm::StringRef::npos || Rest[Open] != '(')
    return false;
  int Depth = 0;
  size_t End = Open + 1;
  for (; End < Rest.size(); ++End) {
    char C = Rest[End];
    if (C == '(' || C == '[')
      ++Depth;
    else if (C == ')' || C == ']') {
      if (Depth-- == 0)
        break;
    } else if (C == ',' && Depth == 0)
      break;
  }
  llvm::StringRef First = Rest.slice(Open + 1, End);
  return First.contains("begin(") || First.contains("begin (") ||
         First.contains(".data()");
}

} // namespace

bool textNamesPpl(llvm::StringRef Text) {
  for (size_t I = 0; I < Text.size();) {
    if (!isIdentStart(Text[I]) || (I > 0 && isIdentChar(Text[I - 1]))) {
      ++I;
      continue;
    }
    size_t J = I;
    while (J < Text.size() && isIdentChar(Text[J]))
      ++J;
    llvm::StringRef Id = Text.slice(I, J);
    if (isPplName(Id))
      return true;
    if (isQualifiedPplName(Id) && qualifiedByConcurrency(Text.take_front(I)))
      return true;
    if (Id == "parallel_for_each" && iteratorForEach(Text.substr(J)))
      return true;
    I = J;
  }
  return false;
}

namespace {

/// The quoted includes of \p Text, with Windows separators turned around.
std::vector<std::string> quotedIncludes(llvm::StringRef Text) {
  std::vector<std::string> Out;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    L = L.ltrim();
    if (!L.consume_front("#"))
      continue;
    L = L.ltrim();
    if (!L.consume_front("include"))
      continue;
    L = L.ltrim();
    if (!L.consume_front("\""))
      continue;
    std::string Name = L.take_until([](char C) { return C == '"'; }).str();
    for (char &C : Name)
      if (C == '\\')
        C = '/';
    Out.push_back(std::move(Name));
  }
  return Out;
}

bool scan(llvm::vfs::FileSystem &FS, llvm::StringRef Path,
          llvm::StringSet<> &Seen) {
  if (!Seen.insert(Path).second)
    return false;
  auto Buffer = FS.getBufferForFile(Path);
  if (!Buffer)
    return false;
  llvm::StringRef Text = (*Buffer)->getBuffer();
  if (textNamesPpl(Text))
    return true;
  llvm::StringRef Dir = llvm::sys::path::parent_path(Path);
  for (const std::string &Name : quotedIncludes(Text)) {
    llvm::SmallString<256> Next(Dir);
    llvm::sys::path::append(Next, Name);
    llvm::sys::path::remove_dots(Next, /*remove_dot_dot=*/true);
    if (scan(FS, Next, Seen))
      return true;
  }
  return false;
}

} // namespace

bool unitNamesPpl(llvm::vfs::FileSystem &FS, llvm::StringRef Source) {
  llvm::StringSet<> Seen;
  return scan(FS, Source, Seen);
}

} // namespace amp2hip
