// The Formula 1 widget as a body embed: its marker paragraph (domain/formula1/embed.ts); only the first is a widget.
import { formula1Embed } from '../../formula1/embed';
import type { EmbedKindRule } from '../blocks';

export interface Formula1Data {
  /** The state's query ('?oldal=pontverseny', '' for the default). */
  query: string;
}

export const formula1Kind: EmbedKindRule<Formula1Data> = {
  name: 'forma-1',
  unloaded: 'source',
  find(html) {
    const m = formula1Embed(html);
    return m ? [{ index: m.before.length, length: html.length - m.before.length - m.after.length, data: { query: m.query } }] : [];
  },
};
