import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useRef, type ComponentProps, type ReactNode } from 'react';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  /** False for a dialog the person must complete: no close button, Escape and outside clicks do nothing. */
  dismissible?: boolean;
  /** Width on larger screens: 'md' for a short form or a question, 'lg' for a long form, 'xl' for a plan or a map. */
  size?: 'md' | 'lg' | 'xl';
  /**
   * In place instead of at the end of <body>: a dialog open in a prerendered page's HTML (Radix
   * portals render only in the browser, so a portalled dialog would be missing from it).
   */
  inline?: boolean;
};

function isInsideToaster(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-sonner-toaster]') !== null;
}

/** The scrolling middle of a dialog; header and footer stay in view. */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={clsx(
        'flex flex-col-reverse gap-3 border-t border-graphite-700 bg-graphite-900 px-5 py-4 sm:flex-row sm:justify-end sm:px-6',
        className,
      )}
      {...props}
    />
  );
}

export function DialogContent({
  title,
  description,
  closeLabel = 'Cerrar',
  dismissible = true,
  size = 'lg',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onInteractOutside,
  onEscapeKeyDown,
  inline = false,
  ...props
}: DialogContentProps) {
  // Radix returns focus to its own Trigger only; dialogs opened from elsewhere return it here.
  const openerRef = useRef<HTMLElement | null>(null);

  const dialog = (
    <>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/75 backdrop-blur-sm motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
          'overflow-hidden rounded-xl border border-graphite-700 bg-graphite-900 text-zinc-100 shadow-2xl shadow-black/60',
          'motion-safe:animate-fade-in',
          size === 'md' ? 'max-w-md' : size === 'xl' ? 'max-w-4xl' : 'max-w-xl',
          className,
        )}
        onOpenAutoFocus={(event) => {
          openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const opener = openerRef.current;
          if (opener && opener.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
        onInteractOutside={(event) => {
          // A click on a toast must not close the dialog (and lose what was typed).
          if (!dismissible || isInsideToaster(event.target)) event.preventDefault();
          onInteractOutside?.(event);
        }}
        onEscapeKeyDown={(event) => {
          if (!dismissible) event.preventDefault();
          onEscapeKeyDown?.(event);
        }}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className={clsx('border-b border-graphite-700 py-5 pl-5 sm:pl-6', dismissible ? 'pr-14' : 'pr-5 sm:pr-6')}>
          <DialogPrimitive.Title className="font-display text-xl leading-tight font-bold tracking-tight text-white sm:text-2xl">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-1.5 text-sm text-zinc-300">{description}</DialogPrimitive.Description>
          ) : null}
        </div>
        {children}
        {/* Last in the DOM so that focus starts on the first field, not on the close icon. */}
        {dismissible ? (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-4 right-4 inline-flex items-center justify-center rounded-md p-1.5 text-zinc-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white pointer-coarse:top-2 pointer-coarse:right-2 pointer-coarse:size-11"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </>
  );
  return inline ? dialog : <DialogPrimitive.Portal>{dialog}</DialogPrimitive.Portal>;
}
