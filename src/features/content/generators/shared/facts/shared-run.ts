// How many words in a row a text copies from a field: what makes a copied run a
// quote. Free of any language pack, so a pack may check its own sentences with it.

/** A field of more than this many words in a row, copied, is quoting it. */
export const QUOTE_RUN = 8;

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/** The longest run of words `text` shares with `field`, in order. */
export function sharedRun(text: string, field: string): number {
  const a = tokens(text);
  const b = tokens(field);
  if (a.length === 0 || b.length === 0) return 0;
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1]! + 1;
        if (current[j]! > best) best = current[j]!;
      }
    }
    previous = current;
  }
  return best;
}
