// The rule table of a variant (every rule in effect, its value, where it is set, its source) and, on request,
// the rules in which another variant differs; with "use my unsaved edits" on, of the editor's drafts.
"use strict";

const select = document.getElementById("variant");
const other = document.getElementById("other");
const status = document.getElementById("status");
const explainSection = document.getElementById("explain");
const diffSection = document.getElementById("diff");
const optionsBox = document.getElementById("options");
/** The variant and the room options chosen for it (docs/language.md, "Options and rooms"). */
const picker = roomPicker(select, optionsBox, () => { remember(); explain(); diff(); });

function list(items) {
  return items.length ? el("ul", {}, items.map(item => el("li", {}, item))) : el("span", { class: "muted" }, "none");
}

async function explain() {
  try {
    const table = await getWithDrafts("/api/variants/" + encodeURIComponent(picker.room()) + "/explain");
    picker.show(table);
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
    const result = await getWithDrafts("/api/diff?a=" + encodeURIComponent(picker.room()) + "&b="
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
  history.replaceState(null, "", "?variant=" + encodeURIComponent(picker.room())
    + (other.value ? "&other=" + encodeURIComponent(other.value) : ""));
}

select.addEventListener("change", () => { picker.reset(); remember(); explain(); diff(); });
draftSwitch(() => { explain(); diff(); });
other.addEventListener("change", () => { remember(); diff(); });

(async () => {
  const params = new URLSearchParams(location.search);
  try {
    const variants = await variantOptions(select, picker.parse(params.get("variant") || "hunan"));
    other.append(...variants.map(v => el("option", { value: v.name, selected: v.name === params.get("other") }, v.name)));
    await Promise.all([explain(), diff()]);
  } catch (error) {
    showError(status, error);
  }
})();
