// Shared by every page: the API call, card names in Chinese with the ASCII name alongside, small DOM helpers.
"use strict";

const SMALL = "一二三四五六七八九十";
const BIG = "壹贰叁肆伍陆柒捌玖拾";
/** The red points (红牌) of the variant on show; the trace page sets them from its hand, other pages show none. */
let redPoints = [];

/** Calls the API; resolves to the JSON body, rejects with an Error carrying the JSON error body. */
async function api(method, path, body, headers) {
  const init = { method, headers: { ...headers } };
  if (method !== "GET") init.headers["Content-Type"] = "application/json"; // the server refuses a change without it
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body); // a string is JSON text already (a trace file)
  }
  const response = await fetch(path, init);
  const json = await response.json().catch(() => ({ error: "the server sent no JSON (status " + response.status + ")" }));
  if (!response.ok) {
    const error = new Error(json.error || "status " + response.status);
    error.status = response.status;
    error.body = json;
    throw error;
  }
  return json;
}

function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** The pages of the workbench, as the header of each lists them. */
const PAGES = [["/index.html", "Editor"], ["/explain.html", "Explain & diff"], ["/conformance.html", "Conformance"],
  ["/trace.html", "Trace stepper"], ["/hand.html", "Hand"], ["/statistics.html", "Statistics"]];

// Every page has an empty <header>; the title and the page links are written here once, the current page marked.
document.addEventListener("DOMContentLoaded", () => {
  const here = location.pathname === "/" ? "/index.html" : location.pathname;
  document.querySelector("body > header").append(el("h1", {}, "跑胡子 workbench"),
    el("nav", {}, PAGES.map(([href, name]) => el("a", { href, class: href === here ? "here" : null }, name))));
});

/** One card: its Chinese name, the ASCII name small beside it and on hover (s1..s10, b1..b10, W); "?" face down. */
function card(name) {
  if (name === "?") return el("span", { class: "card back", title: "face down" }, "?");
  const match = /^([sb])(\d+)$/.exec(name);
  if (!match) {
    return el("span", { class: "card", title: name }, name === "W" ? "王" : name);
  }
  const point = Number(match[2]);
  const big = match[1] === "b";
  const hanzi = (big ? BIG : SMALL)[point - 1];
  const classes = "card" + (big ? " big" : "") + (redPoints.includes(point) ? " red" : "");
  return el("span", { class: classes, title: name }, hanzi, el("small", {}, name));
}

/** Text with every card name in it (s3, b10, W, ? face down) shown as a card; other words stay as they are. */
function withCards(text) {
  const span = el("span");
  let last = 0;
  for (const match of String(text).matchAll(/\b([sb](?:10|[1-9])|W)\b|\?/g)) {
    span.append(text.slice(last, match.index), card(match[0]));
    last = match.index + match[0].length;
  }
  span.append(String(text).slice(last));
  return span;
}

/** The saved variants, and while "use my edits" is on the drafts of variants not saved yet (marked so). */
async function variantOptions(select, preferred) {
  const variants = await api("GET", "/api/variants");
  const unsaved = Object.keys(activeDrafts() || {}).filter(name => !variants.some(v => v.name === name));
  select.replaceChildren(...variants.map(v =>
    el("option", { value: v.name, selected: v.name === preferred }, v.name + (v.errors ? " (" + v.errors + " errors)" : ""))),
    ...unsaved.map(name => el("option", { value: name, selected: name === preferred }, name + " (draft, not saved)")));
  return variants;
}

/**
 * A room picker (docs/language.md, "Options and rooms"): a variant's select and a fieldset with a checkbox per option
 * the variant offers, checked when the option is in effect. `room()` is the select's variant with the picks that
 * differ from its defaults, as the API takes it (`youxian[无名堂, -自摸加3息]`); `parse(text)` reads a room back into
 * its picks and returns the variant's name; `reset()` forgets the picks (another variant chosen); `show(table)` draws
 * the boxes from an explain answer (`offered`, `options`), `load()` asks the server for it; `changed` runs when a box
 * is clicked.
 */
function roomPicker(select, box, changed) {
  let picks = new Map();
  return {
    room() {
      const chosen = [...picks].map(([name, on]) => (on ? "" : "-") + name);
      return select.value + (chosen.length ? "[" + chosen.join(", ") + "]" : "");
    },
    parse(text) {
      picks = new Map();
      const open = text.indexOf("[");
      if (open < 0 || !text.endsWith("]")) return text;
      text.slice(open + 1, -1).split(",").map(item => item.trim()).filter(item => item)
        .forEach(item => picks.set(item.replace(/^-/, ""), !item.startsWith("-")));
      return text.slice(0, open);
    },
    reset() {
      picks = new Map();
    },
    /** Draws the boxes of the room's variant, asked of the server (its explain answer, drafts applied). */
    async load() {
      this.show(await getWithDrafts("/api/variants/" + encodeURIComponent(this.room()) + "/explain"));
    },
    show(table) {
      box.hidden = table.offered.length === 0;
      box.replaceChildren(el("legend", {}, "Room options"), ...table.offered.map(option => {
        const input = el("input", { type: "checkbox", checked: table.options.includes(option.name) });
        input.addEventListener("change", () => {
          if (input.checked === option.defaultOn) picks.delete(option.name);
          else picks.set(option.name, input.checked);
          changed();
        });
        return el("label", { title: [option.title, option.defaultOn ? "on by default" : "off by default",
          option.requires.length ? "requires " + option.requires.join(", ") : "",
          option.excludes.length ? "excludes " + option.excludes.join(", ") : "",
          option.sources.join("; ")].filter(part => part).join(" · ") }, input, " " + option.name);
      }));
    },
  };
}

