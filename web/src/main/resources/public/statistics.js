// The Statistics page: one variant's metrics, or two variants compared on the same deals. A run is created with
// POST /api/statistics and followed over server-sent events: partial results (marked so) while it plays, then the
// complete one. Cancel, or leaving the page, stops the server's threads.
"use strict";

/** sessionStorage key under which the editor leaves its unsaved text ({name, text}) for this page. */
const UNSAVED_KEY = "workbench.unsaved";
const UNSAVED = "(unsaved editor text)";

const byId = id => document.getElementById(id);
/** Side A's and side B's colour in every chart, so two sides never share one. */
const COLOURS = ["#1f6fb4", "#d9730d"];
const [selectA, selectB, statusLine, progress] = [byId("a"), byId("b"), byId("status"), byId("progress")];
/** Each side's variant and the room options chosen for it (docs/language.md, "Options and rooms"). */
const pickers = new Map([[selectA, roomPicker(selectA, byId("options-a"), () => {})],
  [selectB, roomPicker(selectB, byId("options-b"), () => {})]]);
let source = null;   // the EventSource of the run playing
let runId = null;
let lastBody = null; // the request of the run shown: the per-hand download plays it again
const charts = {};
/** ECharts is loaded after this script (see statistics.html): results wait for it. */
const chartsLoaded = new Promise(loaded => document.addEventListener("DOMContentLoaded", loaded));
/** Resolved when a run's first result is drawn or the run ends: a link's run does not share the server with the lists. */
let firstShown;
const shown = new Promise(resolve => { firstShown = resolve; });

/** Draws a chart in its div, replacing what it showed; no animation, as partial results redraw it every second. */
function draw(id, option) {
  if (!charts[id]) charts[id] = echarts.init(byId(id));
  charts[id].setOption(Object.assign({ animation: false }, option), true);
}

function unsaved() {
  try {
    return JSON.parse(sessionStorage.getItem(UNSAVED_KEY) || "null");
  } catch (e) {
    return null;
  }
}

/**
 * A side of the request: a variant by name (with "use my edits" on, the drafts in place of their files), or the
 * editor's unsaved text under its name.
 */
function side(select) {
  if (select.value !== UNSAVED) return { name: pickers.get(select).room(), drafts: activeDrafts() };
  const text = unsaved();
  return { name: text.name, text: text.text };
}

function format(row, value) {
  if (value === null || value === undefined) return "–";
  return row.share ? (100 * value).toFixed(2) + "%" : value.toFixed(3);
}

async function run() {
  stop();
  const body = { a: side(selectA), b: selectB.value ? side(selectB) : null,
    [byId("unit").value]: Number(byId("hands").value), // hands alone, or whole matches
    seed: Number(byId("seed").value), bots: byId("bots").value.trim() || null, // none: the server's default
    metric: byId("metric").value.trim() || null };
  lastBody = body;
  byId("per-hand").hidden = false;
  statusLine.className = "status muted";
  statusLine.textContent = "Starting…";
  let created;
  try {
    created = await api("POST", "/api/statistics", body);
  } catch (error) {
    showError(statusLine, error);
    firstShown();
    return;
  }
  performance.mark("statistics:created");
  runId = created.id;
  const link = byId("reproduce");
  link.hidden = created.reproduce === "null";
  link.href = created.reproduce;
  byId("cancel").disabled = false;
  byId("run").disabled = true;
  source = new EventSource(created.events);
  source.addEventListener("progress", e => {
    if (!performance.getEntriesByName("statistics:first-event").length) performance.mark("statistics:first-event");
    const result = JSON.parse(e.data);
    chartsLoaded.then(() => showSoon(result));
  });
  source.addEventListener("done", e => { finish(); const result = JSON.parse(e.data); chartsLoaded.then(() => show(result)); });
  source.addEventListener("cancelled", () => { finish(); statusLine.className = "status bad";
    statusLine.textContent = "Cancelled: the figures above are partial and stay marked so."; });
  source.addEventListener("failure", e => { finish(); showError(statusLine, new Error(JSON.parse(e.data).error)); });
  source.onerror = () => { if (source) { finish(); statusLine.className = "status bad";
    statusLine.textContent = "The connection to the server was lost; the figures above are partial."; } };
}

