// Completion and hover help in the variant editor, from the compiler's catalogue (GET /api/catalogue, fetched once
// per page load): rule names at the start of a line, a rule's words after its colon, quantities in formulas and
// conditions; hovering a rule name, a pattern or a quantity shows its meaning and the value the parent gives it.
"use strict";

/** Words that start a line besides rule names (docs/language.md, "Structure"). */
const LINE_WORDS = [
  { name: "pattern", meaning: "a scoring pattern 名堂: `pattern NAME {`, then `when:` and `fan:`, one a line" },
  { name: "without pattern", meaning: "drops a pattern the parent has" },
  { name: "source", meaning: "the seed lines this comes from, as file:line (\"000:22\")" },
  { name: "choice", meaning: "the reading taken where the sources disagree: choice \"topic\": \"reading\"" },
];

/**
 * Installs completion and hover on the editor. parentName() names the parent of the text shown (or null); its
 * explain table gives the inherited values, fetched once per parent until forget() (called when a file is loaded
 * or saved, since the parent may have changed).
 */
function installAssist(editor, parentName) {
  let catalogue = null;
  const explained = new Map(); // parent name -> Promise of its explain entries by rule name, or null
  api("GET", "/api/catalogue").then(c => {
    catalogue = {
      rules: new Map(c.rules.map(r => [r.name, r])),
      fields: new Map(c.blocks.flatMap(b => b.fields).map(f => [f.name, f])),
      quantities: new Map(c.quantities.map(q => [q.name, q])),
    };
  }).catch(() => { /* without the catalogue the editor still edits; help stays off */ });

  /** The line's text without a trailing comment or `source "…"` / `choice "…"`: where names and values are. */
  function code(text) {
    const cut = text.search(/#|\bsource\s+"|\bchoice\s+"/);
    return cut < 0 ? text : text.slice(0, cut);
  }

  /** True when the line is inside a `pattern NAME {` block: its lines are the pattern's parts. */
  function inPattern(line) {
    for (let l = line - 1; l >= 0; l--) {
      const text = code(editor.getLine(l)).trim();
      if (/^pattern\b.*\{$/.test(text)) return true;
      if (text.startsWith("}") || text.startsWith("variant")) return false;
    }
    return false;
  }

  /** What the start of the line names: a rule (or a pattern's part), with the columns of the name. */
  function ruleOf(line) {
    const match = /^(\s*)([^:#"]+?)\s*:/.exec(code(editor.getLine(line)));
    if (!match) return null;
    const from = match[1].length;
    const name = match[2];
    const what = inPattern(line) ? catalogue.fields.get(name) : catalogue.rules.get(name.toLowerCase());
    return what ? { what, name, from, to: from + name.length, colon: match[0].length } : null;
  }

  /** Whether the value of this rule (or pattern part) is a formula or condition over quantities. */
  function takesQuantities(rule) {
    return rule.what.kind === undefined || rule.what.kind === "formula"; // a pattern's parts have no kind
  }

  // ---- completion ----

  function matching(items, prefix, text) {
    const lower = prefix.toLowerCase();
    return items.filter(item => item.name.toLowerCase().startsWith(lower) && item.name.toLowerCase() !== lower)
      .map(item => ({ text: text(item), displayText: item.name, render: renderHint(item) }));
  }

  function renderHint(item) {
    return (element) => element.append(el("span", { class: "hint-name" }, item.name),
      el("span", { class: "hint-meaning" }, item.meaning || ""));
  }

  function hint(cm) {
    if (!catalogue) return undefined;
    const cursor = cm.getCursor();
    const before = cm.getLine(cursor.line).slice(0, cursor.ch);
    const range = (from, list) => list.length
      ? { list, from: CodeMirror.Pos(cursor.line, from), to: cursor } : undefined;
    const start = /^(\s*)([A-Za-z][A-Za-z' -]*)$/.exec(before);
    if (start) { // a name at the start of a line
      const names = inPattern(cursor.line)
        ? [...catalogue.fields.values(), ...LINE_WORDS.slice(2)]
        : [...catalogue.rules.values(), ...LINE_WORDS];
      return range(start[1].length, matching(names, start[2],
        item => item.name + (LINE_WORDS.includes(item) ? " " : ": ")));
    }
    const rule = ruleOf(cursor.line);
    if (!rule || cursor.ch < rule.colon || code(before).length < before.length) return undefined;
    if (takesQuantities(rule)) {
      const word = /[A-Za-z_]*$/.exec(before)[0];
      return range(cursor.ch - word.length, matching([...catalogue.quantities.values()], word, q => q.name));
    }
    const item = /[^,:=>]*$/.exec(before)[0].replace(/^\s+/, "");
    const words = rule.what.words.map(word => ({ name: word }));
    return range(cursor.ch - item.length, matching(words, item, w => w.name));
  }

  editor.setOption("hintOptions", { hint, completeSingle: false });
  editor.addKeyMap({ "Ctrl-Space": cm => cm.showHint() });
  editor.on("inputRead", (cm, change) => {
    if (!cm.state.completionActive && /[A-Za-z_]$/.test(change.text.join(""))) cm.showHint();
  });

  // ---- hover ----

  const tip = el("div", { id: "hover-tip", class: "hover-tip", hidden: true });
  document.body.append(tip);
  let hoverTimer = null;

  function inherited(ruleName) {
    const parent = parentName();
    if (!parent) return Promise.resolve({ parent: null, entry: null });
    if (!explained.has(parent)) {
      explained.set(parent, api("GET", "/api/variants/" + encodeURIComponent(parent) + "/explain")
        .then(table => new Map(table.entries.map(e => [e.name, e])), () => null));
    }
    return explained.get(parent).then(entries => ({ parent, entries, entry: entries && entries.get(ruleName) }));
  }

  /** What is under the position: a rule or pattern part, a pattern, or a quantity in a formula; or null. */
  function describe(pos) {
    const text = editor.getLine(pos.line);
    if (pos.ch >= code(text).length) return null;
    const pattern = /^(\s*(?:without\s+)?pattern\s+)(\S+)/.exec(text);
    if (pattern && pos.ch >= pattern[1].length && pos.ch <= pattern[0].length) {
      return { title: "pattern " + pattern[2], meaning: "a scoring pattern 名堂: when it applies, its fan 番",
        rule: "pattern " + pattern[2] };
    }
    const rule = ruleOf(pos.line);
    if (!rule) return null;
    if (pos.ch >= rule.from && pos.ch <= rule.to) {
      const what = rule.what;
      const words = what.words && what.words.length ? "values: " + what.words.join(", ") : null;
      return what.section
        ? { title: what.name, meaning: what.meaning, detail: [what.section + " · " + what.kind, words], rule: what.name,
          example: what.example }
        : { title: what.name, meaning: what.meaning, detail: ["a part of a pattern"] };
    }
    if (pos.ch > rule.colon && takesQuantities(rule)) {
      const left = /[A-Za-z_]*$/.exec(text.slice(0, pos.ch))[0];
      const right = /^[A-Za-z_]*/.exec(text.slice(pos.ch))[0];
      const quantity = catalogue.quantities.get(left + right);
      if (quantity) {
        return { title: quantity.name, meaning: quantity.meaning, detail: ["a quantity: " + quantity.type],
          example: quantity.example };
      }
    }
    return null;
  }

  async function showTip(pos, x, y) {
    const about = describe(pos);
    if (!about) return hideTip();
    const lines = [el("div", { class: "tip-title" }, about.title), el("div", {}, about.meaning),
      ...(about.detail || []).filter(Boolean).map(d => el("div", { class: "muted" }, d)),
      about.example ? el("div", { class: "tip-example" }, el("span", { class: "muted" }, "e.g. "),
        el("code", {}, about.example)) : null].filter(Boolean);
    if (about.rule) {
      const { parent, entries, entry } = await inherited(about.rule);
      lines.push(el("div", { class: "tip-parent" }, parent === null ? "no parent: this variant sets every rule itself"
        : entries === null ? "the parent " + parent + " cannot be read (it has errors, or is not there)"
          : entry ? ["from ", el("b", {}, parent), ": ", withCards(entry.value),
            el("span", { class: "muted" }, " (set in " + entry.from + (entry.source ? ", " + entry.source : "") + ")")]
            : parent + " has no " + about.rule));
    }
    tip.replaceChildren(...lines);
    tip.style.left = (x + 12) + "px";
    tip.style.top = (y + 16) + "px";
    tip.hidden = false;
  }

  function hideTip() {
    clearTimeout(hoverTimer);
    tip.hidden = true;
  }

  const wrapper = editor.getWrapperElement();
  wrapper.addEventListener("mousemove", event => {
    hideTip();
    if (!catalogue) return;
    hoverTimer = setTimeout(() => {
      const pos = editor.coordsChar({ left: event.clientX, top: event.clientY }, "window");
      const box = editor.charCoords(pos, "window");
      const pastTheEnd = pos.ch === editor.getLine(pos.line).length && event.clientX > box.left + 4;
      if (pastTheEnd || event.clientY < box.top || event.clientY > box.bottom) return;
      showTip(pos, event.pageX, event.pageY);
    }, 250);
  });
  wrapper.addEventListener("mouseleave", hideTip);
  editor.on("keydown", hideTip);

  return { forget: () => explained.clear() };
}
