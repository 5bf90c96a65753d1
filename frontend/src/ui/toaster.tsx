import { Toaster as SonnerToaster, toast } from 'sonner';

export function Toaster() {
  return (
    <SonnerToaster
      theme="dark"
      position="bottom-right"
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