function finish() {
  if (source || runId) firstShown();
  if (source) source.close();
  source = null;
  runId = null;
  byId("cancel").disabled = true;
  byId("run").disabled = false;
}

/** Cancels the run playing, if any. */
function stop() {
  if (runId) api("DELETE", "/api/statistics/" + runId).catch(() => {});
  finish();
}

/** A partial result is drawn at most once a second, the latest one; a slow browser skips the ones between. */
let pending = null;
let drawnAt = 0;
function showSoon(result) {
  const first = pending === null && drawnAt === 0;
  pending = result;
  if (first || performance.now() - drawnAt > 1000) {
    requestAnimationFrame(() => { if (pending) show(pending); });
  }
}

/**
 * Draws a result: the per-seat chart first and alone, the rest after the browser has painted it, the status line
 * last (so "PARTIAL" or "Complete" means everything is drawn); a partial result's status is left out once the run
 * has ended (a cancel's own line stays). Later results' parts are queued behind earlier ones, in order.
 */
function show(result) {
  pending = null;
  drawnAt = performance.now();
  byId("charts").hidden = false;
  const sides = [result.a, result.b].filter(Boolean);
  seatChart(sides, result.partial);
  if (!performance.getEntriesByName("statistics:first-chart").length) performance.mark("statistics:first-chart");
  firstShown();
  requestAnimationFrame(() => setTimeout(() => {
    histogram("chart-huxi", "Huxi of wins", sides, v => v.huxi);
    histogram("chart-fan", "Fan of paid wins", sides, v => v.fan);
    histogram("chart-points", "Points of the dealer per hand", sides, v => v.points[0]);
    patternChart(sides);
    forest(result);
    tables(result, sides);
    if (!result.partial || source) showStatus(result);
  }));
}

function showStatus(result) {
  progress.max = result.hands;
  progress.value = result.handsDone;
  statusLine.className = result.partial ? "status partial" : "status ok";
  statusLine.textContent = (result.partial ? "PARTIAL: " : "Complete: ") + result.handsDone.toLocaleString() + " of "
    + result.hands.toLocaleString() + " " + result.unit + (result.partial ? " — still playing, figures will change" : "")
    + (result.notes && result.notes.length ? " — " + result.notes.join("; ") : "");
}

const partialTitle = (text, partial) => ({ text: text + (partial ? " (partial)" : ""), left: "center",
  textStyle: { fontSize: 13 } });

/** Win rate per seat with its Wilson interval as whiskers, one bar series per variant. */
function seatChart(sides, partial) {
  const seats = sides[0].seats;
  const series = [];
  sides.forEach((v, i) => {
    const rows = seats.map(s => v.estimates.find(e => e.metric === "wins " + s));
    series.push({ name: v.name, type: "bar", data: rows.map(r => 100 * r.value), itemStyle: { color: COLOURS[i] } });
    series.push({ name: v.name, type: "custom", renderItem: whiskers(i, sides.length), z: 10,
      data: rows.map((r, k) => [k, 100 * r.low, 100 * r.high]), tooltip: { show: false } });
  });
  draw("chart-seats", { title: partialTitle("Win rate per seat, % with 95% interval", partial),
    tooltip: {}, legend: { top: 24 }, grid: { top: 60 }, xAxis: { type: "category", data: seats },
    yAxis: { type: "value", name: "%" }, series });
}

/** Draws an interval's whisker over the i-th of n bars of a category. */
function whiskers(i, n) {
  return (params, api) => {
    const low = api.coord([api.value(0), api.value(1)]);
    const high = api.coord([api.value(0), api.value(2)]);
    const band = api.size([1, 0])[0];
    const x = low[0] - band * 0.3 + band * 0.6 * (i + 0.5) / n;
    const style = { stroke: "#333", lineWidth: 1.5 };
    return { type: "group", children: [
      { type: "line", shape: { x1: x, y1: low[1], x2: x, y2: high[1] }, style },
      { type: "line", shape: { x1: x - 5, y1: low[1], x2: x + 5, y2: low[1] }, style },
      { type: "line", shape: { x1: x - 5, y1: high[1], x2: x + 5, y2: high[1] }, style }] };
  };
}

