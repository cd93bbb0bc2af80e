// The variant editor: CodeMirror 5, a check of the unsaved text after each pause in typing, markers at
// line:col with the message and hint, and saves that never overwrite a newer file unasked: every save names the
// version it started from, a stale one shows both texts side by side to merge, and a save that would fail the
// variant's own cases or break a variant extending it lists that and waits for a yes. The unsaved text is kept as a
// draft the other pages can use (workbench.js, "Drafts"). Completion and hover: editor-assist.js.
"use strict";

const CHECK_DELAY_MS = 300;
const SEVERITY = ["error", "warning"]; // most severe first

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
const conflictPanel = document.getElementById("conflict");
const dependantsPanel = document.getElementById("dependants");
const editor = CodeMirror.fromTextArea(document.getElementById("source"), {
  mode: "variant", lineNumbers: true, lineWrapping: false, gutters: ["diag-gutter", "CodeMirror-linenumbers"],
});
const assist = installAssist(editor, () => (/^\s*variant\s+\S+\s+extends\s+([A-Za-z0-9_-]+)/m
  .exec(editor.getValue()) || [])[1] || null);
let marks = [];
let checkTimer = null;
let checkNumber = 0; // only the answer to the latest check is shown
let loading = false;
let dirty = false; // edited since loaded or saved (the edits are kept as a draft meanwhile)
let shown = null; // the variant in the editor
let version = null; // the version of the file the text started from; null: a new file, created on save
let savedText = null; // the file's text as loaded or saved: an editor holding anything else holds a draft
let drawDrafts = () => {}; // draws the drafts switch again (workbench.js), once the page has one
let theirs = null; // while a stale save is being resolved: the file as saved by someone else, {text, version}
const NAME = /^[A-Za-z0-9_-]{1,64}$/; // as the server's VariantFiles

function say(text, kind) {
  status.className = "status " + (kind || "muted");
  status.textContent = text;
}

function path(name, tail) {
  return "/api/variants/" + encodeURIComponent(name) + (tail || "");
}

/** The precondition of a write: the version the text started from, or "create, unless it exists". */
function precondition(base) {
  return base ? { "If-Match": "\"" + base + "\"" } : { "If-None-Match": "*" };
}

// ---- diagnostics ----

function clearMarkers() {
  marks.forEach(mark => mark.clear());
  marks = [];
  editor.clearGutter("diag-gutter");
}

/** One line's diagnostics, most severe first; its gutter marker is the most severe, its tooltip lists them all. */
function markLine(line, diagnostics) {
  diagnostics.sort((a, b) => SEVERITY.indexOf(a.severity) - SEVERITY.indexOf(b.severity));
  const title = diagnostics.map(d => d.severity + ": " + d.message + (d.hint ? "\n  " + d.hint : "")).join("\n");
  const text = editor.getLine(line);
  for (const d of diagnostics) { // underlined from the column to the end of the word there (at least one character)
    const from = Math.max(0, Math.min(d.column - 1, text.length));
    const to = Math.min(text.length, from + Math.max(/^\S*/.exec(text.slice(from))[0].length, 1));
    const className = "cm-diag-" + d.severity;
    if (to > from) {
      marks.push(editor.markText({ line, ch: from }, { line, ch: to }, { className, title }));
    } else { // an empty line: colour the line itself
      editor.addLineClass(line, "background", className);
      marks.push({ clear: () => editor.removeLineClass(line, "background", className) });
    }
  }
  const worst = diagnostics[0].severity;
  editor.setGutterMarker(line, "diag-gutter",
    el("span", { class: "diag-marker " + worst, title }, worst === "error" ? "●" : "▲"));
}

