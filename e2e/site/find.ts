// Finding elements in a parsed page as a reader (or a screen reader) names them: a navigation by its label, a
// link by its name (what getByRole does in the browser tests), and where a GET form sends a reader who fills a
// field and submits it, for the HTTP tier.
import { text } from './http';

/** The accessible name of an element: its aria-label, else its text. */
export function nameOf(el: Element): string {
  return el.getAttribute('aria-label')?.trim() || text(el);
}

const matches = (el: Element, name: string | RegExp) => (typeof name === 'string' ? nameOf(el) === name : name.test(nameOf(el)));

/** The elements matching `selector` under `scope` named `name` (a string: exactly, a RegExp: tested). */
export function named(scope: ParentNode, selector: string, name: string | RegExp): Element[] {
  return Array.from(scope.querySelectorAll(selector)).filter((el) => matches(el, name));
}

/** The one link under `scope` named `name`; throws when there is none or more than one. */
export function link(scope: ParentNode, name: string | RegExp): HTMLAnchorElement {
  const found = named(scope, 'a[href]', name);
  if (found.length !== 1) throw new Error(`${found.length} links named ${String(name)}, not 1`);
  return found[0] as HTMLAnchorElement;
}

/** The one navigation labelled `label`; throws when there is none. */
export function nav(doc: Document, label: string): Element {
  const found = doc.querySelector(`nav[aria-label="${label}"]`);
  if (!found) throw new Error(`no navigation labelled ${label}`);
  return found;
}

/** The path and query of a link as the page wrote it (site links are written absolute-path). */
export function hrefOf(el: Element | null): string {
  const href = el?.getAttribute('href');
  if (!href) throw new Error('no link');
  return href;
}

/**
 * The address a GET form sends a reader to when they type `value` into the field labelled `label` and submit:
 * the form's action with its named fields (the typed one set), as a browser builds it without JavaScript.
 */
export function submitted(doc: Document, label: string, value: string): string {
  const byLabel = named(doc, 'label[for]', label).map((l) => doc.getElementById(l.getAttribute('for')!));
  const field = [...byLabel, ...named(doc, 'input[aria-label]', label)].find((el): el is HTMLInputElement => el?.tagName === 'INPUT');
  if (!field) throw new Error(`no field labelled ${label}`);
  const form = field.closest('form');
  if (!form) throw new Error(`the field labelled ${label} is in no form`);
  if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'get') throw new Error(`the form of ${label} is not a GET form`);
  if (!form.querySelector('button:not([type]), button[type=submit], input[type=submit]')) throw new Error(`the form of ${label} has no submit button`);
  const query = new URLSearchParams();
  for (const el of Array.from(form.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]'))) {
    if ((el.type === 'checkbox' || el.type === 'radio') && !el.hasAttribute('checked')) continue;
    query.append(el.name, el === field ? value : (el.getAttribute('value') ?? ''));
  }
  const action = form.getAttribute('action');
  if (!action) throw new Error(`the form of ${label} has no action`);
  return `${action}?${query.toString()}`;
}
