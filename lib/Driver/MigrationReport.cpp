//===- MigrationReport.cpp ------------------------------------------------===//
//
// The report is written once, through a small document interface (headings,
// paragraphs, lists, tables of inline text with links) that the Markdown and
// HTML forms implement: both say the same.
//
//===----------------------------------------------------------------------===//
#include "Driver/MigrationReport.h"
#include "Diagnostics/AmpDiagnostics.h"
#include "Driver/DriverPaths.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <map>
#include <memory>
#include <set>
#include <tuple>

namespace amp2hip {

llvm::Expected<ReportFormat> reportFormatOf(llvm::StringRef Path) {
  std::string Ext = llvm::sys::path::extension(Path).lower();
  if (Ext == ".html" || Ext == ".htm")
    return ReportFormat::Html;
  if (Ext == ".md" || Ext == ".markdown")
    return ReportFormat::Markdown;
  return llvm::createStringError(
      std::errc::invalid_argument,
      "--report: '%s' must end in .html or .md (the format)",
      Path.str().c_str());
}

std::string findDiagnosticDocsDir(const char *Argv0, void *MainAddr) {
  std::string Exe = llvm::sys::fs::getMainExecutable(Argv0, MainAddr);
  llvm::SmallString<256> Dir(
      llvm::sys::path::parent_path(llvm::sys::path::parent_path(Exe)));
  llvm::sys::path::append(Dir, "share", "doc", "amp2hip", "diagnostics");
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::is_directory(Dir) || llvm::sys::fs::real_path(Dir, Real))
    return "";
  return std::string(Real);
}

std::vector<DiagnosticGroup>
groupDiagnostics(const std::vector<RecordedDiagnostic> &Ds) {
  // Errors before warnings; numbered before Clang's own; then by number.
  auto Key = [](const RecordedDiagnostic &D) {
    return std::make_tuple(D.Level != "error", D.Code.empty(), D.Code);
  };
  std::map<decltype(Key(Ds.front())), DiagnosticGroup> Groups;
  std::set<
      std::tuple<std::string, std::string, unsigned, unsigned, std::string>>
      Seen;
  for (const RecordedDiagnostic &D : Ds) {
    if (D.Level != "error" && D.Level != "warning")
      continue;
    if (!Seen.insert({D.Code, D.Loc.File, D.Loc.Line, D.Loc.Column, D.Message})
             .second)
      continue;
    DiagnosticGroup &G = Groups[Key(D)];
    if (G.Places.empty()) {
      G.Code = D.Code;
      G.Level = D.Level;
      for (const DiagInfo &I : allDiagnostics())
        if (D.Code == I.Code) {
          G.Help = I.Help;
          break;
        }
      if (D.Level == "warning" && !D.Code.empty())
        G.Check = reviewCheck(D.Code);
    }
    ++G.Count;
    G.Places.push_back(D);
  }
  std::vector<DiagnosticGroup> Out;
  for (auto &[K, G] : Groups)
    Out.push_back(std::move(G));
  return Out;
}