function showDiagnostics(diagnostics) {
  clearMarkers();
  const byLine = new Map();
  for (const d of diagnostics) {
    const line = Math.max(0, Math.min(d.line - 1, editor.lineCount() - 1));
    byLine.set(line, [...(byLine.get(line) || []), d]);
  }
  byLine.forEach((onLine, line) => markLine(line, onLine));
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

/** With "use my edits" on, the other variants' drafts: the buffer is checked over its parents' drafts too. */
function otherDrafts() {
  const drafts = activeDrafts();
  if (drafts) delete drafts[shown];
  return drafts && Object.keys(drafts).length ? drafts : null;
}

async function check() {
  const number = ++checkNumber;
  try {
    const result = await api("POST", "/api/check", { name: shown, text: editor.getValue(), drafts: otherDrafts() });
    if (number === checkNumber) showDiagnostics(result.diagnostics);
    return result.diagnostics;
  } catch (error) {
    if (number === checkNumber) showError(status, error);
  }
}

// ---- loading ----

function showing(name, text, fileVersion) {
  loading = true;
  editor.setValue(text);
  editor.clearHistory();
  loading = false;
  history.replaceState(null, "", "?variant=" + encodeURIComponent(name));
  dirty = false;
  shown = name;
  select.value = name;
  version = fileVersion;
  savedText = fileVersion === null ? null : text;
  offerDraft();
  document.getElementById("checked").textContent = "";
  closeConflict();
  dependantsPanel.hidden = true;
  saveAnyway.hidden = true;
  assist.forget();
}

async function load(name) {
  try {
    const variant = await api("GET", path(name));
    showing(name, variant.text, variant.version);
    say("Loaded " + name + ".variant");
    const diagnostics = await check();
    if (diagnostics && diagnostics.length) { // a file opened with problems opens at the first one
      editor.scrollIntoView({ line: diagnostics[0].line - 1, ch: 0 }, 200);
    }
  } catch (error) {
    const draft = storedDrafts()[name];
    if (error.status !== 404 || !draft) return showError(status, error);
    showing(name, draft.text, null); // a new variant never saved: its draft is all there is
    dirty = true;
    say("Your draft of the new variant " + name + ", not saved yet");
    check();
  }
}

// ---- drafts: the unsaved text, kept for the other pages (workbench.js) ----

/** The editor's text is a draft of the variant shown while it differs from the file (a new variant: always). */
function keepOrDropDraft() {
  const text = editor.getValue();
  const had = shown in storedDrafts();
  if (text === savedText) dropDraft(shown);
  else keepDraft(shown, text, version);
  if (had !== (shown in storedDrafts())) drawDrafts();
}

/** A variant opened with a draft kept from before: the draft is offered, the file shown until it is taken. */
function offerDraft() {
  const notice = document.getElementById("draft-notice");
  const draft = storedDrafts()[shown];
  notice.hidden = !draft || draft.text === savedText || version === null;
  if (notice.hidden) return;
  notice.replaceChildren(el("b", {}, "An unsaved draft of " + shown + " is kept"),
    " (edited " + new Date(draft.at).toLocaleString() + (draft.base !== version ? "; the file was saved since" : "")
    + "): ", el("button", { id: "open-draft", onclick: () => openDraft(draft) }, "Open the draft"), " ",
    el("button", { id: "discard-draft", onclick: discardDraft }, "Discard it"));
}

/** The draft in the editor, over the version it started from (a save over a newer file shows both texts). */
function openDraft(draft) {
  version = draft.base;
  editor.setValue(draft.text);
  document.getElementById("draft-notice").hidden = true;
  say("Opened your draft of " + shown + ", not saved");
}

function discardDraft() {
  dropDraft(shown);
  document.getElementById("draft-notice").hidden = true;
  if (editor.getValue() !== savedText && savedText !== null) showing(shown, savedText, version);
  say("Discarded the draft of " + shown);
}

// "Try my edits on …": the page opens with "use my edits" on, on this variant
for (const [id, page] of [["try-hand", "/hand.html"], ["try-stepper", "/trace.html"],
  ["try-conformance", "/conformance.html"], ["try-statistics", "/statistics.html"]]) {
  document.getElementById(id).addEventListener("click", event => {
    keepOrDropDraft();
    useDrafts(true);
    const params = id === "try-stepper" ? { variant: shown, seed: 1 } : id === "try-statistics" ? {}
      : { variant: shown };
    event.currentTarget.href = page + "?" + new URLSearchParams(params);
  });
}

// ---- saving ----

/**
 * Saves the text over the version it started from (or over `options.base`, their version, once the designer has
 * seen it and chose to overwrite). force: save with errors; acceptBreaking: save though dependants break.
 */
async function save(options = {}) {
  const name = shown;
  const text = editor.getValue();
  const base = options.base !== undefined ? options.base : version;
  try {
    const result = await api("PUT", path(name),
      { text, force: !!options.force, acceptBreaking: !!options.acceptBreaking }, precondition(base));
    version = result.version;
    savedText = text;
    dirty = editor.getValue() !== text;
    keepOrDropDraft();
    closeConflict();
    dependantsPanel.hidden = true;
    saveAnyway.hidden = true;
    assist.forget();
    if (result.created) { // the page's address names the new file, so a reload opens it
      history.replaceState(null, "", "?variant=" + encodeURIComponent(name));
      select.querySelector("option[value='" + name + "']").textContent = name;
    }
    document.getElementById("checked").textContent = checkedSummary(result.checked);
    say("Saved " + name + ".variant" + (options.force ? " (with errors)" : "")
      + (options.acceptBreaking ? ", breaking the variants listed" : ""), "ok");
    showDiagnostics(result.diagnostics);
  } catch (error) {
    refused(error, options, text);
  }
}

function refused(error, options, text) {
  const body = error.body || {};
  if (error.status === 409 && body.conflict === "stale") {
    showConflict(body.current, text);
  } else if (error.status === 409 && body.conflict === "exists") {
    say("Not saved: a variant " + shown + " was created by someone else meanwhile. Your text is still here; "
      + "copy it into a variant of another name (New variant…), or open " + shown + " to see theirs.", "bad");
  } else if (error.status === 409 && body.conflict === "dependants") {
    showDependants(body.dependants, "Save " + shown + " anyway", () => save({ ...options, acceptBreaking: true }),
      body.own);
    say("Not saved yet: " + body.error.replace(/^not saved: /, ""), "bad");
  } else if (error.status === 422 && body.diagnostics) {
    showDiagnostics(body.diagnostics);
    saveAnyway.hidden = false;
    const errors = body.diagnostics.filter(d => d.severity === "error").length;
    say("Not saved: the text has " + errors + (errors === 1 ? " error" : " errors") + ". Fix "
      + (errors === 1 ? "it" : "them") + " (listed beside the text), or press Save with errors to keep it as it is.",
      "bad");
  } else {
    showError(status, error);
  }
}

// ---- a stale save: their text and mine, side by side ----

/**
 * Lines of a (theirs) and b (mine) as hunks: {same, a: [from, to), b: [from, to)} in order, from a longest common
 * subsequence of lines (the common start and end taken off first, where most of a file is).
 */
function lineDiff(a, b) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) { endA--; endB--; }
  const rows = endA - start;
  const cols = endB - start;
  const common = Array.from({ length: rows + 1 }, () => new Uint32Array(cols + 1)); // LCS of the suffixes
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      common[i][j] = a[start + i] === b[start + j] ? common[i + 1][j + 1] + 1
        : Math.max(common[i + 1][j], common[i][j + 1]);
    }
  }
  const hunks = [];
  const add = (same, i, j, di, dj) => {
    const last = hunks[hunks.length - 1];
    if (last && last.same === same) { last.a[1] += di; last.b[1] += dj; } else {
      hunks.push({ same, a: [i, i + di], b: [j, j + dj] });
    }
  };
  if (start > 0) add(true, 0, 0, start, start);
  let i = 0;
  let j = 0;
  while (i < rows || j < cols) {
    if (i < rows && j < cols && a[start + i] === b[start + j]) { add(true, start + i, start + j, 1, 1); i++; j++; }
    else if (j < cols && (i === rows || common[i][j + 1] >= common[i + 1][j])) { add(false, start + i, start + j, 0, 1); j++; }
    else { add(false, start + i, start + j, 1, 0); i++; }
  }
  if (endA < a.length) add(true, endA, endB, a.length - endA, b.length - endB);
  return hunks;
}

