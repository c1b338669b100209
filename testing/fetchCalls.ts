// What a stubbed `fetch` was asked, however the code under test called it: an address and options (the
// platform's way) or one Request (ky's way). Tests read the request, not the call's shape.
export function requestOf(call: readonly unknown[] | undefined): Request {
  if (!call) throw new Error('fetch was not called');
  const [input, init] = call as [RequestInfo | URL, RequestInit | undefined];
  return input instanceof Request ? input : new Request(input, init);
}
