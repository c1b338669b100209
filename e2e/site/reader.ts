// What a reader without JavaScript does with a page's HTML, for the HTTP tier: finds a navigation by its label, a
// control by its label or a link by its name (what getByRole does in the browser tests), fills in and submits a
// GET form (the address the browser would load), reads the JSON-LD.
import { text } from './http';

/** The accessible name of an element: its aria-label, else its text. */
export function nameOf(el: Element): string {
  return el.getAttribute('aria-label')?.trim() || text(el);
}

/** The control a `<label>` with this exact text points at (or that carries it as aria-label). */
export function labelled(root: Document | Element, label: string): HTMLInputElement | HTMLSelectElement | null {
  const doc = 'ownerDocument' in root && root.ownerDocument ? root.ownerDocument : (root as Document);
  for (const l of root.querySelectorAll('label')) {
    if (text(l) !== label) continue;
    const forId = l.getAttribute('for');
    const control = forId ? doc.getElementById(forId) : l.querySelector('input, select, textarea');
    if (control) return control as HTMLInputElement | HTMLSelectElement;
  }
  return root.querySelector<HTMLInputElement | HTMLSelectElement>(
    `input[aria-label="${label}"], select[aria-label="${label}"], textarea[aria-label="${label}"]`,
  );
}

/** The value a select shows: its selected option's, or the first option's when none is marked. */
export function selectedValue(select: Element): string | null {
  const option = select.querySelector('option[selected]') ?? select.querySelector('option');
  return option ? (option.getAttribute('value') ?? text(option)) : null;
}

/** Elements matching `selector` whose accessible name (aria-label, else text) is `name` (a string: exactly). */
export function named(root: Document | Element, selector: string, name: string | RegExp): Element[] {
  return [...root.querySelectorAll(selector)].filter((el) => {
    const n = nameOf(el);
    return typeof name === 'string' ? n === name : name.test(n);
  });
}

/** The one link under `root` named `name`; throws when there is none or more than one. */
export function link(root: Document | Element, name: string | RegExp): HTMLAnchorElement {
  const found = named(root, 'a[href]', name);
  if (found.length !== 1) throw new Error(`${found.length} links named ${String(name)}, not 1`);
  return found[0] as HTMLAnchorElement;
}

/** The path and query of a link as the page wrote it (site links are written absolute-path). */
export function hrefOf(el: Element | null): string {
  const href = el?.getAttribute('href');
  if (!href) throw new Error('no link');
  return href;
}

/** The one element matching `selector` named `name`; throws when there is none. */
export function one(root: Document | Element, selector: string, name: string | RegExp): Element {
  const found = named(root, selector, name)[0];
  if (!found) throw new Error(`no ${selector} named ${String(name)}`);
  return found;
}

/** The `<nav>` labelled `label`; throws when there is none. */
export function nav(root: Document | Element, label: string): Element {
  const found = root.querySelector(`nav[aria-label="${label}"]`);
  if (!found) throw new Error(`no navigation labelled ${label}`);
  return found;
}

/**
 * The path and query a browser loads when the GET form is submitted with its fields as the HTML sets them,
 * `changes` applied by field name (a select's new value, a typed term; check boxes and radio buttons are sent
 * as the HTML checks them). Fields are sent in document order.
 */
export function submitted(form: Element, changes: Record<string, string> = {}): string {
  if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'get') throw new Error('not a GET form');
  const params = new URLSearchParams();
  for (const field of form.querySelectorAll('input[name], select[name], textarea[name]')) {
    if (field.hasAttribute('disabled')) continue;
    const name = field.getAttribute('name')!;
    const type = (field.getAttribute('type') ?? '').toLowerCase();
    if (['submit', 'button', 'reset', 'image'].includes(type)) continue;
    if ((type === 'checkbox' || type === 'radio') && !field.hasAttribute('checked')) continue;
    const own = field.tagName === 'SELECT' ? selectedValue(field) : field.tagName === 'TEXTAREA' ? field.textContent : field.getAttribute('value');
    params.append(name, name in changes ? changes[name]! : (own ?? ''));
  }
  const action = form.getAttribute('action') || new URL(form.ownerDocument.URL).pathname;
  const query = params.toString();
  return query ? `${action}?${query}` : action;
}

/**
 * Where a reader lands who types `value` into the field labelled `label` and presses the form's button: a GET
 * form with a button of its own, as a reader without JavaScript needs it.
 */
export function typedAndSent(doc: Document, label: string, value: string): string {
  const field = labelled(doc, label);
  if (!field?.getAttribute('name')) throw new Error(`no named field labelled ${label}`);
  const form = field.closest('form');
  if (!form) throw new Error(`the field labelled ${label} is in no form`);
  if (!form.querySelector('button:not([type]), button[type=submit], input[type=submit]')) throw new Error(`the form of ${label} has no submit button`);
  return submitted(form, { [field.getAttribute('name')!]: value });
}

/** The page's JSON-LD object. */
export function jsonLd(doc: Document): Record<string, unknown> {
  const script = doc.querySelector('script[type="application/ld+json"]');
  if (!script) throw new Error('no JSON-LD');
  return JSON.parse(script.textContent ?? '{}') as Record<string, unknown>;
}

/** Every JSON-LD block of the page, parsed; throws naming the block that does not parse. */
export function jsonLdBlocks(doc: Document): Record<string, unknown>[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script, i) => {
    try {
      return JSON.parse(script.textContent ?? '') as Record<string, unknown>;
    } catch {
      throw new Error(`JSON-LD block ${i + 1} does not parse: ${(script.textContent ?? '').slice(0, 80)}`);
    }
  });
}