let conflictLines = []; // editor lines marked as differing from theirs

function closeConflict() {
  theirs = null;
  conflictPanel.hidden = true;
  conflictLines.forEach(line => editor.removeLineClass(line, "background", "conflict-mine"));
  conflictLines = [];
}

function showConflict(current, mine) {
  if (!current) { // deleted since it was loaded: saving again creates it with this text
    closeConflict();
    version = null;
    say("Not saved: " + shown + ".variant was deleted by someone else after you opened it. Save again to create it "
      + "with your text.", "bad");
    return;
  }
  if (mine === current.text && editor.getValue() === mine) { // the same edit, saved by someone else
    closeConflict();
    version = current.version;
    dirty = false;
    say("Saved by someone else with the same text as yours: nothing to merge", "ok");
    return;
  }
  theirs = current;
  say("Not saved: someone else saved " + shown + ".variant after you opened it. Compare below; nothing is lost.", "bad");
  renderConflict();
}

/** Mine is the editor's text as it is now: each change the designer makes while merging updates the view. */
function renderConflict() {
  const theirLines = theirs.text.split("\n");
  const myLines = editor.getValue().split("\n");
  const hunks = lineDiff(theirLines, myLines);
  conflictLines.forEach(line => editor.removeLineClass(line, "background", "conflict-mine"));
  conflictLines = hunks.filter(h => !h.same).flatMap(h => range(h.b[0], h.b[1]));
  conflictLines.forEach(line => editor.addLineClass(line, "background", "conflict-mine"));
  const rows = [];
  for (const hunk of hunks) {
    if (hunk.same) {
      rows.push(...sameRows(hunk, theirLines, hunks.length === 1));
      continue;
    }
    rows.push(el("tr", { class: "differs" },
      el("td", {}, numbered(theirLines, hunk.a), el("button", { class: "take", onclick: () => takeTheirs(hunk) },
        "take theirs")),
      el("td", {}, numbered(myLines, hunk.b))));
  }
  const differing = hunks.filter(h => !h.same).length;
  conflictPanel.replaceChildren(
    el("h2", {}, "Conflict: " + shown + ".variant was saved by someone else"),
    el("p", {}, "Left: their text as saved (version " + theirs.version + "). Right: yours, as in the editor; ",
      differing + " place(s) differ, marked. Merge by editing your text (or \"take theirs\" at a place), then "
      + "save it over theirs; or take their file as it is."),
    el("div", { class: "toolbar" },
      el("button", { id: "take-theirs", onclick: takeAllTheirs }, "Take theirs (drop my edits)"),
      el("button", { id: "overwrite", class: "primary", onclick: () => save({ base: theirs.version }) },
        "Keep mine and overwrite"),
      el("button", { onclick: () => { closeConflict(); say("Conflict left open: Save will show it again", "bad"); } },
        "Decide later")),
    el("table", { class: "conflict" },
      el("thead", {}, el("tr", {}, el("th", {}, "theirs (saved)"), el("th", {}, "mine (editor)"))),
      el("tbody", {}, rows)));
  conflictPanel.hidden = false;
}

