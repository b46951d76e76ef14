/** The required mark: visual only, since the profile saves from 50% completion. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}