function histogram(id, title, sides, counts) {
  const keys = [...new Set(sides.flatMap(v => Object.keys(counts(v)).map(Number)))].sort((x, y) => x - y);
  draw(id, { title: { text: title, left: "center", textStyle: { fontSize: 13 } }, tooltip: {},
    legend: { top: 24 }, grid: { top: 60 }, xAxis: { type: "category", data: keys.map(String) },
    yAxis: { type: "value", name: "hands" },
    series: sides.map((v, i) => ({ name: v.name, type: "bar", itemStyle: { color: COLOURS[i] },
      data: keys.map(k => counts(v)[k] || 0) })) });
}

/** Each pattern's share of paid wins, the variants side by side. */
function patternChart(sides) {
  const names = [...new Set(sides.flatMap(v => Object.keys(v.patterns)))].sort();
  draw("chart-patterns", { title: { text: "Patterns, % of paid wins", left: "center",
    textStyle: { fontSize: 13 } }, tooltip: {}, legend: { top: 24 }, grid: { top: 60, left: 90 },
    yAxis: { type: "category", data: names }, xAxis: { type: "value", name: "%" },
    series: sides.map((v, i) => ({ name: v.name, type: "bar", itemStyle: { color: COLOURS[i] },
      data: names.map(n => v.paidWins ? 100 * (v.patterns[n] || 0) / v.paidWins : 0) })) });
}

/**
 * The paired differences A − B as a forest plot. Metrics have different units, so each is drawn in standard
 * deviations of its measure under B (√(p(1−p)) for a share, the spread for a mean); a whisker clear of 0 is real.
 */
function forest(result) {
  const element = byId("chart-forest");
  if (!result.differences) {
    element.hidden = true;
    return;
  }
  element.hidden = false;
  const scale = {};
  for (const e of result.b.estimates) {
    scale[e.metric] = e.share && e.kind === "share" ? Math.sqrt(e.value * (1 - e.value)) : e.spread;
  }
  const rows = result.differences.filter(d => scale[d.metric] > 0 && d.low !== null && d.high !== null).reverse();
  // the axis fits the bulk of the intervals (all but the widest fifth, with room), so small real effects do not sit
  // on the zero line beside one huge one; an interval beyond it is drawn to the edge
  const reach = rows.map(r => Math.max(Math.abs(r.low), Math.abs(r.high)) / scale[r.metric]).sort((x, y) => x - y);
  const extent = 1.2 * (reach.length ? reach[Math.min(reach.length - 1, Math.floor(0.8 * reach.length))] : 1) || 1;
  const clip = x => Math.max(-extent, Math.min(extent, x));
  draw("chart-forest", {
    title: partialTitle("Paired differences A − B, in SDs under B, 95% bootstrap", result.partial),
    tooltip: { formatter: p => rows[p.dataIndex].metric + ": " + format(rows[p.dataIndex], rows[p.dataIndex].difference)
      + " [" + format(rows[p.dataIndex], rows[p.dataIndex].low) + ", " + format(rows[p.dataIndex], rows[p.dataIndex].high) + "]" },
    grid: { top: 40, left: 130 }, yAxis: { type: "category", data: rows.map(r => r.metric) },
    xAxis: { type: "value", name: "SD", min: -extent, max: extent, axisLabel: { formatter: x => x.toPrecision(2) } },
    series: [{ type: "custom",
      data: rows.map((r, i) => [i, clip(r.low / scale[r.metric]), clip(r.high / scale[r.metric])]),
      renderItem: (params, api) => {
        const from = api.coord([api.value(1), api.value(0)]);
        const to = api.coord([api.value(2), api.value(0)]);
        return { type: "line", shape: { x1: from[0], y1: from[1], x2: to[0], y2: to[1] },
          style: { stroke: rows[params.dataIndex].real ? "#1a7f37" : "#888", lineWidth: 3 } };
      } },
    { type: "scatter", data: rows.map((r, i) => [clip(r.difference / scale[r.metric]), i]),
      itemStyle: { color: "#222" }, markLine: { silent: true, symbol: "none", data: [{ xAxis: 0 }] } }] });
}

