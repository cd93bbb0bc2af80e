// Runs the conformance case files and shows each case: pass or FAIL, what it expects, what the run gave.
"use strict";

const select = document.getElementById("variant");
const status = document.getElementById("status");
const results = document.getElementById("results");
const failuresOnly = document.getElementById("failures-only");
const runButton = document.getElementById("run");
let lastRun = null;

/** A scenario opens in the stepper; a failing one at the step where its first failure was found. */
function stepperLink(file, c) {
  if (!c.scenario) return null;
  const params = new URLSearchParams({ file, case: c.name });
  if (c.failedAt !== null) params.set("event", c.failedAt);
  return el("div", {}, el("a", { class: "stepper-link", href: "/trace.html?" + params },
    c.failedAt !== null ? "open at the failing step" : "step through"));
}

function caseRow(file, c) {
  return el("tr", { class: c.passed ? "pass" : "fail" },
    el("td", { class: "result " + (c.passed ? "ok" : "bad") }, c.passed ? "pass" : "FAIL"),
    el("td", {}, c.name, el("div", { class: "muted mono" }, file + ":" + c.line), stepperLink(file, c)),
    el("td", {}, c.variant, el("div", { class: "muted mono" }, c.source)),
    el("td", {}, el("pre", {}, withCards(c.expected.join("\n")))),
    el("td", {}, el("pre", {}, withCards(c.actual)),
      c.failures.map(f => el("div", { class: "bad" }, "✗ ", withCards(f)))));
}

function render() {
  if (!lastRun) return;
  const failing = [];
  const passing = [];
  const problems = [];
  for (const file of lastRun.files) {
    file.diagnostics.forEach(d => problems.push(el("li", { class: d.severity },
      d.file + ":" + d.line + ":" + d.column + " " + d.message + (d.hint ? " — " + d.hint : ""))));
    file.cases.forEach(c => (c.passed ? passing : failing).push(caseRow(file.file, c)));
  }
  const rows = failuresOnly.checked ? failing : failing.concat(passing); // failures first: they are the news
  results.replaceChildren(
    el("h2", { id: "totals", class: lastRun.failed ? "bad" : "ok" },
      lastRun.passed + " passed, " + lastRun.failed + " failed"),
    el("ul", { id: "case-file-errors" }, problems),
    el("table", { id: "cases" },
      el("thead", {}, el("tr", {}, ["", "case", "variant / source", "expected", "actual"].map(h => el("th", {}, h)))),
      el("tbody", {}, rows)));
}

async function run() {
  runButton.disabled = true;
  status.className = "status muted";
  status.textContent = "Running…";
  const started = performance.now();
  try {
    history.replaceState(null, "", "?variant=" + encodeURIComponent(select.value));
    lastRun = await api("GET", "/api/conformance" + (select.value ? "?variant=" + encodeURIComponent(select.value) : ""));
    status.textContent = "Ran in " + Math.round(performance.now() - started) + " ms.";
    render();
  } catch (error) {
    showError(status, error);
  } finally {
    runButton.disabled = false;
  }
}

runButton.addEventListener("click", run);
failuresOnly.addEventListener("change", render);
(async () => {
  const params = new URLSearchParams(location.search); // ?variant=luzhou (or ?variant=) runs at once: a link to a run
  try {
    const variants = await api("GET", "/api/variants");
    select.append(...variants.map(v => el("option", { value: v.name, selected: v.name === params.get("variant") }, v.name)));
    if (params.has("variant")) await run();
  } catch (error) {
    showError(status, error);
  }
})();
