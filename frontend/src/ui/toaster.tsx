import { useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';

const NARROW = '(max-width: 639px)';

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

export function Toaster() {
  // On a phone a toast at the bottom would cover the submit button of the form it is about.
  const narrow = useSyncExternalStore(subscribeToWidth, isNarrow, () => false);
  return (
    <SonnerToaster
      theme="dark"
      position={narrow ? 'top-center' : 'bottom-right'}
      richColors
      closeButton
      duration={6000}
      customAriaLabel="Notificaciones"
      toastOptions={{
        closeButtonAriaLabel: 'Cerrar notificación',
        classNames: { title: 'text-[15px] font-semibold', description: 'text-sm' },
      }}
    />
  );
}

/** The only way features show toasts, so the look and the library stay in one place. */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
  dismissAll: () => {
    toast.dismiss();
  },
};
