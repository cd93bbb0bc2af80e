// Why each waiting card wins or not, card by card and supplier by supplier: the Hand page's table and the stepper's
// panel for the seat to act, both drawn from the `arriving` answer of POST /api/analyze (runtime's ArrivingCards).
"use strict";

/** The suppliers' short headers, in the order the server lists them. */
const SUPPLIERS = ["own draw", "上家 draws", "下家 draws", "上家 discards", "下家 discards"];
const OUTCOME = { win: "wins", "too little": "too little huxi", incomplete: "completes nothing",
  "not from there": "no win from there", laid: "laid as wei/ti: no win", "no copy left": "no copy left" };

/** Where a reason comes from: the variant's rule (its value, the file that sets it, its seed line), or a seed line. */
function citation(reason) {
  if (reason.rule) {
    return el("span", { class: "cite", title: reason.text + (reason.value ? "\n" + reason.rule + ": " + reason.value
      + " (" + reason.from + ")" : "") }, el("code", {}, reason.rule),
      reason.source ? el("span", { class: "muted mono" }, " " + reason.source) : "");
  }
  return reason.source ? el("span", { class: "cite muted mono", title: reason.text }, reason.source) : null;
}

/**
 * For each waiting card and each supplier: win or not, the reading and its huxi, and what decides it; drawn in `box`
 * as a table with the id `tableId`. `cards` is the `arriving` list of POST /api/analyze.
 */
function showWhy(box, cards, tableId) {
  if (!cards.length) {
    box.replaceChildren(el("p", { class: "muted" }, "Only a holding one card short has waits to explain."));
    return;
  }
  box.replaceChildren(el("table", { id: tableId, class: "why" },
    el("thead", {}, el("tr", {}, el("th", {}, "card"), SUPPLIERS.map(s => el("th", {}, s)))),
    el("tbody", {}, cards.map(c => el("tr", { "data-card": c.card }, el("td", {}, card(c.card)),
      c.suppliers.map(s => el("td", { class: s.win ? "ok" : "no", "data-outcome": s.outcome,
        title: s.supplier + ": " + s.because.map(b => b.text).join("; ") },
      el("div", { class: "verdict" }, (s.win ? "✓ " : "✗ ") + OUTCOME[s.outcome]
        + (s.huxi !== null ? ", " + s.huxi + " huxi" : "")),
      s.reading ? el("div", { class: "muted" }, withCards(s.reading)) : null,
      el("div", { class: "because" }, s.win ? null : el("div", {}, s.because[0].text), s.because.map(citation)
        .filter(Boolean).map(c => el("div", {}, c))))))))));
}

