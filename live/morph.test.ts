// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { morph } from './morph';

const el = (html: string): Element => {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content.firstElementChild!;
};

describe('morph', () => {
  it.each([
    ['text', '<p class="a">1–0</p>', '<p class="a">2–0</p>'],
    [
      'attributes added, changed, removed',
      '<div data-state="live" data-x="1" class="a"><b>x</b></div>',
      '<div data-state="finished" class="a b" data-y=""><b>x</b></div>',
    ],
    ['a child of another kind', '<div><time>16:30</time><span>1</span></div>', '<div><span>0–0</span><span>1</span></div>'],
    ['children added', '<ul><li>a</li></ul>', '<ul><li>a</li><li>b</li><li>c</li></ul>'],
    ['children removed', '<ul><li>a</li><li>b</li><li>c</li></ul>', '<ul><li>a</li></ul>'],
    ['an element becomes text', '<p><b>x</b></p>', '<p>x</p>'],
    [
      'nested tables',
      '<div><table><tbody><tr><td>1</td><td>+1.2s</td></tr></tbody></table></div>',
      '<div><table><tbody><tr><td>1</td><td>+0.9s</td></tr><tr><td>2</td><td>–</td></tr></tbody></table></div>',
    ],
  ])('%s: the target ends equal to the new rendering', (_name, before, after) => {
    const host = document.createElement('div');
    host.append(el(before));
    morph(host.firstElementChild!, el(after));
    expect(host.innerHTML).toBe(el(after).outerHTML);
  });

  it('keeps the nodes that stay the same kind: a focused link stays the focused node', () => {
    document.body.innerHTML = '<div id="box" data-state="live"><a href="/m" id="link">Ferencváros 1–0 Paks</a><span>12\'</span></div>';
    const link = document.getElementById('link')!;
    link.focus();
    morph(document.getElementById('box')!, el('<div id="box" data-state="live"><a href="/m" id="link">Ferencváros 2–0 Paks</a><span>57\'</span></div>'));
    expect(document.getElementById('link')).toBe(link);
    expect(document.activeElement).toBe(link);
    expect(link.textContent).toBe('Ferencváros 2–0 Paks');
  });

  it('replaces the target itself when its tag changed', () => {
    const host = document.createElement('div');
    host.innerHTML = '<p>x</p>';
    morph(host.firstElementChild!, el('<div>y</div>'));
    expect(host.innerHTML).toBe('<div>y</div>');
  });
});
