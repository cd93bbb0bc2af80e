// The trace stepper: a hand from the server (played by bots from a seed, a trace file, or a scenario case), cut into
// steps (one per decision), walked back and forth. The URL always names the hand, the seat and the step.
"use strict";

const form = document.getElementById("setup");
const select = document.getElementById("variant");
const seedBox = document.getElementById("seed");
const botsBox = document.getElementById("bots");
const status = document.getElementById("status");
const stepper = document.getElementById("stepper");
const view = document.getElementById("view");
const slider = document.getElementById("slider");
const log = document.getElementById("log");
/** Where the hand comes from: {kind: "play", variant, seed, bots}, {kind: "case", file, name} or {kind: "trace", name, text}. */
let source = null;
let hand = null;
let at = 0;

function cards(names) {
  return names.length ? names.map(card) : [el("span", { class: "muted" }, "—")];
}

/** A labelled row whose items wrap under each other, not under the label. */
function row(kind, label, items) {
  return el("div", { class: "row " + kind }, el("span", { class: "label" }, label), el("span", { class: "items" }, items));
}

/** Another seat's hand in a seat's view: one face-down card and the count. */
function handCount(names) {
  return [card("?"), " × " + names.length];
}

function seatPanel(seat, index, step) {
  const hidden = hand.seat !== undefined && hand.seat !== index;
  return el("div", { class: "seat" + (step.seat === index ? " acting" : ""), "data-seat": index },
    el("h3", {}, el("span", {}, seatName(index, hand) + (hand.bots ? " · " + hand.bots[index] + " bot" : "")
      + (hand.seat === index ? " · you" : "")),
      el("span", { class: "huxi" }, (seat.tableHuxi === null ? "?" : seat.tableHuxi) + " huxi on the table")),
    row("hand", "hand", hidden ? handCount(seat.hand) : cards(seat.hand)),
    row("table", "table", seat.table.length ? seat.table.map(meld) : el("span", { class: "muted" }, "—")),
    row("pile", "pile", cards(seat.pile)),
    seat.stale.length ? row("stale", "臭牌", cards(seat.stale)) : null);
}

/** The end of the hand: how it ended and, where the trace has a settle event, what it pays. */
function settlement() {
  const end = hand.events.find(e => e.type === "end");
  const settle = hand.events.find(e => e.type === "settle");
  const lines = (end ? describeEnd(end, hand) : []).concat(settle ? describeSettle(settle) : []);
  return el("div", {}, el("h2", {}, "Settlement"), lines.map(line => el("p", {}, line)));
}

/** The hand, the seat and the step in one word: what the board shows, for links and for tests to wait on. */
function renderedKey(index) {
  const where = source.kind === "play" ? source.variant + ":" + source.seed
    : source.kind === "case" ? "case:" + source.file + ":" + source.name : "trace:" + source.name;
  return where + ":" + (hand.seat === undefined ? "referee" : hand.seat) + ":" + index;
}

/** Draws step `index` on the board; the step stays `at` unless the caller moves there (a preview does not). */
function render(index) {
  const step = hand.steps[index];
  document.getElementById("position").textContent = (index === at ? "step " : "previewing step ") + index + " of "
    + (hand.steps.length - 1) + " · events " + step.from + "–" + (step.to - 1) + " of " + hand.events.length;
  document.getElementById("wall").textContent = step.wallLeft;
  document.getElementById("offered").replaceChildren(step.offered ? card(step.offered) : "—");
  document.getElementById("decision").replaceChildren(step.choice === null ? ""
    : el("span", {}, seatName(step.seat, hand) + " chose ", withCards(step.choice),
      step.options.length > 1 ? el("span", { class: "muted" }, " of ", options(step.options)) : null));
  document.getElementById("seats").replaceChildren(...step.seats.map((seat, i) => seatPanel(seat, i, step)));
  document.getElementById("events").replaceChildren(...hand.events.slice(step.from, step.to).map(e =>
    el("li", { class: e.type, "data-type": e.type }, ...describe(e, hand))));
  document.getElementById("settlement").replaceChildren(index === hand.steps.length - 1 ? settlement() : "");
  for (const item of log.children) {
    item.classList.toggle("current", Number(item.dataset.step) === at);
    item.classList.toggle("previewed", index !== at && Number(item.dataset.step) === index);
  }
  stepper.classList.toggle("previewing", index !== at);
  stepper.dataset.rendered = renderedKey(index);
}

