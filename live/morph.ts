// Brings a server-rendered part of the page to a newer rendering of it in place: what a data-only live part
// (a score box, a live result) does with each poll instead of hydrating React (D-237). Nodes that stay of the
// same kind are kept — a focused link, a scrolled table box, a screen reader's place — and only attributes,
// text and the nodes that differ change.

/** Makes `target` equal to `next` (`next` is consumed: its nodes may move into the page). */
export function morph(target: Element, next: Element): void {
  if (target.tagName !== next.tagName) {
    target.replaceWith(next);
    return;
  }
  for (const { name } of Array.from(target.attributes)) if (!next.hasAttribute(name)) target.removeAttribute(name);
  for (const { name, value } of Array.from(next.attributes)) if (target.getAttribute(name) !== value) target.setAttribute(name, value);
  const wanted = Array.from(next.childNodes);
  const present = Array.from(target.childNodes);
  wanted.forEach((node, i) => {
    const old = present[i];
    if (!old) target.append(node);
    else if (old.nodeType !== node.nodeType) old.replaceWith(node);
    else if (old.nodeType === Node.ELEMENT_NODE) morph(old as Element, node as Element);
    else if (old.nodeValue !== node.nodeValue) old.nodeValue = node.nodeValue;
  });
  for (const extra of present.slice(wanted.length)) extra.remove();
}
