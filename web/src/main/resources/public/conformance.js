// Runs the conformance case files and shows each case: pass or FAIL, and for a failure each expectation that did
// not hold as "expected" beside "got", where to inspect it (the Hand page, the stepper at the failing step), what
// the case expects and what the run gave. Filters by variant or room (a new run: a room runs the cases written for
// its options, conformance/README.md), by file and to failures only (the same run); the address holds all three, so a filtered run can be shared. With "use my edits" on, the run compiles the
// editor's drafts in place of their files.
"use strict";

const select = document.getElementById("variant");
/** The variant and the room options chosen for it; none chosen: the variant's cases and its rooms'. */
const picker = roomPicker(select, document.getElementById("options"), () => {});
const fileSelect = document.getElementById("file");
const status = document.getElementById("status");
const results = document.getElementById("results");
const failuresOnly = document.getElementById("failures-only");
const runButton = document.getElementById("run");
const junit = document.getElementById("junit");
let lastRun = null;

/** Where the case can be inspected: a scenario in the stepper, an analysis or score case on the Hand page. */
function inspectLinks(file, c) {
  const links = [];
  if (c.scenario) {
    const params = new URLSearchParams({ file, case: c.name });
    if (c.failedAt !== null) params.set("event", c.failedAt);
    links.push(el("a", { class: "stepper-link", href: "/trace.html?" + params },
      c.failedAt !== null ? "open in the stepper at the failing step" : "step through"));
  }
  if (c.hand) {
    const params = new URLSearchParams({ variant: c.hand.variant, holding: c.hand.holding });
    if (c.hand.context) params.set("context", c.hand.context);
    links.push(el("a", { class: "hand-link", href: "/hand.html?" + params }, "open on the Hand page"));
  }
  return links.length ? el("div", { class: "inspect" }, links) : null;
}

/** A failure line "expected X, got Y" as two cells; any other line (the case could not run) says why alone. */
function failureRow(failure) {
  const parts = /^expected (.*?), got (.*)$/s.exec(failure);
  return parts
    ? el("tr", {}, el("td", { class: "expected" }, withCards(parts[1])), el("td", { class: "got" }, withCards(parts[2])))
    : el("tr", {}, el("td", { class: "why", colspan: 2 }, withCards(failure)));
}

function outcome(c) {
  const detail = [
    el("details", {}, el("summary", {}, "the case expects"), el("pre", { class: "expect" }, withCards(c.expected.join("\n")))),
    el("details", {}, el("summary", {}, "what the run gave"), el("pre", { class: "actual" }, withCards(c.actual)))];
  if (c.passed) return detail;
  return [el("table", { class: "diff" },
    el("thead", {}, el("tr", {}, el("th", {}, "expected"), el("th", {}, "got"))),
    el("tbody", {}, c.failures.map(failureRow))), ...detail];
}

function caseRow(file, c) {
  return el("tr", { class: c.passed ? "pass" : "fail" },
    el("td", { class: "result " + (c.passed ? "ok" : "bad") }, c.passed ? "pass" : "FAIL"),
    el("td", {}, c.name, el("div", { class: "muted mono" }, file + ":" + c.line), inspectLinks(file, c)),
    el("td", {}, c.variant, el("div", { class: "muted mono" }, c.source)),
    el("td", { class: "outcome" }, outcome(c)));
}

function fileOptions() {
  const wanted = fileSelect.value || new URLSearchParams(location.search).get("file") || "";
  fileSelect.replaceChildren(el("option", { value: "" }, "every file"),
    ...lastRun.files.map(f => el("option", { value: f.file, selected: f.file === wanted }, f.file)));
}

function render() {
  if (!lastRun) return;
  const params = new URLSearchParams({ variant: picker.room() });
  if (fileSelect.value) params.set("file", fileSelect.value);
  if (failuresOnly.checked) params.set("failures", "1");
  history.replaceState(null, "", "?" + params);
  const failing = [];
  const passing = [];
  const problems = [];
  for (const file of lastRun.files.filter(f => !fileSelect.value || f.file === fileSelect.value)) {
    file.diagnostics.forEach(d => problems.push(el("li", { class: d.severity },
      d.file + ":" + d.line + ":" + d.column + " " + d.message + (d.hint ? " — " + d.hint : ""))));
    file.cases.forEach(c => (c.passed ? passing : failing).push(caseRow(file.file, c)));
  }
  const rows = failuresOnly.checked ? failing : failing.concat(passing); // failures first: they are the news
  const shown = fileSelect.value ? " (" + (failing.length + passing.length) + " in " + fileSelect.value + ")" : "";
  results.replaceChildren(
    el("h2", { id: "totals", class: lastRun.failed ? "bad" : "ok" }, lastRun.drafts.length ? el("span", {
      class: "draft-mark", title: "run with your unsaved edits" }, "draft: " + lastRun.drafts.join(", ")) : "",
      lastRun.passed + " passed, " + lastRun.failed + " failed" + shown),
    el("ul", { id: "case-file-errors" }, problems),
    el("table", { id: "cases" },
      el("colgroup", {}, el("col", { class: "c-result" }), el("col", { class: "c-case" }), el("col", { class: "c-variant" }),
        el("col", {})),
      el("thead", {}, el("tr", {}, ["", "case", "variant / source", "outcome"].map(h => el("th", {}, h)))),
      el("tbody", {}, rows)));
}

async function run() {
  runButton.disabled = true;
  status.className = "status muted";
  status.textContent = "Running…";
  const started = performance.now();
  const query = select.value ? "?variant=" + encodeURIComponent(picker.room()) : "";
  junit.href = "/api/conformance/junit" + query;
  const drafts = activeDrafts();
  try {
    lastRun = await getWithDrafts("/api/conformance" + query, drafts);
    status.textContent = "Ran in " + Math.round(performance.now() - started) + " ms.";
    fileOptions();
    render();
  } catch (error) {
    showError(status, error);
  } finally {
    runButton.disabled = false;
  }
}

runButton.addEventListener("click", run);
draftSwitch(() => { if (lastRun) run(); });
// with drafts in use the download is the same run with them: a POST, saved from the answer
junit.addEventListener("click", async event => {
  const drafts = activeDrafts();
  if (!drafts) return;
  event.preventDefault();
  const response = await fetch(junit.getAttribute("href"), { method: "POST", body: JSON.stringify({ drafts }),
    headers: { "Content-Type": "application/json" } });
  const save = el("a", { href: URL.createObjectURL(await response.blob()), download: "conformance-draft.xml" });
  document.body.append(save);
  save.click();
  save.remove();
});
/** The room options of the chosen variant; none for every variant. */
async function loadOptions() {
  if (select.value) await picker.load();
  else picker.show({ offered: [], options: [] });
}

select.addEventListener("change", () => {
  fileSelect.value = "";
  picker.reset();
  loadOptions().catch(error => showError(status, error));
});
fileSelect.addEventListener("change", render);
failuresOnly.addEventListener("change", render);
(async () => {
  // ?variant=luzhou (a room, or ?variant=) runs at once: a link to a run; &file=F and &failures=1 filter it
  const params = new URLSearchParams(location.search);
  failuresOnly.checked = params.get("failures") === "1";
  try {
    const variants = await api("GET", "/api/variants");
    const wanted = picker.parse(params.get("variant") || "");
    select.append(...variants.map(v => el("option", { value: v.name, selected: v.name === wanted }, v.name)));
    await loadOptions();
    if (params.has("variant")) await run();
  } catch (error) {
    showError(status, error);
  }
})();
