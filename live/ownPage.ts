// The page's own static HTML, fetched again: the file the prerender job rewrote after an edit.
export async function fetchOwnPage(): Promise<Document> {
  // 'no-cache' revalidates any copy the browser keeps.
  const res = await fetch(location.pathname + location.search, { cache: 'no-cache', credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`page ${res.status}`);
  return new DOMParser().parseFromString(await res.text(), 'text/html');
}
