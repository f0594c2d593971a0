//===- PrepassFileSystem.cpp ----------------------------------------------===//
#include "Frontend/PrepassFileSystem.h"
#include "Frontend/TranslateAction.h"
#include "Project/WindowsPath.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace amp2hip {

namespace {

/// A file whose contents are the pre-passed text. The text has the original
/// length (the decoded one, for a UTF-16 file), as the status says.
class PrepassedFile : public vfs::File {
public:
  PrepassedFile(vfs::Status S, std::shared_ptr<const std::string> Text)
      : S(std::move(S)), Text(std::move(Text)) {}

  ErrorOr<vfs::Status> status() override { return S; }
  ErrorOr<std::unique_ptr<MemoryBuffer>> getBuffer(const Twine &Name, int64_t,
                                                   bool, bool) override {
    return MemoryBuffer::getMemBuffer(*Text, Name.str());
  }
  std::error_code close() override { return {}; }

private:
  vfs::Status S;
  std::shared_ptr<const std::string> Text; // owns the buffer's text
};

/// A file left as it is, handed over with the buffer already read (opening
/// and reading it again cost as much as the check).
class ReadFile : public vfs::File {
public:
  ReadFile(vfs::Status S, std::unique_ptr<MemoryBuffer> Buffer)
      : S(std::move(S)), Buffer(std::move(Buffer)) {}

  ErrorOr<vfs::Status> status() override { return S; }
  ErrorOr<std::unique_ptr<MemoryBuffer>> getBuffer(const Twine &Name, int64_t,
                                                   bool, bool) override {
    if (Buffer)
      return std::move(Buffer);
    return MemoryBuffer::getFile(S.getName()); // asked twice
  }
  std::error_code close() override { return {}; }

private:
  vfs::Status S;
  std::unique_ptr<MemoryBuffer> Buffer;
};

/// Windows looks a quoted include up next to the file that names it. Clang
/// takes that folder from the name the file was opened by, in which a
/// backslash is no separator: `"..\\Scan\\Scan.h"` would make "Scan.h"'s own
/// quoted includes be looked up beside its includer. The quoted includes of
/// project files are read with '/' (the text keeps its length).
bool forwardIncludeSlashes(std::string &Text) {
  bool Changed = false;
  size_t Pos = 0;
  while ((Pos = Text.find("include", Pos)) != std::string::npos) {
    size_t Hash = Text.find_last_not_of(" \t", Pos == 0 ? 0 : Pos - 1);
    size_t LineStart = Hash == std::string::npos
                           ? 0
                           : Text.find_last_of('\n', Hash) + 1;
    // The first line begins after a byte-order mark.
    if (LineStart == 0 && llvm::StringRef(Text).starts_with(Utf8Bom))
      LineStart = Utf8Bom.size();
    Pos += 7;
    if (Hash == std::string::npos || Text[Hash] != '#' ||
        Text.find_first_not_of(" \t", LineStart) != Hash)
      continue;
    size_t Open = Text.find_first_not_of(" \t", Pos);
    if (Open == std::string::npos || Text[Open] != '"')
      continue;
    size_t Close = Text.find_first_of("\"\n", Open + 1);
    if (Close == std::string::npos || Text[Close] != '"')
      continue;
    for (size_t I = Open + 1; I < Close; ++I)
      if (Text[I] == '\\') {
        Text[I] = '/';
        Changed = true;
      }
    Pos = Close;
  }
  return Changed;
}

} // namespace

std::string PrepassFileSystem::projectPath(const Twine &Path) {
  if (ProjectRoots.empty())
    return "";
  SmallString<256> Abs(withSlashes(Path.str()));
  if (makeAbsolute(Abs))
    return "";
  sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  if (!llvm::any_of(ProjectRoots,
                    [&](const std::string &R) { return isUnder(Abs, R); }))
    return "";
  return std::string(Abs);
}

bool PrepassFileSystem::inThirdPartyFolder(StringRef Abs) const {
  for (const std::string &Root : ProjectRoots) {
    if (!isUnder(Abs, Root))
      continue;
    StringRef Rel = Abs.drop_front(Root.size());
    Rel.consume_front("/");
    if (!thirdPartyFolder(Rel).empty())
      return true;
  }
  return false;
}

bool PrepassFileSystem::isThirdParty(sys::fs::UniqueID ID) const {
  std::lock_guard<std::mutex> Lock(Mutex);
  return ThirdParty.count(ID);
}

std::string PrepassFileSystem::windowsName(const Twine &Path) {
  std::string Abs = projectPath(Path);
  if (Abs.empty())
    return "";
  bool Ambiguous = false;
  std::vector<std::string> Matches;
  std::string Found = findAsWindowsWould("", Abs, &Ambiguous, &Matches);
  if (Ambiguous) {
    std::lock_guard<std::mutex> Lock(Mutex);
    Twins[Abs] = std::move(Matches);
  }
  return Found;
}

std::vector<std::string>
PrepassFileSystem::caseTwins(llvm::StringRef Spelled) const {
  std::string Tail = "/" + withSlashes(Spelled.str());
  std::lock_guard<std::mutex> Lock(Mutex);
  for (const auto &[Path, Files] : Twins)
    if (StringRef(Path).ends_with_insensitive(Tail) ||
        (!Tail.empty() && StringRef(Path).ends_with_insensitive(
                              sys::path::filename(Tail))))
      return Files;
  return {};
}

