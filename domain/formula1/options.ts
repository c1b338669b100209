// The team and driver choices (specialised-features.md §4, §5): the query's if it is in the season's list,
// else the first of the list.
import { queryId } from './query';

export function pickOption(query: string | null, options: readonly { id: number }[]): number | null {
  const asked = queryId(query);
  if (asked !== null && options.some((o) => o.id === asked)) return asked;
  return options[0]?.id ?? null;
}
