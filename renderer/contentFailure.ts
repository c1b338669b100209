// How a page answers a failed content API call, by the one mapping of contentClient/outcome.mjs: the 404
// page when the outcome is 'not-found'; otherwise the error goes on to vike (the error page), and in a
// prerender run the render worker reads the same outcome to fail the batch or skip the page.
import { render } from 'vike/abort';
import { notFoundMessage } from '../domain/routes';
import { failureOutcome } from '../contentClient/outcome.mjs';

export function pageFailure(err: unknown, pathname: string): never {
  if (failureOutcome(err) === 'not-found') throw render(404, notFoundMessage(pathname));
  throw err;
}
