// Toasts with the spec's title + description pairs ('Signed out' / 'You have been
// successfully signed out.'). Destructive toasts are error toasts.
import toast from 'react-hot-toast';

function ToastBody({ title, description }: { title: string; description?: string }) {
  return (
    <div className="text-sm">
      <p className="font-semibold text-stone-900">{title}</p>
      {description && <p className="mt-0.5 text-stone-700">{description}</p>}
    </div>
  );
}

export function notifySuccess(title: string, description?: string): string {
  return toast.success(<ToastBody title={title} description={description} />);
}

export function notifyError(title: string, description?: string): string {
  return toast.error(<ToastBody title={title} description={description} />, { duration: 6000 });
}
