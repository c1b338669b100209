// Never rendered: +data.ts redirects every request (see there).
export default function Page() {
  return null;
}
