// Shown to a studio's staff above what only its owners may change (the brand profile and
// the content preferences): the fields stay readable, and the database refuses changes.
export const OWNER_ONLY =
  "Only the studio's owner can change its brand profile and content preferences. Every tool writes with them as they are.";

export function OwnerOnlyNotice() {
  return (
    <p role="note" className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
      {OWNER_ONLY}
    </p>
  );
}
