// Which part of a list a take draws on, so a regenerated text says other lines: a
// window that starts further along, or one half of the list per take. Imports nothing.

/**
 * The window of `list` a take shows: each next variant starts `step` items further
 * along one fixed order, so two takes in a row share at most `count - step` items.
 */
export function variantWindow<T>(list: readonly T[], variant: number | undefined, step: number): T[] {
  if (list.length === 0) return [];
  const v = variant ?? 0;
  // Every second take shifts by one more, so a list of exactly two windows never shows a take again.
  const start = (v * step + Math.floor(v / 2)) % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}

/**
 * The half of `list` a take draws on: even takes one half, odd takes the other, and
 * every second pair shifts by one, so two takes in a row share at most one item.
 */
export function variantHalf<T>(list: readonly T[], variant: number | undefined): T[] {
  const v = variant ?? 0;
  const turned = variantWindow(list, Math.floor(v / 2), 1);
  const half = Math.ceil(turned.length / 2);
  return v % 2 === 0 ? turned.slice(0, half) : turned.slice(half);
}

/** The whole of `list`, the take's own half first: a long text still finds enough to say. */
export function variantOrder<T>(list: readonly T[], variant: number | undefined): T[] {
  const own = variantHalf(list, variant);
  return [...own, ...list.filter((item) => !own.includes(item))];
}
