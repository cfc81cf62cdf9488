// Embind bindings over tfplay::session::Session, and nothing else.
//
//   const engine = await createTfplayEngine();
//   const result = JSON.parse(engine.runJson(source, JSON.stringify({filename, max_steps})));
//   // The same, with the events also handed to onEvents while the program runs, so a caller
//   // can show output before the run ends (or after it hangs):
//   const result = JSON.parse(engine.runJsonStreaming(source, optionsJson, (recordsJson) => {...}));
//   // Each call passes the JSON text of an array of records holding the events since the
//   // previous call: the first 1000 events one by one (a hang right after them must not hide
//   // them), later ones at most every 100 ms or 500 events (a call into JavaScript per event
//   // would cost more than the run). A record is an event of the run result, or several
//   // consecutive "print" or "tfprint" events that differ only in "seq" and "text" as one
//   // compact record: the first event's fields, "text" the events' texts joined, "count" how
//   // many events (seq, seq + 1, ... seq + count - 1) and "ends" where each event's text ends
//   // in "text" (offsets in UTF-16 code units, as JavaScript indexes strings):
//   //   {"count":3,"ends":[2,4,6],"clock":"python","kind":"print","seq":7,"text":"0\n1\n2\n",...}
//   // A program printing 200 000 lines then reaches the page as a few hundred records rather
//   // than 200 000 objects. Every event reaches onEvents before runJsonStreaming returns. With
//   // the option "omit_streamed_events": true the result's "events" is left empty: the caller
//   // has them already. The result itself (runJson's, and runJsonStreaming's "events" without
//   // that option) always lists events one by one, as design.md says.
//
// `result` is the run result of design.md. Options (all optional): "filename" (shown in
// tracebacks, default "main.py"), "max_steps" (a step budget, default unlimited) and
// "prepared" (run on the state engine.prepare made, when it is still as prepare left it).
//
// Keras's modules are not in the engine (core/keras/sources.h): the build writes them next to
// it as tfplay_keras.bundle. The host hands them over before a Keras program runs:
//
//   engine.kerasModulesLoaded()         // whether the engine has Keras's modules
//   engine.loadKerasModules(bytes)      // the bundle's bytes (a Uint8Array or an ArrayBuffer):
//                                       // Keras's module count, or 0 (and a warning on the
//                                       // console) when they are not a Keras bundle
//
// A program that imports Keras before that has the engine fetch the bundle itself, at once and
// synchronously: locateFile("tfplay_keras.bundle") (the Module option, else next to the
// engine's script) read with a synchronous XMLHttpRequest (a worker) or from the file system
// (node). Only when that fails does the import fail, with an InternalError saying so.
//
//   engine.prepare(optionsJson)   // true once the Keras run state is ready (Session::prepare)
//   engine.memoryLayout()         // {stackLow, stackHigh, heapTop}: where the memory holds state
//
// The page snapshots the engine's memory right after prepare and writes the snapshot back
// before each Keras program (web/src/engine-snapshot.js).
#include <cstdint>
#include <exception>
#include <optional>
#include <stdexcept>
#include <string>

#include <unistd.h>

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <emscripten/stack.h>
#include <emscripten/val.h>
#include <nlohmann/json.hpp>

#include "core/keras/sources.h"
#include "core/python/modules.h"
#include "core/session/session.h"

namespace {

struct BindingOptions {
  tfplay::session::RunOptions run;
  bool omit_streamed_events = false;
};

BindingOptions parse_options(const std::string& options_json) {
  BindingOptions parsed;
  tfplay::session::RunOptions& options = parsed.run;
  if (options_json.empty()) return parsed;
  nlohmann::json j = nlohmann::json::parse(options_json);
  if (!j.is_object()) throw std::invalid_argument("runJson options must be a JSON object");
  if (auto it = j.find("filename"); it != j.end() && !it->is_null()) {
    options.filename = it->get<std::string>();
  }
  if (auto it = j.find("max_steps"); it != j.end() && !it->is_null()) {
    options.max_steps = it->get<std::int64_t>();
  }
  if (auto it = j.find("omit_streamed_events"); it != j.end() && !it->is_null()) {
    parsed.omit_streamed_events = it->get<bool>();
  }
  if (auto it = j.find("prepared"); it != j.end() && !it->is_null()) {
    options.use_prepared = it->get<bool>();
  }
  return parsed;
}

// Decodes `size` bytes of UTF-8 at `bytes` with the browser's TextDecoder, kept on the
// JavaScript side: the engine's memory holds no handle into JavaScript (embind's cached method
// callers would be one), so a copy of it can be restored into another instance of the module
// (web/src/engine-snapshot.js, stored snapshots).
EM_JS(emscripten::EM_VAL, tfplay_decode_utf8, (const char* bytes, size_t size), {
  if (!tfplay_decode_utf8.decoder) tfplay_decode_utf8.decoder = new TextDecoder('utf-8');
  return Emval.toHandle(tfplay_decode_utf8.decoder.decode(HEAPU8.subarray(bytes, bytes + size)));
});

// A JavaScript string of UTF-8 text: embind's own std::string conversion walks the text a byte
// at a time in JavaScript, which for the result of a run printing 200 000 lines (about 25 MB)
// cost more than a second.
emscripten::val js_string(const std::string& text) {
  return emscripten::val::take_ownership(tfplay_decode_utf8(text.data(), text.size()));
}

constexpr int kEagerEvents = 1000;
constexpr int kMaxBatch = 500;
constexpr double kBatchMs = 100;
constexpr int kClockEvery = 16;

// How many UTF-16 code units the UTF-8 `text` is in JavaScript: one per character, two for
// a character past U+FFFF (a four-byte sequence).
std::size_t utf16_length(const std::string& text) {
  std::size_t n = 0;
  for (unsigned char c : text) {
    if ((c & 0xC0) != 0x80) ++n;  // not a continuation byte: a character starts
    if (c >= 0xF0) ++n;           // a four-byte sequence: a surrogate pair
  }
  return n;
}

// Whether `next` may join the record that `first` opened: consecutive output of print or
// tf.print, alike in everything but seq and text.
bool mergeable(const tfplay::session::Event& first, const tfplay::session::Event& next) {
  return (next.kind == "print" || next.kind == "tfprint") && next.kind == first.kind && next.clock == first.clock &&
         next.stream == first.stream && next.line == first.line && next.function == first.function &&
         next.concrete == first.concrete && next.function_index == first.function_index;
}

// Collects the events as records (see above) and hands them to JavaScript in batches.
class EventBatcher {
 public:
  explicit EventBatcher(emscripten::val& on_events) : on_events_(on_events) {}