namespace {

/// A run of inline text: plain, code, or a link.
struct Span {
  std::string Text;
  std::string Url; ///< Non-empty: a link.
  bool Code = false;
};
using Inline = std::vector<Span>;

Inline text(const std::string &S) { return {{S, "", false}}; }
Inline operator+(Inline A, const Inline &B) {
  A.insert(A.end(), B.begin(), B.end());
  return A;
}
Span code(const std::string &S) { return {S, "", true}; }
Span link(const std::string &S, const std::string &Url, bool Code = false) {
  return {S, Url, Code};
}

/// What both forms implement.
class Document {
public:
  virtual ~Document() = default;
  virtual void heading(unsigned Level, const std::string &Text,
                       const std::string &Id) = 0;
  virtual void para(const Inline &I) = 0;
  virtual void list(const std::vector<Inline> &Items, bool Numbered) = 0;
  virtual void table(const std::vector<std::string> &Head,
                     const std::vector<std::vector<Inline>> &Rows) = 0;
  virtual std::string finish() = 0;
};

class MarkdownDocument : public Document {
public:
  explicit MarkdownDocument(const std::string &Title) {
    OS << "# " << Title << "\n\n";
  }
  void heading(unsigned Level, const std::string &Text,
               const std::string &) override {
    OS << std::string(Level, '#') << " " << Text << "\n\n";
  }
  void para(const Inline &I) override { OS << render(I) << "\n\n"; }
  void list(const std::vector<Inline> &Items, bool Numbered) override {
    unsigned N = 0;
    for (const Inline &I : Items)
      OS << (Numbered ? std::to_string(++N) + ". " : std::string("- "))
         << render(I) << "\n";
    OS << "\n";
  }
  void table(const std::vector<std::string> &Head,
             const std::vector<std::vector<Inline>> &Rows) override {
    OS << "|";
    for (const std::string &H : Head)
      OS << " " << H << " |";
    OS << "\n|";
    for (size_t I = 0; I < Head.size(); ++I)
      OS << " --- |";
    OS << "\n";
    for (const auto &Row : Rows) {
      OS << "|";
      for (const Inline &Cell : Row) {
        std::string S = render(Cell);
        // A '|' of the text would end the cell.
        for (size_t P = 0; (P = S.find('|', P)) != std::string::npos; P += 2)
          S.replace(P, 1, "\\|");
        OS << " " << S << " |";
      }
      OS << "\n";
    }
    OS << "\n";
  }
  std::string finish() override { return std::move(Out); }

private:
  static std::string render(const Inline &I) {
    std::string S;
    for (const Span &P : I) {
      std::string T = P.Code ? "`" + P.Text + "`" : P.Text;
      S += P.Url.empty() ? T : "[" + T + "](" + P.Url + ")";
    }
    return S;
  }
  std::string Out;
  llvm::raw_string_ostream OS{Out};
};

class HtmlDocument : public Document {
public:
  explicit HtmlDocument(const std::string &Title) {
    OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8"
          "\">\n<title>"
       << escape(Title) << "</title>\n<style>\n"
       << "body{font-family:sans-serif;max-width:72em;margin:1em auto;"
          "padding:0 1em;line-height:1.4}\n"
          "table{border-collapse:collapse;margin:.5em 0}\n"
          "th,td{border:1px solid #bbb;padding:.2em .5em;text-align:left;"
          "vertical-align:top}\n"
          "th{background:#eee}\ncode{background:#f4f4f4;padding:0 .2em}\n"
          "h2{border-bottom:1px solid #ccc}\n"
       << "</style>\n</head>\n<body>\n<h1>" << escape(Title) << "</h1>\n";
  }
  void heading(unsigned Level, const std::string &Text,
               const std::string &Id) override {
    OS << "<h" << Level;
    if (!Id.empty())
      OS << " id=\"" << escape(Id) << "\"";
    OS << ">" << escape(Text) << "</h" << Level << ">\n";
  }
  void para(const Inline &I) override { OS << "<p>" << render(I) << "</p>\n"; }
  void list(const std::vector<Inline> &Items, bool Numbered) override {
    OS << (Numbered ? "<ol>\n" : "<ul>\n");
    for (const Inline &I : Items)
      OS << "<li>" << render(I) << "</li>\n";
    OS << (Numbered ? "</ol>\n" : "</ul>\n");
  }
  void table(const std::vector<std::string> &Head,
             const std::vector<std::vector<Inline>> &Rows) override {
    OS << "<table>\n<tr>";
    for (const std::string &H : Head)
      OS << "<th>" << escape(H) << "</th>";
    OS << "</tr>\n";
    for (const auto &Row : Rows) {
      OS << "<tr>";
      for (const Inline &Cell : Row)
        OS << "<td>" << render(Cell) << "</td>";
      OS << "</tr>\n";
    }
    OS << "</table>\n";
  }
  std::string finish() override {
    OS << "</body>\n</html>\n";
    return std::move(Out);
  }

private:
  static std::string escape(llvm::StringRef S) {
    std::string E;
    for (char C : S)
      switch (C) {
      case '<':
        E += "&lt;";
        break;
      case '>':
        E += "&gt;";
        break;
      case '&':
        E += "&amp;";
        break;
      case '"':
        E += "&quot;";
        break;
      default:
        E += C;
      }
    return E;
  }
  static std::string render(const Inline &I) {
    std::string S;
    for (const Span &P : I) {
      std::string T =
          P.Code ? "<code>" + escape(P.Text) + "</code>" : escape(P.Text);
      S +=
          P.Url.empty() ? T : "<a href=\"" + escape(P.Url) + "\">" + T + "</a>";
    }
    return S;
  }
  std::string Out;
  llvm::raw_string_ostream OS{Out};
};

/// A file:// URL for an absolute path (each byte outside the unreserved
/// set and '/' percent-encoded).
std::string fileUrl(llvm::StringRef Path) {
  std::string U = "file://";
  for (unsigned char C : Path) {
    if (llvm::isAlnum(C) || llvm::StringRef("/-._~").contains(C))
      U += C;
    else
      U += "%" + llvm::utohexstr(C, /*LowerCase=*/false, 2);
  }
  return U;
}

class ReportWriter {
public:
  ReportWriter(Document &Doc, const RunReport &Run,
               const std::vector<RecordedDiagnostic> &Ds,
               const ReportContext &C)
      : Doc(Doc), Run(Run), C(C), Groups(groupDiagnostics(Ds)) {}