const CONTEXT_LINES = 2;

/** Unchanged lines: a few either side of a change, the rest counted. */
function sameRows(hunk, lines, only) {
  const [from, to] = hunk.a;
  const row = (a, b) => el("tr", { class: "same" }, el("td", {}, numbered(lines, [a, b])), el("td", {},
    numbered(lines, [a, b], hunk.b[0] - hunk.a[0])));
  if (only || to - from <= 2 * CONTEXT_LINES + 1) return [row(from, to)];
  const head = from === 0 ? from : from + CONTEXT_LINES;
  const tail = to === lines.length ? to : to - CONTEXT_LINES;
  return [head > from ? row(from, head) : null,
    el("tr", { class: "skipped" }, el("td", { colspan: 2 }, "… " + (tail - head) + " unchanged lines")),
    tail < to ? row(tail, to) : null].filter(Boolean);
}

function numbered(lines, [from, to], shift = 0) {
  return el("pre", {}, range(from, to).map(i => el("div", {}, el("span", { class: "lineno" }, i + shift + 1),
    lines[i])));
}

function range(from, to) {
  return Array.from({ length: to - from }, (_, k) => from + k);
}

/** My lines of one hunk become theirs (one undoable edit); the view follows through the change handler. */
function takeTheirs(hunk) {
  const lines = editor.getValue().split("\n");
  lines.splice(hunk.b[0], hunk.b[1] - hunk.b[0], ...theirs.text.split("\n").slice(hunk.a[0], hunk.a[1]));
  const scroll = editor.getScrollInfo();
  editor.replaceRange(lines.join("\n"), { line: 0, ch: 0 }, { line: editor.lastLine() });
  editor.scrollTo(scroll.left, scroll.top);
}

function takeAllTheirs() {
  const current = theirs;
  dropDraft(shown);
  showing(shown, current.text, current.version);
  say("Took their " + shown + ".variant; your edits are dropped (Ctrl-Z in the editor brings nothing back)", "ok");
  check();
}

// ---- variants that extend this one ----

function breaking(dependant) {
  return !dependant.ok || (dependant.cases && dependant.cases.failed > 0);
}

/** What a save that landed was checked against: the variant's own cases, then its dependants. */
function checkedSummary(checked) {
  if (!checked) return "(not checked: saved breaking what was listed)";
  const own = checked.own ? "checked: " + verdict(checked.own) : "checked";
  const others = checked.dependants.length;
  return own + (others ? "; the " + others + " variant(s) extending it compile and pass their cases" : "");
}