/** Moves to step `index`: the board, the controls and the URL. */
function go(index) {
  at = Math.max(0, Math.min(index, hand.steps.length - 1));
  render(at);
  slider.value = at;
  document.getElementById("first").disabled = document.getElementById("back").disabled = at === 0;
  document.getElementById("last").disabled = document.getElementById("forward").disabled = at === hand.steps.length - 1;
  history.replaceState(null, "", "?" + linkParams());
}

/** What reopens this hand at this step and seat (a trace file cannot be reopened from a link, only named). */
function linkParams() {
  const params = new URLSearchParams();
  if (source.kind === "play") {
    params.set("variant", source.variant);
    params.set("seed", source.seed);
    params.set("bots", source.bots || (hand.bots.every(b => b === hand.bots[0]) ? hand.bots[0] : hand.bots.join(",")));
  } else if (source.kind === "case") {
    params.set("file", source.file);
    params.set("case", source.name);
  } else {
    params.set("trace", source.name);
  }
  if (hand.seat !== undefined) params.set("seat", hand.seat);
  params.set("step", at);
  return params;
}

/** The step that shows the hand as it stood after `moment` events of the complete trace, in any seat's view. */
function stepAtMoment(moment) {
  let found = 0;
  hand.steps.forEach((step, i) => { if (step.moment <= moment) found = i; });
  return found;
}

/** The whole hand's events, each tagged with its step: hover previews that step, a click goes there. */
function renderLog() {
  const stepOf = [];
  hand.steps.forEach((step, i) => { for (let e = step.from; e < step.to; e++) stepOf[e] = i; });
  log.replaceChildren(...hand.events.map((e, i) => el("li", {
    class: e.type, "data-step": stepOf[i], "data-type": e.type,
    onmouseenter: () => render(stepOf[i]), onclick: () => go(stepOf[i]),
  }, el("span", { class: "muted" }, stepOf[i] + " "), ...describe(e, hand))));
}

function fetchHand(seat) {
  const seatParam = seat === "" ? {} : { seat };
  if (source.kind === "play") {
    return api("GET", "/api/play?" + new URLSearchParams({ variant: source.variant, seed: source.seed,
      ...(source.bots ? { bots: source.bots } : {}), ...seatParam }));
  }
  if (source.kind === "case") {
    return api("GET", "/api/case?" + new URLSearchParams({ file: source.file, case: source.name, ...seatParam }));
  }
  return api("POST", "/api/trace?" + new URLSearchParams(seatParam), source.text);
}

/** Loads the hand of `source` as `view` shows it, then goes to the step `pick` chooses for it. */
async function load(pick) {
  status.className = "status muted";
  status.textContent = "Loading…";
  try {
    const loaded = await fetchHand(view.value);
    hand = loaded;
    hand.dealer = hand.events[0].dealer;
    redPoints = hand.redPoints;
    viewOptions(hand.players, view.value);
    status.textContent = describeSource() + ": " + (hand.steps.length - 1) + " decisions"
      + (hand.seat === undefined ? "." : " seen by seat " + hand.seat + ".");
    caseFailures();
    slider.max = hand.steps.length - 1;
    stepper.hidden = false;
    renderLog();
    go(pick(hand));
  } catch (error) {
    stepper.hidden = true;
    showError(status, error);
  }
}