/** A bots box: its placeholder and title from the server (GET /api/bots), empty meaning the default bot everywhere. */
async function describeBots(input) {
  const bots = await api("GET", "/api/bots");
  input.placeholder = bots.default + " at every seat";
  input.title = "one of " + bots.kinds.join(", ") + " for every seat, or one per seat (" + bots.kinds.join(",")
    + "); empty: " + bots.default;
}

function showError(target, error) {
  target.className = "status bad";
  target.textContent = error.message + (error.body && error.body.hint ? " — " + error.body.hint : "");
}


// ---- drafts: the editor's unsaved texts, which every page can use instead of the saved files ----
// The editor keeps each variant's unsaved text in localStorage (every tab of the workbench sees it); with "use my
// edits" on, the Hand page, the stepper, Conformance and Statistics send them with each request (`drafts`, name to
// text), and the server compiles them in place of the files: a draft, and a draft of its parent, tried unsaved.
const DRAFTS_KEY = "workbench.drafts"; // {name: {text, base (the version it started from), at (ms)}}
const USE_DRAFTS_KEY = "workbench.useDrafts"; // "1": the pages use the drafts

function storedDrafts() {
  try {
    return JSON.parse(localStorage.getItem(DRAFTS_KEY) || "{}") || {};
  } catch (e) {
    return {};
  }
}

function keepDraft(name, text, base) {
  const all = storedDrafts();
  all[name] = { text, base, at: Date.now() };
  localStorage.setItem(DRAFTS_KEY, JSON.stringify(all));
}

function dropDraft(name) {
  const all = storedDrafts();
  if (!(name in all)) return;
  delete all[name];
  localStorage.setItem(DRAFTS_KEY, JSON.stringify(all));
}

function useDrafts(on) {
  localStorage.setItem(USE_DRAFTS_KEY, on ? "1" : "0");
}

/** What the pages send: {name: text} of every draft while "use my edits" is on; null (the saved files) otherwise. */
function activeDrafts() {
  const all = storedDrafts();
  const names = Object.keys(all).sort();
  if (localStorage.getItem(USE_DRAFTS_KEY) !== "1" || names.length === 0) return null;
  return Object.fromEntries(names.map(name => [name, all[name].text]));
}

/**
 * The "use my edits" switch, and while it is on a banner naming the drafts in use, under the page's header. A page
 * that takes drafts calls this once with the function that runs it again: when the switch flips, and when a draft
 * changes in another tab (the editor's) while the switch is on. Returns the function that draws it again.
 */
function draftSwitch(rerun) {
  const bar = el("div", { id: "drafts-bar" });
  const render = () => {
    const all = storedDrafts();
    const names = Object.keys(all).sort();
    const on = activeDrafts() !== null;
    document.body.dataset.drafts = on ? names.join(",") : "";
    bar.className = on ? "drafts-bar on" : "drafts-bar";
    bar.hidden = names.length === 0;
    bar.replaceChildren(el("label", { title: "the editor's unsaved texts instead of the saved files" },
      el("input", { type: "checkbox", id: "use-drafts", checked: on, onchange: event => {
        useDrafts(event.target.checked);
        render();
        rerun();
      } }), " Use my unsaved edits"),
      on ? el("span", { id: "drafts-in-use" }, el("b", {}, "DRAFT"), " — what this page shows uses your unsaved "
        + names.map(n => n + " (edited " + new Date(all[n].at).toLocaleTimeString() + ")").join(", ")
        + ", not the saved " + (names.length === 1 ? "file" : "files"))
        : el("span", { class: "muted" }, "unsaved edits of " + names.join(", ") + " are kept in the editor"));
  };
  document.querySelector("body > header").after(bar);
  render();
  return render; // for the editor, whose own drafts change in this tab (the storage event is another tab's)
  window.addEventListener("storage", event => {
    if (event.key !== DRAFTS_KEY && event.key !== USE_DRAFTS_KEY) return;
    render();
    if (activeDrafts() !== null || event.key === USE_DRAFTS_KEY) rerun();
  });
}

/**
 * A GET of the API, or with `drafts` (default: the drafts in use, if any) the same query as a POST that carries them:
 * every endpoint that reads a variant by name in its query has that POST twin.
 */
function getWithDrafts(path, drafts = activeDrafts()) {
  return drafts ? api("POST", path, { drafts }) : api("GET", path);
}

/** Beside a result computed from drafts: which ones (nothing for the saved files). */
function draftMark(drafts) {
  return drafts ? el("span", { class: "draft-mark", title: "computed from your unsaved edits" },
    "draft: " + Object.keys(drafts).join(", ")) : "";
}