  void write() {
    summary();
    nextSteps();
    projects();
    refused();
    toReview();
    byNumber();
  }

private:
  Document &Doc;
  const RunReport &Run;
  const ReportContext &C;
  std::vector<DiagnosticGroup> Groups;

  /// Relative to the root when under it (as written, or once its links
  /// are resolved: the root is a real path).
  std::string shown(llvm::StringRef Path) const {
    if (!C.Root.empty()) {
      llvm::SmallString<256> Real;
      if (llvm::sys::fs::real_path(Path, Real))
        Real = Path;
      for (llvm::StringRef P : {Path, llvm::StringRef(Real)}) {
        std::string Rel = relativeTo(P, C.Root);
        if (!llvm::StringRef(Rel).starts_with(".."))
          return Rel;
      }
    }
    return displayPath(Path);
  }
  Inline page(const std::string &Code) const {
    if (Code.empty())
      return text("Clang's own (no number)");
    if (C.DocsDir.empty())
      return {code("docs/diagnostics/" + Code + ".md")};
    llvm::SmallString<256> P(C.DocsDir);
    llvm::sys::path::append(P, Code + ".md");
    return {link(Code, fileUrl(P))};
  }
  Inline place(const RecordedDiagnostic &D) const {
    if (D.Loc.File.empty())
      return text("(the run)");
    std::string Where = shown(D.Loc.File) + ":" + std::to_string(D.Loc.Line) +
                        ":" + std::to_string(D.Loc.Column);
    return {link(Where, fileUrl(D.Loc.File), /*Code=*/true)};
  }
  unsigned total(bool Errors) const {
    unsigned N = 0;
    for (const DiagnosticGroup &G : Groups)
      if ((G.Level == "error") == Errors)
        N += G.Count;
    return N;
  }
  unsigned reviews() const {
    unsigned N = 0;
    for (const DiagnosticGroup &G : Groups)
      if (G.Check)
        N += G.Count;
    return N;
  }

  void summary() {
    Inline In = text("Input: ");
    for (size_t I = 0; I < C.Inputs.size(); ++I)
      In = In + Inline{code(C.Inputs[I])} +
           text(I + 1 < C.Inputs.size() ? ", " : "");
    Doc.para(In + text(". Output: " + C.Output + ". amp2hip " +
                       AMP2HIP_VERSION + "."));
    Doc.heading(2, "Summary", "summary");
    unsigned Sources = Run.Files.size();
    Doc.table({"", "count"},
              {{text("source files"), text(std::to_string(Sources))},
               {text("translated"),
                text(std::to_string(Run.count(FileReport::Translated)))},
               {text("unchanged (no C++ AMP to translate)"),
                text(std::to_string(Run.count(FileReport::Unchanged)))},
               {text("checked only (--no-output)"),
                text(std::to_string(Run.count(FileReport::Checked)))},
               {text("refused (errors)"),
                text(std::to_string(Run.count(FileReport::Failed)))},
               {text("project headers written"),
                text(std::to_string(Run.HeadersWritten))},
               {text("lines changed"), text(std::to_string(Run.LinesChanged))},
               {text("errors"), text(std::to_string(total(true)))},
               {text("warnings"), text(std::to_string(total(false)))},
               {text("warnings to review"), text(std::to_string(reviews()))}});
  }

