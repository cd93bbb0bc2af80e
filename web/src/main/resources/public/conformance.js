// Runs the conformance case files and shows each case: pass or FAIL, what it expects, what the run gave.
"use strict";

const select = document.getElementById("variant");
const status = document.getElementById("status");
const results = document.getElementById("results");
const failuresOnly = document.getElementById("failures-only");
const runButton = document.getElementById("run");
let lastRun = null;

function caseRow(file, c) {
  return el("tr", { class: c.passed ? "pass" : "fail" },
    el("td", { class: "result " + (c.passed ? "ok" : "bad") }, c.passed ? "pass" : "FAIL"),
    el("td", {}, c.name, el("div", { class: "muted mono" }, file + ":" + c.line)),
    el("td", {}, c.variant, el("div", { class: "muted mono" }, c.source)),
    el("td", {}, el("pre", {}, withCards(c.expected.join("\n")))),
    el("td", {}, el("pre", {}, withCards(c.actual)),
      c.failures.map(f => el("div", { class: "bad" }, "✗ ", withCards(f)))));
}

function render() {
  if (!lastRun) return;
  const rows = [];
  const problems = [];
  for (const file of lastRun.files) {
    file.diagnostics.forEach(d => problems.push(el("li", { class: d.severity },
      d.file + ":" + d.line + ":" + d.column + " " + d.message + (d.hint ? " — " + d.hint : ""))));
    file.cases.filter(c => !failuresOnly.checked || !c.passed).forEach(c => rows.push(caseRow(file.file, c)));
  }
  results.replaceChildren(
    el("h2", { id: "totals", class: lastRun.failed ? "bad" : "ok" },
      lastRun.passed + " passed, " + lastRun.failed + " failed"),
    problems.length ? el("ul", { id: "case-file-errors" }, problems) : null,
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
api("GET", "/api/variants").then(variants =>
  select.append(...variants.map(v => el("option", { value: v.name }, v.name)))).catch(error => showError(status, error));
