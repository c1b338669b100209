import { describe, expect, it } from 'vitest';
import { withoutStylesheetLists } from './preloadHelperPlugin';

// The form vite 8 writes (vite's build import analysis): the table first, then one use per import with stylesheets.
const REGISTRY =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/static/A.x1.css","assets/static/B.y2.css"])))=>i.map(i=>d[i]);\n' +
  'import{t as e}from"./chunk-H.js";var a={A:()=>e(()=>import(`./chunk-A.js`),__vite__mapDeps([0])),B:()=>e(()=>import(`./chunk-B.js`).then(e=>e.n),__vite__mapDeps([0,1])),C:()=>e(()=>import(`./chunk-C.js`),[])};export{a as t};';

describe('withoutStylesheetLists', () => {
  it('takes out the table and gives each import an empty list', () => {
    expect(withoutStylesheetLists(REGISTRY)).toBe(
      'import{t as e}from"./chunk-H.js";var a={A:()=>e(()=>import(`./chunk-A.js`),[]),B:()=>e(()=>import(`./chunk-B.js`).then(e=>e.n),[]),C:()=>e(()=>import(`./chunk-C.js`),[])};export{a as t};',
    );
  });

  it('leaves a chunk without lists as it is', () => {
    const code = 'import{t as e}from"./chunk-H.js";var a=()=>e(()=>import(`./chunk-C.js`),[]);export{a as t};';
    expect(withoutStylesheetLists(code)).toBe(code);
  });

  it('refuses a form it does not know rather than leave a use of a table it took out', () => {
    expect(() => withoutStylesheetLists(REGISTRY.replace('__vite__mapDeps([0,1])', '__vite__mapDeps(ids)'))).toThrow(/another form/);
  });
});