  void nextSteps() {
    Doc.heading(2, "What to do next", "next");
    std::vector<Inline> Steps;
    unsigned Failed = Run.count(FileReport::Failed);
    if (Failed)
      Steps.push_back(text(std::to_string(Failed) +
                           " file(s) were refused: fix the errors listed "
                           "under \"Refused files\" and \"Diagnostics by "
                           "number\" (each number's page shows the fix), "
                           "then run amp2hip again."));
    if (unsigned R = reviews())
      Steps.push_back(
          text(std::to_string(R) +
               " place(s) ask for a person's check: see \"To "
               "review\"" +
               (C.NotesInOutput ? "; each carries a `// amp2hip AHxxxx` "
                                  "comment in the output."
                                : ".")));
    if (C.Solution && !C.OutRoot.empty())
      Steps.push_back(
          text("Build the CMake project written from the solution: ") +
          Inline{code("cmake -S " + displayPath(C.OutRoot) +
                      " -B build -DCMAKE_PREFIX_PATH=<amp2hip prefix> "
                      "-DAMP2HIP_PLATFORM=amd && cmake --build build")} +
          text(" (or nvidia)."));
    else if (Run.count(FileReport::Translated) &&
             C.Output.find("nothing") == std::string::npos)
      Steps.push_back(
          text("Build the translated sources against amp2hip's runtime: "
               "with the CMake package (") +
          Inline{code("find_package(amp2hip)")} + text(", ") +
          Inline{code("amp2hip_hip_target")} + text(") or with ") +
          Inline{code("amp2hip-cxx --amp2hip-translated")} +
          text("; a C++ AMP CMake project builds unchanged through the "
               "toolchain file (docs/cmake.md)."));
    else if (Run.count(FileReport::Checked))
      Steps.push_back(text("Nothing was written (--no-output): run again "
                           "with an output (-o, --out-root, --inplace) to "
                           "translate."));
    Steps.push_back(text("Run the programs on each GPU platform and compare "
                         "their results with the C++ AMP build's."));
    Doc.list(Steps, /*Numbered=*/true);
  }

  /// The solution's projects, or one project of every file.
  void projects() {
    Doc.heading(2, "Projects", "projects");
    std::map<std::string, const FileReport *> BySource;
    for (const FileReport &F : Run.Files)
      if (!F.Source.empty())
        BySource[F.Source] = &F;
    std::set<const FileReport *> Listed;
    auto Rows = [&](const std::vector<const FileReport *> &Files) {
      std::vector<std::vector<Inline>> R;
      for (const FileReport *F : Files) {
        Listed.insert(F);
        unsigned Errors = 0, Warnings = 0;
        for (const auto &[Code, N] : F->Diagnostics) {
          // The table's severity of the number.
          bool IsError = false;
          for (const DiagInfo &I : allDiagnostics())
            if (Code == I.Code) {
              IsError = I.Severity == DiagSeverity::Error ||
                        I.Severity == DiagSeverity::Fatal;
              break;
            }
          (IsError ? Errors : Warnings) += N;
        }
        R.push_back(
            {F->Source.empty()
                 ? Inline{code(F->Path)}
                 : Inline{link(shown(F->Source), fileUrl(F->Source),
                               /*Code=*/true)},
             text(statusName(F->Status)), text(std::to_string(F->LinesChanged)),
             text(std::to_string(Errors)), text(std::to_string(Warnings)),
             text(F->Status == FileReport::Failed ? F->FirstError : "")});
      }
      return R;
    };
    const std::vector<std::string> Head = {
        "file", "result", "lines changed", "errors", "warnings", "why refused"};
    for (const ReportContext::Project &P : C.Projects) {
      std::vector<const FileReport *> Files;
      for (const std::string &S : P.Sources)
        if (auto It = BySource.find(S); It != BySource.end())
          Files.push_back(It->second);
      Doc.heading(3, "Project " + P.Name, "project-" + P.Name);
      if (!P.Path.empty())
        Doc.para(Inline{code(shown(P.Path))} +
                 text(": " + std::to_string(Files.size()) + " source(s)"));
      if (!Files.empty())
        Doc.table(Head, Rows(Files));
    }
    std::vector<const FileReport *> Rest;
    for (const FileReport &F : Run.Files)
      if (!Listed.count(&F))
        Rest.push_back(&F);
    if (Rest.empty())
      return;
    if (!C.Projects.empty())
      Doc.heading(3, "Other files", "project-other");
    Doc.table(Head, Rows(Rest));
  }

