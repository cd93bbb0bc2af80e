// Trace events (runtime TraceJson, docs/engine.md) in plain words, cards in Chinese; a seat's view (hand.seat set)
// has face-down cards ("?") and hidden table huxi (null).
"use strict";

function seatName(seat, hand) {
  return "seat " + seat + (seat === hand.dealer ? " (dealer)" : "");
}

/** The priority tier of an answer such as "pong s3" or "chi s1,s2,s3": 0 is the highest; pass ranks last. */
function tierOf(action, priority) {
  const word = action.split(" ")[0];
  const tier = priority.tiers.findIndex(t => t.includes(word));
  return tier < 0 ? priority.tiers.length : tier;
}

/** Why the card went where it did: the winner's claim against the others, by the variant's priority. */
function claimReason(event, hand) {
  const taken = event.answers.find(a => a.seat === event.winner);
  if (!taken) return "nobody claimed it";
  const rivals = event.answers.filter(a => a.seat !== event.winner && !a.action.startsWith("pass"));
  const tiers = hand.priority.tiers.map(t => t.join("/")).join(" > ");
  if (rivals.length === 0) return "the only claim" + (hand.seat === undefined ? "" : " seat " + hand.seat + " saw")
    + " (priority " + tiers + ")";
  const sameTier = rivals.some(r => tierOf(r.action, hand.priority) === tierOf(taken.action, hand.priority));
  return sameTier
    ? "equal priority; ties go by seat order " + hand.priority.winnerOrder.join(", ")
    : taken.action.split(" ")[0] + " outranks " + rivals.map(r => r.action.split(" ")[0]).join(", ") + " (" + tiers + ")";
}

/** Who put the claimed card on offer: the latest draw, discard or reveal before the claim. */
function offeredBy(e, hand) {
  for (let i = hand.events.indexOf(e) - 1; i >= 0; i--) {
    const before = hand.events[i];
    if (before.type === "draw") return seatName(before.seat, hand) + " drew it from the wall";
    if (before.type === "discard") return seatName(before.seat, hand) + " discarded it";
    if (before.type === "reveal") return before.seat < 0 ? "the wall's last card, shown" : seatName(before.seat, hand) + " showed it";
  }
  return "on offer";
}

function describeEnd(e, hand) {
  if (e.outcome !== "win") {
    return ["Dead hand (荒庄): nobody won. Next dealer: seat " + e.nextDealer
      + (e.deadHandsInARow ? "; dead hands in a row: " + e.deadHandsInARow : "") + "."];
  }
  // several winners on one discard (一炮多响): the end event lists each win; one winner's fields are the event's own
  return (e.wins || [e]).flatMap(win => describeWin(win, hand)).concat(["Next dealer: seat " + e.nextDealer + "."]);
}

function describeWin(e, hand) {
  const how = e.selfDraw ? "self-drawn (自摸)" : e.fromDiscard ? "on seat " + e.fromSeat + "'s discard"
    : "on a card drawn by seat " + e.fromSeat;
  const facts = [e.tianhu !== "none" ? "天胡 (" + e.tianhu + ")" : null, e.lastWallCard ? "last wall card (海底)" : null,
    e.dealersFirstDiscard ? "dealer's first discard (地胡)" : null, e.noIntake ? "no intake" : null].filter(Boolean);
  return [
    el("span", {}, seatName(e.winner, hand) + " wins ", e.card ? card(e.card) : "", " " + how + " with " + e.huxi + " huxi"
      + (facts.length ? "; " + facts.join(", ") : "") + "."),
    el("span", {}, "Groups: ", e.groups.map(g => el("span", { class: "meld" }, meld(g)))),
  ];
}