/** Per dependant: compiles; N of M cases fail; or does not compile (its errors are listed below it). */
function verdict(dependant) {
  if (!dependant.compiles) {
    return "does not compile";
  }
  const cases = dependant.cases;
  const total = cases.passed + cases.failed;
  return cases.failed > 0 ? "compiles, " + cases.failed + " of " + total + " cases fail"
    : "compiles" + (total > 0 ? ", all " + total + " cases pass" : ", no cases");
}

/** One variant of the report: its verdict, its errors (why it does not compile), its failing cases (which). */
function reportRow(d, label) {
  return el("li", { "data-name": d.name },
    el("a", { href: "/index.html?variant=" + encodeURIComponent(d.name), target: "_blank" }, d.name), label || "",
    el("span", { class: d.ok ? "muted" : "error" }, " " + verdict(d)),
    el("ul", {},
      (d.diagnostics || []).filter(x => x.severity === "error").map(x => el("li", { class: "error" },
        x.file + ":" + x.line + ":" + x.column + " " + x.message)),
      (d.cases ? d.cases.failures : []).map(f => el("li", {},
        el("span", { class: "mono" }, f.file + ":" + f.line), " " + f.case + ": ", f.message))));
}

/**
 * What a write would do, before it is written: the variant itself (`own`, for a save: its own cases run on the new
 * text) and the variants extending it that would break, each with why; proceed() writes anyway, on a yes.
 */
function showDependants(dependants, action, proceed, own) {
  const broken = dependants.filter(breaking);
  const ownFails = own && !own.ok;
  const title = [ownFails ? own.name + " itself: " + verdict(own) : null,
    broken.length ? broken.length + " variant(s) that extend " + shown + " would break" : null].filter(Boolean);
  dependantsPanel.replaceChildren(
    el("h2", {}, title.join("; ") || "Nothing would break"),
    el("p", {}, "Nothing is written until you confirm."),
    own ? el("ul", { id: "own-report" }, reportRow(own, el("span", { class: "muted" }, " (this variant)"))) : null,
    el("ul", { id: "breaking" }, (broken.length ? broken : dependants).map(d => reportRow(d))),
    el("div", { class: "toolbar" },
      el("button", { id: "accept-breaking", class: "danger", onclick: proceed }, action + ", breaking them"),
      el("button", { onclick: () => { dependantsPanel.hidden = true; say("Not written"); } }, "Cancel")));
  dependantsPanel.hidden = false;
}

// ---- delete and rename ----

async function remove(acceptBreaking) {
  const name = shown;
  if (version === null) { // never saved: nothing on the server to delete
    select.querySelector("option[value='" + name + "']").remove();
    dirty = false;
    return load(select.value);
  }
  if (!acceptBreaking && !confirm("Delete " + name + ".variant? Its file is removed from the variants folder.")) return;
  try {
    await api("DELETE", path(name, acceptBreaking ? "?acceptBreaking=true" : ""), undefined, precondition(version));
    select.querySelector("option[value='" + name + "']").remove();
    dirty = false;
    await load(select.value);
    say("Deleted " + name + ".variant", "ok");
  } catch (error) {
    refusedWrite(error, "Delete " + name + " anyway", () => remove(true));
  }
}

async function rename(to, acceptBreaking) {
  const name = shown;
  if (dirty || version === null) {
    say("Save your edits to " + name + " first: a rename moves the saved file", "bad");
    return;
  }
  if (to === undefined) {
    to = prompt("Rename " + name + " to (letters, digits, - and _):", name);
    if (to === null || to === name) return;
    if (!NAME.test(to)) return say("'" + to + "' is not a variant name: use 1 to 64 letters, digits, - and _", "bad");
  }
  try {
    await api("POST", path(name, "/rename"), { to, acceptBreaking: !!acceptBreaking }, precondition(version));
    const option = select.querySelector("option[value='" + name + "']");
    option.value = to;
    option.textContent = to;
    await load(to);
    say("Renamed " + name + " to " + to, "ok");
  } catch (error) {
    refusedWrite(error, "Rename " + name + " anyway", () => rename(to, true));
  }
}

