// The editor's History panel: every saved version of the variant shown (the server keeps the variants folder as a
// git repository), the changes between any two, and a restore, which saves the old text as a new version: the
// history itself is never rewritten. Uses editor.js's shown, version, dirty, load, say, path and precondition.
"use strict";

const historyPanel = document.getElementById("history");
const historyButton = document.getElementById("show-history");

/** "YYYY-MM-DD HH:MM" in the browser's time zone. */
function when(instant) {
  const d = new Date(instant);
  const two = n => String(n).padStart(2, "0");
  return d.getFullYear() + "-" + two(d.getMonth() + 1) + "-" + two(d.getDate()) + " " + two(d.getHours()) + ":"
    + two(d.getMinutes());
}

async function showHistory() {
  const name = shown;
  let answer;
  try {
    answer = await api("GET", path(name, "/history"));
  } catch (error) {
    showError(status, error);
    return;
  }
  const rows = answer.versions.map((v, i) => el("tr", { "data-commit": v.commit },
    el("td", {}, el("input", { type: "radio", name: "history-from", value: v.commit, checked: i === 1 || null,
      title: "compare from this version" })),
    el("td", {}, el("input", { type: "radio", name: "history-to", value: v.commit, checked: i === 0 || null,
      title: "compare to this version" })),
    el("td", { class: "mono" }, v.commit.slice(0, 10)),
    el("td", {}, when(v.when)),
    el("td", {}, v.author),
    el("td", {}, v.message.split("\n")[0], v.version === version ? el("span", { class: "muted" }, " (shown)") : null),
    el("td", {}, v.version === null ? el("span", { class: "muted" }, "deleted")
      : el("button", { class: "restore", onclick: () => restore(name, v.commit) }, "Restore"))));
  const diff = el("pre", { id: "history-diff", class: "diff" });
  historyPanel.replaceChildren(el("h2", {}, "History of " + name + ".variant ",
      el("span", { class: "muted" }, answer.versions.length + " version(s), newest first")),
    el("table", { class: "history" }, el("tr", {}, ["from", "to", "version", "when", "who", "what", ""]
      .map(h => el("th", {}, h))), rows),
    el("p", {}, el("button", { id: "history-compare", onclick: () => compare(name, diff) }, "Show the changes"),
      " ", el("button", { onclick: () => { historyPanel.hidden = true; } }, "Close")),
    diff);
  historyPanel.hidden = false;
}

/** The changes from the version checked "from" to the one checked "to", as a unified diff. */
async function compare(name, target) {
  const from = historyPanel.querySelector("input[name=history-from]:checked");
  const to = historyPanel.querySelector("input[name=history-to]:checked");
  if (!from || !to) {
    target.replaceChildren("Check a version to compare from and one to compare to.");
    return;
  }
  try {
    const answer = await api("GET", path(name, "/changes?from=" + from.value + "&to=" + to.value));
    target.replaceChildren(...answer.diff.split("\n").map(line => el("span", {
      class: /^(\+\+\+|---|@@) /.test(line) ? "muted" : line.startsWith("+") ? "added"
        : line.startsWith("-") ? "removed" : null,
    }, line + "\n")));
  } catch (error) {
    showError(status, error);
  }
}

/** Saves an old version's text as the newest version, over the version shown (refused if someone saved since). */
async function restore(name, commit, options = {}) {
  if (dirty && !confirm("Your edits to " + name + " are not saved. Restore the old version and discard them?")) {
    return;
  }
  try {
    await api("POST", path(name, "/restore"), { commit, force: !!options.force,
      acceptBreaking: !!options.acceptBreaking }, precondition(version));
    await load(name);
    say("Restored " + name + ".variant to version " + commit.slice(0, 10) + " (saved as a new version)", "ok");
    await showHistory();
  } catch (error) {
    if (error.status === 422 && error.body && error.body.diagnostics) {
      if (confirm("That version has errors under the variants as they are now. Restore it anyway?")) {
        await restore(name, commit, { ...options, force: true });
      }
      return;
    }
    refusedWrite(error, "Restore " + name + " anyway", () => restore(name, commit, { ...options,
      acceptBreaking: true }));
  }
}

historyButton.addEventListener("click", () => {
  if (!historyPanel.hidden) {
    historyPanel.hidden = true;
    return;
  }
  showHistory();
});
