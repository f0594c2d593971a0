//===- PrepassFileSystem.cpp ----------------------------------------------===//
#include "Frontend/PrepassFileSystem.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

namespace amp2hip {

namespace {

/// A file whose contents are the pre-passed text. The text has the original
/// length, so the real file's status stays true.
class PrepassedFile : public vfs::File {
public:
  PrepassedFile(vfs::Status S, std::shared_ptr<PrepassResult> R)
      : S(std::move(S)), Result(std::move(R)) {}

  ErrorOr<vfs::Status> status() override { return S; }
  ErrorOr<std::unique_ptr<MemoryBuffer>> getBuffer(const Twine &Name, int64_t,
                                                   bool, bool) override {
    return MemoryBuffer::getMemBuffer(Result->Text, Name.str());
  }
  std::error_code close() override { return {}; }

private:
  vfs::Status S;
  std::shared_ptr<PrepassResult> Result; // owns the buffer's text
};

} // namespace

ErrorOr<std::unique_ptr<vfs::File>>
PrepassFileSystem::openFileForRead(const Twine &Path) {
  auto Real = ProxyFileSystem::openFileForRead(Path);
  if (!Real)
    return Real;
  auto Status = (*Real)->status();
  if (!Status)
    return Real;
  auto Buffer = (*Real)->getBuffer(Path, Status->getSize(), true, false);
  if (!Buffer)
    return ProxyFileSystem::openFileForRead(Path);
  llvm::StringRef Text = (*Buffer)->getBuffer();
  if (!mayNeedPrepass(Text, Macros))
    return ProxyFileSystem::openFileForRead(Path);
  auto Result = std::make_shared<PrepassResult>(runPrepass(Text, Macros));
  if (Result->Clauses.empty() && Result->Findings.empty())
    return ProxyFileSystem::openFileForRead(Path);
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Results[Status->getUniqueID()] = Result;
  }
  return std::unique_ptr<vfs::File>(
      new PrepassedFile(std::move(*Status), std::move(Result)));
}

const PrepassResult *PrepassFileSystem::resultFor(sys::fs::UniqueID ID) const {
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = Results.find(ID);
  return It == Results.end() ? nullptr : It->second.get();
}

} // namespace amp2hip
