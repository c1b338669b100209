import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NewsletterPromo, NewsletterPromoView } from './NewsletterPromo';

describe('NewsletterPromo', () => {
  const html = renderToStaticMarkup(<NewsletterPromoView place="article" />);

  it('is a form that signs up without JavaScript: a POST to the call with its four fields', () => {
    const form = /<form [^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/newsletter/subscribe"');
    for (const name of ['lastName', 'firstName', 'email']) expect(new RegExp(`<input [^>]*name="${name}"[^>]*>`).exec(html)![0]).toContain('required=""');
    expect(html.match(/name="listCodes"/g)).toHaveLength(4);
    expect(html).toMatch(/<input [^>]*checked=""[^>]*value="napi"/);
  });

  it('keeps its hide buttons hidden until the page script can make them work', () => {
    expect(html).toMatch(/<button[^>]*data-promo-close[^>]*hidden=""/);
    expect(html).toMatch(/<button[^>]*data-promo-never[^>]*hidden=""/);
    expect(html).toContain('aria-label="Bezárás"');
  });

  it('is an island that starts when it nears the viewport, without React', () => {
    const island = renderToStaticMarkup(<NewsletterPromo place="front" />);
    expect(island).toContain('data-island="NewsletterPromo"');
    expect(island).toContain('data-hydrate="visible"');
  });

  it('is named by its heading and says where it stands', () => {
    expect(html).toContain('data-newsletter-promo="article"');
    expect(html).toContain('aria-labelledby="hirlevel-promo-article"');
    expect(html).toContain('id="hirlevel-promo-article"');
  });

  it('on the newsletter’s own page it is the same form, with no way to hide it', () => {
    const page = renderToStaticMarkup(<NewsletterPromoView place="page" />);
    expect(page).toContain('action="/api/newsletter/subscribe"');
    expect(page).not.toContain('data-promo-close');
    expect(page).not.toContain('data-promo-never');
  });
});