/** What the hand pays ("settle", recorded before "end" by engines that settle each hand): one line per fact. */
function describeSettle(e) {
  const seats = e.points.map((points, seat) => "seat " + seat + " " + (points > 0 ? "+" : "") + points
    + (e.money && e.money[seat] !== undefined ? " (money " + e.money[seat] + ")" : ""));
  if (e.counting) {
    seats.push("counting seat +" + e.counting); // the fourth person who counts the wall (数牌) takes a share
  }
  // several winners (一炮多响): what each win pays, then the hand's sum
  const paid = (e.wins || [e]).flatMap(win => [
    "Paid as " + e.kind + (e.wins ? " to seat " + win.winner : "") + ": grade " + win.grade + ", fan " + win.fan
      + ", base " + win.base + "." + (e.reason ? " " + e.reason + "." : ""),
    win.patterns.length ? "Patterns: " + win.patterns.map(p => p.name + " " + p.fan + " fan").join(", ") + "."
      : "No patterns.",
  ]);
  return paid.concat(["Points: " + seats.join(", ") + "."]);
}

/** Options grouped by what they do: "discard 二 三 · pong 五" rather than "discard s2 · discard s3 · pong s5". */
function options(notations) {
  const byVerb = new Map();
  for (const notation of notations) {
    const [verb, ...rest] = notation.split(" ");
    if (!byVerb.has(verb)) byVerb.set(verb, []);
    if (rest.length) byVerb.get(verb).push(rest.join(" "));
  }
  const parts = [...byVerb].map(([verb, args]) => el("span", {}, el("b", {}, verb), " ", withCards(args.join(args.every(a => !/[ ,]/.test(a)) ? " " : " | "))));
  return el("span", {}, parts.flatMap((part, i) => i ? [" · ", part] : [part]));
}

/** A meld as "sentence:s1,s2,s3": its kind, then its cards. */
function meld(text) {
  const [kind, cards] = text.split(":");
  return el("span", { class: "meld" }, el("span", { class: "muted" }, kind + " "), cards.split(",").map(card));
}

function describe(e, hand) {
  const who = e.seat !== undefined ? seatName(e.seat, hand) : "";
  switch (e.type) {
    case "start": return ["Hand begins: " + e.variant + ", " + e.players + " players, dealer seat " + e.dealer + "."];
    case "deal": return [who + " is dealt " + e.cards.length + " cards."];
    case "reveal": return e.seat < 0 ? ["The wall's last card is shown: ", card(e.card), "."]
      : [who + " reveals ", card(e.card), " (亮张)."];
    case "draw": return [who + " draws ", e.shown ? card(e.card) : "a card (not shown)",
      "; " + e.wallLeft + " left on the wall."];
    case "offer": return [who + " could: ", options(e.options), "."];
    case "choice": return [who + " chooses ", withCards(e.action), e.forced ? " (the only option)." : "."];
    case "claim": return [e.winner < 0 ? "Nobody takes " : seatName(e.winner, hand) + " takes ", card(e.card),
      " (" + offeredBy(e, hand) + "): " + claimReason(e, hand) + ". Answers: ",
      withCards(e.answers.map(a => "seat " + a.seat + " " + a.action).join("; ") || "none"), "."];
    case "meld": return [who + " lays ", withCards(e.action),
      e.tableHuxi === null ? "; table huxi not known (a wei lies face down)." : "; table huxi " + e.tableHuxi + "."];
    case "discard": return [who + " discards ", card(e.card), "."];
    case "pile": return ["Nobody took ", card(e.card), "; it goes to " + who + "'s pile."];
    case "stale": return [who + " passed ", card(e.card), ": stale for them (臭牌)."];
    case "stale-win": return [who + " passed a win on ", card(e.card), " at " + e.tableHuxi + " table huxi (臭胡)."];
    case "xing": return (e.turned === null ? ["The 醒 is "] : ["Turned ", card(e.turned), ": the 醒 is "])
      .concat([e.card === null ? "none" : card(e.card), "."]);
    case "piao": return [who + " takes 飘 " + e.stake + " (a side stake chosen before the deal, shown to all)."];
    case "tuo": return [who + " takes 坨 " + e.stake + " (a stake multiplier chosen before the deal, shown to all)."];
    case "settle": return [describeSettle(e)[0]];
    case "end": return [describeEnd(e, hand)[0]]; // the whole of it shows under Settlement
    default: return [JSON.stringify(e)];
  }
}
