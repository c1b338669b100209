import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FactList } from './FactList';

describe('FactList', () => {
  it('writes each fact as a term and its description, in order, with the class it is given', () => {
    expect(
      renderToStaticMarkup(
        <FactList
          className="facts"
          rows={[
            ['Helyszín', 'Puskás Aréna'],
            ['Pontok', <b key="p">2 640</b>],
          ]}
        />,
      ),
    ).toBe('<dl class="facts"><div><dt>Helyszín</dt><dd>Puskás Aréna</dd></div><div><dt>Pontok</dt><dd><b>2 640</b></dd></div></dl>');
  });
});