/**
 * One plain sentence per metric whose difference clears the bar (a star), the primary first, told as B against A
 * (on the editor's button: what your edit does to the saved variant); a share's difference is in percentage points.
 */
function findings(result) {
  const starred = result.differences.filter(d => d.real);
  if (!starred.length) {
    return [el("li", {}, "No metric clears the bar (an adjusted p below 5%, which keeps the chance of any false star at 5%, with an "
      + "interval that leaves out 0): " + result.b.name + " and " + result.a.name + " do not differ measurably in "
      + result.handsDone.toLocaleString() + " " + result.unit + ".")];
  }
  const number = (d, x) => d.share ? (100 * x).toFixed(2) : x.toFixed(3);
  return starred.map(d => el("li", { class: d.primary ? "primary" : null },
    result.b.name + (d.difference < 0 ? " raises " : " lowers ") + d.metric + " by " + number(d, Math.abs(d.difference))
    + (d.share ? " points" : "") + " [" + number(d, -d.high) + ", " + number(d, -d.low) + "] against " + result.a.name
    + (d.primary ? " (the primary metric)" : " (exploratory)") + "."));
}

function tables(result, sides) {
  const out = [];
  if (result.differences) {
    out.push(el("h2", {}, "Paired differences A − B (" + result.a.name + " − " + result.b.name + ")"
      + (result.partial ? " — PARTIAL" : "")));
    out.push(el("ul", { id: "findings" }, findings(result)));
    out.push(el("table", { id: "differences" }, el("tr", {}, ["metric", "role", "estimand", "A", "B", "A − B",
      "95% interval", "n (A / B)", "test", "p", "adjusted p", "deals + / −", "d_z"].map(h => el("th", {}, h))),
      result.differences.map(d => el("tr", { class: (d.real ? "real" : "") + (d.primary ? " primary" : "") },
        el("td", { title: d.ludii ? "Ludii " + d.ludii : "" }, d.metric),
        el("td", {}, d.primary ? "primary" : "exploratory"), el("td", {}, d.estimand),
        el("td", { class: "num" }, format(d, d.a)), el("td", { class: "num" }, format(d, d.b)),
        el("td", { class: "num" }, format(d, d.difference)),
        el("td", { class: "num", title: d.interval }, "[" + format(d, d.low) + ", " + format(d, d.high) + "]"),
        el("td", { class: "num" }, d.nA + " / " + d.nB + " " + d.over), el("td", {}, d.test),
        el("td", { class: "num" }, d.p === null ? "" : d.p.toPrecision(3)),
        el("td", { class: "num" }, d.adjustedP === null ? "" : d.adjustedP.toPrecision(3)),
        el("td", { class: "num" }, d.directionP === null ? "" : d.above + " / " + d.below),
        el("td", { class: "num" }, d.effect === null ? "" : d.effect.toFixed(3)),
        el("td", { class: "warning" }, d.warning || "")))));
    const div = result.divergence;
    if (div) {
      out.push(el("h2", {}, "Where play parted: " + div.hands + " of " + result.handsDone + " hands"));
      out.push(el("ul", { id: "divergence" }, div.examples.map(x => el("li", {}, "seed " + x.seed + ", step " + x.step
        + ": ", x.traceA ? el("a", { href: x.traceA }, "under " + result.a.name) : "", " ",
        x.traceB ? el("a", { href: x.traceB }, "under " + result.b.name) : "(unsaved: save it to step through)"))));
    } else {
      out.push(el("p", { class: "muted" }, "Where play parted: not counted for whole matches (a match's hands under A "
        + "and B do not pair one by one); every interval and test is by match."));
    }
  }
  for (const v of sides) {
    out.push(el("h2", {}, v.name + ": " + (result.unit === "matches" ? result.handsDone + " matches, " : "") + v.hands
      + " hands" + (result.partial ? " — PARTIAL" : "")));
    out.push(el("table", { class: "estimates" }, el("tr", {}, ["metric", "Ludii", "estimand", "value", "95% interval",
      "interval", "n", "sd"].map(h => el("th", {}, h))), v.estimates.map(e => el("tr", {}, el("td", {}, e.metric),
      el("td", {}, e.ludii), el("td", {}, e.estimand + (e.p === null ? "" : " (equal seats p = " + e.p.toPrecision(3)
        + ")")), el("td", { class: "num" }, format(e, e.value)), el("td", { class: "num" }, "[" + format(e, e.low)
        + ", " + format(e, e.high) + "]"), el("td", {}, e.interval), el("td", { class: "num" }, e.n + " " + e.over),
      el("td", { class: "num" }, e.spread === null ? "" : e.spread.toFixed(3)),
      el("td", { class: "warning" }, e.warning || "")))));
  }
  byId("tables").replaceChildren(...out);
}