function describeSource() {
  if (source.kind === "play") return hand.title + ", seed " + hand.seed;
  if (source.kind === "case") return "Case “" + source.name + "” (" + source.file + ", " + hand.variant + ")";
  return "Trace file " + source.name + " (" + hand.variant + ")";
}

/** A scenario case's failures, with a link to the step where the first was found. */
function caseFailures() {
  const box = document.getElementById("case-failures");
  const failures = source.kind === "case" ? hand.failures : [];
  box.hidden = failures.length === 0;
  box.replaceChildren(...failures.map(f => el("div", { class: "bad" }, "✗ ", withCards(f))),
    hand.failedAt === null || hand.failedAt === undefined ? "" : el("button", { type: "button", id: "to-failure",
      onclick: () => go(stepAtMoment(hand.failedAt)) }, "go to the step where it failed"));
}

/** "View as": the referee (everything) or one seat per seat of the variant. */
function viewOptions(players, chosen) {
  view.replaceChildren(el("option", { value: "" }, "referee"), ...Array.from({ length: players }, (_, seat) =>
    el("option", { value: String(seat), selected: String(seat) === chosen }, "seat " + seat)));
}

/** A text field keeps its keys; anywhere else (a button, the slider, a select, the page) they step. */
function isTextField(target) {
  return target.matches("textarea, [contenteditable], input")
    && !["range", "checkbox", "radio", "button", "submit", "file"].includes(target.type);
}

form.addEventListener("submit", async event => {
  event.preventDefault();
  source = { kind: "play", variant: select.value, seed: seedBox.value, bots: botsBox.value.trim() };
  document.activeElement.blur(); // after Enter in the Seed box the arrow keys step the hand, not the seed
  await load(() => 0);
  if (!stepper.hidden) stepper.focus();
});
document.getElementById("trace-file").addEventListener("change", async event => {
  const file = event.target.files[0];
  if (!file) return;
  source = { kind: "trace", name: file.name, text: await file.text() };
  event.target.blur();
  load(() => 0);
});
view.addEventListener("change", () => { // the same moment of the hand, seen by another seat
  if (!hand) return;
  const moment = hand.steps[at].moment;
  load(loaded => stepAtMoment(moment));
});
slider.addEventListener("input", () => go(Number(slider.value)));
log.addEventListener("mouseleave", () => render(at));
document.getElementById("first").addEventListener("click", () => go(0));
document.getElementById("back").addEventListener("click", () => go(at - 1));
document.getElementById("forward").addEventListener("click", () => go(at + 1));
document.getElementById("last").addEventListener("click", () => go(hand.steps.length - 1));
document.addEventListener("keydown", event => {
  if (!hand || stepper.hidden || isTextField(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
  const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: hand.steps.length - 1 };
  if (event.key in moves) {
    event.preventDefault(); // a focused slider or select would move too
    go(moves[event.key]);
  }
});

(async () => {
  const params = new URLSearchParams(location.search);
  if (params.get("seed")) seedBox.value = params.get("seed");
  if (params.get("bots")) botsBox.value = params.get("bots");
  if (params.get("seat")) view.value = params.get("seat");
  // a shared link names a step; the conformance page names a moment (`event`, the complete trace's event count)
  const pick = loaded => params.has("step") ? Number(params.get("step")) || 0
    : params.has("event") ? stepAtMoment(Number(params.get("event")))
    : loaded.failedAt != null ? stepAtMoment(loaded.failedAt) : 0;
  try {
    await variantOptions(select, params.get("variant") || "hunan");
    if (params.get("file") && params.get("case")) {
      source = { kind: "case", file: params.get("file"), name: params.get("case") };
      await load(pick);
    } else if (params.get("seed")) {
      source = { kind: "play", variant: select.value, seed: seedBox.value, bots: botsBox.value.trim() };
      await load(pick);
    } else if (params.get("trace")) {
      status.textContent = "Open " + params.get("trace") + " again with the file box: a link cannot carry a file.";
    }
  } catch (error) {
    showError(status, error);
  }
})();
