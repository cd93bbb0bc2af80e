// The variant editor: CodeMirror 5, a check of the unsaved text after each pause in typing, markers at
// line:col with the message and hint, and an atomic save that refuses text with errors unless asked twice.
"use strict";

const CHECK_DELAY_MS = 300;

// Comments (#), strings, seed citations (000:22) and numbers: enough colour to read a variant file.
CodeMirror.defineMode("variant", () => ({
  token(stream) {
    if (stream.match(/^#.*/)) return "comment";
    if (stream.match(/^"(?:[^"\\]|\\.)*"?/)) return "string";
    if (stream.match(/^\d{3}:\d+(?:-\d+)?/)) return "link";
    if (stream.match(/^\d+/)) return "number";
    if (stream.match(/^(?:variant|extends|source|choice|pattern|when)\b/)) return "keyword";
    stream.next();
    return null;
  },
}));

const select = document.getElementById("variant");
const status = document.getElementById("status");
const list = document.getElementById("diagnostics");
const summary = document.getElementById("summary");
const saveAnyway = document.getElementById("save-anyway");
const editor = CodeMirror.fromTextArea(document.getElementById("source"), {
  mode: "variant", lineNumbers: true, lineWrapping: true, gutters: ["diag-gutter", "CodeMirror-linenumbers"],
});
let marks = [];
let checkTimer = null;
let checkNumber = 0; // only the answer to the latest check is shown
let loading = false;
let dirty = false; // edited since loaded or saved: leaving would lose the edits
let shown = null; // the variant in the editor, to go back to when a switch is cancelled
const NAME = /^[A-Za-z0-9_-]{1,64}$/; // as the server's VariantFiles

function say(text, kind) {
  status.className = "status " + (kind || "muted");
  status.textContent = text;
}

function clearMarkers() {
  marks.forEach(mark => mark.clear());
  marks = [];
  editor.clearGutter("diag-gutter");
}

/** Underlines from the diagnostic's column to the end of the word there (at least one character). */
function markDiagnostic(d) {
  const line = Math.max(0, Math.min(d.line - 1, editor.lineCount() - 1));
  const text = editor.getLine(line);
  const from = Math.max(0, Math.min(d.column - 1, text.length));
  const word = /^\S*/.exec(text.slice(from))[0].length;
  const to = Math.min(text.length, from + Math.max(word, 1));
  const className = "cm-diag-" + d.severity;
  if (to > from) {
    marks.push(editor.markText({ line, ch: from }, { line, ch: to }, { className, title: d.message }));
  } else { // an empty line: colour the line itself
    editor.addLineClass(line, "background", className);
    marks.push({ clear: () => editor.removeLineClass(line, "background", className) });
  }
  const marker = el("span", { class: "diag-marker " + d.severity, title: d.message + (d.hint ? "\n" + d.hint : "") },
    d.severity === "error" ? "●" : "▲");
  editor.setGutterMarker(line, "diag-gutter", marker);
}

function showDiagnostics(diagnostics) {
  clearMarkers();
  diagnostics.forEach(markDiagnostic);
  const errors = diagnostics.filter(d => d.severity === "error").length;
  summary.textContent = errors + " error(s), " + (diagnostics.length - errors) + " warning(s)";
  list.replaceChildren(...diagnostics.map(d => el("li", {
      class: "diagnostic " + d.severity,
      onclick: () => { editor.setCursor({ line: d.line - 1, ch: d.column - 1 }); editor.focus(); },
    },
    el("span", { class: "where" }, d.line + ":" + d.column),
    el("span", { class: d.severity }, d.severity + ": "), d.message,
    d.hint ? el("span", { class: "hint" }, "hint: " + d.hint) : null)));
  if (diagnostics.length === 0) list.replaceChildren(el("li", { class: "ok" }, "No problems."));
}

async function check() {
  const number = ++checkNumber;
  try {
    const result = await api("POST", "/api/check", { name: select.value, text: editor.getValue() });
    if (number === checkNumber) showDiagnostics(result.diagnostics);
    return result.diagnostics;
  } catch (error) {
    if (number === checkNumber) showError(status, error);
  }
}

async function load(name) {
  loading = true;
  try {
    const variant = await api("GET", "/api/variants/" + encodeURIComponent(name));
    editor.setValue(variant.text);
    editor.clearHistory();
    history.replaceState(null, "", "?variant=" + encodeURIComponent(name));
    dirty = false;
    shown = name;
    say("Loaded " + name + ".variant");
    saveAnyway.hidden = true;
    const diagnostics = await check();
    if (diagnostics && diagnostics.length) { // a file opened with problems opens at the first one
      editor.scrollIntoView({ line: diagnostics[0].line - 1, ch: 0 }, 200);
    }
  } catch (error) {
    showError(status, error);
  } finally {
    loading = false;
  }
}

async function save(force) {
  try {
    const result = await api("PUT", "/api/variants/" + encodeURIComponent(select.value),
      { text: editor.getValue(), force });
    saveAnyway.hidden = true;
    dirty = false;
    say("Saved " + result.saved + ".variant" + (force ? " (with errors)" : ""), "ok");
    showDiagnostics(result.diagnostics);
  } catch (error) {
    showError(status, error);
    if (error.status === 422 && error.body.diagnostics) {
      showDiagnostics(error.body.diagnostics);
      saveAnyway.hidden = false;
    }
  }
}

editor.on("change", () => {
  if (loading) return;
  dirty = true;
  say("Edited, not saved");
  clearTimeout(checkTimer);
  checkTimer = setTimeout(check, CHECK_DELAY_MS);
});
function keepEdits() {
  return dirty && !confirm("Your edits to " + shown + " are not saved. Discard them?");
}

select.addEventListener("change", () => {
  if (keepEdits()) {
    select.value = shown;
    return;
  }
  load(select.value);
});
window.addEventListener("beforeunload", event => {
  if (dirty) event.preventDefault();
});

/** A new variant extends the one shown: the smallest file that compiles, to be saved under a new name. */
document.getElementById("new").addEventListener("click", () => {
  if (keepEdits()) return;
  const name = prompt("Name of the new variant (letters, digits, - and _):", "");
  if (name === null) return;
  if (!NAME.test(name)) {
    say("'" + name + "' is not a variant name: use 1 to 64 letters, digits, - and _", "bad");
    return;
  }
  if ([...select.options].some(o => o.value === name)) {
    say("There is a variant " + name + " already; pick it from the list", "bad");
    return;
  }
  const parent = shown;
  select.append(el("option", { value: name }, name + " (new)"));
  select.value = name;
  shown = name;
  editor.setValue("variant " + name + " extends " + parent + " \"" + name + "\" {\n  source \"\"\n}\n");
  say("New variant " + name + ", not saved yet");
});
editor.setOption("extraKeys", { "Ctrl-S": () => save(false), "Cmd-S": () => save(false) });
document.getElementById("save").addEventListener("click", () => save(false));
saveAnyway.addEventListener("click", () => save(true));
// The Statistics page compares the unsaved text with the saved variant (a new one: with the variant it extends).
document.getElementById("what-changes").addEventListener("click", async () => {
  const text = editor.getValue();
  const saved = await api("GET", "/api/variants/" + encodeURIComponent(select.value)).then(() => select.value,
    () => (/\bextends\s+([A-Za-z0-9_-]+)/.exec(text) || [])[1] || "hunan");
  sessionStorage.setItem("workbench.unsaved", JSON.stringify({ name: select.value, text })); // a new tab copies it
  window.open("/statistics.html?a=" + encodeURIComponent(saved) + "&b=unsaved&hands=10000&seed=1&bots=random");
});

(async () => {
  const wanted = new URLSearchParams(location.search).get("variant") || "hunan";
  try {
    await variantOptions(select, wanted);
    await load(select.value);
  } catch (error) {
    showError(status, error);
  }
})();
