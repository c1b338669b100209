// The consent's texts: the dialogue's (consent/cmp.ts), the refused placeholders' (components/ArticleBody/embeds.ts)
// and the footer's button. Apart from consent.ts, whose rules every page's script carries: these only where shown.

/** The dialogue's and the refused placeholders' texts (decided in issue #36: the spec names none). The question is consentScripts.ts's consentBody. */
export const CONSENT_TEXTS = {
  title: 'Sütik és külső tartalmak',
  accept: 'Elfogadom',
  reject: 'Elutasítom',
  settings: 'Süti-beállítások',
  refused: 'Ezt a külső tartalmat nem töltjük be, mert nem járult hozzá a sütikhez.',
} as const;
