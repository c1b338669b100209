// The error page of specialised-features.md "Error page".

export const ERROR_TEXTS = {
  notFound: {
    title: 'A keresett oldal nem található.',
    text: 'Lehet, hogy elírta a címet, vagy a cikket áthelyeztük, esetleg már nem elérhető. A címlapról mindent megtalál.',
  },
  server: {
    title: 'Belső kiszolgálóhiba.',
    text: 'Az oldalt most nem tudjuk megjeleníteni, a hibán már dolgozunk. Kérjük, próbálja újra néhány perc múlva.',
  },
  back: 'Vissza a címlapra',
} as const;

export const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse|headlesschrome\/[\d.]+ \(compatible/i;

/** Crawlers and link previewers get the status code without an error page body. */
export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}

/** What a crawler gets instead of the error page, from every server alike: the status as the title, no body. */
export function botErrorHtml(status: number): string {
  return `<!DOCTYPE html><html lang="hu"><head><meta charset="utf-8"><title>${status}</title><meta name="robots" content="noindex"></head><body></body></html>`;
}
