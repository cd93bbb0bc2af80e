// The trace stepper: a hand from the server (played by bots from a seed, a trace file, a scenario case, or a hand in
// which a person played a seat), cut into steps (one per decision), walked back and forth. The URL always names the
// hand, the seat and the step. Playing a seat: at each of its decisions the page shows what that seat observes (what
// its bot would be handed) and its options as buttons; the server replays the hand from the choices made so far.
"use strict";

const form = document.getElementById("setup");
const select = document.getElementById("variant");
/** The variant and the room options chosen for it (docs/language.md, "Options and rooms"); a hand plays the room. */
const picker = roomPicker(select, document.getElementById("options"), () => {});
const seedBox = document.getElementById("seed");
const botsBox = document.getElementById("bots");
const status = document.getElementById("status");
const stepper = document.getElementById("stepper");
const view = document.getElementById("view");
const humanBox = document.getElementById("human");
const playSection = document.getElementById("seat-play");
const slider = document.getElementById("slider");
const log = document.getElementById("log");
/**
 * Where the hand comes from: {kind: "play", variant, seed, bots}, {kind: "branch", variant, seed, bots, at, choose,
 * then} (that hand with another choice at step `at` or other bots from there), {kind: "case", file, name}, {kind:
 * "trace", name, text} or {kind: "seat", variant, seed, bots, human, choices} (a hand a person played as seat `human`).
 */
let source = null;
let hand = null;
/** For a branch: the hand it branches from, as played (the referee's view), to lay beside it. */
let original = null;
let at = 0;
/** The seat being played: {variant, seed, bots, human, choices}; `selected` is the option the arrow keys are on. */
let playing = null;
let selected = 0;
let choosing = false;
/** Counts the hands asked for: an answer to an earlier request than the latest is dropped (a click while loading). */
let asked = 0;
/** The keys of the options, in order, as their buttons show them. */
const KEYS = "1234567890abcdefghijklmnopqrstuvwxyz";

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

/** The stakes a seat chose before the deal, by event type (docs/engine.md, "Stakes before the deal"). */
const STAKES = { piao: "飘", tuo: "坨" };

/**
 * The stakes (飘, 坨) a seat chose before the deal, from the events before `to` (public, so in every seat's view), as
 * "飘 3 · 坨 1"; null for none.
 */
function stakesBefore(index, to) {
  const chosen = hand.events.slice(0, to).filter(e => e.type in STAKES && e.seat === index);
  return chosen.length ? chosen.map(e => STAKES[e.type] + " " + e.stake).join(" · ") : null;
}

/**
 * A seat's table as `viewer` sees it (undefined: the referee); `acting` is the seat deciding; `stakes` its 飘 and
 * 坨 as text (null for none yet, or a variant without).
 */
