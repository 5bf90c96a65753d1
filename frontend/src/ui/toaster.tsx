import { useSyncExternalStore } from 'react';

// Sonner loads with the first toast, not with the page: most visits never show one. Toasts asked
// for before it arrives are shown once it has (Sonner replays active toasts to a new Toaster).
type Sonner = typeof import('sonner');

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const loadListeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      loadListeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // A chunk that failed to load (offline): the next toast tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function withSonner(show: (module: Sonner) => void): void {
  if (sonner) show(sonner);
  else loadSonner().then(show, () => undefined);
}

/** Fetches the toast library ahead of a likely toast, such as a form being opened. */
export function preloadToaster(): void {
  loadSonner().catch(() => undefined);
}

function subscribeToLoad(onChange: () => void): () => void {
  loadListeners.add(onChange);
  return () => loadListeners.delete(onChange);
}

const NARROW = '(max-width: 639px)';

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

function LoadedToaster({ SonnerToaster }: { SonnerToaster: Sonner['Toaster'] }) {
  // At the top: at the bottom a toast covers the submit button of the form it is about (a declined
  // card's toast covered "Confirmar Depósito"), which sits low in the forms and dialogs.
  const narrow = useSyncExternalStore(subscribeToWidth, isNarrow, () => false);
  return (
    <SonnerToaster
      theme="dark"
      position={narrow ? 'top-center' : 'top-right'}
      offset={16}
      mobileOffset={12}
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

export function Toaster() {
  // Nothing on the server and while hydrating: the prerendered pages have no toaster either.
  const loaded = useSyncExternalStore(subscribeToLoad, () => sonner, () => null);
  return loaded ? <LoadedToaster SonnerToaster={loaded.Toaster} /> : null;
}

/** The only way features show toasts, so the look and the library stay in one place. */
export const notify = {
  success: (title: string, description?: string) => withSonner(({ toast }) => toast.success(title, { description })),
  error: (title: string, description?: string) => withSonner(({ toast }) => toast.error(title, { description })),
  dismissAll: () => {
    // Before the library has loaded there is no toast to dismiss.
    sonner?.toast.dismiss();
  },
};
