// The stack of AutoGraph body frames (body_frames.h).
#include "core/function/body_frames.h"

namespace tfplay::function {

namespace {
thread_local std::vector<BodyFrameMark> g_marks;
}  // namespace

const std::vector<BodyFrameMark>& body_frame_marks() { return g_marks; }

BodyFrame::BodyFrame(const void* frame, int line) { g_marks.push_back({frame, line}); }

BodyFrame::~BodyFrame() { g_marks.pop_back(); }

}  // namespace tfplay::function
