import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/ui/dialog';
import { applicationsAdminTexts as t } from '../texts';

export type GeneratedCredentials = { name: string; username: string; sentTo: string };

/** 'Credenciales Generadas' (investor-portal.md §2.6): the username and where the set-up link went, never a password. */
export function CredentialsDialog({ credentials, onClose }: { credentials: GeneratedCredentials | null; onClose: () => void }) {
  return (
    <Dialog open={credentials !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {credentials ? (
        <DialogContent title={t.credentialsDialog.title} description={t.credentialsDialog.description(credentials.name)} size="md">
          <DialogBody className="grid gap-4">
            <dl className="rounded-lg border border-graphite-700 bg-graphite-800/60 px-4 py-3">
              <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{t.credentialsDialog.username}</dt>
              <dd className="mt-1 font-mono text-base break-all text-white">{credentials.username}</dd>
            </dl>
            <p className="text-sm text-zinc-200">{t.credentialsDialog.sentTo(credentials.sentTo)}</p>
            <p className="text-sm text-zinc-300">{t.credentialsDialog.noPassword}</p>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button>{t.credentialsDialog.close}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
