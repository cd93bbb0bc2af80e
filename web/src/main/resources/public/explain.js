// The rule table of a variant (every rule in effect, its value, where it is set, its source) and, on request,
// the rules in which another variant differs; with "use my unsaved edits" on, of the editor's drafts.
"use strict";

const select = document.getElementById("variant");
const other = document.getElementById("other");
const status = document.getElementById("status");
const explainSection = document.getElementById("explain");
const diffSection = document.getElementById("diff");
const optionsBox = document.getElementById("options");
/** The room's choices that differ from the variant's defaults: option name -> on (true) or off (false). */
let picks = new Map();

/** The variant with its chosen options, as the API takes it: `youxian[无名堂, -自摸加3息]` (docs/language.md). */
function room() {
  const chosen = [...picks].map(([name, on]) => (on ? "" : "-") + name);
  return select.value + (chosen.length ? "[" + chosen.join(", ") + "]" : "");
}

/** `NAME[a, -b]` -> NAME, and the picks a and -b. */
function parseRoom(text) {
  const open = text.indexOf("[");
  picks = new Map();
  if (open < 0 || !text.endsWith("]")) return text;
  text.slice(open + 1, -1).split(",").map(item => item.trim()).filter(item => item)
    .forEach(item => picks.set(item.replace(/^-/, ""), !item.startsWith("-")));
  return text.slice(0, open);
}

/** A checkbox per option the variant offers, checked when it is in effect; a click chooses the room anew. */
function showOptions(table) {
  optionsBox.hidden = table.offered.length === 0;
  optionsBox.replaceChildren(el("legend", {}, "Room options"), ...table.offered.map(option => {
    const box = el("input", { type: "checkbox", checked: table.options.includes(option.name) });
    box.addEventListener("change", () => {
      if (box.checked === option.defaultOn) picks.delete(option.name); else picks.set(option.name, box.checked);
      remember(); explain(); diff();
    });
    return el("label", { title: [option.title, option.defaultOn ? "on by default" : "off by default",
      option.requires.length ? "requires " + option.requires.join(", ") : "",
      option.excludes.length ? "excludes " + option.excludes.join(", ") : "",
      option.sources.join("; ")].filter(part => part).join(" · ") }, box, " " + option.name);
  }));
}

function list(items) {
  return items.length ? el("ul", {}, items.map(item => el("li", {}, item))) : el("span", { class: "muted" }, "none");
}

async function explain() {
  try {
    const table = await getWithDrafts("/api/variants/" + encodeURIComponent(room()) + "/explain");
    showOptions(table);
    const rows = [];
    let section = null;
    for (const entry of table.entries) {
      if (entry.section !== section) {
        section = entry.section;
        rows.push(el("tr", {}, el("td", { class: "section", colspan: 5 }, section)));
      }
      rows.push(el("tr", {},
        el("td", {}, el("code", {}, entry.name), el("div", { class: "muted" }, entry.meaning)),
        el("td", {}, withCards(entry.value)),
        el("td", {}, entry.from),
        el("td", { class: "mono" }, entry.source || "—"),
        el("td", {}, entry.choices.join("; "))));
    }
    explainSection.replaceChildren(
      el("h2", {}, draftMark(activeDrafts()), table.name + " — " + table.title),
      el("p", {}, "Lineage: ", table.lineage.join(" ← "), ". Sources: ", table.sources.join(", ") || "—", "."),
      el("details", {}, el("summary", {}, table.choices.length + " readings chosen where the sources disagree"),
        list(table.choices)),
      el("table", { id: "rules" },
        el("thead", {}, el("tr", {}, ["rule", "value", "set in", "source", "reading chosen"].map(h => el("th", {}, h)))),
        el("tbody", {}, rows)));
    status.textContent = "";
  } catch (error) {
    explainSection.replaceChildren();
    showError(status, error);
    if (error.body && error.body.diagnostics) {
      explainSection.append(list(error.body.diagnostics.map(d => d.line + ":" + d.column + " " + d.message)));
    }
  }
}

function side(value) {
  if (!value) return el("td", { class: "muted" }, "(not in this variant)");
  return el("td", {}, withCards(value.value),
    el("div", { class: "muted mono" }, value.source || "—"),
    value.choices.length ? el("div", { class: "muted" }, value.choices.join("; ")) : null);
}

async function diff() {
  if (!other.value) {
    diffSection.replaceChildren();
    return;
  }
  try {
    const result = await getWithDrafts("/api/diff?a=" + encodeURIComponent(room()) + "&b="
      + encodeURIComponent(other.value));
    diffSection.replaceChildren(
      el("h2", {}, result.a.name + " vs " + result.b.name + ": " + (result.rows.length
        ? result.rows.length + " rule(s) differ" : "no rules differ")),
      el("table", { id: "differences", hidden: result.rows.length === 0 },
        el("thead", {}, el("tr", {}, el("th", {}, "rule"), el("th", {}, result.a.name), el("th", {}, result.b.name))),
        el("tbody", {}, result.rows.map(row => el("tr", {}, el("td", {}, el("code", {}, row.rule)), side(row.a), side(row.b))))));
  } catch (error) {
    diffSection.replaceChildren();
    showError(status, error);
  }
}

function remember() {
  history.replaceState(null, "", "?variant=" + encodeURIComponent(room())
    + (other.value ? "&other=" + encodeURIComponent(other.value) : ""));
}

select.addEventListener("change", () => { picks = new Map(); remember(); explain(); diff(); });
draftSwitch(() => { explain(); diff(); });
other.addEventListener("change", () => { remember(); diff(); });

(async () => {
  const params = new URLSearchParams(location.search);
  try {
    const variants = await variantOptions(select, parseRoom(params.get("variant") || "hunan"));
    other.append(...variants.map(v => el("option", { value: v.name, selected: v.name === params.get("other") }, v.name)));
    await Promise.all([explain(), diff()]);
  } catch (error) {
    showError(status, error);
  }
})();
