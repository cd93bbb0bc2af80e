// The hand page: a holding (typed or clicked) under a variant, analysed and scored as the `analyze` and `score`
// commands do (POST /api/analyze, /api/score). The URL holds the variant, the holding and the context; with "use my
// edits" on, the variants are the editor's drafts (workbench.js).
"use strict";

const form = document.getElementById("hand-form");
const select = document.getElementById("variant");
/** The variant and the room options chosen for it (docs/language.md, "Options and rooms"). */
const picker = roomPicker(select, document.getElementById("options"), () => { if (holdingBox.value) run(); });
const holdingBox = document.getElementById("holding");
const contextBox = document.getElementById("context");
const status = document.getElementById("status");
const results = document.getElementById("results");
const MELDS = ["pong:", "wei:", "pao:", "ti:", "chi:"];

/** Adds a word to the holding: after a meld's colon or a comma it joins the meld, else it is a new word. */
function append(word) {
  const text = holdingBox.value;
  holdingBox.value = text === "" || /[:,]$/.test(text) ? text + word : text.replace(/\s*$/, " ") + word;
  holdingBox.focus();
}

function palette() {
  const points = Array.from({ length: 10 }, (_, i) => i + 1);
  const button = (name, label) => el("button", { type: "button", "data-card": name, onclick: () => append(name) }, label);
  document.getElementById("palette").replaceChildren(
    el("div", {}, points.map(p => button("s" + p, card("s" + p)))),
    el("div", {}, points.map(p => button("b" + p, card("b" + p))), button("W", card("W"))),
    el("div", {}, el("span", { class: "muted" }, "table melds: "),
      MELDS.map(m => button(m, m)), button(",", "," ), " ", el("span", { class: "muted" }, "then the cards")));
}

/**
 * Context words from the server's one list (GET /api/score/words): the context box's hint lists every word with its
 * meaning; the plain ones are toggles, a click adding the word to the context box or taking it out.
 */
async function contextToggles() {
  const all = await api("GET", "/api/score/words");
  contextBox.title = "how the win came about, as the score command reads it:\n"
    + all.map(w => w.word + " — " + w.meaning).join("\n");
  document.getElementById("context-words").replaceChildren(...all.filter(w => w.toggle).map(({ word, meaning }) =>
    el("button", {
      type: "button", "data-word": word, title: meaning, onclick: () => {
        const words = contextBox.value.split(/\s+/).filter(Boolean);
        contextBox.value = (words.includes(word) ? words.filter(w => w !== word) : words.concat(word)).join(" ");
      },
    }, word)));
}

function groupsLine(groups) {
  return groups.map(g => el("span", { class: "meld", title: g.kind + (g.table ? " on the table" : "") },
    el("span", { class: "muted" }, g.kind + (g.table ? "*" : "") + " "), g.cards.map(card),
    el("small", { class: "muted" }, " " + g.huxi)));
}

function showAnalysis(a) {
  document.getElementById("summary").replaceChildren(a.complete
    ? el("span", {}, "Complete: max huxi ", el("b", { id: "max-huxi" }, a.huxi), " (minimum " + a.minimumHuxi + "), ",
      el("span", { class: a.win ? "ok" : "bad" }, a.win ? "a win" : "not enough huxi to win"))
    : el("span", {}, "Not complete", a.waits ? " — one card short" : " — not one card short of a win either"));
  document.getElementById("waits").replaceChildren(!a.waits ? el("p", { class: "muted" }, "Only a holding one card short has waits.")
    : a.waits.length === 0 ? el("p", { id: "no-waits" }, "No card completes it.")
    : el("table", { id: "wait-table" }, el("thead", {}, el("tr", {}, ["card", "huxi", ""].map(h => el("th", {}, h)))),
      el("tbody", {}, a.waits.map(w => el("tr", { "data-card": w.card }, el("td", {}, card(w.card)), el("td", {}, w.huxi),
        el("td", { class: w.win ? "ok" : "muted" }, w.win ? "wins" : "below the minimum"))))));
  showWhy(document.getElementById("why"), a.arriving || [], "why-table");
  document.getElementById("decompositions-title").textContent = "Decompositions (" + a.decompositionCount
    + (a.decompositionCount > a.decompositions.length ? ", the first " + a.decompositions.length + " shown" : "")
    + "; * on the table)";
  document.getElementById("decompositions").replaceChildren(...a.decompositions.map(d =>
    el("li", { class: "decomposition" }, el("b", {}, d.huxi + " huxi: "), groupsLine(d.groups))));
}

function showScore(s) {
  const seats = Object.keys(s.payments);
  document.getElementById("score").replaceChildren(
    el("p", { id: "score-summary" }, "huxi " + s.huxi + ", grade " + s.grade + ", fan " + s.fan + ", base " + s.base),
    s.patterns.length ? el("ul", { id: "patterns" }, s.patterns.map(p =>
      el("li", {}, p.name + " " + p.fan + " fan ", el("span", { class: "muted mono" }, p.source)))) : el("p", {}, "No patterns."),
    el("table", { id: "payments" }, el("thead", {}, el("tr", {}, ["seat", "pays / gets", "points"].map(h => el("th", {}, h)))),
      el("tbody", {}, seats.map(seat => el("tr", {}, el("td", {}, seat), el("td", {}, s.payments[seat]), el("td", {}, s.points[seat]))))));
}

async function run() {
  const request = { variant: picker.room(), holding: holdingBox.value.trim(), context: contextBox.value.trim(),
    drafts: activeDrafts() };
  const params = new URLSearchParams({ variant: request.variant, holding: request.holding });
  if (request.context) params.set("context", request.context);
  history.replaceState(null, "", "?" + params);
  const link = document.getElementById("permalink");
  link.href = "/hand.html?" + params;
  link.hidden = false;
  status.className = "status muted";
  status.textContent = "Analysing…";
  try {
    const analysis = await api("POST", "/api/analyze", request);
    showAnalysis(analysis);
    results.hidden = false;
    const scoreBox = document.getElementById("score");
    if (analysis.complete) {
      try {
        showScore(await api("POST", "/api/score", request));
      } catch (error) {
        if (error.status !== 422) throw error;
        scoreBox.replaceChildren(el("p", { class: "bad", id: "score-refused" }, error.message));
      }
    } else {
      scoreBox.replaceChildren(el("p", { class: "muted" }, "Only a complete holding is scored."));
    }
    status.textContent = "";
    document.getElementById("summary").prepend(draftMark(request.drafts));
    results.dataset.rendered = params.toString() + (request.drafts ? "&drafts=" + Object.keys(request.drafts) : "");
  } catch (error) {
    results.hidden = true;
    showError(status, error);
  }
}

select.addEventListener("change", () => { picker.reset(); picker.load().catch(error => showError(status, error)); });
form.addEventListener("submit", event => { event.preventDefault(); run(); });
document.getElementById("clear").addEventListener("click", () => { holdingBox.value = ""; holdingBox.focus(); });
draftSwitch(() => { if (holdingBox.value) run(); });
(async () => {
  palette();
  const params = new URLSearchParams(location.search);
  holdingBox.value = params.get("holding") || "";
  contextBox.value = params.get("context") || "";
  try {
    await contextToggles();
    await variantOptions(select, picker.parse(params.get("variant") || "hunan"));
    await picker.load();
    if (holdingBox.value) await run();
  } catch (error) {
    showError(status, error);
  }
})();