  void add(const tfplay::session::Event& event) {
    if (open_count_ > 0 && mergeable(open_, event)) {
      open_.text += event.text;
      open_units_ += utf16_length(event.text);
      ends_ += ',';
      ends_ += std::to_string(open_units_);
      ++open_count_;
    } else {
      close_record();
      open_ = event;
      open_count_ = 1;
      open_units_ = utf16_length(event.text);
      ends_ = std::to_string(open_units_);
    }
    ++pending_;
    if (sent_ < kEagerEvents || pending_ >= kMaxBatch) {
      flush(emscripten_get_now());
    } else if (pending_ % kClockEvery == 0) {
      // Reading the clock is a call into JavaScript: once per kClockEvery events is enough.
      const double now = emscripten_get_now();
      if (now - flushed_ > kBatchMs) flush(now);
    }
  }

  /// Hands over the events still waiting (at the end of a run).
  void finish() {
    if (pending_ > 0) flush(emscripten_get_now());
  }

 private:
  // Writes the open record into the batch: an event as it is, several as one compact record.
  void close_record() {
    if (open_count_ == 0) return;
    buffer_ += buffer_.empty() ? "[" : ",";
    const std::string event = tfplay::session::event_json_text(open_);
    if (open_count_ == 1) {
      buffer_ += event;
    } else {
      buffer_ += "{\"count\":" + std::to_string(open_count_) + ",\"ends\":[" + ends_ + "],";
      buffer_.append(event, 1, std::string::npos);  // the event's own fields, past its "{"
    }
    open_count_ = 0;
  }

  void flush(double now) {
    close_record();
    buffer_ += "]";
    on_events_(js_string(buffer_));
    sent_ += pending_;
    pending_ = 0;
    buffer_.clear();
    flushed_ = now;
  }

