// Third-party players (YouTube, Spotify) are placeholders in the HTML with reserved space and a plain
// link; the iframe is put in only when the placeholder nears the viewport, so a page never loads a
// player nobody scrolls to, and without JavaScript the link still works.

const ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

function load(figure: HTMLElement): void {
  const src = figure.dataset.src;
  if (!src || figure.querySelector('iframe')) return;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = figure.dataset.title ?? '';
  frame.loading = 'lazy';
  frame.allow = ALLOW;
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  if (figure.dataset.height) frame.height = figure.dataset.height;
  const link = figure.querySelector('.embed__link');
  if (link) link.replaceWith(frame);
  else figure.prepend(frame);
}

export function lazyEmbeds(root: ParentNode = document): void {
  const figures = root.querySelectorAll<HTMLElement>('figure[data-embed][data-src]');
  if (figures.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        observer.unobserve(e.target);
        load(e.target as HTMLElement);
      }
    },
    { rootMargin: '300px' },
  );
  figures.forEach((f) => observer.observe(f));
}
