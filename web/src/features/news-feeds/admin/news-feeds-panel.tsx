// Groundwork for issue 26: replaced by the screen it names before the issue is closed.
export function NewsFeedsPanel() {
  return <p className="text-sm text-muted-foreground">Not built yet.</p>;
}
