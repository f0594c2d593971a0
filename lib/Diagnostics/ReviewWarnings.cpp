//===- ReviewWarnings.cpp - Warnings that ask a person to look ------------===//
#include "Diagnostics/ReviewWarnings.h"

#include <map>
#include <mutex>

using namespace clang;

namespace amp2hip {

namespace {

std::mutex ReviewMutex;

/// Per source manager: a unit's warnings live as long as its manager.
std::map<const void *, std::vector<ReviewWarning>> &reviews() {
  static std::map<const void *, std::vector<ReviewWarning>> M;
  return M;
}

} // namespace

void keepReviewWarning(const SourceManager &SM, ReviewWarning W) {
  std::lock_guard<std::mutex> Lock(ReviewMutex);
  reviews()[&SM].push_back(std::move(W));
}

void forgetReviewWarnings(const SourceManager &SM) {
  std::lock_guard<std::mutex> Lock(ReviewMutex);
  reviews().erase(&SM);
}

void forgetAllReviewWarnings() {
  std::lock_guard<std::mutex> Lock(ReviewMutex);
  reviews().clear();
}

std::vector<ReviewWarning> reviewWarnings(const SourceManager &SM) {
  std::lock_guard<std::mutex> Lock(ReviewMutex);
  auto It = reviews().find(&SM);
  return It == reviews().end() ? std::vector<ReviewWarning>() : It->second;
}

} // namespace amp2hip
