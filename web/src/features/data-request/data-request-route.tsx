// Stub: replaced by the feature's real page.
export function Component() {
  return <h1>Data Privacy Request</h1>;
}
