// jsdom has <dialog> but not showModal/close; this stands in for what browsers do (open attribute,
// Escape → cancel → close on the innermost modal). The browser tests check the real thing.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event("close"));
  };
  document.addEventListener("keydown", (event) => {
    const innermost = modals.filter((d) => d.isConnected).at(-1);
    if (event.key !== "Escape" || !innermost) return;
    if (innermost.dispatchEvent(new Event("cancel", { cancelable: true }))) innermost.close();
  });
}
