// The trace stepper: plays a seeded hand on the server, then walks its steps (one per decision) back and forth.
"use strict";

const form = document.getElementById("setup");
const select = document.getElementById("variant");
const status = document.getElementById("status");
const stepper = document.getElementById("stepper");
const view = document.getElementById("view");
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
    el("h3", {}, el("span", {}, seatName(index, hand) + " · " + hand.bots[index] + " bot"
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

function show(index) {
  at = Math.max(0, Math.min(index, hand.steps.length - 1));
  const step = hand.steps[at];
  const events = hand.events.slice(step.from, step.to);
  document.getElementById("position").textContent = "step " + at + " of " + (hand.steps.length - 1)
    + " · events " + step.from + "–" + (step.to - 1) + " of " + hand.events.length;
  document.getElementById("wall").textContent = step.wallLeft;
  document.getElementById("offered").replaceChildren(step.offered ? card(step.offered) : "—");
  document.getElementById("decision").replaceChildren(step.choice === null ? ""
    : el("span", {}, seatName(step.seat, hand) + " chose ", withCards(step.choice),
      step.options.length > 1 ? el("span", { class: "muted" }, " of ", options(step.options)) : null));
  document.getElementById("seats").replaceChildren(...step.seats.map((seat, i) => seatPanel(seat, i, step)));
  document.getElementById("events").replaceChildren(...events.map(e =>
    el("li", { class: e.type, "data-type": e.type }, ...describe(e, hand))));
  document.getElementById("settlement").replaceChildren(at === hand.steps.length - 1 ? settlement() : "");
  document.getElementById("first").disabled = document.getElementById("back").disabled = at === 0;
  document.getElementById("last").disabled = document.getElementById("forward").disabled = at === hand.steps.length - 1;
}

async function play(step) {
  const params = new URLSearchParams({ variant: select.value, seed: document.getElementById("seed").value });
  const bots = document.getElementById("bots").value.trim();
  if (bots) params.set("bots", bots);
  if (view.value) params.set("seat", view.value);
  status.className = "status muted";
  status.textContent = "Playing…";
  try {
    hand = await api("GET", "/api/play?" + params);
    hand.dealer = hand.events[0].dealer;
    redPoints = hand.redPoints;
    viewOptions(hand.players, view.value);
    history.replaceState(null, "", "?" + params);
    status.textContent = hand.title + ", seed " + hand.seed + ": " + (hand.steps.length - 1) + " decisions"
      + (hand.seat === undefined ? "." : " seen by seat " + hand.seat + ".");
    stepper.hidden = false;
    show(step || 0);
  } catch (error) {
    stepper.hidden = true;
    showError(status, error);
  }
}

/** "View as": the referee (everything) or one seat per seat of the variant. */
function viewOptions(players, chosen) {
  view.replaceChildren(el("option", { value: "" }, "referee"), ...Array.from({ length: players }, (_, seat) =>
    el("option", { value: String(seat), selected: String(seat) === chosen }, "seat " + seat)));
}

form.addEventListener("submit", event => { event.preventDefault(); play(); });
view.addEventListener("change", () => { if (hand) play(at); }); // the same hand, seen by another seat
document.getElementById("first").addEventListener("click", () => show(0));
document.getElementById("back").addEventListener("click", () => show(at - 1));
document.getElementById("forward").addEventListener("click", () => show(at + 1));
document.getElementById("last").addEventListener("click", () => show(hand.steps.length - 1));
document.addEventListener("keydown", event => {
  if (!hand || event.target.matches("input, select")) return;
  const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: hand.steps.length - 1 };
  if (event.key in moves) show(moves[event.key]);
});

(async () => {
  const params = new URLSearchParams(location.search);
  if (params.get("seed")) document.getElementById("seed").value = params.get("seed");
  if (params.get("bots")) document.getElementById("bots").value = params.get("bots");
  if (params.get("seat")) view.value = params.get("seat");
  try {
    await variantOptions(select, params.get("variant") || "hunan");
    if (params.get("seed")) play(Number(params.get("step")) || 0); // a shared link may name a step
  } catch (error) {
    showError(status, error);
  }
})();
