// Draws a pure React view (function components without hooks, HTML elements only) as DOM, without React DOM:
// a live part that only shows data (a score box, a live result) redraws its own server-rendered markup with
// each poll from the very component the server rendered, and the page loads JSX's 1 KB runtime instead of
// React's 60 KB (D-237). A component that needs state or effects is a hydrated island instead.
import type { ReactElement, ReactNode } from 'react';
import { subscribe } from 'valtio/vanilla';
import { morph } from './morph';

// React's own symbol, not its export: importing React would load it.
const FRAGMENT = Symbol.for('react.fragment');

// React's prop names whose HTML attribute is spelled otherwise; the rest is lower-cased (tabIndex, dateTime).
const ATTRIBUTE_OF: Record<string, string> = { className: 'class', htmlFor: 'for' };

/**
 * A style object as React's server markup writes it ('left:11.4%;width:60%'): the live match view places its
 * timeline's markers and its bars so. Text values only: a bare number needs React's table of unitless
 * properties to get its 'px' right.
 */
function styleText(el: HTMLElement, style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([name, v]) => {
      if (typeof v !== 'string') throw new Error(`drawView: style '${name}' on <${el.tagName.toLowerCase()}> is a ${typeof v}: write it as text`);
      return `${name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${v.trim()}`;
    })
    .join(';');
}

function setProps(el: HTMLElement, props: Record<string, unknown>): void {
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || value === null || value === undefined) continue;
    if (prop === 'style') {
      const text = styleText(el, value as Record<string, unknown>);
      if (text) el.setAttribute('style', text);
      continue;
    }
    if (typeof value === 'function' || prop === 'ref' || prop === 'dangerouslySetInnerHTML')
      throw new Error(`drawView: '${prop}' on <${el.tagName.toLowerCase()}> needs React`);
    // As React writes them: data- and aria- values as text ("true"), other booleans present or absent.
    if (prop.startsWith('data-') || prop.startsWith('aria-')) el.setAttribute(prop, String(value));
    else if (value !== false) el.setAttribute(ATTRIBUTE_OF[prop] ?? prop.toLowerCase(), value === true ? '' : String(value));
  }
}

function draw(node: ReactNode, into: Node[]): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') {
    // React joins neighbouring texts into one text node in the server's markup; so does the parsed page.
    const last = into[into.length - 1];
    if (last?.nodeType === Node.TEXT_NODE) last.nodeValue += String(node);
    else into.push(document.createTextNode(String(node)));
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node) draw(child as ReactNode, into);
    return;
  }
  const element = node as ReactElement<Record<string, unknown>>;
  if (typeof element !== 'object' || !('type' in element)) throw new Error('drawView: not a React element');
  const { type, props } = element;
  if ((type as unknown) === FRAGMENT) return draw(props.children as ReactNode, into);
  if (typeof type === 'function') return draw((type as (p: object) => ReactNode)(props), into);
  if (typeof type !== 'string') throw new Error('drawView: only function components and HTML elements');
  const el = document.createElement(type);
  setProps(el, props);
  const children: Node[] = [];
  draw(props.children as ReactNode, children);
  el.append(...children);
  into.push(el);
}

/** The view's DOM: its one root element, or null when it renders nothing. */
export function drawView(view: ReactNode): Element | null {
  const nodes: Node[] = [];
  draw(view, nodes);
  const elements = nodes.filter((n): n is Element => n.nodeType === Node.ELEMENT_NODE);
  if (elements.length > 1 || nodes.length > elements.length) throw new Error('drawView: a live view has one root element');
  return elements[0] ?? null;
}

/** Brings `host`'s element to `view()` whenever `store` changes (a live part's redraw); answers its stop. */
export function redrawOnChange(store: object, host: Element, view: () => ReactNode): () => void {
  return subscribe(store, () => {
    const next = drawView(view());
    if (host.firstElementChild && next) morph(host.firstElementChild, next);
  });
}
