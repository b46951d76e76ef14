// Toasts with the product's title + description pairs ('Signed out' / 'You have been
// successfully signed out.'). Destructive toasts are error toasts. The toast library
// loads with the first one (toaster.tsx).
import { loadToast } from './toaster.tsx';

function ToastBody({ title, description }: { title: string; description?: string }) {
  return (
    <div className="text-sm">
      <p className="font-semibold text-stone-900">{title}</p>
      {description && <p className="mt-0.5 text-stone-700">{description}</p>}
    </div>
  );
}

/** Error toasts still on screen: a success after them means they are out of date. */
const openErrors = new Set<string>();

export function notifySuccess(title: string, description?: string): void {
  void loadToast().then((toast) => {
    for (const id of openErrors) toast.remove(id);
    openErrors.clear();
    toast.success(<ToastBody title={title} description={description} />);
  });
}

export function notifyError(title: string, description?: string): void {
  void loadToast().then((toast) => {
    const id = toast.error(<ToastBody title={title} description={description} />, { duration: 6000 });
    openErrors.add(id);
    setTimeout(() => openErrors.delete(id), 6000);
  });
}