  void refused() {
    Doc.heading(2, "Refused files", "refused");
    std::vector<Inline> Items;
    for (const FileReport &F : Run.Files)
      if (F.Status == FileReport::Failed)
        Items.push_back(
            Inline{code(F.Source.empty() ? F.Path : shown(F.Source))} +
            text(": " + F.FirstError));
    if (Items.empty())
      Doc.para(text("None: every file was translated or needed nothing."));
    else
      Doc.list(Items, false);
  }

  void toReview() {
    Doc.heading(2, "To review", "review");
    std::vector<std::vector<Inline>> Rows;
    for (const DiagnosticGroup &G : Groups)
      if (G.Check)
        for (const RecordedDiagnostic &D : G.Places)
          Rows.push_back(
              {place(D), page(G.Code), text(message(D)), text(G.Check)});
    if (Rows.empty()) {
      Doc.para(text("No warning asks for a person's check."));
      return;
    }
    Doc.para(text("Warnings where amp2hip chose something a person should "
                  "confirm" +
                  std::string(C.NotesInOutput
                                  ? "; the output carries a comment naming "
                                    "the number on the line before each."
                                  : ".")));
    Doc.table({"where", "number", "warning", "what to check"}, Rows);
  }

  static std::string message(const RecordedDiagnostic &D) {
    llvm::StringRef M(D.Message);
    if (!D.Code.empty() && M.starts_with(D.Code + ": "))
      M = M.drop_front(D.Code.size() + 2);
    return M.str();
  }

  void byNumber() {
    Doc.heading(2, "Diagnostics by number", "diagnostics");
    if (Groups.empty()) {
      Doc.para(text("None."));
      return;
    }
    std::vector<std::vector<Inline>> Rows;
    for (const DiagnosticGroup &G : Groups)
      Rows.push_back({page(G.Code), text(G.Level),
                      text(std::to_string(G.Count)), text(G.Help)});
    Doc.table({"number", "severity", "count", "what to do"}, Rows);
    constexpr size_t MaxPlaces = 200;
    for (const DiagnosticGroup &G : Groups) {
      std::string Name = G.Code.empty() ? "Clang's own" : G.Code;
      Doc.heading(3,
                  Name + " (" + G.Level + ", " + std::to_string(G.Count) + ")",
                  "diag-" + (G.Code.empty() ? std::string("clang") : G.Code));
      if (!G.Code.empty())
        Doc.para(
            text("Page: ") + page(G.Code) +
            (G.Check ? text(". To check: " + std::string(G.Check)) : text("")));
      std::vector<Inline> Items;
      for (size_t I = 0; I < G.Places.size() && I < MaxPlaces; ++I)
        Items.push_back(place(G.Places[I]) + text(": " + message(G.Places[I])));
      if (G.Places.size() > MaxPlaces)
        Items.push_back(text("... and " +
                             std::to_string(G.Places.size() - MaxPlaces) +
                             " more (--export-diagnostics lists all)"));
      Doc.list(Items, false);
    }
  }
};

} // namespace

std::string migrationReport(ReportFormat Format, const RunReport &Run,
                            const std::vector<RecordedDiagnostic> &Ds,
                            const ReportContext &Context) {
  const std::string Title = "amp2hip migration report";
  std::unique_ptr<Document> Doc;
  if (Format == ReportFormat::Html)
    Doc = std::make_unique<HtmlDocument>(Title);
  else
    Doc = std::make_unique<MarkdownDocument>(Title);
  ReportWriter(*Doc, Run, Ds, Context).write();
  return Doc->finish();
}

} // namespace amp2hip