function seatPanel(seat, index, acting, viewer, stakes) {
  const hidden = viewer !== undefined && viewer !== index;
  const player = hand.human === index ? " · played by you" : hand.bots ? " · " + hand.bots[index] + " bot" : "";
  return el("div", { class: "seat" + (acting === index ? " acting" : ""), "data-seat": index },
    el("h3", {}, el("span", {}, seatName(index, hand) + player + (viewer === index && hand.human !== index ? " · you" : "")),
      stakes === null ? null : el("span", { class: "piao" }, stakes),
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
    : source.kind === "branch" ? source.variant + ":" + source.seed + ":branch-" + source.at
    : source.kind === "seat" ? source.variant + ":" + source.seed + ":played-by-" + source.human
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
  branchHere(step, index);
  document.getElementById("seats").replaceChildren(...step.seats.map((seat, i) => seatPanel(seat, i, step.seat, hand.seat,
    stakesBefore(i, step.to))));
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

/**
 * The drafts a hand of this source is played with, while "use my edits" is on: a seeded hand's, a seat's, a
 * scenario case's; never a trace file's (it must replay under the saved variant it names).
 */
function draftsFor(from) {
  return from.kind === "trace" ? null : activeDrafts();
}

let whyTimer = null;
let whyAsked = 0;

/**
 * The "why" panel for the seat to act after step `index` (in a seat's view, that seat: the only hand it sees): for
 * every card that would complete its holding, from each supplier, win or not and what decides it — the Hand page's
 * table (why.js), from the same POST /api/analyze. Asked for once the stepping pauses, the latest step only.
 */
function showWhyAt(index) {
  clearTimeout(whyTimer);
  const box = document.getElementById("why-step");
  const next = hand.steps[index + 1];
  const seat = hand.seat !== undefined ? hand.seat
    : next && next.seat !== null && next.seat !== undefined ? next.seat : hand.steps[index].seat;
  const holding = seat === null || seat === undefined ? null : hand.steps[index].seats[seat].holding;
  document.getElementById("why-seat").textContent = holding ? "— " + seatName(seat, hand)
    + (hand.seat === undefined ? ", the seat to act" : "") + ": " + holding : "";
  if (!holding) {
    box.replaceChildren(el("p", { class: "muted" }, "No seat to act at this step."));
    box.dataset.rendered = renderedKey(index);
    return;
  }
  const asking = ++whyAsked;
  whyTimer = setTimeout(async () => {
    try {
      const analysis = await api("POST", "/api/analyze", { variant: hand.variant, holding, drafts: draftsFor(source) });
      if (asking !== whyAsked) return;
      showWhy(box, analysis.arriving || [], "why-step-table");
    } catch (error) {
      if (asking !== whyAsked) return;
      box.replaceChildren(el("p", { class: "bad" }, error.message));
    }
    box.dataset.rendered = renderedKey(index);
  }, 120);
}

/** Moves to step `index`: the board, the controls and the URL. */
function go(index) {
  at = Math.max(0, Math.min(index, hand.steps.length - 1));
  render(at);
  showWhyAt(at);
  slider.value = at;
  document.getElementById("first").disabled = document.getElementById("back").disabled = at === 0;
  document.getElementById("last").disabled = document.getElementById("forward").disabled = at === hand.steps.length - 1;
  history.replaceState(null, "", "?" + linkParams());
}

/** What reopens this hand at this step and seat (a trace file cannot be reopened from a link, only named). */
function linkParams() {
  const params = new URLSearchParams();
  if (source.kind === "play" || source.kind === "branch") {
    params.set("variant", source.variant);
    params.set("seed", source.seed);
    params.set("bots", source.bots || lineup(hand.bots));
    if (source.kind === "branch") branchParams(params, source);
  } else if (source.kind === "seat") {
    seatParams(params, source);
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

/** The bots' names by seat as one word when they are alike, as `bots=` reads them. */
function lineup(bots) {
  return bots.every(b => b === bots[0]) ? bots[0] : bots.join(",");
}

/** A hand a person plays or played: variant, seed, bots, the seat and the choices so far (`|` between them). */
function seatParams(params, seat) {
  params.set("variant", seat.variant);
  params.set("seed", seat.seed);
  if (seat.bots) params.set("bots", seat.bots);
  params.set("human", seat.human);
  if (seat.choices.length) params.set("choices", seat.choices.join("|"));
  return params;
}

/** POST /api/seat: the hand replayed from the seat's choices so far, as `viewer` sees it (default: that seat). */
function seatHand(seat, viewer) {
  return api("POST", "/api/seat", { variant: seat.variant, seed: Number(seat.seed), bots: seat.bots || null,
    seat: Number(seat.human), choices: seat.choices, drafts: draftsFor({ kind: "seat" }),
    ...(viewer === undefined ? {} : { view: viewer }) });
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

/** A branch's own words in an address: the step, the other choice and the other bots, as /api/play reads them. */
function branchParams(params, branch) {
  params.set("branch", branch.at);
  if (branch.choose) params.set("choose", branch.choose);
  if (branch.then) params.set("then", branch.then);
  return params;
}

function playedHand(from, seatParam) {
  const params = new URLSearchParams({ variant: from.variant, seed: from.seed, ...(from.bots ? { bots: from.bots } : {}),
    ...seatParam });
  return getWithDrafts("/api/play?" + (from.kind === "branch" ? branchParams(params, from) : params), draftsFor(from));
}

function fetchHand(seat) {
  const seatParam = seat === "" ? {} : { seat };
  if (source.kind === "play" || source.kind === "branch") {
    return playedHand(source, seatParam);
  }
  if (source.kind === "seat") {
    return seatHand(source, seat === "" ? "referee" : Number(seat));
  }
  if (source.kind === "case") {
    return getWithDrafts("/api/case?" + new URLSearchParams({ file: source.file, case: source.name, ...seatParam }),
      draftsFor(source));
  }
  return api("POST", "/api/trace?" + new URLSearchParams(seatParam), source.text);
}

/** Loads the hand of `source` as `view` shows it, then goes to the step `pick` chooses for it. */
async function load(pick) {
  status.className = "status muted";
  status.textContent = "Loading…";
  try {
    const request = ++asked;
    const [loaded, from] = await Promise.all([fetchHand(view.value),
      source.kind === "branch" ? playedHand({ ...source, kind: "play" }, {}) : null]);
    if (request !== asked) return;
    hand = loaded;
    original = from;
    branchCompare();
    hand.dealer = hand.events[0].dealer;
    redPoints = hand.redPoints;
    viewOptions(hand.players, view.value);
    status.textContent = describeSource() + ": " + (hand.steps.length - 1) + " decisions"
      + (hand.seat === undefined ? "." : " seen by seat " + hand.seat + ".");
    status.prepend(draftMark(draftsFor(source)));
    caseFailures();
    slider.max = hand.steps.length - 1;
    stepper.hidden = false;
    playSection.hidden = true;
    document.getElementById("view-as").hidden = false;
    renderLog();
    go(pick(hand));
  } catch (error) {
    stepper.hidden = true;
    showError(status, error);
  }
}

function describeSource() {
  if (source.kind === "play") return hand.title + ", seed " + hand.seed;
  if (source.kind === "branch") return hand.title + ", seed " + hand.seed + ", branched at step " + source.at;
  if (source.kind === "seat") return hand.title + ", seed " + hand.seed + ", seat " + hand.human + " played by you";
  if (source.kind === "case") return "Case “" + source.name + "” (" + source.file + ", " + hand.variant + ")";
  return "Trace file " + source.name + " (" + hand.variant + ")";
}

/**
 * "What if": at a step a seeded hand's bots decided (in the referee's view), the other options of that decision and
 * other bots to play on with. The decision shown at step k is the one that ended it, so the branch redoes it.
 */
function branchHere(step, index) {
  const box = document.getElementById("branch-here");
  // A branch has one point where it parts: in a branch, the steps up to it can be branched again (from the hand
  // as played), the steps after it not.
  const can = (source.kind === "play" || source.kind === "branch") && hand.seat === undefined && step.choice !== null
    && !(source.kind === "branch" && index > source.at);
  box.hidden = !can;
  if (!can) return;
  document.getElementById("branch-seat").textContent = seatName(step.seat, hand);
  document.getElementById("branch-choice").replaceChildren(...step.options.map(option =>
    el("option", { value: option, selected: option === step.choice }, option + (option === step.choice ? " (as played)" : ""))));
  box.dataset.step = index;
}

async function branchFromHere() {
  const at = Number(document.getElementById("branch-here").dataset.step);
  const step = hand.steps[at];
  const chosen = document.getElementById("branch-choice").value;
  const then = document.getElementById("branch-then").value.trim();
  if (chosen === step.choice && !then) {
    status.className = "status bad";
    status.textContent = "Choose another option, or name other bots, to branch.";
    return;
  }
  source = { kind: "branch", variant: source.variant, seed: source.seed, bots: source.bots, at,
    choose: chosen === step.choice ? null : chosen, then: then || null };
  await load(() => at);
}

/** The branch beside the hand it came from: the steps they share, then each one's steps and how each ends. */
function branchCompare() {
  const box = document.getElementById("branch-compare");
  box.hidden = !original;
  if (!original) return;
  const k = source.at;
  const played = original.steps[k];
  const mine = hand.steps[k];
  const choiceCell = (steps, i, link) => {
    const step = steps[i];
    if (!step) return el("td", { class: "muted" }, "");
    const text = step.choice === null ? "the hand ends" : [seatName(step.seat, hand) + ": ", withCards(step.choice)];
    return el("td", {}, link ? el("a", { href: link(i) }, text) : el("button", { type: "button", class: "link",
      onclick: () => go(i) }, text));
  };
  const originalLink = i => "?" + new URLSearchParams({ variant: source.variant, seed: source.seed,
    bots: source.bots || lineup(original.bots), step: i });
  const rows = [];
  for (let i = k; i < Math.max(original.steps.length, hand.steps.length); i++) {
    const same = original.steps[i] && hand.steps[i] && original.steps[i].choice === hand.steps[i].choice
      && original.steps[i].seat === hand.steps[i].seat;
    rows.push(el("tr", { class: same ? "same" : "differs", "data-step": i }, el("td", { class: "muted" }, i),
      choiceCell(original.steps, i, originalLink), choiceCell(hand.steps, i, null)));
  }
  const ending = h => { const end = h.events.find(e => e.type === "end"); return end ? describeEnd(end, h) : ["not finished"]; };
  rows.push(el("tr", { class: "ends" }, el("td", { class: "muted" }, "end"),
    el("td", { id: "original-end" }, ending(original).map(line => el("div", {}, line))),
    el("td", { id: "branch-end" }, ending(hand).map(line => el("div", {}, line)))));
  box.replaceChildren(
    el("h2", {}, "Branched at step " + k),
    el("p", {}, "Steps 0–" + (k - 1) + " are the same in both hands. At step " + k + " " + seatName(played.seat, hand)
      + " chose ", withCards(mine.choice), played.choice === mine.choice ? "" : [" where the hand as played chose ",
      withCards(played.choice)], source.then ? ", and from there the bots are " + source.then : "", ". ",
      el("a", { id: "back-to-original", href: originalLink(k) }, "Back to the hand as played"),
      " (a branch parts at one step: branch again at step " + k + " or before, or from the hand as played)"),
    el("table", { id: "branch-steps", class: "branch-steps" },
      el("thead", {}, el("tr", {}, el("th", {}, "step"), el("th", {}, "as played"), el("th", {}, "this branch"))),
      el("tbody", {}, rows)));
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

/** Asks the server for the seat's next decision after the choices so far, and shows it. */
async function loadPlay() {
  status.className = "status muted";
  status.textContent = "Playing…";
  const request = ++asked;
  const loaded = await seatHand(playing);
  if (request !== asked) return;
  hand = loaded;
  hand.dealer = hand.events[0].dealer;
  redPoints = hand.redPoints;
  selected = 0;
  stepper.hidden = true;
  renderPlay();
  status.textContent = hand.title + ", seed " + hand.seed + ": you play seat " + hand.human + "; the bots: "
    + hand.bots.map((bot, seat) => seat === hand.human ? null : "seat " + seat + " " + bot).filter(Boolean).join(", ")
    + ".";
  status.prepend(draftMark(draftsFor({ kind: "seat" })));
}

/**
 * The seat's decision: what it observes (the observation its bot would get), what happened since its last decision,
 * its options with their keys; at the end the result and a link to step through the whole hand.
 */
function renderPlay() {
  const decision = hand.decision;
  const last = hand.steps[hand.steps.length - 1];
  const seen = decision ? decision.observation : { wallLeft: last.wallLeft, offered: last.offered, seats: last.seats };
  const made = playing.choices.length;
  document.getElementById("play-title").textContent = decision
    ? "You play " + seatName(hand.human, hand) + ": your decision " + (made + 1) : "The hand is over";
  document.getElementById("play-wall").textContent = seen.wallLeft;
  document.getElementById("play-offered").replaceChildren(seen.offered ? card(seen.offered) : "—");
  document.getElementById("play-seats").replaceChildren(...seen.seats.map((seat, i) =>
    seatPanel(seat, i, decision ? hand.human : null, hand.human, stakesBefore(i, hand.events.length))));
  const own = hand.steps.filter(step => step.seat === hand.human);
  const since = own.length ? own[own.length - 1].to : 0;
  document.getElementById("play-events").replaceChildren(...hand.events.slice(since).map(e =>
    el("li", { class: e.type, "data-type": e.type }, ...describe(e, hand))));
  document.getElementById("play-since").hidden = since === hand.events.length;
  document.getElementById("play-choose").hidden = !decision;
  document.getElementById("play-options").replaceChildren(...(decision ? decision.options : []).map((option, i) =>
    el("button", { type: "button", "data-option": i, class: i === selected ? "selected" : null,
      title: KEYS[i] ? "key " + KEYS[i] : "←/→ and Enter", onclick: () => choose(i) },
    el("kbd", {}, KEYS[i] || "↵"), withCards(option))));
  document.getElementById("play-end").replaceChildren(decision ? "" : el("div", {}, settlement(),
    el("p", {}, el("a", { id: "whole-hand", href: "?" + seatParams(new URLSearchParams(), playing) + "&step=0" },
      "Step through the whole hand"), " (every seat's cards; the view can be switched to any seat)")));
  playSection.hidden = false;
  document.getElementById("view-as").hidden = true; // the seat sees what it sees; the stepper switches views after
  playSection.dataset.rendered = "play:" + playing.variant + ":" + playing.seed + ":" + playing.human + ":"
    + (decision ? made : "over");
  history.replaceState(null, "", "?" + seatParams(new URLSearchParams(), playing));
}

/** Makes option `index` the seat's choice and plays on to its next decision (one request at a time). */
async function choose(index) {
  if (choosing || !hand.decision || index < 0 || index >= hand.decision.options.length) return;
  choosing = true;
  playing.choices.push(hand.decision.options[index]);
  try {
    await loadPlay();
  } catch (error) {
    playing.choices.pop();
    showError(status, error);
  } finally {
    choosing = false;
  }
}

/** Moves the arrow keys' option to `index` (wrapping round) and focuses its button. */
function selectOption(index) {
  const buttons = [...document.getElementById("play-options").children];
  if (!buttons.length) return;
  selected = (index + buttons.length) % buttons.length;
  buttons.forEach((button, i) => button.classList.toggle("selected", i === selected));
  buttons[selected].focus();
}

/** Keys while playing: an option's key chooses it; ←/→ (or ↑/↓) move between options, Enter chooses. */
function playKey(event) {
  if (!hand || !hand.decision) return;
  const key = event.key.length === 1 ? KEYS.indexOf(event.key.toLowerCase()) : -1;
  const moves = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
  if (key >= 0 && key < hand.decision.options.length) {
    event.preventDefault();
    choose(key);
  } else if (event.key in moves) {
    event.preventDefault();
    selectOption(selected + moves[event.key]);
  } else if (event.key === "Enter") {
    event.preventDefault(); // a focused option button would be clicked as well
    choose(selected);
  }
}

/** A text field keeps its keys; anywhere else (a button, the slider, a select, the page) they step. */
function isTextField(target) {
  return target.matches("textarea, [contenteditable], input")
    && !["range", "checkbox", "radio", "button", "submit", "file"].includes(target.type);
}

select.addEventListener("change", () => { picker.reset(); picker.load().catch(error => showError(status, error)); });
form.addEventListener("submit", async event => {
  event.preventDefault();
  document.activeElement.blur(); // after Enter in the Seed box the arrow keys step the hand, not the seed
  if (humanBox.value !== "") {
    await startPlaying({ variant: picker.room(), seed: seedBox.value, bots: botsBox.value.trim(),
      human: humanBox.value, choices: [] });
    return;
  }
  source = { kind: "play", variant: picker.room(), seed: seedBox.value, bots: botsBox.value.trim() };
  await load(() => 0);
  if (!stepper.hidden) stepper.focus();
});

async function startPlaying(seat) {
  playing = seat;
  try {
    await loadPlay();
    playSection.focus();
  } catch (error) {
    playSection.hidden = true;
    showError(status, error);
  }
}
document.getElementById("trace-file").addEventListener("change", async event => {
  const file = event.target.files[0];
  if (!file) return;
  source = { kind: "trace", name: file.name, text: await file.text() };
  event.target.blur();
  load(() => 0);
});
view.addEventListener("change", () => { // the same moment of the hand, seen by another seat
  if (!hand || !playSection.hidden) return;
  const moment = hand.steps[at].moment;
  load(loaded => stepAtMoment(moment));
});
document.getElementById("branch-go").addEventListener("click", branchFromHere);
slider.addEventListener("input", () => go(Number(slider.value)));
log.addEventListener("mouseleave", () => render(at));
document.getElementById("first").addEventListener("click", () => go(0));
document.getElementById("back").addEventListener("click", () => go(at - 1));
document.getElementById("forward").addEventListener("click", () => go(at + 1));
document.getElementById("last").addEventListener("click", () => go(hand.steps.length - 1));
document.addEventListener("keydown", event => {
  if (isTextField(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
  if (!playSection.hidden) {
    playKey(event);
    return;
  }
  if (!hand || stepper.hidden) return;
  const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: hand.steps.length - 1 };
  if (event.key in moves) {
    event.preventDefault(); // a focused slider or select would move too
    go(moves[event.key]);
  }
});

// with "use my edits" switched, the hand shown (a trace file aside) is played again under the drafts or without
draftSwitch(() => {
  if (playing && !playSection.hidden) loadPlay().catch(error => showError(status, error));
  else if (source && hand && source.kind !== "trace") {
    const moment = hand.steps[at].moment;
    load(() => stepAtMoment(moment));
  }
});
(async () => {
  const params = new URLSearchParams(location.search);
  if (params.get("seed")) seedBox.value = params.get("seed");
  if (params.get("bots")) botsBox.value = params.get("bots");
  if (params.get("seat")) view.value = params.get("seat");
  if (params.get("human")) humanBox.value = params.get("human");
  // a shared link names a step; the conformance page names a moment (`event`, the complete trace's event count)
  const pick = loaded => params.has("step") ? Number(params.get("step")) || 0
    : params.has("event") ? stepAtMoment(Number(params.get("event")))
    : loaded.failedAt != null ? stepAtMoment(loaded.failedAt) : 0;
  try {
    await describeBots(botsBox);
    await variantOptions(select, picker.parse(params.get("variant") || "hunan"));
    await picker.load();
    // ?…&human=K&choices=a|b plays seat K on from those choices; with &step=N it steps through that hand
    const seat = params.get("human") && params.get("seed") ? { variant: picker.room(), seed: seedBox.value,
      bots: botsBox.value.trim(), human: params.get("human"),
      choices: params.get("choices") ? params.get("choices").split("|") : [] } : null;
    if (seat && params.has("step")) {
      source = { kind: "seat", ...seat };
      await load(pick);
    } else if (seat) {
      await startPlaying(seat);
    } else if (params.get("file") && params.get("case")) {
      source = { kind: "case", file: params.get("file"), name: params.get("case") };
      await load(pick);
    } else if (params.get("seed") && params.get("branch")) {
      source = { kind: "branch", variant: picker.room(), seed: seedBox.value, bots: botsBox.value.trim(),
        at: Number(params.get("branch")), choose: params.get("choose"), then: params.get("then") };
      await load(pick);
    } else if (params.get("seed")) {
      source = { kind: "play", variant: picker.room(), seed: seedBox.value, bots: botsBox.value.trim() };
      await load(pick);
    } else if (params.get("trace")) {
      status.textContent = "Open " + params.get("trace") + " again with the file box: a link cannot carry a file.";
    }
  } catch (error) {
    showError(status, error);
  }
})();