byId("run").addEventListener("click", run);
// the per-hand export of the run shown (JSON Lines, as `compare --per-hand`): the server plays the same hands again
byId("per-hand").addEventListener("click", async () => {
  const response = await fetch("/api/statistics/per-hand", { method: "POST", body: JSON.stringify(lastBody),
    headers: { "Content-Type": "application/json" } });
  if (!response.ok) {
    showError(statusLine, new Error((await response.json()).error));
    return;
  }
  const link = el("a", { href: URL.createObjectURL(await response.blob()), download: "per-hand.jsonl" });
  document.body.append(link);
  link.click();
  link.remove();
});
// Enter in a field of the form starts a run, as the Run button does
for (const id of ["hands", "unit", "seed", "bots", "metric"]) {
  byId(id).addEventListener("keydown", e => { if (e.key === "Enter" && !byId("run").disabled) run(); });
}
byId("cancel").addEventListener("click", () => {
  stop();
  statusLine.className = "status bad";
  statusLine.textContent = "Cancelled: the figures above are partial and stay marked so.";
});
window.addEventListener("beforeunload", stop);
draftSwitch(() => { if (lastBody) run(); });
window.addEventListener("resize", () => Object.values(charts).forEach(c => c.resize()));

/** The options a side's variant offers, as boxes (none for no variant or the editor's unsaved text). */
async function showOptions(select) {
  const box = select === selectA ? byId("options-a") : byId("options-b");
  if (!select.value || select.value === UNSAVED) {
    box.hidden = true;
    return;
  }
  await pickers.get(select).load();
}

for (const select of [selectA, selectB]) {
  select.addEventListener("change", () => {
    pickers.get(select).reset();
    showOptions(select).catch(error => showError(statusLine, error));
  });
}

(async () => {
  // ?a=hunan&b=hunan-half&hands=…&seed=…&bots=… runs at once (the link to a run); ?b=unsaved takes the editor's text;
  // a side may be a room, ?a=youxian[无名堂]
  const params = new URLSearchParams(location.search);
  const nameA = params.has("a") ? pickers.get(selectA).parse(params.get("a")) : "hunan";
  const nameB = params.get("b") && params.get("b") !== "unsaved" ? pickers.get(selectB).parse(params.get("b")) : "";
  for (const key of ["hands", "seed", "bots", "metric"]) if (params.get(key)) byId(key).value = params.get(key);
  if (params.get("matches")) { byId("hands").value = params.get("matches"); byId("unit").value = "matches"; }
  const text = unsaved();
  const optionsB = names => [selectB.options[0],
    ...names.map(name => el("option", { value: name, selected: name === nameB }, name)),
    ...(text ? [el("option", { value: UNSAVED, selected: params.get("b") === "unsaved" }, UNSAVED + " " + text.name)] : [])];
  if (params.has("a")) {
    // the link's names stand in for the lists until they come
    selectA.replaceChildren(el("option", { value: nameA, selected: true }, nameA));
    selectB.replaceChildren(...optionsB(nameB ? [nameB] : []));
    performance.mark("statistics:ready");
    run();
    await shown; // on a cold server the lists compile every variant: after the first chart, not before it
  }
  try {
    await Promise.all([describeBots(byId("bots")), variantOptions(selectA, nameA)]);
    selectB.replaceChildren(...optionsB([...selectA.options].map(o => o.value)));
    await Promise.all([showOptions(selectA), showOptions(selectB)]);
  } catch (error) {
    showError(statusLine, error);
  }
})();
