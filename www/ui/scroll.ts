// Brings an item of a scrolling list into view by scrolling the list's own box only.
// (scrollIntoView also scrolls every box around it up to the page, and from a frame the
// page around it: an embedded board that jumped away at every step.)

/** The nearest box from `el` up that scrolls its content (not the page itself); null if none. */
function scroller(el: HTMLElement): HTMLElement | null {
  for (let at: HTMLElement | null = el; at !== null && at !== document.body && at !== document.documentElement; at = at.parentElement) {
    const y = getComputedStyle(at).overflowY;
    if ((y === 'auto' || y === 'scroll') && at.scrollHeight > at.clientHeight) return at;
  }
  return null;
}

/** Scrolls the box around `item` (from `list` up, never the page) the least that shows `item` whole. */
export function revealInList(list: HTMLElement, item: HTMLElement): void {
  const box = scroller(list);
  if (box === null) return;
  const outer = box.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  if (at.top < outer.top) box.scrollTop -= outer.top - at.top;
  else if (at.bottom > outer.bottom) box.scrollTop += Math.min(at.bottom - outer.bottom, at.top - outer.top);
}