std::shared_ptr<const DecodedSource>
PrepassFileSystem::decode(sys::fs::UniqueID ID, StringRef Bytes) {
  if (detectEncoding(Bytes) == SourceEncoding::Utf8)
    return nullptr;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Decoded.find(ID);
    if (It != Decoded.end())
      return It->second;
  }
  auto D = std::make_shared<const DecodedSource>(decodeSource(Bytes));
  std::lock_guard<std::mutex> Lock(Mutex);
  return Decoded.try_emplace(ID, std::move(D)).first->second;
}

const DecodedSource *PrepassFileSystem::decodedFor(sys::fs::UniqueID ID) const {
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = Decoded.find(ID);
  return It == Decoded.end() ? nullptr : It->second.get();
}

ErrorOr<vfs::Status> PrepassFileSystem::status(const Twine &Path) {
  auto S = ProxyFileSystem::status(Path);
  std::string OnDisk = Path.str();
  if (!S && S.getError() == std::errc::no_such_file_or_directory) {
    std::string Found = windowsName(Path);
    if (Found.empty())
      return S;
    auto R = ProxyFileSystem::status(Found);
    if (!R)
      return S;
    S = vfs::Status::copyWithNewName(*R, Path.str());
    OnDisk = Found;
  }
  // A project file saved as UTF-16 has its decoded size, as when it is
  // opened (Clang refuses a buffer shorter than the size it was told).
  if (S && S->isRegularFile() && S->getSize() >= 2 &&
      !projectPath(OnDisk).empty())
    if (auto F = ProxyFileSystem::openFileForRead(OnDisk)) {
      auto Head = (*F)->getBuffer(OnDisk, 4, false, false);
      if (Head && detectEncoding((*Head)->getBuffer()) != SourceEncoding::Utf8)
        if (auto Bytes = (*F)->getBuffer(OnDisk, S->getSize(), false, false))
          if (auto D = decode(S->getUniqueID(), (*Bytes)->getBuffer()))
            return vfs::Status::copyWithNewSize(*S, D->Text.size());
    }
  return S;
}

ErrorOr<std::unique_ptr<vfs::File>>
PrepassFileSystem::openFileForRead(const Twine &Path) {
  auto Real = ProxyFileSystem::openFileForRead(Path);
  if (!Real && Real.getError() == std::errc::no_such_file_or_directory)
    if (std::string Found = windowsName(Path); !Found.empty())
      return openFileForRead(Found);
  if (!Real)
    return Real;
  auto Status = (*Real)->status();
  if (!Status)
    return Real;
  auto Buffer = (*Real)->getBuffer(Path, Status->getSize(), true, false);
  if (!Buffer)
    return ProxyFileSystem::openFileForRead(Path);
  llvm::StringRef Text = (*Buffer)->getBuffer();
  std::shared_ptr<const DecodedSource> Decoded =
      decode(Status->getUniqueID(), Text);
  if (Decoded) {
    Text = Decoded->Text;
    *Status = vfs::Status::copyWithNewSize(*Status, Text.size());
  }
  // The MSVC dialect first (void main, std::exception's message), then the
  // restrict clauses in the text it leaves.
  std::string Abs = projectPath(Path);
  bool Project = !Abs.empty();
  bool ThirdPartyFile = Project && inThirdPartyFolder(Abs);
  if (ThirdPartyFile) {
    std::lock_guard<std::mutex> Lock(Mutex);
    ThirdParty.insert(Status->getUniqueID());
  }
  auto Dialect = std::make_shared<DialectPrepassResult>(runDialectPrepass(
      Path.str(), Text, Project,
      ThirdPartyFile ? CompilerViewKind::Gnu : View));
  if (Project && Text.contains('\\')) {
    if (!Dialect->Changed)
      Dialect->Text = Text.str();
    if (forwardIncludeSlashes(Dialect->Text))
      Dialect->Changed = true;
  }
  // A file opened again (under another name: a link, or a Windows
  // spelling) keeps its first result, whose text buffers already point into.
  if (Dialect->Changed) {
    std::lock_guard<std::mutex> Lock(Mutex);
    Dialect = DialectResults.try_emplace(Status->getUniqueID(), Dialect)
                  .first->second;
    Text = Dialect->Text;
  }
  std::shared_ptr<PrepassResult> Result;
  // HCC's forms are the project's own (no system header spells them).
  const SourceDialect FileDialect =
      Project ? SourceLanguage : SourceDialect::VisualCpp;
  if (mayNeedPrepass(Text, Macros, FileDialect)) {
    Result =
        std::make_shared<PrepassResult>(runPrepass(Text, Macros, FileDialect));
    if (Result->Clauses.empty() && Result->Findings.empty())
      Result.reset();
  }
  if (!Result && !Dialect->Changed && !Decoded)
    return std::unique_ptr<vfs::File>(
        new ReadFile(std::move(*Status), std::move(*Buffer)));
  if (Result) {
    std::lock_guard<std::mutex> Lock(Mutex);
    Result = Results.try_emplace(Status->getUniqueID(), Result).first->second;
  }
  auto Final =
      Result ? std::shared_ptr<const std::string>(Result, &Result->Text)
      : Dialect->Changed
          ? std::shared_ptr<const std::string>(Dialect, &Dialect->Text)
          : std::shared_ptr<const std::string>(Decoded, &Decoded->Text);
  return std::unique_ptr<vfs::File>(
      new PrepassedFile(std::move(*Status), std::move(Final)));
}

const DialectPrepassResult *
PrepassFileSystem::dialectFor(sys::fs::UniqueID ID) const {
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = DialectResults.find(ID);
  return It == DialectResults.end() ? nullptr : It->second.get();
}

const PrepassResult *PrepassFileSystem::resultFor(sys::fs::UniqueID ID) const {
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = Results.find(ID);
  return It == Results.end() ? nullptr : It->second.get();
}

} // namespace amp2hip