/** A delete or rename refused: said plainly; breaking dependants are listed with a way to go ahead. */
function refusedWrite(error, action, proceed) {
  const body = error.body || {};
  if (error.status === 409 && body.conflict === "dependants") {
    showDependants(body.dependants, action, proceed);
    say("Not done yet: it would break variants that extend " + shown, "bad");
  } else if (error.status === 409 && body.conflict === "stale") {
    say("Not done: someone else saved " + shown + ".variant after you opened it; open it again to see their "
      + "version first", "bad");
  } else if (error.status === 409 && body.conflict === "exists") {
    say("Not done: there is a variant of that name already", "bad");
  } else {
    showError(status, error);
  }
}

// ---- the page ----

editor.on("change", () => {
  if (loading) return;
  dirty = true;
  keepOrDropDraft();
  document.getElementById("checked").textContent = "";
  say(theirs ? "Merging: save with \"Keep mine and overwrite\"" : "Edited, not saved");
  if (theirs) renderConflict(); // at once: its "take theirs" buttons hold line numbers of the text as it is
  clearTimeout(checkTimer);
  checkTimer = setTimeout(check, CHECK_DELAY_MS);
});
// Switching variants or leaving the page loses nothing: the unsaved text stays a draft (workbench.js), offered
// again when the variant is opened, and usable meanwhile on the other pages.
select.addEventListener("change", async () => {
  const left = dirty ? shown : null;
  await load(select.value);
  if (left) say("Your edits to " + left + " stay a draft: open " + left + " again to go on with them");
});

/** A new variant extends the one shown: the smallest file that compiles, to be saved under a new name. */
document.getElementById("new").addEventListener("click", () => {
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
  showing(name, "variant " + name + " extends " + parent + " \"" + name + "\" {\n  source \"\"\n}\n", null);
  history.replaceState(null, "", "?variant=" + encodeURIComponent(parent)); // until it is saved, a reload opens the parent
  dirty = true;
  keepOrDropDraft();
  say("New variant " + name + ", not saved yet");
  check();
});
// Tab indents inside the editor; Esc then Tab (or Shift-Tab) moves the keyboard focus out of it, so the page can
// be used without a mouse (the W3C "no keyboard trap" rule). Any other key after Esc keeps Tab for indenting.
let leaveOnTab = false;
editor.on("keydown", (cm, event) => { // runs before the key map below
  if (event.key === "Escape") leaveOnTab = true;
  else if (event.key !== "Tab" && event.key !== "Shift") leaveOnTab = false;
});
editor.setOption("extraKeys", {
  "Ctrl-S": () => save(), "Cmd-S": () => save(),
  "Tab": cm => (leaveOnTab ? focusBeside(cm, 1) : cm.execCommand("defaultTab")),
  "Shift-Tab": cm => (leaveOnTab ? focusBeside(cm, -1) : cm.execCommand("indentLess")),
});

/** Focuses the next (step 1) or previous (-1) control of the page outside the editor, wrapping around. */
function focusBeside(cm, step) {
  leaveOnTab = false;
  const wrapper = cm.getWrapperElement();
  const controls = [...document.querySelectorAll("a[href], button, input, select, textarea, [tabindex]")]
    .filter(c => !c.disabled && c.tabIndex >= 0 && c.offsetParent !== null && !wrapper.contains(c));
  const after = controls.findIndex(c => wrapper.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING);
  const next = step > 0 ? (after < 0 ? 0 : after) : (after < 0 ? controls.length : after) - 1;
  const target = controls[(next + controls.length) % controls.length];
  if (target) {
    cm.getInputField().blur();
    target.focus();
  }
}
document.getElementById("save").addEventListener("click", () => save());
drawDrafts = draftSwitch(() => check());
saveAnyway.addEventListener("click", () => save({ force: true }));
document.getElementById("delete").addEventListener("click", () => remove(false));
document.getElementById("rename").addEventListener("click", () => rename());
// The Statistics page compares the unsaved text with the saved variant (a new one: with the variant it extends).
document.getElementById("what-changes").addEventListener("click", async () => {
  const text = editor.getValue();
  const saved = await api("GET", "/api/variants/" + encodeURIComponent(select.value)).then(() => select.value,
    () => (/\bextends\s+([A-Za-z0-9_-]+)/.exec(text) || [])[1] || "hunan");
  sessionStorage.setItem("workbench.unsaved", JSON.stringify({ name: select.value, text })); // a new tab copies it
  window.open("/statistics.html?a=" + encodeURIComponent(saved) + "&b=unsaved&hands=10000&seed=1"); // the server's default bots
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