  emscripten::val& on_events_;
  std::string buffer_;
  tfplay::session::Event open_;  // the record being gathered: its first event, all the texts
  int open_count_ = 0;           // events in it (0: none open)
  std::size_t open_units_ = 0;   // its text's length in UTF-16 code units
  std::string ends_;             // its "ends", as JSON numbers joined by commas
  int pending_ = 0;
  int sent_ = 0;
  double flushed_ = emscripten_get_now();
};

// Runs one program and returns its run result as JSON text. Never throws into JavaScript:
// bad options and engine bugs come back as a failed run with an "InternalError".
// `on_event`, when not undefined, is called with the events' JSON as they happen (EventBatcher).
emscripten::val run_json_with(const std::string& source, const std::string& options_json, emscripten::val on_event) {
  try {
    tfplay::session::Session session;
    BindingOptions parsed = parse_options(options_json);
    tfplay::session::RunOptions& options = parsed.run;
    EventBatcher batcher(on_event);
    const bool streaming = !on_event.isUndefined() && !on_event.isNull();
    if (streaming) {
      options.on_event = [&batcher](const tfplay::session::Event& event) { batcher.add(event); };
      options.keep_streamed_events = !parsed.omit_streamed_events;
    }
    tfplay::session::RunResult result = session.run(source, options);
    if (streaming) batcher.finish();
    return js_string(tfplay::session::to_json_text(result));
  } catch (const std::exception& e) {
    tfplay::session::RunResult failed;
    failed.ok = false;
    failed.exit_status = 1;
    failed.error = tfplay::session::ErrorInfo{
        "InternalError", e.what(), 0, 0, std::string("InternalError: ") + e.what() + "\n"};
    return js_string(tfplay::session::to_json(failed).dump());
  }
}

emscripten::val run_json(const std::string& source, const std::string& options_json) {
  return run_json_with(source, options_json, emscripten::val::undefined());
}

// Makes the prepared run state (Session::prepare) for runs with these options; whether it is
// ready. The caller snapshots the engine's memory right after (memoryLayout).
bool prepare(const std::string& options_json) {
  try {
    return tfplay::session::Session().prepare(parse_options(options_json).run);
  } catch (const std::exception&) {
    return false;
  }
}

// The Keras bundle's size in bytes, fetched synchronously (see the top of this file), or -1
// (the reason on the console) when it cannot be had. The bytes wait on the JavaScript side for
// tfplay_take_keras_bundle: the engine's memory holds no handle into JavaScript.
EM_JS(double, tfplay_fetch_keras_bundle, (), {
  var url = locateFile('tfplay_keras.bundle');
  try {
    var bytes;
    if (typeof XMLHttpRequest != 'undefined') {
      var xhr = new XMLHttpRequest();
      xhr.open('GET', url, false);
      xhr.responseType = 'arraybuffer';
      xhr.send(null);
      if (xhr.status != 200) throw new Error('HTTP ' + xhr.status);
      bytes = new Uint8Array(xhr.response);
    } else {
      bytes = readBinary(url);
    }
    tfplay_fetch_keras_bundle.bytes = bytes;
    return bytes.length;
  } catch (e) {
    err('tfplay: could not fetch ' + url + ': ' + (e && e.message ? e.message : e));
    return -1;
  }
});

// Copies the bytes tfplay_fetch_keras_bundle fetched to `out` and lets go of them.
EM_JS(void, tfplay_take_keras_bundle, (char* out), {
  HEAPU8.set(tfplay_fetch_keras_bundle.bytes, out);
  tfplay_fetch_keras_bundle.bytes = null;
});

std::optional<std::string> fetch_keras_bundle() {
  const double size = tfplay_fetch_keras_bundle();
  if (size < 0) return std::nullopt;
  std::string bytes(static_cast<std::size_t>(size), '\0');
  tfplay_take_keras_bundle(bytes.data());
  return bytes;
}

// The length of `bytes` (a Uint8Array, an ArrayBuffer or a Node Buffer), and a copy of them to
// `out`: one HEAPU8.set (embind's own std::string conversion copies a byte at a time in
// JavaScript, about 0.1 s for the bundle in a fresh engine).
EM_JS(double, tfplay_bytes_length, (emscripten::EM_VAL bytes), {
  var v = Emval.toValue(bytes);
  return v.byteLength;
});
EM_JS(void, tfplay_copy_bytes, (emscripten::EM_VAL bytes, char* out), {
  var v = Emval.toValue(bytes);
  HEAPU8.set(v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(v.buffer, v.byteOffset, v.byteLength), out);
});

// The bundle's bytes from JavaScript: Keras's module count, 0 when they are not a Keras bundle.
int load_keras_modules(emscripten::val bytes) {
  try {
    if (!bytes.instanceof(emscripten::val::global("ArrayBuffer")) && !bytes.instanceof(emscripten::val::global("Uint8Array")))
      throw std::invalid_argument("loadKerasModules takes a Uint8Array or an ArrayBuffer");
    std::string bundle(static_cast<std::size_t>(tfplay_bytes_length(bytes.as_handle())), '\0');
    tfplay_copy_bytes(bytes.as_handle(), bundle.data());
    return static_cast<int>(tfplay::keras::load_keras_bundle(std::move(bundle)));
  } catch (const std::exception& e) {
    EM_ASM({ err('tfplay: ' + UTF8ToString($0)); }, e.what());
    return 0;
  }
}

bool keras_modules_loaded() { return tfplay::keras::keras_sources_loaded(); }

// Called after a copy of another instance's memory (a stored snapshot) was written into this
// one: the clocks the copy holds were read in the other process (time.perf_counter's origin, the
// wall clock time.time advances from), so they are read again here.
void resumed() { tfplay::py::reset_process_clocks(); }

// Where the engine's memory holds state, in bytes: [0, stackLow) the static data, [stackLow,
// stackHigh) the C++ stack (nothing lives there between calls), [stackHigh, heapTop) the heap
// in use (malloc's arena up to its current break).
emscripten::val memory_layout() {
  emscripten::val out = emscripten::val::object();
  out.set("stackLow", static_cast<double>(emscripten_stack_get_end()));
  out.set("stackHigh", static_cast<double>(emscripten_stack_get_base()));
  out.set("heapTop", static_cast<double>(reinterpret_cast<std::uintptr_t>(sbrk(0))));
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(tfplay) {
  tfplay::keras::set_keras_bundle_fetcher(&fetch_keras_bundle);
  emscripten::function("runJson", &run_json);
  emscripten::function("loadKerasModules", &load_keras_modules);
  emscripten::function("kerasModulesLoaded", &keras_modules_loaded);
  emscripten::function("runJsonStreaming", &run_json_with);
  emscripten::function("prepare", &prepare);
  emscripten::function("memoryLayout", &memory_layout);
  emscripten::function("resumed", &resumed);
}
